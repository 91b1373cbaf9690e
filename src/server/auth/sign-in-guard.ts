import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { authError } from "./auth-error.js";
import { increment, peek, reset, tooManyRequestsMessage, type RateLimitRule } from "../rate-limit/rate-limiter.js";

// Brute-force protection for password sign-in, counted in the database so
// every instance sees the same numbers. Only failures count: a member who
// signs in often is never locked out, a guesser is stopped at the 6th try.
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const perEmail: RateLimitRule = { name: "signin-fail-email", max: 5, windowMs: FIFTEEN_MINUTES };
export const perIp: RateLimitRule = { name: "signin-fail-ip", max: 20, windowMs: FIFTEEN_MINUTES };

const normalise = (email: string) => email.trim().toLowerCase();

/** Throws a 429 (with Retry-After) when this e-mail or IP has failed too often. */
export async function checkSignInAllowed(db: Db, email: string, ip: string): Promise<void> {
  const [byEmail, byIp] = await Promise.all([peek(db, perEmail, normalise(email)), peek(db, perIp, ip)]);
  const blocked = [
    byEmail.count >= perEmail.max ? byEmail.retryAfter : 0,
    byIp.count >= perIp.max ? byIp.retryAfter : 0,
  ].filter((s) => s > 0);
  if (blocked.length) {
    const retryAfter = Math.max(...blocked);
    throw authError(AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS, tooManyRequestsMessage(retryAfter), { "Retry-After": String(retryAfter) });
  }
}

export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  await Promise.all([increment(db, perEmail, normalise(email)), increment(db, perIp, ip)]);
}

/** A successful sign-in forgives earlier typos for that address. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await reset(db, perEmail, normalise(email));
}
