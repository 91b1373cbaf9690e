import type { FastifyBaseLogger } from "fastify";

import type { Db } from "../db/client.js";
import { increment, type RateLimitRule } from "../rate-limit/rate-limiter.js";
import type { Mail, Mailer } from "./mailer.js";

/**
 * How many account mails one address may receive, however many clients ask
 * for them: a short burst, and a daily ceiling. The account API refuses
 * requests beyond the same numbers with a 429 (auth/mail-requests.ts); this
 * is the net under every path that sends mail, present and future.
 */
export const MAIL_PER_ADDRESS: readonly RateLimitRule[] = [
  { name: "mail-to", max: 3, windowMs: 15 * 60 * 1000 },
  { name: "mail-to-day", max: 10, windowMs: 24 * 60 * 60 * 1000 },
];

export const mailAddressKey = (address: string) => address.trim().toLowerCase();

/**
 * A mailer that sends at most MAIL_PER_ADDRESS to each recipient, counted in
 * the database (every instance sees the same numbers). A mail over the limit
 * is dropped and logged, never an error: the request that caused it must
 * not tell whether a mail went out.
 */
export function limitPerRecipient(mailer: Mailer, db: Db, log: FastifyBaseLogger, rules: readonly RateLimitRule[] = MAIL_PER_ADDRESS): Mailer {
  return {
    mode: mailer.mode,
    async send(mail: Mail) {
      const counts = await Promise.all(rules.map((rule) => increment(db, rule, mailAddressKey(mail.to))));
      if (counts.some((state, i) => state.count > rules[i]!.max)) {
        log.warn({ to: mail.to, subject: mail.subject }, "mail not sent: too many mails to this address");
        return;
      }
      await mailer.send(mail);
    },
    close: () => mailer.close(),
  };
}
