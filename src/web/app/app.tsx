import { useEffect } from "react";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "../router.js";
import { AppProviders } from "./providers.js";

export function App() {
  // React owns the page from here (a prerendered page is hydrated): input is answered. Browser
  // tests wait for it before they type or click, as a person on a slow phone cannot.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
