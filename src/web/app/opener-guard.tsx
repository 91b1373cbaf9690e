import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";

import { isOpenerFreePage } from "../../shared/opener-policy.js";
import { PageFallback } from "../components/layout/page-fallback.js";

/**
 * True when showing `pathname` in this document would put a page that
 * needs the opener policy into a document the server sent without it
 * (`documentPath`, the path as the browser asked for it, which the server
 * chooses by: shared/opener-policy.ts). A site that opened the window, or
 * opened it blank, let go of `opener` and sent it here, may still hold a
 * handle on it and could count the page's frames, and so learn whether the
 * member may read an item (docs/decisions/130). No script can tell whether
 * such a handle exists.
 */
export function needsOwnDocument(documentPath: string | null, pathname: string): boolean {
  return documentPath !== null && isOpenerFreePage(documentPath) && !isOpenerFreePage(pathname);
}

// The path this document was loaded at, read once as this module loads (with the app, before it navigates); none on the server.
const documentPath = typeof window === "undefined" ? null : window.location.pathname;

/**
 * The app's pages inside the layout, except one that needs its own document
 * (needsOwnDocument): the address is already the new page's, so a reload
 * fetches it with its own headers, and the opener policy cuts any other
 * window's handle. Nothing of the page is rendered meanwhile, so none of its
 * frames is either. Once per document: the new one has the policy.
 */
export function OpenerGuard() {
  const { pathname } = useLocation();
  const reload = needsOwnDocument(documentPath, pathname);
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload ? <PageFallback /> : <Outlet />;
}
