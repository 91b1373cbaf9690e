import { APIError, isAPIError } from "better-auth/api";

import { AUTH_ERROR_STATUS, type AuthErrorCode } from "../../shared/api-error.js";
import { AppError, codeForStatus } from "../errors.js";

/** A refusal from the account policy, in Better Auth's `{ code, message }` shape with the catalogue's status. */
export function authError(code: AuthErrorCode, message: string, headers: Record<string, string> = {}): APIError {
  return new APIError(AUTH_ERROR_STATUS[code], { code, message }, headers);
}

/** Seconds to wait after a 429 that did not say. */
const RETRY_AFTER_DEFAULT = "60";

/**
 * Better Auth's refusal (a wrong password, a wrong code, too many tries) as
 * our one error type: its status and message, its Retry-After kept. Anything
 * else, and its own 5xx, passes through unchanged to the error handler.
 */
export function fromAuthApiError(error: unknown): unknown {
  if (!isAPIError(error) || error.statusCode >= 500) return error;
  const body = error.body as { code?: string; message?: string } | undefined;
  const message = error.statusCode === 400 && body?.code === "INVALID_PASSWORD" ? "Your password is not correct." : (body?.message ?? error.message);
  // Our own refusals carry a Retry-After; Better Auth's rate limit may not, and a 429 always says when to
  // come back: a minute, its shortest window.
  const retryAfter =
    new Headers(error.headers as ConstructorParameters<typeof Headers>[0]).get("retry-after") ?? (error.statusCode === 429 ? RETRY_AFTER_DEFAULT : null);
  return new AppError(codeForStatus(error.statusCode), message || "The request was refused.", retryAfter ? { "retry-after": retryAfter } : {});
}
