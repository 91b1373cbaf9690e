import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { authError } from "./auth-error.js";
import { isCommonPassword } from "./common-passwords.js";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less predictable one.";

/**
 * Refuses a new password that is on the common-password list (Better Auth
 * itself checks only its length). Called for every path that sets one.
 */
export function refuseCommonPassword(password: unknown): void {
  if (typeof password === "string" && isCommonPassword(password)) {
    throw authError(AUTH_ERROR_CODES.PASSWORD_TOO_COMMON, COMMON_PASSWORD_MESSAGE);
  }
}
