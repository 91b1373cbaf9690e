import { useEffect } from "react";
import { matchPath, useLocation } from "react-router";

import { PAGE_VIEW_API_PATH, PUBLIC_PAGES, type PublicPage } from "../../shared/page-views.js";
import { routePatterns } from "../../shared/paths.js";
import { apiFetch } from "./api-client.js";

/** The public page a path shows, by its name in routePatterns (null for members' and admin pages). */
export function publicPageOf(pathname: string): PublicPage | null {
  return PUBLIC_PAGES.find((page) => matchPath(routePatterns[page], pathname) !== null) ?? null;
}

/**
 * Tells our own server that a public page was shown: its name only, no
 * address, no id, nothing stored in the browser (docs/decisions/039). A lost
 * count is not worth an error, so failures are ignored.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = publicPageOf(pathname);
    if (page) apiFetch(PAGE_VIEW_API_PATH, { method: "POST", json: { page }, keepalive: true }).catch(() => {});
  }, [pathname]);
}
