import { sql } from "drizzle-orm";

import type { Db } from "../db/client.js";
import { AppError } from "../errors.js";

export interface RateLimitRule {
  /** Name of the bucket family, e.g. "contact". */
  name: string;
  max: number;
  windowMs: number;
}

export interface WindowState {
  count: number;
  /** Seconds until the window resets (at least 1). */
  retryAfter: number;
  /** When the window resets, by the database's clock: the same instant for every hit of one window. */
  resetAt: Date;
}

type Row = { count: number; retry_after: number; reset_ms: number };
type Rows = { rows: Row[] };

const toState = (row: Row | undefined): WindowState => ({
  count: Number(row?.count ?? 0),
  retryAfter: Math.max(1, Number(row?.retry_after ?? 1)),
  resetAt: new Date(row ? Number(row.reset_ms) : Date.now() + 1000),
});
const resetMs = sql`(extract(epoch from reset_at) * 1000)::float8 as reset_ms`;

/**
 * Fixed-window counters in the database, so every instance behind a load
 * balancer counts the same hits. One upsert per hit: the first hit of a
 * window starts it, later ones increment until it expires.
 */
export async function increment(db: Db, rule: RateLimitRule, subject: string): Promise<WindowState> {
  const key = `${rule.name}:${subject}`;
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after, ${resetMs}`)) as unknown as Rows;
  return toState(result.rows[0]);
}

/** The current window's count without adding to it. */
export async function peek(db: Db, rule: Pick<RateLimitRule, "name">, subject: string): Promise<WindowState> {
  const result = (await db.execute(sql`
    select count, ceil(extract(epoch from reset_at - now()))::int as retry_after, ${resetMs}
    from rate_limits where key = ${`${rule.name}:${subject}`} and reset_at > now()`)) as unknown as Rows;
  return toState(result.rows[0]);
}

/**
 * Starts (or restarts) a window of `windowMs` for `rule`'s subject from now,
 * whatever was there: a hold that `peek` reports (count 1) until it ends.
 */
export async function hold(db: Db, rule: Pick<RateLimitRule, "name">, subject: string, windowMs: number): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${`${rule.name}:${subject}`}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at`);
}

export async function reset(db: Db, rule: Pick<RateLimitRule, "name">, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${subject}`}`);
}

/**
 * Deletes the counters kept about someone: every rule's counter whose subject
 * is one of `subjects`, or starts with one of `prefixes` (a pair such as
 * "e-mail|ip"). Matched exactly, so another address that merely contains
 * this one keeps its counters. Keys are "<rule>:<subject>" (see `increment`).
 */
export async function forgetSubjects(db: Pick<Db, "execute">, { subjects, prefixes }: { subjects: string[]; prefixes: string[] }): Promise<void> {
  const subject = sql`substr(key, position(':' in key) + 1)`;
  const matches = [...subjects.map((s) => sql`${subject} = ${s}`), ...prefixes.map((p) => sql`left(${subject}, ${p.length}) = ${p}`)];
  if (matches.length > 0) await db.execute(sql`delete from rate_limits where ${sql.join(matches, sql` or `)}`);
}

/** "Too many attempts. Please wait 12 minutes and try again.", or with another first sentence (`what`) for a refusal that can say more. */
export function tooManyRequestsMessage(retryAfter: number, what = "Too many attempts."): string {
  const minutes = Math.ceil(retryAfter / 60);
  const wait = retryAfter < 90 ? `${retryAfter} seconds` : `${minutes} minutes`;
  return `${what} Please wait ${wait} and try again.`;
}

/** Counts one request against `rule` and throws a 429 AppError once it is over the limit. */
export async function hit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const state = await increment(db, rule, subject);
  if (state.count > rule.max) {
    throw new AppError("RATE_LIMITED", tooManyRequestsMessage(state.retryAfter), { "retry-after": String(state.retryAfter) });
  }
}

/**
 * Removes ended windows, so the table holds only live counters (a recurring
 * job, background.ts; and Better
 * Auth's own table, no longer written since its counters moved here,
 * auth/rate-limit-storage.ts, loses rows older than a day).
 */
export async function purgeExpired(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
  await db.execute(sql`delete from auth_rate_limits where last_request < ${Date.now() - 24 * 60 * 60 * 1000}`);
  // Better Auth's verifications (links, challenges) are dead once expired, and
  // it deletes one only when it is looked up again: a visitor's unused
  // passkey sign-in challenges would otherwise stay (docs/decisions/056).
  await db.execute(sql`delete from verifications where expires_at < now()`);
}
