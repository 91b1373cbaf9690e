import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.js";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public pages arrive rendered at build time (docs/decisions/058): take
// over their HTML. Every other page starts from the empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
