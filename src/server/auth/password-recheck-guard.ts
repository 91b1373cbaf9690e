import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { increment, peek, tooManyRequestsMessage, type RateLimitRule } from "../rate-limit/rate-limiter.js";
import { authError } from "./auth-error.js";

// Endpoints that check the signed-in member's password again
// (verify-password, change-password's current password) are a password
// oracle for anyone holding a session, a stolen one included. Failures are
// counted per account, whatever the IP: the 6th within 15 minutes stops
// further checks for that account until the window ends. Only a session
// holder can trip it, and it blocks only these checks, never signing in.

const PER_ACCOUNT: RateLimitRule = { name: "recheck-fail-user", max: 5, windowMs: 15 * 60 * 1000 };

/** Throws a 429 (with Retry-After) when this account's password has been re-checked wrongly too often. */
export async function checkPasswordRecheckAllowed(db: Db, userId: string): Promise<void> {
  const state = await peek(db, PER_ACCOUNT, userId);
  if (state.count >= PER_ACCOUNT.max) {
    throw authError(AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS, tooManyRequestsMessage(state.retryAfter), { "Retry-After": String(state.retryAfter) });
  }
}

export async function recordPasswordRecheckFailure(db: Db, userId: string): Promise<void> {
  await increment(db, PER_ACCOUNT, userId);
}
