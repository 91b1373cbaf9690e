import { PAGE_VIEW_API_PATH, publicPageOf } from "../../shared/page-views.js";
import { apiFetch } from "./api-client.js";

/**
 * Tells our own server that a public page was shown: its name only, no
 * address, no id, nothing stored in the browser (docs/decisions/039). A lost
 * count is not worth an error, so failures are ignored. No React: the app's
 * layout (usePageViews) and the reading pages' islands (116) both send it.
 */
export function countPageView(pathname: string): void {
  const page = publicPageOf(pathname);
  if (page) apiFetch(PAGE_VIEW_API_PATH, { method: "POST", json: { page }, keepalive: true }).catch(() => {});
}
