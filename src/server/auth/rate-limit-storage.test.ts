import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { query } from "../db/raw-query.js";
import { purgeExpired } from "../rate-limit/rate-limiter.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { databaseKinds } from "../test/database.js";

// Finding 3 of the hardening review: Better Auth's rate-limit storage kept a
// row per IP and full path, unknown paths and per-token paths included, and
// nothing deleted them: any visitor could grow the database without limit.

describe.each(databaseKinds)("account API rate-limit storage (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const rows = async () => {
    const [ours] = await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from rate_limits`);
    const [theirs] = await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from auth_rate_limits`);
    return Number(ours!.n) + Number(theirs!.n);
  };

  it("keeps one counter per client for all unknown paths, and one per endpoint for paths with tokens in them", async () => {
    const before = await rows();
    for (let i = 0; i < 40; i++) {
      const unknown = await t.app.inject({
        method: i % 2 ? "GET" : "POST",
        url: `/api/auth/no-such-endpoint-${i}/x${i}`,
        remoteAddress: "10.20.0.1",
        payload: i % 2 ? undefined : {},
      });
      expect(unknown.statusCode).toBe(404);
      await t.app.inject({ url: `/api/auth/reset-password/token-${i}?callbackURL=/reset-password`, remoteAddress: "10.20.0.1" });
    }
    expect((await rows()) - before).toBeLessThanOrEqual(2);
  });

  it("still limits unknown paths per client, all of them together", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 102; i++) codes.push((await t.app.inject({ url: `/api/auth/nothing-${i}`, remoteAddress: "10.21.0.1" })).statusCode);
    expect(codes.slice(0, 100).every((c) => c === 404)).toBe(true);
    expect(codes.slice(100)).toEqual([429, 429]);
  });

  it("purges counters whose window has ended, Better Auth's old rows included", async () => {
    await t.app.inject({ url: "/api/auth/unknown", remoteAddress: "10.22.0.1" });
    await t.database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    await t.database.db.execute(
      sql`insert into auth_rate_limits (id, key, count, last_request) values ('old', '10.0.0.1|/x', 1, ${Date.now() - 2 * 24 * 3600 * 1000})`,
    );
    expect(await rows()).toBeGreaterThan(0);
    await purgeExpired(t.database.db);
    expect(await rows()).toBe(0);
  });
});

describe("endpointPatterns", () => {
  it("maps paths to their endpoint's pattern, and every unknown path to one key", async () => {
    const { endpointPatterns } = await import("./rate-limit-storage.js");
    const patternOf = endpointPatterns(["/sign-in/email", "/reset-password", "/reset-password/:token", "/callback/:id"]);
    expect(patternOf("/sign-in/email")).toBe("/sign-in/email");
    expect(patternOf("/reset-password")).toBe("/reset-password");
    expect(patternOf("/reset-password/abc.def")).toBe("/reset-password/:token");
    expect(patternOf("/callback/github")).toBe("/callback/:id");
    for (const unknown of ["/", "/nope", "/reset-password/a/b", "/sign-in/email/x", "/%00"]) expect(patternOf(unknown)).toBe("/*");
  });
});
