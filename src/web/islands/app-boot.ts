import { APP_ENTRY_ATTRIBUTE } from "../../shared/app-entry.js";
import { applyFullStyles } from "./full-styles.js";
import { endIslands } from "./lifetime.js";
import { restoreServerText } from "./server-text.js";

/**
 * Hands the page to the app (docs/decisions/119): for what an island does
 * not do itself (the login page's code step, its organisation sign-in, an
 * e-mail link's notice), the app's entry, whose address the server put on
 * the islands' loader, hydrates the page as it would have from the start.
 * The islands end first, so that nothing answers a press twice, and the
 * server's text is put back where they wrote theirs (server-text.ts). Resolves
 * once the app answers input (it marks the page `data-ready`, app/app.tsx).
 */
export async function bootApp(): Promise<void> {
  const entry = document.querySelector<HTMLScriptElement>(`script[${APP_ENTRY_ATTRIBUTE}]`)?.getAttribute(APP_ENTRY_ATTRIBUTE);
  // A page without the address (an older page kept open across a deploy): the app, from the server.
  if (!entry) {
    window.location.reload();
    return;
  }
  endIslands();
  restoreServerText();
  const root = document.documentElement;
  delete root.dataset.ready;
  const ready = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.ready !== "true") return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  });
  await applyFullStyles();
  await import(/* @vite-ignore */ entry);
  await ready;
}
