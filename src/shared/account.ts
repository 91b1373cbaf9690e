import { z } from "zod";
import { LIMITS } from "./constants.js";
import { emailText, plainText } from "./text.js";

// What the account API (Better Auth under /api/auth) accepts from a person:
// the server checks these before Better Auth sees a request, so a name is
// the same kind of value whether it is written at sign-up or changed later.

/** A member's full name (the spec's full_name): text, trimmed, 1 to LIMITS.name characters. */
export const fullNameSchema = plainText("Full name")
  .trim()
  .min(1, "Full name is required.")
  .max(LIMITS.name, `Full name must be at most ${LIMITS.name} characters.`);

/** Passwords are hashed, never stored or shown as text: any string (Better Auth checks the length). */
const password = z.string({ error: "Password is required." });

/** POST /sign-up/email. Other fields (callbackURL, ...) pass on to Better Auth, which checks them. */
export const signUpInputSchema = z.looseObject({
  name: fullNameSchema,
  email: emailText(),
  password,
  // No avatars in this product.
  image: z.undefined({ error: "Profile pictures are not supported." }).optional(),
});

/** POST /sign-in/email. */
export const signInInputSchema = z.looseObject({ email: emailText(), password });

/** POST /request-password-reset and /send-verification-email: the address a mail goes to. */
export const mailRequestSchema = z.looseObject({ email: emailText() });

/** POST /update-user: the profile fields a member may change, which is only the name. */
export const profileUpdateSchema = z.strictObject(
  { name: fullNameSchema.optional() },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only the full name can be changed." : undefined) },
);
