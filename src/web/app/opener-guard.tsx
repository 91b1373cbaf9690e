import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";

import { isOpenerFreePage } from "../../shared/opener-policy.js";
import { PageFallback } from "../components/layout/page-fallback.js";

/**
 * True when showing `pathname` in this document would put a page that
 * needs the opener policy into a document the server sent without it
 * (`documentPath`'s, shared/opener-policy.ts), while a window that opened
 * this one still holds a handle on it: that window could count the page's
 * frames, and so learn whether the member may read an item
 * (docs/decisions/130).
 */
export function needsOwnDocument(documentPath: string, pathname: string, opened: boolean): boolean {
  return opened && isOpenerFreePage(documentPath) && !isOpenerFreePage(pathname);
}

// The path this document was loaded at, by which the server chose its headers: read once, before the app navigates.
const documentPath = window.location.pathname;

/**
 * The app's pages, except one that needs its own document (needsOwnDocument):
 * the address is already the new page's, so a reload fetches it with its own
 * headers, the opener policy severing the other window's handle. Rendering
 * nothing of it meanwhile keeps its frames out of this document. Only a
 * window another one opened pays the reload.
 */
export function OpenerGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reload = needsOwnDocument(documentPath, pathname, window.opener !== null);
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload ? <PageFallback /> : children;
}
