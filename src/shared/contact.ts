import { z } from "zod";
import { LIMITS } from "./constants.js";

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const contactInputSchema = z.object({
  name: trimmed("Name", LIMITS.name),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`)
    .pipe(z.email("Please enter a valid email address.")),
  message: trimmed("Message", LIMITS.message),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactCreatedSchema = z.object({ id: z.string() });
