import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PUBLISH_AT_MALFORMED, PUBLISH_AT_REQUIRED, PUBLISH_AT_TOO_FAR } from "../../../shared/publishing.js";
import { query } from "../../db/raw-query.js";
import { contentItems, podcasts, posts } from "../../db/schema.js";
import { Jobs } from "../../jobs/jobs.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { multipart } from "../../test/multipart.js";
import { releaseDue, releasePayloadSchema, releaseRecord } from "./release.js";

// Drafts, scheduled releases and the access policy (issue 30): a record that
// is not published reaches admins only, on every read path; a scheduled one
// is published once, at its time, by the jobs module.

const SECRET = "UNRELEASED-7731";

describe.each(databaseKinds)("publishing (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let feedPath: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "reader@example.com");
    member = sessionCookie(await signIn(t.app, "reader@example.com"));
    const feed = await t.app.inject({ url: "/api/feed", headers: { cookie: member } });
    feedPath = new URL(feed.json().url).pathname;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const send = (method: "POST" | "PUT", url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { cookie: admin, origin: ORIGIN, ...headers } });

  it("refuses a scheduled write without a time, a malformed time and one more than 5 years away, in JSON and multipart", async () => {
    const post = (extra: object) => send("POST", "/api/posts", { title: "T", content: "C", ...extra });
    const cases: [object, string][] = [
      [{ status: "scheduled" }, PUBLISH_AT_REQUIRED],
      [{ status: "scheduled", publishAt: "next monday" }, PUBLISH_AT_MALFORMED],
      [{ status: "scheduled", publishAt: "2026-13-01T06:00:00Z" }, PUBLISH_AT_MALFORMED],
      [{ status: "scheduled", publishAt: new Date(Date.now() + 6 * 366 * 86_400_000).toISOString() }, PUBLISH_AT_TOO_FAR],
      [{ status: "live" }, "Status must be draft, scheduled or published."],
    ];
    for (const [extra, message] of cases) {
      const res = await post(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const form = multipart({ title: "T", category: "briefing", mediaType: "text", contentText: "x", status: "scheduled", publishAt: "" });
    const item = await send("POST", "/api/content-items", form.payload, form.headers);
    expect(item.statusCode).toBe(400);
    expect(item.json().error.message).toBe(PUBLISH_AT_REQUIRED);
    expect(await query(t.database.db, sql`select 1 from posts where title = 'T'`)).toEqual([]);
  });

  it("saves drafts and scheduled records, returns status and publishAt, and a past time publishes now", async () => {
    const draft = await send("POST", "/api/posts", { title: "Draft one", content: "Body", status: "draft" });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: "draft", publishAt: null });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await send("POST", "/api/posts", { title: "Later", content: "Body", status: "scheduled", publishAt: at });
    expect(scheduled.json()).toMatchObject({ status: "scheduled", publishAt: at });
    // Queued for its time, once.
    const jobs = await query<{ run_at: string; key: string }>(
      t.database.db,
      sql`select run_at::text, key from jobs where name = 'content.release' and payload->>'id' = ${scheduled.json().id}`,
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.run_at).toISOString()).toBe(at);
    const past = await send("POST", "/api/posts", { title: "Overdue", content: "Body", status: "scheduled", publishAt: "2020-01-01T00:00:00Z" });
    expect(past.json()).toMatchObject({ status: "published", publishAt: null });
    // A write without a status publishes, as before drafts.
    expect((await send("POST", "/api/posts", { title: "Plain", content: "Body" })).json()).toMatchObject({ status: "published" });
    // Publishing a draft dates it now: it goes to the top of the lists.
    const before = Date.parse(draft.json().createdAt);
    const out = await send("PUT", `/api/posts/${draft.json().id}`, { title: "Draft one", content: "Body", status: "published" });
    expect(out.json().status).toBe("published");
    expect(Date.parse(out.json().createdAt)).toBeGreaterThan(before);
    // Episodes and items take the same fields in multipart forms.
    const form = multipart({ title: "Item draft", category: "after-action", mediaType: "text", contentText: "x", status: "scheduled", publishAt: at });
    const item = await send("POST", "/api/content-items", form.payload, form.headers);
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json()).toMatchObject({ status: "scheduled", publishAt: at });
  });

  describe("what is not published reaches admins only, on every read path", () => {
    const ids = { post: "", episode: "", item: "" };
    beforeAll(async () => {
      const { db } = t.database;
      ids.post = (await insertPost(db, { title: `Draft post ${SECRET}`, content: SECRET })).id;
      ids.episode = (await insertPodcast(db, t.storage, { title: `Draft episode ${SECRET}`, description: SECRET })).id;
      ids.item = (await insertItem(db, t.storage, { title: `Draft item ${SECRET}`, mediaType: "pdf", category: "briefing", description: SECRET })).id;
      const inAnHour = new Date(Date.now() + 3_600_000);
      await db.update(posts).set({ status: "draft" }).where(eq(posts.id, ids.post));
      await db.update(podcasts).set({ status: "scheduled", publishAt: inAnHour }).where(eq(podcasts.id, ids.episode));
      await db.update(contentItems).set({ status: "draft" }).where(eq(contentItems.id, ids.item));
    });

    const readers = () =>
      [
        ["a visitor", undefined],
        ["a member", member],
      ] as const;

    it("single reads, files and progress: 404 as if the record did not exist", async () => {
      for (const [who, cookie] of readers()) {
        for (const url of [
          `/api/posts/${ids.post}`,
          `/api/podcasts/${ids.episode}`,
          `/api/podcasts/${ids.episode}/audio`,
          `/api/podcasts/${ids.episode}/transcript`,
          `/api/content-items/${ids.item}`,
          `/api/content-items/${ids.item}/file`,
        ]) {
          const res = await get(url, cookie);
          expect(res.statusCode, `${who}: ${url}`).toBe(404);
          expect(res.body).not.toContain(SECRET);
        }
      }
      const progress = await t.app.inject({
        method: "PUT",
        url: `/api/progress/episode/${ids.episode}`,
        payload: { position: 1, clientTime: Date.now() },
        headers: { cookie: member, origin: ORIGIN },
      });
      expect(progress.statusCode).toBe(404);
      // The admin reads each, with its status.
      expect((await get(`/api/posts/${ids.post}`, admin)).json()).toMatchObject({ status: "draft", content: SECRET });
      expect((await get(`/api/podcasts/${ids.episode}`, admin)).json()).toMatchObject({ status: "scheduled", publishAt: expect.any(String) });
      // Streamed, or with S3 storage a presigned redirect.
      expect([200, 302]).toContain((await get(`/api/content-items/${ids.item}/file`, admin)).statusCode);
    });

    it("lists, search, feeds, sitemap and rendered pages leave it out; the admin's lists and search have it", async () => {
      const lists = ["/api/posts?limit=100", "/api/podcasts?limit=100", "/api/content-items?category=briefing&limit=100"];
      for (const url of lists) {
        expect((await get(url, member)).body, url).not.toContain(SECRET);
        expect((await get(url, admin)).body, url).toContain(SECRET);
      }
      for (const [who, cookie] of readers()) {
        const search = await get(`/api/search?q=${SECRET}`, cookie);
        expect(search.statusCode).toBe(200);
        expect(search.json().items, who).toEqual([]);
        // Typo-tolerant title matches too.
        expect((await get(`/api/search?q=Draft%20episod`, cookie)).body).not.toContain(SECRET);
      }
      expect((await get(`/api/search?q=${SECRET}`, admin)).json().items).toHaveLength(3);
      for (const url of ["/sitemap.xml", "/feeds/field-manual.xml", "/feeds/briefing.xml", feedPath]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(SECRET);
        expect(res.body, url).not.toContain(ids.episode);
      }
      for (const [path, id] of [
        ["field-manual", ids.post],
        ["the-briefing", ids.item],
        ["briefing", ids.episode],
      ] as const) {
        expect((await get(`/${path}/${id}`)).body, path).not.toContain(SECRET);
      }
      // The private feed's enclosure URL of the episode, had it been guessed.
      expect((await get(`${feedPath.replace("briefing.xml", "")}episodes/${ids.episode}.mp3`)).statusCode).toBe(404);
    });

    it("an admin's look at a draft is no open in the analytics", async () => {
      await get(`/api/posts/${ids.post}`, admin);
      const report = await get("/api/admin/analytics?days=7", admin);
      expect(report.json().content.find((c: { id: string }) => c.id === ids.post)).toBeUndefined();
    });
  });

  it("a scheduled release is published once, whoever runs its job", async () => {
    const at = new Date(Date.now() + 1500);
    const res = await send("POST", "/api/posts", { title: "Out on time", content: "Body", status: "scheduled", publishAt: at.toISOString() });
    const id = res.json().id as string;
    expect((await get(`/api/posts/${id}`)).statusCode).toBe(404);
    const payload = { kind: "post" as const, id, publishAt: at.toISOString() };
    // Twice at once (two instances): one publishes, the other finds nothing to do.
    // Past its time by the clock itself (a timer may fire a millisecond early).
    while (Date.now() <= at.getTime()) await new Promise((resolve) => setTimeout(resolve, 10));
    const results = await Promise.all([releaseRecord(t.database.db, payload), releaseRecord(t.database.db, payload)]);
    expect(results.sort()).toEqual([false, true]);
    // The app kept the scheduled row from the read above; the change notice that drops it comes over
    // PostgreSQL's listening connection a moment after the release commits (at once on PGlite).
    await expect.poll(async () => (await get(`/api/posts/${id}`)).statusCode, { timeout: 5000, interval: 20 }).toBe(200);
    const published = await get(`/api/posts/${id}`);
    expect(published.json()).toMatchObject({ status: "published", publishAt: null });
    // Dated when it went out (the jobs runner's timing is the next test's).
    expect(Date.parse(published.json().createdAt)).toBeGreaterThanOrEqual(at.getTime());
    // A release of an old time (the admin moved it) changes nothing.
    expect(await releaseRecord(t.database.db, { ...payload, publishAt: new Date(at.getTime() - 60_000).toISOString() })).toBe(false);
  });

  it("the jobs module publishes it at its time across a restart of the runner (± 1 s)", async () => {
    const { jobs } = t.app.deps;
    const at = new Date(Date.now() + 2000);
    const res = await send("POST", "/api/posts", { title: "Across a restart", content: "Body", status: "scheduled", publishAt: at.toISOString() });
    const id = res.json().id as string;
    // The instance stops before the time; another one (or the same after a restart) starts: the job is in the database.
    await jobs.start();
    await jobs.stop(1000);
    const next = new Jobs(t.database.db, t.app.log, { pollMs: 200 });
    next.define({ name: "content.release", parse: releasePayloadSchema.parse, run: async (payload) => void (await releaseRecord(t.database.db, payload)) });
    await next.start();
    try {
      await expect.poll(async () => (await get(`/api/posts/${id}`)).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    } finally {
      await next.stop(1000);
    }
    const published = (await get(`/api/posts/${id}`)).json();
    expect(Math.abs(Date.parse(published.createdAt) - at.getTime())).toBeLessThan(1000);
    const runs = await query<{ state: string }>(t.database.db, sql`select state from jobs where name = 'content.release' and payload->>'id' = ${id}`);
    expect(runs).toEqual([{ state: "done" }]);
  });

  it("the five-minute look publishes what is due when its job is gone, and nothing early", async () => {
    const { db } = t.database;
    const due = (await insertPost(db, { title: "Due" })).id;
    const early = (await insertPost(db, { title: "Early" })).id;
    await db
      .update(posts)
      .set({ status: "scheduled", publishAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, due));
    await db
      .update(posts)
      .set({ status: "scheduled", publishAt: new Date(Date.now() + 3_600_000) })
      .where(eq(posts.id, early));
    expect((await releaseDue(db)).length).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/posts/${due}`)).statusCode).toBe(200);
    expect((await get(`/api/posts/${early}`)).statusCode).toBe(404);
  });
});
