import type { z } from "zod";

import {
  mailRequestSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySignInSchema,
  profileUpdateSchema,
  signInInputSchema,
  signUpInputSchema,
} from "../../shared/account.js";
import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { AUTH_PATHS } from "../../shared/paths.js";
import { controlCharactersMessage, hasControlCharacters } from "../../shared/text.js";
import { authError } from "./auth-error.js";

// What a person sends to the account API is checked here before Better Auth
// sees it: by the shared account schemas where this product has one (a name
// is the same value at sign-up and in a profile update), and for every
// endpoint, no control characters in any text field or query parameter, and
// redirect targets (callbackURL, ...) that are paths on this site.

const SCHEMAS: Partial<Record<string, z.ZodType<Record<string, unknown>>>> = {
  [AUTH_PATHS.signUp]: signUpInputSchema,
  [AUTH_PATHS.signIn]: signInInputSchema,
  [AUTH_PATHS.requestPasswordReset]: mailRequestSchema,
  [AUTH_PATHS.sendVerificationEmail]: mailRequestSchema,
  [AUTH_PATHS.updateUser]: profileUpdateSchema,
  [AUTH_PATHS.passkeyVerifyRegistration]: passkeyRegistrationSchema,
  [AUTH_PATHS.passkeyVerifyAuthentication]: passkeySignInSchema,
  [AUTH_PATHS.passkeyUpdate]: passkeyRenameSchema,
};

/** Hashed, never stored or shown as text: any characters may be part of one. */
const SECRET_FIELDS = new Set(["password", "newPassword", "currentPassword"]);

/** Fields that name where Better Auth sends the browser next. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/** A path on this site ("/login?verified=1"), not another site ("//evil.example", "https://...") or something unreadable. */
export function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value)) return false;
  try {
    return new URL(value, "http://site.invalid").origin === "http://site.invalid";
  } catch {
    return false;
  }
}

/** A field's name for messages: its own when it is a plain identifier, else the enclosing one (never a long attacker-chosen key). */
const labelOf = (key: string, enclosing: string) => (/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(key) ? key.charAt(0).toUpperCase() + key.slice(1) : enclosing);

/** The name of the first field (at any depth) whose text holds a control character, or null. */
export function fieldWithControlCharacters(value: unknown, name = "Input", depth = 0): string | null {
  if (typeof value === "string") return hasControlCharacters(value) ? name : null;
  if (!value || typeof value !== "object" || depth > 8) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key)) continue;
    const label = Array.isArray(value) ? name : labelOf(key, name);
    const found = hasControlCharacters(key) ? name : fieldWithControlCharacters(inner, label, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Checks one account request: 400 INVALID_INPUT with the first problem's
 * message, or the body as the shared schema normalised it (trimmed names
 * and addresses), which Better Auth then receives. Undefined when the path
 * has no schema of ours and the body passes unchanged.
 */
export function checkAccountInput(path: string, body: unknown, query: unknown): Record<string, unknown> | undefined {
  const schema = SCHEMAS[path];
  let parsed: Record<string, unknown> | undefined;
  if (schema) {
    const result = schema.safeParse(body ?? {});
    if (!result.success) throw authError(AUTH_ERROR_CODES.INVALID_INPUT, result.error.issues[0]?.message ?? "Invalid input.");
    parsed = result.data;
  }
  for (const [value, name] of [
    [body, "Input"],
    [query, "Query"],
  ] as const) {
    const field = fieldWithControlCharacters(value, name);
    if (field) throw authError(AUTH_ERROR_CODES.INVALID_INPUT, controlCharactersMessage(field));
    for (const key of REDIRECT_FIELDS) {
      const target = (value as Record<string, unknown> | undefined)?.[key];
      if (target !== undefined && (typeof target !== "string" || !isSitePath(target))) {
        throw authError(AUTH_ERROR_CODES.INVALID_INPUT, `${key} must be a path on this site.`);
      }
    }
  }
  return parsed;
}
