import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems, podcasts, posts, progress, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";

// The content lists keep their pages and each member's progress in memory
// (docs/decisions/062). Every change here is made straight in the database,
// as another instance or the CLI would, so only the database's notices can
// tell this app: the next read after they arrive must show it.

type Listed = { id: string; title: string; progress: unknown };

describe.each(databaseKinds)("content lists kept in memory (%s)", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, "alice@example.com");
    alice = sessionCookie(await signIn(t.app, "alice@example.com"));
    await signUp(t.app, "bob@example.com");
    bob = sessionCookie(await signIn(t.app, "bob@example.com"));
    aliceId = (await t.database.db.query.users.findFirst({ where: eq(users.email, "alice@example.com") }))!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (url: string, cookie: string) => {
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json<{ items: Listed[] }>().items;
  };
  /** What another writer's change looks like to this app: heard once its notices are in. */
  const elsewhere = async (change: () => Promise<unknown>) => {
    await change();
    await t.database.notifications.sync();
  };

  it("shows a record added, renamed or deleted by another writer on the very next read of every list", async () => {
    const { db } = t.database;
    const lists = ["/api/posts", "/api/podcasts", "/api/content-items?category=after-action"] as const;
    for (const url of lists) await list(url, alice);

    let post = "";
    let episode = "";
    let item = "";
    await elsewhere(async () => {
      post = (await insertPost(db, { title: "Fresh post" })).id;
      episode = (await insertPodcast(db, t.storage, { title: "Fresh episode" })).id;
      item = (await insertItem(db, t.storage, { title: "Fresh case study", category: "after-action", mediaType: "text", contentText: "words" })).id;
    });
    const [first, second, third] = await Promise.all(lists.map((url) => list(url, alice)));
    expect(first![0]).toMatchObject({ id: post, title: "Fresh post" });
    expect(second![0]).toMatchObject({ id: episode, title: "Fresh episode" });
    expect(third![0]).toMatchObject({ id: item, title: "Fresh case study" });

    await elsewhere(() => db.update(posts).set({ title: "Renamed post" }).where(eq(posts.id, post)));
    await elsewhere(() => db.update(podcasts).set({ title: "Renamed episode" }).where(eq(podcasts.id, episode)));
    expect((await list("/api/posts", bob))[0]).toMatchObject({ id: post, title: "Renamed post" });
    expect((await list("/api/podcasts", bob))[0]).toMatchObject({ id: episode, title: "Renamed episode" });

    await elsewhere(() => db.delete(contentItems).where(eq(contentItems.id, item)));
    expect((await list("/api/content-items?category=after-action", alice)).map((i) => i.id)).not.toContain(item);
  });

  it("shows a member's progress written by another writer on their next read, and never on another member's list", async () => {
    const { db } = t.database;
    const post = (await insertPost(db, { title: "Read me" })).id;
    await t.database.notifications.sync();
    const progressOn = async (cookie: string) => (await list("/api/posts", cookie)).find((i) => i.id === post)?.progress;
    expect(await progressOn(alice)).toBeNull();
    expect(await progressOn(bob)).toBeNull();

    const now = new Date();
    await elsewhere(() =>
      db
        .insert(progress)
        .values({ userId: aliceId, contentKind: "post", contentId: post, positionSeconds: 0, finishedAt: now, clientUpdatedAt: now, updatedAt: now }),
    );
    expect(await progressOn(alice)).toEqual({ position: 0, duration: null, finished: true });
    expect(await progressOn(bob)).toBeNull();

    await elsewhere(() => db.delete(progress).where(eq(progress.userId, aliceId)));
    expect(await progressOn(alice)).toBeNull();
  });

  it("still shows the progress of a member with more progress than is kept", async () => {
    const { db } = t.database;
    const post = (await insertPost(db, { title: "Among many" })).id;
    await elsewhere(async () => {
      // 2,001 records read before (the kept limit is 2,000), then this one.
      await db.execute(sql`
        insert into progress (user_id, content_kind, content_id, position_seconds, client_updated_at, updated_at)
        select ${aliceId}, 'post', gen_random_uuid(), 1, now(), now() from generate_series(1, 2001)`);
      const now = new Date();
      await db
        .insert(progress)
        .values({ userId: aliceId, contentKind: "post", contentId: post, positionSeconds: 0, finishedAt: now, clientUpdatedAt: now, updatedAt: now });
    });
    for (let read = 0; read < 2; read++) {
      expect((await list("/api/posts", alice)).find((i) => i.id === post)?.progress).toEqual({ position: 0, duration: null, finished: true });
    }
    await elsewhere(() => db.delete(progress).where(eq(progress.contentId, post)));
    expect((await list("/api/posts", alice)).find((i) => i.id === post)?.progress).toBeNull();
  });
});
