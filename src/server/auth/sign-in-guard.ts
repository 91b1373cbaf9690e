import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { hold, increment, peek, reset, tooManyRequestsMessage, type RateLimitRule, type WindowState } from "../rate-limit/rate-limiter.js";
import { authError } from "./auth-error.js";

// Brute-force protection for password sign-in, counted in the database so
// every instance sees the same numbers. Only failures count. The trade-off
// (why no hard lock per e-mail) is docs/decisions/050-sign-in-lockout.md.
//
// - Per (e-mail, IP), strict: the 6th failure within 15 minutes stops that
//   address for that e-mail, right password or not. An attacker can lock out
//   only themselves.
// - Per IP, strict: 20 failures within 15 minutes stop the address for
//   every e-mail (one client spraying many accounts).
// - Per e-mail, soft: after PER_EMAIL.threshold failures within a day, from
//   anywhere, sign-ins from addresses that have not signed in to this
//   account before wait a delay that doubles with each further failure, up
//   to a few minutes. Never a lock: the owner waits minutes at worst and is
//   not delayed at all from a familiar address. The owner is told by mail.

const MINUTE = 60 * 1000;
const THRESHOLD = 20;
export const PER_EMAIL_IP: RateLimitRule = { name: "signin-fail-pair", max: 5, windowMs: 15 * MINUTE };
export const PER_IP: RateLimitRule = { name: "signin-fail-ip", max: 20, windowMs: 15 * MINUTE };
export const PER_EMAIL = {
  failures: { name: "signin-fail-email", max: THRESHOLD, windowMs: 24 * 60 * MINUTE } satisfies RateLimitRule,
  /** Failures per e-mail (within the day) after which unfamiliar addresses are delayed. */
  threshold: THRESHOLD,
  firstDelaySeconds: 5,
  maxDelaySeconds: 5 * 60,
  /** The current delay: a hold on the e-mail until it ends. */
  delay: { name: "signin-delay" },
};
/** Addresses an account has signed in from, remembered for 90 days: exempt from the per-e-mail delay. */
const FAMILIAR_ADDRESS: RateLimitRule = { name: "signin-ok", max: Number.MAX_SAFE_INTEGER, windowMs: 90 * 24 * 60 * MINUTE };

const normalise = (email: string) => email.trim().toLowerCase();
const pair = (email: string, ip: string) => `${normalise(email)}|${ip}`;

/** The delay after the n-th failure beyond the threshold (n >= 1): 5 s, 10 s, 20 s, ... up to 5 minutes. */
export const delaySeconds = (n: number) => Math.min(PER_EMAIL.firstDelaySeconds * 2 ** (n - 1), PER_EMAIL.maxDelaySeconds);

const over = (state: WindowState, max: number) => (state.count >= max ? state.retryAfter : 0);

function tooMany(retryAfter: number) {
  return authError(AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS, tooManyRequestsMessage(retryAfter), { "Retry-After": String(retryAfter) });
}

/** Throws a 429 (with Retry-After) when this e-mail may not be tried from this IP right now. */
export async function checkSignInAllowed(db: Db, email: string, ip: string): Promise<void> {
  const [byPair, byIp, byEmail] = await Promise.all([
    peek(db, PER_EMAIL_IP, pair(email, ip)),
    peek(db, PER_IP, ip),
    peek(db, PER_EMAIL.failures, normalise(email)),
  ]);
  const hard = Math.max(over(byPair, PER_EMAIL_IP.max), over(byIp, PER_IP.max));
  if (hard) throw tooMany(hard);
  if (byEmail.count < PER_EMAIL.threshold) return;
  const [delay, familiar] = await Promise.all([peek(db, PER_EMAIL.delay, normalise(email)), peek(db, FAMILIAR_ADDRESS, pair(email, ip))]);
  if (delay.count > 0 && familiar.count === 0) throw tooMany(delay.retryAfter);
}

/**
 * Counts a failed sign-in and, past the per-e-mail threshold, starts the
 * next, longer delay. True exactly when this failure reached the threshold:
 * the moment to tell the owner.
 */
export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<boolean> {
  const [, , byEmail] = await Promise.all([
    increment(db, PER_EMAIL_IP, pair(email, ip)),
    increment(db, PER_IP, ip),
    increment(db, PER_EMAIL.failures, normalise(email)),
  ]);
  const beyond = byEmail.count - PER_EMAIL.threshold + 1;
  if (beyond >= 1) await hold(db, PER_EMAIL.delay, normalise(email), delaySeconds(beyond) * 1000);
  return beyond === 1;
}

/**
 * A successful sign-in forgives that address's earlier typos for the e-mail
 * and makes the address familiar. The per-e-mail count stays: it is what a
 * guesser spread over many addresses has spent, and a sign-in by the owner
 * must not hand it a fresh allowance.
 */
export async function recordSignInSuccess(db: Db, email: string, ip: string): Promise<void> {
  await Promise.all([reset(db, PER_EMAIL_IP, pair(email, ip)), increment(db, FAMILIAR_ADDRESS, pair(email, ip))]);
}
