import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { MAIL_PER_ADDRESS, mailAddressKey } from "../mail/recipient-limit.js";
import { increment, tooManyRequestsMessage } from "../rate-limit/rate-limiter.js";
import { authError } from "./auth-error.js";

// Requests that make us mail an address (password reset, a new verification
// link) are limited per target address, whoever sends them and from
// wherever: one address no longer gets dozens of mails from a handful of
// IPs. The count is of requests, registered address or not, so the answer
// never tells whether an account exists. The mailer applies the same
// numbers to mails actually sent (mail/recipient-limit.ts).

const RULES = MAIL_PER_ADDRESS.map((rule) => ({ ...rule, name: `${rule.name}-request` }));

/** Counts one mail request for `email`; 429 TOO_MANY_ATTEMPTS (with Retry-After) beyond the limit. */
export async function limitMailRequests(db: Db, email: string): Promise<void> {
  const states = await Promise.all(RULES.map((rule) => increment(db, rule, mailAddressKey(email))));
  const waits = states.filter((state, i) => state.count > RULES[i]!.max).map((state) => state.retryAfter);
  if (waits.length) {
    const retryAfter = Math.max(...waits);
    throw authError(AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS, tooManyRequestsMessage(retryAfter), { "Retry-After": String(retryAfter) });
  }
}
