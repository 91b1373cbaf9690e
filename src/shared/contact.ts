import { z } from "zod";
import { LIMITS } from "./constants.js";
import { emailText, plainText } from "./text.js";

const trimmed = (label: string, max: number) =>
  plainText(label)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const contactInputSchema = z.object({
  name: trimmed("Name", LIMITS.name),
  email: emailText(),
  message: trimmed("Message", LIMITS.message),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactCreatedSchema = z.object({ id: z.string() });
