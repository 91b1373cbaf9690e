import "../lib/zod-jitless.js";

import { joinNewsletter } from "../features/landing/join-newsletter.js";
import { showToaster } from "./toasts.js";

/** Sends Stay Sharp's form as the landing page's React form does (join-newsletter.ts). */
export async function sendNewsletterForm(email: string, form: HTMLFormElement): Promise<void> {
  await Promise.all([showToaster(), joinNewsletter(email, form)]);
}
