import "./lib/zod-jitless.js";

import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";

import { App } from "./app/app.js";
import { preloadPages } from "./app/lazy-page.js";
import { readPageData } from "./lib/page-data.js";
import { routesFor } from "./router.js";

import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const app = (
  <StrictMode>
    <App pageData={readPageData()} />
  </StrictMode>
);

// The public pages arrive rendered, at build time (docs/decisions/058) or,
// for a public post or item, by the server with the record beside it (060):
// take over their HTML once the page's own code is here, so nothing in it has
// to wait (and be swapped for its fallback) after hydration. Every other page
// starts from the empty shell. Hydrating as a transition lets React yield to
// the browser every few milliseconds instead of holding the main thread for
// the whole page (the page is already painted and readable meanwhile).
if (container.hasChildNodes()) {
  const matched = matchRoutes(routesFor(window.location.pathname), window.location) ?? [];
  void preloadPages(matched.map((match) => match.route.Component)).finally(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
