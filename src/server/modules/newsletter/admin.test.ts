import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Page } from "../../../shared/content.js";
import {
  newsletterAdminApiPaths as api,
  type BouncedAddress,
  type FailedDelivery,
  type NewsletterSend,
  type NewsletterSummary,
} from "../../../shared/newsletter-admin.js";
import { query } from "../../db/raw-query.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { bouncedStatement, failuresStatement } from "./admin.js";

// The admin's side of the newsletter: the page's counts, growth and lists,
// and the editors' "was this record e-mailed?". Rows are made directly as
// the sender (sends.ts) leaves them; the jobs do not run here, so a record's
// send requested by a write stays where the write put it.

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe.each(databaseKinds)("the admin's newsletter API (%s)", (kind) => {
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

  const call = (url: string, cookie: string | null = admin) => t.app.inject({ method: "GET", url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const json = async <T>(url: string) => {
    const res = await call(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  /** A subscriber as the list keeps one; `confirmedDaysAgo`/`bouncedSecondsAgo` set those times. */
  async function subscriberRow(email: string, status: string, at: { confirmedDaysAgo?: number; bouncedSecondsAgo?: number; reason?: string } = {}) {
    const confirmed = at.confirmedDaysAgo === undefined ? sql`null` : sql`now() - make_interval(days => ${at.confirmedDaysAgo})`;
    const bounced = at.bouncedSecondsAgo === undefined ? sql`null` : sql`now() - make_interval(secs => ${at.bouncedSecondsAgo})`;
    const [row] = await query<{ id: string; email: string }>(
      t.database.db,
      sql`insert into newsletter_subscribers (email, email_key, status, confirmed_at, bounced_at, bounce_reason)
          values (${email}, ${email.toLowerCase()}, ${status}, ${confirmed}, ${bounced}, ${at.reason ?? null})
          returning id, email`,
    );
    return row!;
  }

  /** A send made `ageSeconds` ago, with deliveries to the given subscribers in the given states. */
  async function sendRow(subject: string, ageSeconds: number, deliveries: { id: string; email: string; status: string; error?: string }[] = []) {
    const [send] = await query<{ id: string }>(
      t.database.db,
      sql`insert into newsletter_sends (kind, key, subject, status, created_at)
          values ('digest', ${subject}, ${subject}, ${deliveries.length ? "sending" : "preparing"}, now() - make_interval(secs => ${ageSeconds}))
          returning id`,
    );
    for (const d of deliveries)
      await t.database.db.execute(sql`insert into newsletter_deliveries (send_id, subscriber_id, email, version, status, attempts, error)
                                      values (${send!.id}::uuid, ${d.id}::uuid, ${d.email}, 'full', ${d.status}, 1, ${d.error ?? null})`);
    return send!.id;
  }

  /** A page and every page after it, `limit` rows at a time. */
  async function allPages<T>(path: string, limit: number): Promise<{ pages: number; items: T[] }> {
    const items: T[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page<T> = await json<Page<T>>(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      items.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { pages, items };
  }

  it("answers a visitor 401 and a member 403 on every route", async () => {
    for (const url of [api.summary, api.sends, api.failures(UNKNOWN), api.bounced, `${api.recordSend}?kind=post&id=${UNKNOWN}`]) {
      expect((await call(url, null)).statusCode, url).toBe(401);
      expect((await call(url, member)).statusCode, url).toBe(403);
    }
  });

  it("counts subscribers by status and the addresses confirmed per week, the last 12 weeks", async () => {
    await subscriberRow("now-1@example.com", "active", { confirmedDaysAgo: 0 });
    await subscriberRow("now-2@example.com", "active", { confirmedDaysAgo: 0 });
    await subscriberRow("three-weeks@example.com", "active", { confirmedDaysAgo: 21 });
    await subscriberRow("asked@example.com", "pending");
    // Confirmed long ago, gone since: counted as unsubscribed, and outside the weeks shown.
    await subscriberRow("left@example.com", "unsubscribed", { confirmedDaysAgo: 13 * 7 });
    // Confirmed five weeks ago and bounced since: still that week's growth.
    await subscriberRow("bounced-1@example.com", "bounced", { confirmedDaysAgo: 35, bouncedSecondsAgo: 60, reason: "550 5.1.1 No such user" });

    const summary = await json<NewsletterSummary>(api.summary);
    expect(summary.counts).toEqual({ active: 3, pending: 1, unsubscribed: 1, bounced: 1 });
    expect(summary.growth).toHaveLength(12);
    const weeks = summary.growth.map((g) => new Date(`${g.week}T00:00:00Z`));
    // Mondays, one week apart, the current week last.
    expect(weeks.every((w) => w.getUTCDay() === 1)).toBe(true);
    expect(weeks.slice(1).every((w, i) => w.getTime() - weeks[i]!.getTime() === 7 * 86_400_000)).toBe(true);
    expect(Date.now() - weeks.at(-1)!.getTime()).toBeLessThan(7 * 86_400_000);
    expect(summary.growth.map((g) => g.count)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2]);
  });

  it("lists the sends newest first, a page at a time, each with its deliveries counted", async () => {
    const a = await subscriberRow("count-a@example.com", "active");
    const b = await subscriberRow("count-b@example.com", "active");
    const c = await subscriberRow("count-c@example.com", "active");
    const oldest = await sendRow("Oldest send", 300, [
      { ...a, status: "sent" },
      { ...b, status: "failed", error: "550 refused" },
      { ...c, status: "queued" },
    ]);
    const middle = await sendRow("Middle send", 200);
    const newest = await sendRow("Newest send", 100, [{ ...a, status: "sent" }]);

    const { pages, items } = await allPages<NewsletterSend>(api.sends, 2);
    expect(pages).toBe(2);
    expect(items.map((s) => s.id)).toEqual([newest, middle, oldest]);
    expect(items[2]).toMatchObject({ subject: "Oldest send", kind: "digest", contentKind: null, status: "sending", recipients: 3, sent: 1, failed: 1 });
    expect(items[1]).toMatchObject({ subject: "Middle send", status: "preparing", recipients: 0, sent: 0, failed: 0 });
    expect(items[0]).toMatchObject({ recipients: 1, sent: 1, failed: 0 });

    const bad = await call(`${api.sends}?cursor=nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Invalid cursor." } });
  });

  it("lists one send's failed deliveries by address with their reasons, a page at a time; 404 for a send that is not there", async () => {
    const people = await Promise.all(["fail-c", "fail-a", "fail-b", "fine"].map((name) => subscriberRow(`${name}@example.com`, "active")));
    const [failC, failA, failB, fine] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const send = await sendRow("With failures", 50, [
      { ...failC, status: "failed", error: "550 5.1.1 No such user" },
      { ...failA, status: "failed", error: "Interrupted while sending" },
      { ...failB, status: "failed", error: "421 try later" },
      { ...fine, status: "sent" },
    ]);

    const { pages, items } = await allPages<FailedDelivery>(api.failures(send), 2);
    expect(pages).toBe(2);
    expect(items).toEqual([
      { subscriberId: failA.id, email: "fail-a@example.com", error: "Interrupted while sending", attempts: 1 },
      { subscriberId: failB.id, email: "fail-b@example.com", error: "421 try later", attempts: 1 },
      { subscriberId: failC.id, email: "fail-c@example.com", error: "550 5.1.1 No such user", attempts: 1 },
    ]);

    for (const url of [api.failures(UNKNOWN), api.failures("not-an-id")]) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Send not found." } });
    }
  });

  it("lists the bounced addresses, the latest bounce first, with the reason", async () => {
    await subscriberRow("bounced-old@example.com", "bounced", { bouncedSecondsAgo: 3_000, reason: "550 mailbox unavailable" });
    await subscriberRow("bounced-new@example.com", "bounced", { bouncedSecondsAgo: 10, reason: "554 rejected" });
    await subscriberRow("still-here@example.com", "active");

    const { items } = await allPages<BouncedAddress>(api.bounced, 1);
    const emails = items.map((b) => b.email);
    expect(emails.indexOf("bounced-new@example.com")).toBeLessThan(emails.indexOf("bounced-old@example.com"));
    expect(emails).not.toContain("still-here@example.com");
    expect(items.every((b) => !Number.isNaN(Date.parse(b.bouncedAt)))).toBe(true);
    expect(items.find((b) => b.email === "bounced-old@example.com")).toMatchObject({ reason: "550 mailbox unavailable" });
  });

  it("tells the editor whether a record was e-mailed: none, waiting for its release, taken back, on its way, done", async () => {
    const write = (method: "POST" | "PUT", url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie: admin, origin: ORIGIN } });
    const state = (id: string, kindOf = "post") =>
      json<{ status: string; sentCount: number; failedCount: number }>(`${api.recordSend}?kind=${kindOf}&id=${id}`);

    const plain = await write("POST", "/api/posts", { title: "Not mailed", content: "Words." });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await state(plain.json<{ id: string }>().id)).toEqual({ status: "none", sentCount: 0, failedCount: 0 });

    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await write("POST", "/api/posts", { title: "Mailed at release", content: "Words.", status: "scheduled", publishAt, sendEmail: true });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const scheduledId = scheduled.json<{ id: string }>().id;
    expect((await state(scheduledId)).status).toBe("scheduled");
    // Unticked in the editor: the write says false, and the waiting send is gone.
    const takenBack = await write("PUT", `/api/posts/${scheduledId}`, {
      title: "Mailed at release",
      content: "Words.",
      status: "scheduled",
      publishAt,
      sendEmail: false,
    });
    expect(takenBack.statusCode, takenBack.body).toBe(200);
    expect((await state(scheduledId)).status).toBe("none");

    const now = await write("POST", "/api/posts", { title: "Mailed now", content: "Words.", sendEmail: true });
    const nowId = now.json<{ id: string }>().id;
    expect((await state(nowId)).status).toBe("preparing");

    // As the sender leaves it: two sent, one failed.
    const [send] = await query<{ id: string }>(t.database.db, sql`update newsletter_sends set status = 'done' where content_id = ${nowId}::uuid returning id`);
    const people = await Promise.all(["got-1", "got-2", "lost"].map((name) => subscriberRow(`${name}@example.com`, "active")));
    for (const [i, p] of people.entries())
      await t.database.db.execute(sql`insert into newsletter_deliveries (send_id, subscriber_id, email, version, status)
                                      values (${send!.id}::uuid, ${p.id}::uuid, ${p.email}, 'full', ${i < 2 ? "sent" : "failed"})`);
    expect(await state(nowId)).toEqual({ status: "done", sentCount: 2, failedCount: 1 });
    // Another kind with the same id is another record.
    expect((await state(nowId, "episode")).status).toBe("none");

    const bad = await call(`${api.recordSend}?kind=page&id=${nowId}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Kind must be post, episode or item.");
  });

  /** A statement's plan with sorts and sequential scans off: a plan that still sorts or scans cannot use an index. */
  async function plan(statement: SQL): Promise<string> {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    // EXPLAIN takes no bind parameters: they are inlined as literals (numbers, uuids, timestamps, addresses).
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await query<Record<string, string>>(tx, sql.raw(`explain ${inlined}`));
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
  }

  it("reads each page of failures and bounces from its own index, unsorted", async () => {
    for (const [statement, index] of [
      [failuresStatement(UNKNOWN, null, 25), "newsletter_deliveries_failed_idx"],
      [failuresStatement(UNKNOWN, ["someone@example.com", UNKNOWN], 25), "newsletter_deliveries_failed_idx"],
      [bouncedStatement(null, 25), "newsletter_subscribers_bounced_idx"],
      [bouncedStatement(["2026-01-01T00:00:00.000000Z", UNKNOWN], 25), "newsletter_subscribers_bounced_idx"],
    ] as const) {
      const text = await plan(statement);
      expect(text, text).toContain(index);
      expect(text, text).not.toMatch(/Sort/);
    }
  });
});
