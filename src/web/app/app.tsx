import { useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "../router.js";
import { AppProviders } from "./providers.js";

const router = createBrowserRouter(routes);

export function App() {
  // React owns the page from here (a prerendered page is hydrated): input is answered. Browser
  // tests wait for it before they type or click, as a person on a slow phone cannot.
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
