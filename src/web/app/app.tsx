import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "../router.js";
import { AppProviders } from "./providers.js";

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
