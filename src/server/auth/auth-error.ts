import { APIError } from "better-auth/api";
import { AUTH_ERROR_STATUS, type AuthErrorCode } from "../../shared/api-error.js";

/** A refusal from the account policy, in Better Auth's `{ code, message }` shape with the catalogue's status. */
export function authError(code: AuthErrorCode, message: string, headers: Record<string, string> = {}): APIError {
  return new APIError(AUTH_ERROR_STATUS[code], { code, message }, headers);
}
