import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems, podcasts } from "../db/schema.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { insertItem, insertPodcast } from "../test/content-fixtures.js";
import { sweepStorage } from "./sweep.js";

describe("the storage sweep", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("removes old unreferenced files, keeps referenced and fresh ones, and reports missing files", async () => {
    const kept = await insertPodcast(t.database.db, t.storage);
    const item = await insertItem(t.database.db, t.storage, { mediaType: "pdf" });
    await t.storage.put("u1/orphan-old.mp3", Readable.from([Buffer.from("old")]));
    await t.storage.put("u1/orphan-fresh.mp3", Readable.from([Buffer.from("new")]));
    const root = path.join(t.dataDir, "files");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(root, "u1", "orphan-old.mp3"), twoHoursAgo, twoHoursAgo);
    fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
    fs.writeFileSync(path.join(root, ".tmp", "dead-upload"), "partial");
    fs.utimesSync(path.join(root, ".tmp", "dead-upload"), twoHoursAgo, twoHoursAgo);
    await t.database.db.insert(podcasts).values({ title: "Lost", fileKey: "u1/gone.mp3", fileType: "audio/mpeg" });

    // A row stored before sizes were kept.
    await t.database.db.update(contentItems).set({ fileSize: null }).where(eq(contentItems.id, item.id));

    const silent = { warn: () => {}, error: () => {}, info: () => {} } as never;
    const result = await sweepStorage(t.database, t.storage, silent);
    expect(result.removed).toEqual(["u1/orphan-old.mp3"]);
    expect(result.missing).toEqual(["u1/gone.mp3"]);
    expect(await t.storage.stat(kept.fileKey)).not.toBeNull();
    expect(await t.storage.stat(item.fileKey!)).not.toBeNull();
    expect(await t.storage.stat("u1/orphan-fresh.mp3")).not.toBeNull();
    expect(fs.existsSync(path.join(root, ".tmp", "dead-upload"))).toBe(false);
    // The old row's size is read from storage; the row whose file is gone stays unknown.
    const sized = await t.database.db.query.contentItems.findFirst({ where: eq(contentItems.id, item.id) });
    expect(sized?.fileSize).toBe((await t.storage.stat(item.fileKey!))!.size);
    expect((await t.database.db.query.podcasts.findFirst({ where: eq(podcasts.fileKey, "u1/gone.mp3") }))?.fileSize).toBeNull();
    // Media stored before durations were kept is measured once; these test bytes state none (0), a PDF has none (null).
    expect((await t.database.db.query.podcasts.findFirst({ where: eq(podcasts.id, kept.id) }))?.durationSeconds).toBe(0);
    expect(sized?.durationSeconds).toBeNull();
  });
});
