import { useEffect } from "react";
import { BrowserRouter } from "react-router";

import type { PageData } from "../../shared/page-data.js";
import { takeCarriedToast } from "../lib/carried-toast.js";
import { PageDataScope } from "../lib/page-data.js";
import { toast } from "../lib/use-toast.js";
import { AppRoutes } from "../router.js";
import { AppProviders } from "./providers.js";

/** The app in the browser; `pageData`: what the server rendered the first page with (docs/decisions/060). */
export function App({ pageData }: { pageData: PageData }) {
  // React owns the page from here (a prerendered page is hydrated): input is answered. Browser
  // tests wait for it before they type or click, as a person on a slow phone cannot.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
    // News from the page before, which had no app to tell it (the login page's island, docs/decisions/119).
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <PageDataScope data={pageData}>
          <AppRoutes />
        </PageDataScope>
      </BrowserRouter>
    </AppProviders>
  );
}
