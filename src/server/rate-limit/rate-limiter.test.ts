import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/client.js";
import { query } from "../db/raw-query.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import { hold, increment, peek, purgeExpired } from "./rate-limiter.js";

describe.each(databaseKinds)("rate limiter (%s)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  const keys = async () => (await query<{ key: string }>(database.db, sql`select key from rate_limits order by key`)).map((r) => r.key);

  it("holds a subject for a fresh window, replacing the one before", async () => {
    await hold(database.db, { name: "h" }, "x", 60_000);
    expect((await peek(database.db, { name: "h" }, "x")).retryAfter).toBeGreaterThan(55);
    await hold(database.db, { name: "h" }, "x", 5_000);
    const state = await peek(database.db, { name: "h" }, "x");
    expect(state.count).toBe(1);
    expect(state.retryAfter).toBeLessThanOrEqual(5);
  });

  it("purges ended windows and keeps live ones", async () => {
    await increment(database.db, { name: "live", max: 1, windowMs: 60_000 }, "a");
    await increment(database.db, { name: "gone", max: 1, windowMs: 60_000 }, "b");
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'gone:b'`);
    await purgeExpired(database.db);
    expect(await keys()).not.toContain("gone:b");
    expect(await keys()).toContain("live:a");
  });
});
