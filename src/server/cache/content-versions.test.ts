import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { eq } from "drizzle-orm";
import { insertPost } from "../test/content-fixtures.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import { podcasts } from "../db/schema.js";
import { VersionCache } from "./content-versions.js";

describe.each(databaseKinds)("a value kept until its tables' change counters move (%s)", (kind) => {
  let database: Database;
  let loads = 0;
  let cache: VersionCache<{ n: number }>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    cache = await VersionCache.listening(database.notifications, { tables: ["podcasts"], load: async () => ({ n: ++loads }), ttlMs: 60_000 });
  });
  afterAll(async () => {
    await database.close();
  });

  /** The value once every notice of what was written so far has arrived. */
  const settled = async () => {
    await database.notifications.sync();
    return (await cache.current())?.n;
  };

  it("is loaded once, then kept while nothing it depends on changes", async () => {
    const first = await settled();
    expect(await settled()).toBe(first);
    await insertPost(database.db);
    expect(await settled()).toBe(first);
  });

  it("is read again after an insert, an edit and a delete of a listed table, by any writer", async () => {
    const before = (await settled())!;
    // Straight to the database, as the CLI or another instance would write.
    const [row] = await database.db.insert(podcasts).values({ title: "Cached?", fileKey: "k.mp3", fileType: "audio/mpeg", fileName: "k.mp3" }).returning();
    const afterInsert = (await settled())!;
    expect(afterInsert).toBeGreaterThan(before);
    expect(await settled()).toBe(afterInsert);
    await database.db.update(podcasts).set({ title: "Renamed" });
    const afterEdit = (await settled())!;
    expect(afterEdit).toBeGreaterThan(afterInsert);
    await database.db.delete(podcasts).where(eq(podcasts.id, row!.id));
    expect(await settled()).toBeGreaterThan(afterEdit);
  });

  it("keeps no null: a load that knows no version is tried again", async () => {
    let answer: { n: number } | null = null;
    const empty = await VersionCache.listening(database.notifications, { tables: ["podcasts"], load: async () => answer, ttlMs: 60_000 });
    expect(await empty.current()).toBeNull();
    answer = { n: 7 };
    expect(await empty.current()).toEqual({ n: 7 });
  });
});
