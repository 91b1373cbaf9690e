import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { AppError } from "../errors.js";

export interface RateLimitRule {
  /** Name of the bucket family, e.g. "contact". */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database, so every instance behind a load
 * balancer counts the same hits. One upsert per hit: the first hit of a window
 * starts it, later ones increment until it expires.
 */
export async function hit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`)) as unknown as {
    rows: { count: number; retry_after: number }[];
  };
  const row = result.rows[0];
  if (row && row.count > rule.max) {
    const retryAfter = Math.max(1, Number(row.retry_after));
    throw new AppError(
      "RATE_LIMITED",
      `Too many requests. Please wait ${retryAfter} seconds and try again.`,
      { "retry-after": String(retryAfter) },
    );
  }
}

/** Removes expired windows; run now and then so the table stays small. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}
