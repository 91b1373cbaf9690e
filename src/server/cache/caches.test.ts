import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/client.js";
import type { Notifications } from "../db/notifications.js";
import { query } from "../db/raw-query.js";
import { authors, feedSettings, images, podcasts, posts, progress, series, seriesParts, siteSettings, users } from "../db/schema.js";
import { insertPost } from "../test/content-fixtures.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import { EMPTIED_BY, FEED_TABLES, openCaches, type CachedValueTypes, type Caches } from "./caches.js";
import { CHANNELS } from "./channels.js";

type TestCaches = Caches<CachedValueTypes>;
const VALUE = { n: 1 };

/** The notifications object the caches get, noting which channels they listen on. */
function recording(notifications: Notifications): { notifications: Notifications; channels: Set<string> } {
  const channels = new Set<string>();
  return {
    channels,
    notifications: {
      listen: (channel, onMessage, onReset) => {
        channels.add(channel);
        return notifications.listen(channel, onMessage, onReset);
      },
      get live() {
        return notifications.live;
      },
      sync: () => notifications.sync(),
      close: () => notifications.close(),
    },
  };
}

describe.each(databaseKinds)("the caches module (%s)", (kind) => {
  let database: Database;
  let caches: TestCaches;
  let listened: Set<string>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const recorder = recording(database.notifications);
    caches = await openCaches(recorder.notifications);
    listened = recorder.channels;
  });
  afterAll(async () => {
    await database.close();
  });

  /** Every trigger that sends a notice: its table and channel, read from the database the migrations made. */
  async function triggerChannels(): Promise<{ table: string; channel: string }[]> {
    const rows = await query<{ table: string; source: string }>(
      database.db,
      sql`select c.relname as "table", p.prosrc as source
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where not t.tgisinternal`,
    );
    return rows.flatMap(({ table, source }) => [...source.matchAll(/pg_notify\('([a-z_]+)'/g)].map((m) => ({ table, channel: m[1]! })));
  }

  it("listens on every channel a trigger notifies, and on no channel that no trigger notifies", async () => {
    const notified = new Set((await triggerChannels()).map((t) => t.channel));
    expect(notified.size).toBeGreaterThan(0);
    expect([...listened].sort()).toEqual([...notified].sort());
    expect(Object.values(CHANNELS).sort()).toEqual([...notified].sort());
  });

  it("names only tables whose triggers notify the channel it empties them by", async () => {
    const triggers = await triggerChannels();
    const tablesOn = (channel: string) => new Set(triggers.filter((t) => t.channel === channel).map((t) => t.table));
    for (const table of Object.keys(EMPTIED_BY.content)) expect(tablesOn(CHANNELS.content)).toContain(table);
    for (const table of Object.keys(EMPTIED_BY.versions)) expect(tablesOn(CHANNELS.versions)).toContain(table);
    // Every table a feed is made of empties the feed's caches.
    for (const table of FEED_TABLES) expect(EMPTIED_BY.versions[table]).toEqual(expect.arrayContaining(["feedVersion", "feedXml"]));
  });

  /** Puts a value in every cache under `key`, waits for the notices of `write`, and names the caches that lost it. */
  async function emptiedBy(key: string, write: () => Promise<unknown>): Promise<string[]> {
    await database.notifications.sync();
    const all = Object.entries(caches) as [
      string,
      { read: (k: string, load: () => Promise<{ value: object }>) => Promise<unknown>; get: (k: string) => unknown },
    ][];
    for (const [, cache] of all) await cache.read(key, async () => ({ value: { ...VALUE, token: key, user: { id: key }, size: 1, byId: new Map() } }));
    await write();
    await database.notifications.sync();
    return all.filter(([, cache]) => cache.get(key) === undefined).map(([name]) => name);
  }

  it("drops an edited post's row and page by id, and the lists, library pages, search windows, image readers, series, offered tags and record pages (a series' neighbours) that hold posts", async () => {
    const post = await insertPost(database.db);
    const emptied = await emptiedBy(post.id, () => database.db.update(posts).set({ title: "Edited" }).where(eq(posts.id, post.id)));
    expect(emptied.sort()).toEqual([
      "imageReaders",
      "itemPages",
      "libraryPages",
      "postLists",
      "postPages",
      "postRows",
      "searchWindows",
      "seriesRows",
      "tagLists",
    ]);
  });

  it("keeps another post's row when one post changes", async () => {
    const [one, other] = [await insertPost(database.db), await insertPost(database.db)];
    await caches.postRows.read(other.id, async () => ({ value: VALUE }));
    await database.db.update(posts).set({ title: "Edited" }).where(eq(posts.id, one.id));
    await database.notifications.sync();
    expect(caches.postRows.get(other.id)).toEqual(VALUE);
  });

  it("empties the episode lists, library pages, search windows, the feeds' caches, the images' readers (a cover), the series and the offered tags on a new episode", async () => {
    // Straight to the database, as the CLI or another instance would write.
    const episode = { title: "New", fileKey: "k.mp3", fileType: "audio/mpeg", fileName: "k.mp3" };
    const emptied = await emptiedBy("any", () => database.db.insert(podcasts).values(episode));
    expect(emptied.sort()).toEqual([
      "episodeLists",
      "feedVersion",
      "feedXml",
      "imageReaders",
      "itemPages",
      "libraryPages",
      "postPages",
      "searchWindows",
      "seriesRows",
      "tagLists",
    ]);
  });

  it("empties the series, each record's series, the lists filtered by series and the parts' pages when a series or its parts change", async () => {
    const post = await insertPost(database.db);
    const [made] = await database.db.insert(series).values({ title: "Foundations" }).returning();
    const emptied = await emptiedBy("any", () => database.db.update(series).set({ title: "Renamed" }).where(eq(series.id, made!.id)));
    expect(emptied.sort()).toEqual(["imageReaders", "itemPages", "libraryPages", "postPages", "seriesRows"]);
    const parts = await emptiedBy("any", () => database.db.insert(seriesParts).values({ seriesId: made!.id, position: 1, postId: post.id }));
    expect(parts.sort()).toEqual(["episodeLists", "itemLists", "itemPages", "libraryPages", "postLists", "postPages", "seriesOfRecord", "seriesRows"]);
  });

  it("empties the images' readers, the record pages and the feeds when an image's files change (a cover's crops made later), not on an upload", async () => {
    const image = { hash: "0123456789abcdef", alt: "A cover", width: 1600, height: 900, keys: ["o/images/i/0123456789abcdef-1600.jpg"], bytes: 10 };
    const uploaded = await emptiedBy("any", () => database.db.insert(images).values(image));
    expect(uploaded).toEqual([]);
    const cropped = await emptiedBy("any", () => database.db.update(images).set({ keys: [...image.keys, "o/images/i/0123456789abcdef-share-1200x630.jpg"] }));
    expect(cropped.sort()).toEqual(["feedVersion", "feedXml", "imageReaders", "itemPages", "postPages"]);
  });

  it("empties the feeds' caches when the channel's settings change", async () => {
    const emptied = await emptiedBy("any", () => database.db.update(feedSettings).set({ artworkFileKey: null }));
    expect(emptied.sort()).toEqual(["feedVersion", "feedXml"]);
  });

  it("empties the creator, the pages rendered with it (record pages carry its byline) and the images' readers when the site's settings change", async () => {
    const emptied = await emptiedBy("any", () =>
      database.db
        .insert(siteSettings)
        .values({ id: "site", creatorName: "Dana" })
        .onConflictDoUpdate({ target: siteSettings.id, set: { creatorName: "Dana" } }),
    );
    expect(emptied.sort()).toEqual(["imageReaders", "itemPages", "libraryPages", "postPages", "siteCreator", "sitePages"]);
  });

  it("empties the record pages and kept post rows (their bylines), the authors' pages, the images' readers (an author's photo) and the feeds (itunes:author) when an author changes", async () => {
    const emptied = await emptiedBy("any", () => database.db.insert(authors).values({ name: "Guest", slug: "guest-cache-test" }));
    expect(emptied.sort()).toEqual(["feedVersion", "feedXml", "imageReaders", "itemPages", "libraryPages", "postPages", "postRows"]);
  });

  it("drops a member's progress of the kind that changed, and their sessions when the user changes", async () => {
    const userId = "cache-test-user";
    await database.db.insert(users).values({ id: userId, name: "Reader", email: "reader@example.com" });
    const post = await insertPost(database.db);
    const emptied = await emptiedBy(userId, () =>
      database.db.insert(progress).values({ userId, contentKind: "post", contentId: post.id, clientUpdatedAt: new Date() }),
    );
    expect(emptied).toEqual(["postProgress"]);
    const renamed = await emptiedBy(userId, () => database.db.update(users).set({ name: "Renamed" }).where(eq(users.id, userId)));
    expect(renamed).toEqual(["sessions"]);
  });
});
