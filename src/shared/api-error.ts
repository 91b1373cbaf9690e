// The one error shape every API route returns: { error: { code, message } }.
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Codes of the account API's own refusals (under /api/auth, answered in
 * Better Auth's `{ code, message }` shape), declared once for the server
 * that throws them and the browser that tells them apart.
 */
export const AUTH_ERROR_CODES = {
  /** Sign-up with a registered address: the spec's "User already exists" notice. */
  USER_ALREADY_EXISTS: "USER_ALREADY_EXISTS",
  PASSWORD_TOO_COMMON: "PASSWORD_TOO_COMMON",
  /** Too many failed password checks (sign-in, verify-password) or account mails: wait and retry. */
  TOO_MANY_ATTEMPTS: "TOO_MANY_ATTEMPTS",
  /** A field the shared account schemas refuse (control characters, too long, wrong type). */
  INVALID_INPUT: "INVALID_INPUT",
  /** A wrong or missing two-factor code (authenticator or backup code) for a sensitive change. */
  INVALID_TWO_FACTOR_CODE: "INVALID_TWO_FACTOR_CODE",
  /** A passkey sign-in that was not accepted (unknown passkey, wrong signature, expired request). */
  PASSKEY_REFUSED: "PASSKEY_REFUSED",
  /** A new passkey whose answer could not be verified. */
  PASSKEY_NOT_SAVED: "PASSKEY_NOT_SAVED",
  /** An e-mail change confirmed after another account took the new address. */
  EMAIL_IN_USE: "EMAIL_IN_USE",
  /** Password sign-in, reset or a new passkey for an account whose organisation signs its people in itself (issue 34). */
  SSO_REQUIRED: "SSO_REQUIRED",
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** What an e-mail change link says when the new address was taken meanwhile. */
export const EMAIL_IN_USE_MESSAGE = "That address is now in use by another account.";

/** The HTTP status that goes with each account error code. */
export const AUTH_ERROR_STATUS = {
  USER_ALREADY_EXISTS: 422,
  PASSWORD_TOO_COMMON: 400,
  TOO_MANY_ATTEMPTS: 429,
  INVALID_INPUT: 400,
  INVALID_TWO_FACTOR_CODE: 400,
  PASSKEY_REFUSED: 401,
  PASSKEY_NOT_SAVED: 400,
  EMAIL_IN_USE: 409,
  SSO_REQUIRED: 403,
} as const satisfies Record<AuthErrorCode, number>;
