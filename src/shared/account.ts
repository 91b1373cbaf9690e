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

// Passkeys (Better Auth's passkey plugin, docs/decisions/056).

export const PASSKEY_NAME_MAX = 60;

/** The name a member gives a passkey ("Work laptop"), shown in their list. */
export const passkeyNameSchema = plainText("Passkey name", "Give the passkey a name.")
  .trim()
  .min(1, "Give the passkey a name.")
  .max(PASSKEY_NAME_MAX, `A passkey name must be at most ${PASSKEY_NAME_MAX} characters.`);

/** What an authenticator answered (checked in full by the plugin): an object naming its credential. */
const webAuthnResponse = z.looseObject(
  { id: z.string().min(1).max(1024), response: z.looseObject({}) },
  { error: "The passkey's answer is missing or unreadable. Please try again." },
);

/** POST /passkey/verify-registration: the new passkey, its name, and the member's password (adding a way in is as sensitive as a new password). */
export const passkeyRegistrationSchema = z.looseObject({
  response: webAuthnResponse,
  name: passkeyNameSchema,
  password: z.string({ error: "Password is required." }),
  // Registration happens signed in; a second session from it is not wanted.
  createSession: z.undefined({ error: "createSession is not supported." }).optional(),
});

/** POST /passkey/verify-authentication: a password-free sign-in. */
export const passkeySignInSchema = z.looseObject({ response: webAuthnResponse });

/** POST /passkey/update-passkey: a new name. */
export const passkeyRenameSchema = z.looseObject({ id: z.string().min(1).max(200), name: passkeyNameSchema });
