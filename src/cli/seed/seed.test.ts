import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database, Db } from "../../server/db/client.js";
import { authors, contentItems, podcasts, posts, users } from "../../server/db/schema.js";
import { LocalStorage } from "../../server/storage/local.js";
import type { PutOptions, Storage } from "../../server/storage/storage.js";
import { databaseKinds, openTestDatabase } from "../../server/test/database.js";
import { CATEGORIES, MEDIA_TYPES } from "../../shared/constants.js";
import { MIME_BY_EXTENSION } from "../../shared/media.js";
import { normaliseTag } from "../../shared/tag-words.js";
import { SEED_GUEST_AUTHOR, SEED_ITEMS, SEED_PODCASTS, SEED_POSTS } from "./content.js";
import { SAMPLE_MEDIA_DIR, seedIfEmpty } from "./seed.js";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Every file under the storage root, ignoring the driver's temp folder. */
async function storedFiles(root: string): Promise<string[]> {
  if (!fs.existsSync(root)) return [];
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith(".tmp"));
}

function sourceSize(file: string): number {
  return fs.statSync(path.join(SAMPLE_MEDIA_DIR, file)).size;
}

describe("sample content", () => {
  it("is varied enough to show every part of the product", () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(6);
    expect(SEED_POSTS.length).toBeLessThanOrEqual(8);
    expect(SEED_POSTS.filter((p) => p.isMembersOnly).length).toBeGreaterThanOrEqual(2);
    expect(SEED_POSTS.filter((p) => !p.isMembersOnly).length).toBeGreaterThanOrEqual(2);
    for (const post of SEED_POSTS) {
      const words = post.content.split(/\s+/).filter(Boolean).length;
      expect(words, post.title).toBeGreaterThanOrEqual(300);
      expect(words, post.title).toBeLessThanOrEqual(900);
      expect(post.content, post.title).toMatch(/^## /m);
    }
    const all = SEED_POSTS.map((p) => p.content).join("\n");
    expect(all).toMatch(/^\|---\|/m); // a GitHub table
    expect(all).toMatch(/^- \[ \] /m); // an open task
    expect(all).toMatch(/^- \[x\] /m); // a done task
    expect(all).toMatch(/\]\(https:\/\//); // a link
    expect(all).toMatch(/\*\*[^*]+\*\*/); // bold

    expect(SEED_PODCASTS.length).toBeGreaterThanOrEqual(3);
    expect(SEED_PODCASTS.length).toBeLessThanOrEqual(4);
    expect(new Set(SEED_PODCASTS.map((p) => p.isMembersOnly)).size).toBe(2);

    const ages = [...SEED_POSTS, ...SEED_PODCASTS, ...SEED_ITEMS].map((r) => r.ageHours);
    expect(new Set(ages).size).toBe(ages.length);

    // Topics on every record, written as a save would store them, a few shared across the three areas.
    const tags = [...SEED_POSTS, ...SEED_PODCASTS, ...SEED_ITEMS].flatMap((r) => r.tags);
    for (const record of [...SEED_POSTS, ...SEED_PODCASTS, ...SEED_ITEMS]) {
      expect(record.tags.length, record.title).toBeGreaterThanOrEqual(1);
      for (const tag of record.tags) expect(normaliseTag(tag), record.title).toBe(tag);
    }
    expect(new Set(tags).size).toBeGreaterThanOrEqual(6);
  });

  it("has every committed media file it names", () => {
    for (const record of [...SEED_PODCASTS, ...SEED_ITEMS]) {
      if ("file" in record) expect(sourceSize(record.file), record.file).toBeGreaterThan(0);
    }
  });
});

describe.each(databaseKinds)("seedIfEmpty on %s", (kind) => {
  let database: Database;
  let db: Db;
  let tmp: string;
  let storageRoot: string;
  let storage: LocalStorage;

  async function rowCounts() {
    return {
      posts: (await db.select().from(posts)).length,
      podcasts: (await db.select().from(podcasts)).length,
      items: (await db.select().from(contentItems)).length,
    };
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await db.delete(posts);
    await db.delete(podcasts);
    await db.delete(contentItems);
    await db.delete(users);
    tmp = await fsp.mkdtemp(path.join(os.tmpdir(), "lobl-seed-"));
    storageRoot = path.join(tmp, "files");
    storage = new LocalStorage(storageRoot);
  });
  afterEach(async () => {
    await fsp.rm(tmp, { recursive: true, force: true });
  });

  it("seeds an empty installation, then leaves it alone", async () => {
    const messages: string[] = [];
    const result = await seedIfEmpty({ db, storage, authorId: null, log: (m) => messages.push(m) });

    expect(result).toEqual({
      seeded: true,
      counts: { posts: SEED_POSTS.length, podcasts: SEED_PODCASTS.length, items: SEED_ITEMS.length },
    });
    expect(await rowCounts()).toEqual(result.counts);
    expect(messages.length).toBeGreaterThan(0);

    // Posts: both kinds of access; distinct dates; their topics.
    const postRows = await db.select().from(posts);
    expect(postRows.find((p) => p.title === SEED_POSTS[0]!.title)?.tags).toEqual(SEED_POSTS[0]!.tags);
    expect(new Set(postRows.map((p) => p.isMembersOnly))).toEqual(new Set([true, false]));
    expect(new Set(postRows.map((p) => p.createdAt.getTime())).size).toBe(postRows.length);
    // One post is bylined to the sample guest author (docs/decisions/113); the rest to the creator.
    const [guest] = await db.select().from(authors);
    expect(guest).toMatchObject(SEED_GUEST_AUTHOR);
    expect(postRows.filter((p) => p.bylineAuthorId === guest!.id).map((p) => p.title)).toEqual(SEED_POSTS.filter((p) => p.byGuest).map((p) => p.title));
    expect(postRows.filter((p) => p.bylineAuthorId === null)).toHaveLength(SEED_POSTS.length - 1);
    for (const p of postRows) {
      expect(p.authorId).toBeNull();
      expect(p.createdAt.getTime()).toBeLessThan(Date.now());
    }

    // Podcasts: file stored under a key shaped as docs/decisions/010 says, with the right type and bytes.
    const podcastRows = await db.select().from(podcasts);
    expect(new Set(podcastRows.map((p) => p.isMembersOnly))).toEqual(new Set([true, false]));
    expect(new Set(podcastRows.map((p) => p.createdAt.getTime())).size).toBe(podcastRows.length);
    for (const row of podcastRows) {
      const seed = SEED_PODCASTS.find((p) => p.title === row.title);
      expect(seed, row.title).toBeDefined();
      expect(row.fileKey).toMatch(/^seed\/\d{13}-[0-9a-f]{12}\.(mp3|wav|m4a)$/);
      expect(row.fileKey.split("/").every((s) => SEGMENT.test(s))).toBe(true);
      const ext = path.extname(seed!.file).slice(1);
      expect(row.fileKey.endsWith(`.${ext}`)).toBe(true);
      expect(row.fileType).toBe(MIME_BY_EXTENSION[ext as keyof typeof MIME_BY_EXTENSION]);
      expect(["audio/mpeg", "audio/wav", "audio/mp4"]).toContain(row.fileType);
      const info = await storage.stat(row.fileKey);
      expect(info?.size, row.fileKey).toBe(sourceSize(seed!.file));
      expect(row).toMatchObject({ fileName: path.basename(seed!.file), fileSize: sourceSize(seed!.file) });
    }
    expect(new Set(podcastRows.map((p) => p.fileType)).size).toBe(podcastRows.length);

    // Content items: both categories, every media type in each, both kinds of access.
    const itemRows = await db.select().from(contentItems);
    expect(new Set(itemRows.map((i) => i.createdAt.getTime())).size).toBe(itemRows.length);
    for (const category of CATEGORIES) {
      const inCategory = itemRows.filter((i) => i.category === category);
      expect(new Set(inCategory.map((i) => i.mediaType)), category).toEqual(new Set(MEDIA_TYPES));
      expect(new Set(inCategory.map((i) => i.isMembersOnly)), category).toEqual(new Set([true, false]));
    }
    for (const row of itemRows) {
      const seed = SEED_ITEMS.find((i) => i.title === row.title);
      expect(seed, row.title).toBeDefined();
      if (row.mediaType === "text") {
        expect(row.contentText?.length).toBeGreaterThan(200);
        expect(row.contentText?.split("\n\n").length).toBeGreaterThanOrEqual(3);
        expect(row.fileKey).toBeNull();
        expect(row.fileType).toBeNull();
        continue;
      }
      expect(row.contentText).toBeNull();
      expect(row.fileKey).toMatch(new RegExp(`^seed/${row.category}-\\d{13}-[0-9a-f]{12}\\.(pdf|mp4|webm|mp3|wav|m4a)$`));
      const key = row.fileKey!;
      expect(key.split("/").every((s) => SEGMENT.test(s))).toBe(true);
      const file = seed && "file" in seed ? seed.file : "";
      const ext = path.extname(file).slice(1);
      expect(row.fileType).toBe(MIME_BY_EXTENSION[ext as keyof typeof MIME_BY_EXTENSION]);
      expect(row).toMatchObject({ fileName: path.basename(file), fileSize: sourceSize(file) });
      const expectedPrefix = { pdf: "application/pdf", video: "video/", audio: "audio/" }[row.mediaType];
      expect(row.fileType?.startsWith(expectedPrefix)).toBe(true);
      const info = await storage.stat(key);
      expect(info?.size, key).toBe(sourceSize(file));
    }
    expect(new Set(itemRows.filter((i) => i.fileKey).map((i) => i.fileType))).toEqual(
      new Set(["application/pdf", "video/mp4", "video/webm", "audio/mpeg", "audio/mp4"]),
    );

    // Exactly the referenced files are stored, and their bytes are the originals.
    const keys = [...podcastRows.map((p) => p.fileKey), ...itemRows.flatMap((i) => (i.fileKey ? [i.fileKey] : []))];
    // Sample transcripts (WebVTT) too: stored as uploads store them, with their words for search.
    const transcripts = [...podcastRows, ...itemRows].filter((r) => r.transcriptFileKey);
    expect(transcripts.map((r) => r.transcriptFileName).sort()).toEqual(["aar-two-minute-brief.vtt", "briefing-own-the-outcome.vtt"]);
    expect(transcripts.every((r) => /^seed\/transcript-\d{13}-[0-9a-f]{12}\.vtt$/.test(r.transcriptFileKey!) && r.transcriptText)).toBe(true);
    keys.push(...transcripts.map((r) => r.transcriptFileKey!));
    expect((await storedFiles(storageRoot)).sort()).toEqual([...keys].sort());
    const sample = podcastRows[0]!;
    const seed = SEED_PODCASTS.find((p) => p.title === sample.title)!;
    expect(await fsp.readFile(path.join(storageRoot, sample.fileKey))).toEqual(await fsp.readFile(path.join(SAMPLE_MEDIA_DIR, seed.file)));

    // A second run does nothing.
    const before = await storedFiles(storageRoot);
    const again = await seedIfEmpty({ db, storage, authorId: null });
    expect(again).toEqual({ seeded: false, counts: { posts: 0, podcasts: 0, items: 0 } });
    expect(await rowCounts()).toEqual(result.counts);
    expect(await storedFiles(storageRoot)).toEqual(before);
  }, 60_000);

  it("uses the author's id for author_id and key prefixes", async () => {
    // author_id references users: the author must exist.
    await db.insert(users).values({ id: "Admin_1-x", name: "Avery Admin", email: "avery@example.com", isAdmin: true });
    const result = await seedIfEmpty({ db, storage, authorId: "Admin_1-x" });
    expect(result.seeded).toBe(true);
    const podcastRows = await db.select().from(podcasts);
    const itemRows = await db.select().from(contentItems);
    const postRows = await db.select().from(posts);
    for (const row of [...podcastRows, ...itemRows, ...postRows]) expect(row.authorId).toBe("Admin_1-x");
    for (const key of [...podcastRows.map((p) => p.fileKey), ...itemRows.flatMap((i) => (i.fileKey ? [i.fileKey] : []))]) {
      expect(key.startsWith("Admin_1-x/")).toBe(true);
    }
  });

  it("does nothing when any one table already has a row", async () => {
    await db.insert(contentItems).values({ title: "Existing", category: "briefing", mediaType: "text", contentText: "x" });
    const result = await seedIfEmpty({ db, storage, authorId: null });
    expect(result.seeded).toBe(false);
    expect(await rowCounts()).toEqual({ posts: 0, podcasts: 0, items: 1 });
    expect(await storedFiles(storageRoot)).toEqual([]);
  });

  it("refuses an author id that cannot be a storage key segment, storing nothing", async () => {
    await expect(seedIfEmpty({ db, storage, authorId: "../evil" })).rejects.toThrow(/Invalid storage key/);
    expect(await rowCounts()).toEqual({ posts: 0, podcasts: 0, items: 0 });
    expect(await storedFiles(storageRoot)).toEqual([]);
  });

  it("fails cleanly, leaving no rows or files, when the author does not exist", async () => {
    await expect(seedIfEmpty({ db, storage, authorId: "no-such-user" })).rejects.toThrow();
    expect(await rowCounts()).toEqual({ posts: 0, podcasts: 0, items: 0 });
    expect(await storedFiles(storageRoot)).toEqual([]);
  });

  it("removes the files it stored when a later upload fails", async () => {
    let puts = 0;
    const failing: Storage = {
      kind: "local",
      put: (key: string, body: Readable, options?: PutOptions) => {
        puts += 1;
        if (puts === 4) {
          body.destroy();
          return Promise.reject(new Error("disk full"));
        }
        return storage.put(key, body, options);
      },
      get: (key, range) => storage.get(key, range),
      delete: (key) => storage.delete(key),
      stat: (key) => storage.stat(key),
      list: () => storage.list(),
      removeAbandonedUploads: (before) => storage.removeAbandonedUploads(before),
      directDownloadUrl: (key) => storage.directDownloadUrl(key),
      directDownloadOrigin: () => storage.directDownloadOrigin(),
    };
    await expect(seedIfEmpty({ db, storage: failing, authorId: null })).rejects.toThrow("disk full");
    expect(puts).toBe(4);
    expect(await storedFiles(storageRoot)).toEqual([]);
    expect(await rowCounts()).toEqual({ posts: 0, podcasts: 0, items: 0 });
  });

  it("rolls back every row and removes every file when the database fails", async () => {
    // The inserts run, then the transaction fails before it commits.
    const failingDb = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "transaction") {
          return (fn: Parameters<Db["transaction"]>[0]) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error("connection lost");
            });
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    await expect(seedIfEmpty({ db: failingDb, storage, authorId: null })).rejects.toThrow("connection lost");
    expect(await rowCounts()).toEqual({ posts: 0, podcasts: 0, items: 0 });
    expect(await storedFiles(storageRoot)).toEqual([]);
  });

  it("backs out, leaving no files, when another seeder commits first", async () => {
    const racingDb = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "transaction") {
          return async (fn: Parameters<Db["transaction"]>[0]) => {
            await target.insert(posts).values({ title: "From the other instance", content: "Hello" });
            return target.transaction(fn);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const result = await seedIfEmpty({ db: racingDb, storage, authorId: null });
    expect(result).toEqual({ seeded: false, counts: { posts: 0, podcasts: 0, items: 0 } });
    expect(await rowCounts()).toEqual({ posts: 1, podcasts: 0, items: 0 });
    expect(await storedFiles(storageRoot)).toEqual([]);
  });
});
