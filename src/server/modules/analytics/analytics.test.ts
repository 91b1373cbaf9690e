import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AnalyticsReport } from "../../../shared/analytics.js";
import { viewerOf, VISITOR } from "../../access/viewer.js";
import { query } from "../../db/raw-query.js";
import { users } from "../../db/schema.js";
import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { multipart } from "../../test/multipart.js";
import { createAnalyticsCounter, MAX_OPENS_PER_ADDRESS } from "./counter.js";
import { pruneAnalytics } from "./service.js";

const mp3 = { filename: "episode.mp3", contentType: "audio/mpeg", data: fs.readFileSync(projectPath("e2e", "fixtures", "clip.mp3")) };
const DAY = 24 * 60 * 60 * 1000;
const VIEW_LIMIT = 20;
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe.each(databaseKinds)("analytics (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let memberId: string;
  let second: string;

  beforeAll(async () => {
    // Counts stay in memory until something writes them: the report does.
    t = await createTestApp(kind, { ANALYTICS_FLUSH_MS: "600000", PAGE_VIEW_RATE_LIMIT: String(VIEW_LIMIT) });
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
    memberId = (await t.database.db.query.users.findFirst({ where: eq(users.email, "member@example.com") }))!.id;
    await signUp(t.app, "second@example.com");
    second = sessionCookie(await signIn(t.app, "second@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: "GET" | "POST" | "PUT", url: string, cookie?: string, body?: { payload: Buffer | object; headers?: Record<string, string> }) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  const report = async (days = 30): Promise<AnalyticsReport> => {
    const res = await send("GET", `/api/admin/analytics?days=${days}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const stats = async (id: string, days = 30) => (await report(days)).content.find((c) => c.id === id);
  const storedOpens = async () => (await query<{ n: number }>(t.database.db, sql`select coalesce(sum(opens), 0)::int as n from content_opens_daily`))[0]!.n;
  const memberViewer = () => viewerOf({ id: memberId, email: "member@example.com", name: "M", isAdmin: false, emailVerified: true, twoFactorEnabled: false });
  const createPost = async (title: string, isMembersOnly = false) =>
    (await send("POST", "/api/posts", admin, { payload: { title, content: "Body", isMembersOnly } })).json() as { id: string };

  it("answers visitors 401 and members 403 on the report; page views are open to anyone", async () => {
    expect((await send("GET", "/api/admin/analytics")).statusCode).toBe(401);
    const res = await send("GET", "/api/admin/analytics", member);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    expect((await send("GET", "/api/admin/analytics", admin)).statusCode).toBe(200);
    expect((await send("POST", "/api/analytics/page-view", undefined, { payload: { page: "home" } })).statusCode).toBe(204);
  });

  it("refuses a window other than 7, 30 or 90 days, and an unknown page", async () => {
    for (const days of ["1", "abc", "365"]) {
      const res = await send("GET", `/api/admin/analytics?days=${days}`, admin);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().error.message).toMatch(/7, 30 or 90/);
    }
    for (const payload of [{ page: "resetPassword" }, { page: "/admin/dashboard" }, {}]) {
      expect((await send("POST", "/api/analytics/page-view", undefined, { payload })).statusCode).toBe(400);
    }
  });

  /** A read of a post by a visitor at `address` with `userAgent`. */
  const visitorRead = (id: string, address: string, userAgent = "Reader/1.0") =>
    t.app.inject({ method: "GET", url: `/api/posts/${id}`, remoteAddress: address, headers: { "user-agent": userAgent } });

  it("counts post reads in memory, writes them when the report is read, once per reader per day", async () => {
    const post = await createPost("Counted post");
    const before = await storedOpens();
    for (const address of ["198.51.100.1", "198.51.100.1", "198.51.100.2"]) expect((await visitorRead(post.id, address)).statusCode).toBe(200);
    for (const cookie of [member, member, second]) expect((await send("GET", `/api/posts/${post.id}`, cookie)).statusCode).toBe(200);
    // Nothing written yet: the read path only counted in memory.
    expect(await storedOpens()).toBe(before);
    expect(await stats(post.id)).toMatchObject({ kind: "post", title: "Counted post", opens: 4, members: 2 });
    expect(await storedOpens()).toBe(before + 4);
    // A reader who comes back the same day adds nothing; a new one adds to the same day's row.
    await send("GET", `/api/posts/${post.id}`, member);
    expect(await stats(post.id)).toMatchObject({ opens: 4, members: 2 });
    await visitorRead(post.id, "198.51.100.3");
    expect(await stats(post.id)).toMatchObject({ opens: 5, members: 2 });
  });

  it("cannot be inflated: 250 reads from one visitor count once, and one address adds at most its share", async () => {
    const post = await createPost("Hammered post");
    for (let i = 0; i < 250; i++) await visitorRead(post.id, "203.0.113.50");
    expect(await stats(post.id)).toMatchObject({ opens: 1 });
    // A new user agent on every read, from one address: capped.
    for (let i = 0; i < 250; i++) await visitorRead(post.id, "203.0.113.50", `Agent/${i}`);
    expect(await stats(post.id)).toMatchObject({ opens: MAX_OPENS_PER_ADDRESS });
    // Other addresses still count.
    await visitorRead(post.id, "203.0.113.51");
    expect(await stats(post.id)).toMatchObject({ opens: MAX_OPENS_PER_ADDRESS + 1 });
    // Neither the address nor the user agent is stored: only daily keyed hashes.
    const readers = await query<Record<string, unknown>>(t.database.db, sql`select * from content_open_readers where content_id = ${post.id}::uuid`);
    expect(readers).toHaveLength(MAX_OPENS_PER_ADDRESS + 1);
    expect(JSON.stringify(readers)).not.toMatch(/203\.0\.113|Agent|Reader/);
  });

  it("counts a reader once across instances (two counters on one database)", async () => {
    const post = await createPost("Two instances");
    const secret = "s".repeat(32);
    const [a, b] = [0, 1].map(() => createAnalyticsCounter(t.database.db, { secret, flushMs: 100, onError: (e) => expect.fail(String(e)) }));
    const visitor = { viewer: VISITOR, address: "192.0.2.7", userAgent: "Reader/2.0" };
    const memberReader = { viewer: memberViewer(), address: "192.0.2.8", userAgent: "Reader/2.0" };
    for (const counter of [a!, b!]) {
      counter.countOpen("post", post.id, visitor);
      counter.countOpen("post", post.id, memberReader);
      await counter.flush();
    }
    expect(await stats(post.id)).toMatchObject({ opens: 2, members: 1 });
    await Promise.all([a!.close(), b!.close()]);
  });

  it("does not count a locked read or a missing post", async () => {
    const locked = await createPost("Members only", true);
    expect((await send("GET", `/api/posts/${locked.id}`)).json().locked).toBe(true);
    expect((await send("GET", "/api/posts/00000000-0000-4000-8000-000000000000", member)).statusCode).toBe(404);
    expect(await stats(locked.id)).toBeUndefined();
    await send("GET", `/api/posts/${locked.id}`, member);
    expect(await stats(locked.id)).toMatchObject({ opens: 1, members: 1 });
  });

  it("counts an episode play when its audio starts, not on later range requests", async () => {
    const episode = (await send("POST", "/api/podcasts", admin, multipart({ title: "Played episode" }, mp3))).json() as { id: string };
    const audio = (range?: string) =>
      t.app.inject({ method: "GET", url: `/api/podcasts/${episode.id}/audio`, headers: { cookie: member, ...(range ? { range } : {}) } });
    expect([200, 206, 302]).toContain((await audio("bytes=0-")).statusCode);
    expect([200, 206, 302]).toContain((await audio("bytes=1000-")).statusCode);
    expect([200, 206, 302]).toContain((await audio()).statusCode);
    // Two starts by one member on one day: one open.
    expect(await stats(episode.id)).toMatchObject({ kind: "episode", opens: 1, members: 1 });
  });

  it("counts item opens and reports the finish rate from progress", async () => {
    const item = (
      await send("POST", "/api/content-items", admin, multipart({ title: "Read me", category: "briefing", mediaType: "text", contentText: "Text" }))
    ).json() as { id: string };
    await send("GET", `/api/content-items/${item.id}`, member);
    await send("GET", `/api/content-items/${item.id}`, second);
    const progress = (cookie: string, finished: boolean) =>
      send("PUT", `/api/progress/item/${item.id}`, cookie, { payload: { position: 1, finished, clientTime: Date.now() } });
    expect((await progress(member, true)).statusCode).toBeLessThan(300);
    expect((await progress(second, false)).statusCode).toBeLessThan(300);
    expect(await stats(item.id)).toMatchObject({ kind: "item", title: "Read me", opens: 2, members: 2, started: 2, finished: 1 });
  });

  it("ranks content by opens and shows only the chosen window", async () => {
    const old = await createPost("Old news");
    await t.database.db.execute(
      sql`insert into content_opens_daily (day, content_kind, content_id, opens) values (${day(-20)}::date, 'post', ${old.id}::uuid, 1000)`,
    );
    const month = await report(30);
    expect(month.content[0]).toMatchObject({ id: old.id, opens: 1000 });
    expect(month.daily).toHaveLength(30);
    expect(month.daily.find((d) => d.day === day(-20))?.opens).toBe(1000);
    const week = await report(7);
    expect(week.daily).toHaveLength(7);
    expect(week.content.find((c) => c.id === old.id)).toBeUndefined();
    expect(week.totals.opens).toBe(week.daily.reduce((s, d) => s + d.opens, 0));
  });

  it("stores page views as a count per page and day, nothing else", async () => {
    const before = (await report(7)).pageViews.find((p) => p.page === "about")?.views ?? 0;
    for (let i = 0; i < 3; i++)
      await send("POST", "/api/analytics/page-view", undefined, { payload: { page: "about" }, headers: { "user-agent": "Visitor/1.0" } });
    await send("POST", "/api/analytics/page-view", member, { payload: { page: "contact" } });
    const week = await report(7);
    expect(week.pageViews.find((p) => p.page === "about")?.views).toBe(before + 3);
    expect(week.totals.pageViews).toBeGreaterThanOrEqual(4);
    const columns = await query<{ name: string }>(
      t.database.db,
      sql`select column_name as name from information_schema.columns where table_name = 'page_views_daily' order by ordinal_position`,
    );
    expect(columns.map((c) => c.name)).toEqual(["day", "page", "views"]);
    const rows = await query<Record<string, unknown>>(t.database.db, sql`select * from page_views_daily`);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Visitor\/1\.0|member@example/);
  });

  it("holds one address to its limit of page views with a 429 and a wait; others still count", async () => {
    const view = (remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/analytics/page-view", remoteAddress, headers: { origin: ORIGIN }, payload: { page: "privacyTerms" } });
    const before = (await report(7)).pageViews.find((p) => p.page === "privacyTerms")?.views ?? 0;
    for (let i = 0; i < VIEW_LIMIT; i++) expect((await view("203.0.113.9")).statusCode).toBe(204);
    const refused = await view("203.0.113.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await view("203.0.113.10")).statusCode).toBe(204);
    expect((await report(7)).pageViews.find((p) => p.page === "privacyTerms")?.views).toBe(before + VIEW_LIMIT + 1);
  });

  it("reports new members and contact messages per week", async () => {
    await send("POST", "/api/contact", undefined, { payload: { name: "Ann", email: "ann@example.com", message: "Hello there" } });
    // Caught by the honeypot: stored as spam, not counted.
    await t.database.db.execute(sql`insert into contacts (name, email, message, is_spam) values ('Bot', 'bot@example.com', 'Buy now', true)`);
    const { newMembersPerWeek, messagesPerWeek } = await report(7);
    expect(newMembersPerWeek).toHaveLength(12);
    expect(newMembersPerWeek.at(-1)!.count).toBeGreaterThanOrEqual(3);
    expect(messagesPerWeek.at(-1)!.count).toBe(1);
    expect(newMembersPerWeek.slice(0, -2).every((w) => w.count === 0)).toBe(true);
  });

  it("writes when flushed and on close, and skips a member deleted before the write", async () => {
    const post = await createPost("Timer post");
    const errors: unknown[] = [];
    const counter = createAnalyticsCounter(t.database.db, { secret: "t".repeat(32), flushMs: 100, onError: (e) => errors.push(e) });
    const at = { address: "192.0.2.1", userAgent: "Reader/1.0" };
    counter.countOpen("post", post.id, { viewer: memberViewer(), ...at });
    counter.countOpen("post", post.id, {
      viewer: viewerOf({ id: "deleted-member", email: "gone@example.com", name: "G", isAdmin: false, emailVerified: true, twoFactorEnabled: false }),
      ...at,
    });
    await counter.flush();
    expect(
      (
        await query<{ n: number }>(t.database.db, sql`select coalesce(sum(opens), 0)::int as n from content_opens_daily where content_id = ${post.id}::uuid`)
      )[0]!.n,
    ).toBe(2);
    counter.countOpen("post", post.id, { viewer: VISITOR, ...at });
    await counter.close();
    expect(errors).toEqual([]);
    expect(await stats(post.id)).toMatchObject({ opens: 3, members: 1 });
  });

  it("prunes rows older than 90 days", async () => {
    const post = await createPost("Ancient");
    await t.database.db.execute(
      sql`insert into content_opens_daily (day, content_kind, content_id, opens) values (${day(-91)}::date, 'post', ${post.id}::uuid, 5), (${day(-89)}::date, 'post', ${post.id}::uuid, 7)`,
    );
    await t.database.db.execute(
      sql`insert into content_openers (day, content_kind, content_id, user_id) values (${day(-91)}::date, 'post', ${post.id}::uuid, ${memberId})`,
    );
    await t.database.db.execute(sql`insert into page_views_daily (day, page, views) values (${day(-91)}::date, 'home', 9)`);
    await t.database.db.execute(
      sql`insert into content_open_readers (day, content_kind, content_id, reader) values (${day(-2)}::date, 'post', ${post.id}::uuid, 'old'), (${day(-1)}::date, 'post', ${post.id}::uuid, 'yesterday')`,
    );
    await pruneAnalytics(t.database.db);
    const readers = await query<{ reader: string }>(t.database.db, sql`select reader from content_open_readers where content_id = ${post.id}::uuid`);
    expect(readers.map((r) => r.reader)).toEqual(["yesterday"]);
    const left = await query<{ day: string }>(
      t.database.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from content_opens_daily where content_id = ${post.id}::uuid`,
    );
    expect(left.map((r) => r.day)).toEqual([day(-89)]);
    expect((await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from content_openers where day < ${day(-90)}::date`))[0]!.n).toBe(0);
    expect((await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from page_views_daily where day < ${day(-90)}::date`))[0]!.n).toBe(0);
  });
});
