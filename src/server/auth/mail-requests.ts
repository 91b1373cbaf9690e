import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { MAIL_PER_ADDRESS, mailAddressKey } from "../mail/recipient-limit.js";
import { increment, tooManyRequestsMessage } from "../rate-limit/rate-limiter.js";
import { authError } from "./auth-error.js";

// Requests that make us mail an address (password reset, a new verification
// link) are limited per target address, whoever sends them and from
// wherever: one address no longer gets dozens of mails from a handful of
// IPs. The mailer applies the same numbers to mails actually sent
// (mail/recipient-limit.ts).
//
// The count is of requests, registered address or not, so the answer never
// tells whether an account exists: an address with an account and one
// without get the same answers, refusals and waits included, for the same
// requests. That is also why a reset link is refused here, with the wait,
// and nowhere later: the mailer's own count holds other mails too (security
// notices, a sign-up's verification, the failed sign-ins notice), which only
// an address with an account gets, so a reset refused by it would tell a
// stranger that the address has an account, and one dropped by it silently
// would make "a link is on its way" untrue. A reset link allowed here is sent
// (counted by the mailer, never dropped: auth/auth.ts). (Decision 089.)

const RULES = MAIL_PER_ADDRESS.map((rule) => ({ ...rule, name: `${rule.name}-request` }));

/** What the refusal says, by what was asked for. */
const REFUSALS = {
  "reset-link": "Too many reset links were asked for this address.",
  "verification-link": "Too many attempts.",
} as const;

/** Counts one mail request for `email`; 429 TOO_MANY_ATTEMPTS (with Retry-After and the wait in its message) beyond the limit. */
export async function limitMailRequests(db: Db, email: string, asked: keyof typeof REFUSALS): Promise<void> {
  const states = await Promise.all(RULES.map((rule) => increment(db, rule, mailAddressKey(email))));
  const waits = states.filter((state, i) => state.count > RULES[i]!.max).map((state) => state.retryAfter);
  if (waits.length) {
    const retryAfter = Math.max(...waits);
    throw authError(AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS, tooManyRequestsMessage(retryAfter, REFUSALS[asked]), { "Retry-After": String(retryAfter) });
  }
}
