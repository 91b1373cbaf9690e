import { z } from "zod";

import { LIMITS } from "./constants.js";
import { emailText, plainText } from "./text.js";

const trimmed = (label: string, max: number) => plainText(label).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/**
 * The honeypot: a field people never see (hidden from sight and from
 * assistive technology) that form-filling bots do fill. A message with it
 * filled is stored as spam, not refused, so a bot learns nothing and a
 * false positive is not lost.
 */
export const HONEYPOT_FIELD = "website";

export const contactInputSchema = z.object({
  name: trimmed("Name", LIMITS.name),
  email: emailText(),
  message: trimmed("Message", LIMITS.message),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactCreatedSchema = z.object({ id: z.string() });
