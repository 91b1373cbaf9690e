import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { APIError } from "better-auth/api";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { authError } from "./auth-error.js";
import { TOTP_CODE_USED, TOTP_CODE_USED_MESSAGE } from "./totp-replay.js";

// The second factor as a check of its own, for sensitive changes by a
// signed-in member (turning two-factor sign-in off, deleting the account):
// Better Auth's own verify endpoints, called with the member's session, so
// the code is checked exactly as at sign-in (an authenticator code of the
// current window not used before, or an unused backup code, which is then
// used up).

const INVALID_CODE_MESSAGE = "That code is not right. Enter the 6-digit code from your authenticator app, or one of your backup codes.";

/** Backup codes look like "AbC12-dE34f"; authenticator codes are 6 digits. */
/** Ten letters and digits, with or without the dash or a space between the halves (auth/backup-codes.ts); an authenticator code is six digits. */
const isBackupCode = (code: string) => /^[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5}$/.test(code.trim());

/** The two Better Auth endpoints this needs, as `auth.api` has them. */
export interface SecondFactorApi {
  verifyTOTP(input: { body: { code: string }; headers: Headers }): Promise<unknown>;
  verifyBackupCode(input: { body: { code: string; disableSession: boolean }; headers: Headers }): Promise<unknown>;
}

/** Throws 400 INVALID_TWO_FACTOR_CODE unless `code` is a valid second factor of the member signed in with `headers`. */
export async function requireSecondFactor(api: SecondFactorApi, headers: Headers, code: unknown): Promise<void> {
  const text = typeof code === "string" ? code.trim() : "";
  if (!text) throw authError(AUTH_ERROR_CODES.INVALID_TWO_FACTOR_CODE, "Enter the code from your authenticator app, or a backup code.");
  try {
    if (isBackupCode(text)) await api.verifyBackupCode({ body: { code: text, disableSession: true }, headers });
    else await api.verifyTOTP({ body: { code: text }, headers });
  } catch (error) {
    // Only a wrong code is the member's mistake; anything else (a dead session, a lock) keeps its own answer.
    const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") throw authError(AUTH_ERROR_CODES.INVALID_TWO_FACTOR_CODE, INVALID_CODE_MESSAGE);
    if (code === TOTP_CODE_USED) throw authError(AUTH_ERROR_CODES.INVALID_TWO_FACTOR_CODE, TOTP_CODE_USED_MESSAGE);
    throw error;
  }
}

/** Better Auth's own "wrong password" refusal, for checks of ours that ask for the password. */
export const invalidPassword = () => APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_PASSWORD);
