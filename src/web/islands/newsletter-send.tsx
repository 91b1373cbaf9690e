import "../lib/zod-jitless.js";

import { createRoot } from "react-dom/client";

import { Toaster } from "../components/ui/toaster.js";
import { joinNewsletter } from "../features/landing/join-newsletter.js";

let toasterShown = false;

/** The app's toasts on a page without the app: the same viewport, mounted once beside the page. */
function showToaster(): void {
  if (toasterShown) return;
  toasterShown = true;
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}

/** Sends Stay Sharp's form as the landing page's React form does (join-newsletter.ts). */
export function sendNewsletterForm(email: string, form: HTMLFormElement): Promise<void> {
  showToaster();
  return joinNewsletter(email, form);
}
