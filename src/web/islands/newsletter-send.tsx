import "../lib/zod-jitless.js";

import { createRoot } from "react-dom/client";

import { FULL_STYLES_ATTRIBUTE } from "../../shared/full-styles.js";
import { Toaster } from "../components/ui/toaster.js";
import { joinNewsletter } from "../features/landing/join-newsletter.js";

let toasterShown = false;

/**
 * The whole stylesheet, which the page fetched without applying it (its
 * inline rules cover its own HTML, shared/rendered-shell.ts): the toasts
 * need their rules. Resolves once it applies.
 */
function applyFullStyles(): Promise<void> {
  const sheets = [...document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLES_ATTRIBUTE}]`)];
  return Promise.all(
    sheets.map(
      (sheet) =>
        new Promise<void>((done) => {
          sheet.media = "all";
          if (sheet.sheet) return done();
          sheet.addEventListener("load", () => done(), { once: true });
          sheet.addEventListener("error", () => done(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** The app's toasts on a page without the app: the same viewport, mounted once beside the page. */
async function showToaster(): Promise<void> {
  if (toasterShown) return;
  toasterShown = true;
  await applyFullStyles();
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}

/** Sends Stay Sharp's form as the landing page's React form does (join-newsletter.ts). */
export async function sendNewsletterForm(email: string, form: HTMLFormElement): Promise<void> {
  await Promise.all([showToaster(), joinNewsletter(email, form)]);
}
