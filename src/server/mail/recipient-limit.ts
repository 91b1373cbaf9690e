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

/** One mail to an address, counted against MAIL_PER_ADDRESS. */
export interface MailCount {
  /** Beyond one of the rules: the mail may not go now. */
  over: boolean;
  /** Seconds until every rule that is beyond its limit allows again (0 when none is). */
  retryAfter: number;
  /** When the shortest window (the burst's) ends, by the database's clock: one instant for every mail counted in that window. */
  burstEndsAt: Date;
}

/** Counts one mail to `address` in the database (every instance sees the same numbers). */
export async function countMailTo(db: Db, address: string, rules: readonly RateLimitRule[] = MAIL_PER_ADDRESS): Promise<MailCount> {
  const states = await Promise.all(rules.map((rule) => increment(db, rule, mailAddressKey(address))));
  const beyond = states.filter((state, i) => state.count > rules[i]!.max);
  const shortest = states.reduce((best, state, i) => (rules[i]!.windowMs < rules[best]!.windowMs ? i : best), 0);
  return { over: beyond.length > 0, retryAfter: Math.max(0, ...beyond.map((s) => s.retryAfter)), burstEndsAt: states[shortest]!.resetAt };
}

/**
 * A mailer that sends at most MAIL_PER_ADDRESS to each recipient. A mail
 * over the limit is dropped and logged, never an error: the request that
 * caused it must not tell whether a mail went out. (Security notices are
 * held and merged instead, auth/security-notices.ts; reset links are
 * limited where they are asked for, auth/mail-requests.ts.)
 */
export function limitPerRecipient(mailer: Mailer, db: Db, log: FastifyBaseLogger, rules: readonly RateLimitRule[] = MAIL_PER_ADDRESS): Mailer {
  return {
    mode: mailer.mode,
    async send(mail: Mail) {
      if ((await countMailTo(db, mail.to, rules)).over) {
        log.warn({ to: mail.to, subject: mail.subject }, "mail not sent: too many mails to this address");
        return;
      }
      await mailer.send(mail);
    },
    close: () => mailer.close(),
  };
}

/**
 * A mailer that counts each mail like `limitPerRecipient` but always sends
 * it: for a mail whose request was refused beyond the same numbers already,
 * with a wait the member was told (a reset link, auth/mail-requests.ts), so
 * that "a link is on its way" is true. Its mails still count toward the
 * address's limit for every other mail.
 */
export function countPerRecipient(mailer: Mailer, db: Db, rules: readonly RateLimitRule[] = MAIL_PER_ADDRESS): Mailer {
  return {
    mode: mailer.mode,
    async send(mail: Mail) {
      await countMailTo(db, mail.to, rules);
      await mailer.send(mail);
    },
    close: () => mailer.close(),
  };
}
