import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { podcasts, progress, trainingCompletions, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";

describe.each(databaseKinds)("listening and reading progress (%s)", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const ids = { episode: "", other: "", item: "", post: "" };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    ids.episode = (await insertPodcast(db, t.storage, { title: "Episode one", isMembersOnly: true })).id;
    ids.other = (await insertPodcast(db, t.storage, { title: "Episode two" })).id;
    ids.item = (await insertItem(db, t.storage, { title: "A video", category: "briefing", mediaType: "video" })).id;
    ids.post = (await insertPost(db, { title: "An article" })).id;
    await signUp(t.app, "alice@example.com");
    alice = sessionCookie(await signIn(t.app, "alice@example.com"));
    await signUp(t.app, "bob@example.com");
    bob = sessionCookie(await signIn(t.app, "bob@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (cookie: string | undefined, path: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/progress/${path}`, payload, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const continueList = async (cookie: string) =>
    (await t.app.inject({ url: "/api/progress", headers: { cookie } })).json().items as { id: string; title: string; position: number }[];
  /**
   * The progress the tests build on, in order. A test saves again what it
   * needs from the ones before it (the same writes, so nothing changes when
   * they have run), and so also runs alone with -t.
   */
  const saved = {
    episodeOne: () => save(alice, `episode/${ids.episode}`, { position: 240, duration: 600, clientTime: 3_000_000 }),
    video: () => save(alice, `item/${ids.item}`, { position: 10, duration: 60, clientTime: 4_000_000 }),
    episodeTwo: () => save(alice, `episode/${ids.other}`, { position: 96, duration: 100, clientTime: 4_000_001 }),
    bobsFinished: async () => [
      await save(bob, `episode/${ids.other}`, { position: 95, duration: 100, clientTime: Date.now() }),
      await save(bob, `post/${ids.post}`, { position: 0, finished: true, clientTime: Date.now() }),
    ],
  };

  it("needs a session, and refuses positions outside the file, unknown ids and kinds", async () => {
    const before = await t.database.db.select().from(progress);
    expect((await save(undefined, `episode/${ids.episode}`, { position: 1, clientTime: Date.now() })).statusCode).toBe(401);
    for (const [path, body, status] of [
      [`episode/${ids.episode}`, { position: -1, clientTime: Date.now() }, 400],
      [`episode/${ids.episode}`, { position: 200, duration: 100, clientTime: Date.now() }, 400],
      [`episode/${ids.episode}`, { position: "ten", clientTime: Date.now() }, 400],
      // Beyond the column's range (issue 35): a 400, not a failed write.
      [`episode/${ids.episode}`, { position: 1e308, clientTime: Date.now() }, 400],
      [`episode/${ids.episode}`, { position: 1, duration: 1e39, clientTime: Date.now() }, 400],
      [`episode/${ids.episode}`, { position: 1, duration: 48 * 3600 + 1, clientTime: Date.now() }, 400],
      [`episode/${ids.post}`, { position: 1, clientTime: Date.now() }, 404],
      [`episode/not-a-uuid`, { position: 1, clientTime: Date.now() }, 404],
      [`podcast/${ids.episode}`, { position: 1, clientTime: Date.now() }, 404],
    ] as const) {
      const res = await save(alice, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status);
    }
    expect(await t.database.db.select().from(progress)).toEqual(before);
    const huge = await save(alice, `episode/${ids.episode}`, { position: 1e308, clientTime: Date.now() });
    expect(huge.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Position must be at most 48 hours." } });
  });

  it("saves idempotently, and the newest write by the client's clock wins", async () => {
    const first = await save(alice, `episode/${ids.episode}`, { position: 120, duration: 600, clientTime: 2_000_000 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: "episode", id: ids.episode, position: 120, duration: 600, finished: false });
    expect((await save(alice, `episode/${ids.episode}`, { position: 120, duration: 600, clientTime: 2_000_000 })).json().position).toBe(120);
    // An older write arriving late changes nothing.
    expect((await save(alice, `episode/${ids.episode}`, { position: 30, duration: 600, clientTime: 1_000_000 })).json().position).toBe(120);
    expect((await save(alice, `episode/${ids.episode}`, { position: 240, clientTime: 3_000_000 })).json()).toMatchObject({ position: 240, duration: 600 });
    expect((await t.database.db.select().from(progress)).length).toBe(1);
  });

  it("counts 95 % as finished, keeps members apart, and lists what is started and unfinished", async () => {
    await saved.episodeOne();
    await saved.video();
    await saved.episodeTwo();
    expect((await continueList(alice)).map((i) => i.title)).toEqual(["A video", "Episode one"]);
    expect(await continueList(bob)).toEqual([]);
    const [done, marked] = await saved.bobsFinished();
    expect(done!.json().finished).toBe(true);
    expect(marked!.json().finished).toBe(true);
    // Lists carry the member's own progress, in the same query; nothing for what they never started.
    const list = async (url: string, cookie: string) => (await t.app.inject({ url, headers: { cookie } })).json().items as { id: string; progress: unknown }[];
    const progressOf = (items: { id: string; progress: unknown }[], id: string) => items.find((i) => i.id === id)?.progress;
    expect(progressOf(await list("/api/podcasts", alice), ids.other)).toEqual({ position: 96, duration: 100, finished: true });
    expect(progressOf(await list("/api/podcasts", alice), ids.episode)).toEqual({ position: 240, duration: 600, finished: false });
    expect(progressOf(await list("/api/content-items?category=briefing", alice), ids.item)).toEqual({ position: 10, duration: 60, finished: false });
    expect(progressOf(await list("/api/posts", bob), ids.post)).toEqual({ position: 0, duration: null, finished: true });
    expect(progressOf(await list("/api/posts", alice), ids.post)).toBeNull();
    expect(progressOf(await list("/api/podcasts", bob), ids.episode)).toBeNull();
  });

  it("reads one record's progress for its member only: null when not started, 404 for what the member may not read", async () => {
    const one = (path: string, cookie?: string) => t.app.inject({ url: `/api/progress/${path}`, headers: cookie ? { cookie } : {} });
    await saved.video();
    expect((await one(`item/${ids.item}`)).statusCode).toBe(401);
    expect((await one(`item/${ids.item}`, alice)).json()).toEqual({
      progress: expect.objectContaining({ kind: "item", id: ids.item, position: 10, duration: 60, finished: false }),
    });
    expect((await one(`item/${ids.item}`, bob)).json()).toEqual({ progress: null });
    expect((await one(`episode/${ids.post}`, alice)).statusCode).toBe(404);
    expect((await one(`episode/not-a-uuid`, alice)).statusCode).toBe(404);
  });

  it("starts over on one record, resets everything, and goes with deleted content and members", async () => {
    const del = (url: string, cookie: string) => t.app.inject({ method: "DELETE", url, headers: { origin: ORIGIN, cookie } });
    for (const write of [saved.episodeOne, saved.video, saved.episodeTwo, saved.bobsFinished]) await write();
    expect((await del(`/api/progress/item/${ids.item}`, alice)).statusCode).toBe(204);
    expect((await continueList(alice)).map((i) => i.title)).toEqual(["Episode one"]);
    await t.database.db.delete(podcasts).where(eq(podcasts.id, ids.episode));
    expect(await continueList(alice)).toEqual([]);
    const rowsFor = async (email: string) => {
      const user = await t.database.db.query.users.findFirst({ where: eq(users.email, email) });
      return t.database.db.select().from(progress).where(eq(progress.userId, user!.id));
    };
    expect((await rowsFor("alice@example.com")).map((r) => r.contentId)).toEqual([ids.other]);
    expect((await del("/api/progress", alice)).statusCode).toBe(204);
    expect(await rowsFor("alice@example.com")).toEqual([]);
    expect((await rowsFor("bob@example.com")).length).toBe(2);
    await t.database.db.delete(users).where(eq(users.email, "bob@example.com"));
    expect(await t.database.db.select().from(progress)).toEqual([]);
  });

  it("judges completion by the file's measured length, not a length the client claims", async () => {
    const { db } = t.database;
    const long = await insertPodcast(db, t.storage, { title: "Two hours of briefing" });
    await db.update(podcasts).set({ durationSeconds: 7200 }).where(eq(podcasts.id, long.id));
    const completed = async () => (await db.select().from(trainingCompletions).where(eq(trainingCompletions.contentId, long.id))).length;
    expect((await save(alice, `episode/${long.id}`, { position: 1, duration: 1, clientTime: Date.now() })).statusCode).toBe(200);
    expect(await completed()).toBe(0);
    expect((await save(alice, `episode/${long.id}`, { position: 6500, duration: 7200, clientTime: Date.now() + 1 })).statusCode).toBe(200);
    expect(await completed()).toBe(1);
  });
});
