import { z } from "zod";

import { newsletterApiPaths, type SubscribeInput } from "../../../shared/newsletter.js";
import { apiFetch } from "../../lib/api-client.js";

/** The answer is the same whatever the address's state, so the form never tells whether an address is on the list. */
const subscribedSchema = z.object({ message: z.string() });

/** Stay Sharp's JOIN: the server mails a confirmation link (double opt-in) and answers with what to tell the visitor. */
export function subscribeToNewsletter(input: SubscribeInput): Promise<{ message: string }> {
  return apiFetch(newsletterApiPaths.subscribe, { method: "POST", json: input, parse: (data) => subscribedSchema.parse(data) });
}
