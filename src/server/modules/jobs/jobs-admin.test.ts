import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { JobEntry, JobsSummary } from "../../../shared/jobs.js";
import { query } from "../../db/raw-query.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";

describe.each(databaseKinds)("the admin's jobs API (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signInAdmin(t)).cookie;
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: "GET" | "POST", url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  /**
   * A job row in a given state, as the jobs module leaves it, made `ageSeconds` ago: two rows made in
   * one go can share a created_at (PGlite's clock ticks in milliseconds), and the list then orders them by id.
   */
  const jobIn = async (state: string, lastError: string | null = null, ageSeconds = 0) =>
    (
      await query<{ id: string }>(
        t.database.db,
        sql`insert into jobs (name, state, attempts, max_attempts, last_error, finished_at, created_at)
            values ('mail.send', ${state}, ${state === "queued" ? 0 : 3}, 3, ${lastError}, ${state === "queued" ? null : new Date().toISOString()}::timestamptz,
                    now() - make_interval(secs => ${ageSeconds}))
            returning id`,
      )
    )[0]!.id;

  it("answers a visitor 401 and a member 403 on every route", async () => {
    const id = await jobIn("dead", "SMTP refused");
    for (const [method, url] of [
      ["GET", "/api/admin/jobs"],
      ["GET", "/api/admin/jobs/summary"],
      ["POST", `/api/admin/jobs/${id}/retry`],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, member)).statusCode).toBe(403);
    }
    expect((await query<{ state: string }>(t.database.db, sql`select state from jobs where id = ${id}::uuid`))[0]!.state).toBe("dead");
  });

  it("lists jobs newest first, by state, with a dead job's error, and counts them", async () => {
    const dead = await jobIn("dead", "SMTP refused: 554 relay denied", 10);
    const queued = await jobIn("queued");
    const all = (await call("GET", "/api/admin/jobs?limit=50", admin)).json<{ items: JobEntry[] }>().items;
    expect(all.findIndex((j) => j.id === queued)).toBeLessThan(all.findIndex((j) => j.id === dead));
    const deadOnes = (await call("GET", "/api/admin/jobs?state=dead", admin)).json<{ items: JobEntry[] }>().items;
    expect(deadOnes.every((j) => j.state === "dead")).toBe(true);
    expect(deadOnes.find((j) => j.id === dead)).toMatchObject({ name: "mail.send", attempts: 3, maxAttempts: 3, lastError: "SMTP refused: 554 relay denied" });
    expect((await call("GET", "/api/admin/jobs?state=asleep", admin)).json()).toMatchObject({ error: { code: "BAD_REQUEST", message: "Unknown job state." } });
    const summary = (await call("GET", "/api/admin/jobs/summary", admin)).json<JobsSummary>();
    expect(summary.counts.dead).toBeGreaterThanOrEqual(1);
    expect(summary.recurring.map((r) => r.name)).toContain("storage.sweep");
    expect(summary.instanceTasks.map((r) => r.name)).toEqual(["analytics.flush"]);
  });

  it("queues a dead job again with every try ahead of it, records who did, and refuses other states", async () => {
    const dead = await jobIn("dead", "boom");
    const res = await call("POST", `/api/admin/jobs/${dead}/retry`, admin);
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await query<{ state: string; attempts: number }>(t.database.db, sql`select state, attempts from jobs where id = ${dead}::uuid`);
    expect(row).toEqual({ state: "queued", attempts: 0 });
    const [entry] = await query<{ action: string; target_id: string }>(
      t.database.db,
      sql`select action, target_id from activity_log where target_id = ${dead}`,
    );
    expect(entry).toEqual({ action: "job.retry", target_id: dead });

    const again = await call("POST", `/api/admin/jobs/${dead}/retry`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: "CONFLICT", message: "Only a dead or failed job can be retried." } });
    const unknown = await call("POST", "/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry", admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: "NOT_FOUND", message: "Job not found." } });
    expect((await call("POST", "/api/admin/jobs/not-an-id/retry", admin)).statusCode).toBe(404);
  });
});
