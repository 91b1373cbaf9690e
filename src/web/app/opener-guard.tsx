import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";

import { isOpenerFreePage, surelyHasOpenerPolicy } from "../../shared/opener-policy.js";
import { PageFallback } from "../components/layout/page-fallback.js";

/**
 * True when showing `pathname` would put a page that needs the opener
 * policy into a document that may have come without it: one loaded at
 * `documentPath`, which is not surely a page sent with it
 * (shared/opener-policy.ts). A site that opened the window, or opened it
 * blank, let go of `opener` and sent it here, may still hold a handle on it
 * and could count the page's frames, and so learn whether the member may
 * read an item (docs/decisions/130); no script can tell whether such a
 * handle exists. Never for the document's own path: a reload would bring
 * the same headers again.
 */
export function needsOwnDocument(documentPath: string | null, pathname: string): boolean {
  if (documentPath === null || pathname === documentPath) return false;
  return !surelyHasOpenerPolicy(documentPath) && !isOpenerFreePage(pathname);
}

/**
 * The path this document was loaded at: its navigation entry's address,
 * which the app's own navigations (history.pushState) do not change, or,
 * in a browser without one, the address as this module loads (with the
 * app, before it navigates). None on the server.
 */
function loadedPath(): string | null {
  if (typeof window === "undefined") return null;
  const [entry] = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  try {
    if (entry) return new URL(entry.name).pathname;
  } catch {
    // Not an address: the current one is the best left.
  }
  return window.location.pathname;
}

const documentPath = loadedPath();

/**
 * The app's pages inside the layout, except one that needs its own document
 * (needsOwnDocument): the address is already the new page's, so a reload
 * fetches it with its own headers, and the opener policy cuts any other
 * window's handle. Nothing of the page is rendered meanwhile, so none of its
 * frames is either. The new document is loaded at the page's own path, so
 * it does not reload for it again.
 */
export function OpenerGuard() {
  const { pathname } = useLocation();
  const reload = needsOwnDocument(documentPath, pathname);
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload ? <PageFallback /> : <Outlet />;
}
