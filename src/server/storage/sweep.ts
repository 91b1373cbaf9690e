import type { FastifyBaseLogger } from "fastify";
import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { contentItems, podcasts } from "../db/schema.js";
import type { Storage } from "./storage.js";

/** Any fixed 64-bit number: one instance sweeps at a time. */
const SWEEP_LOCK_KEY = 740_921_338;
/** Files younger than this may belong to an upload whose row is still being written. */
const GRACE_MS = 60 * 60 * 1000;

export interface SweepResult {
  removed: string[];
  missing: string[];
}

/**
 * Repairs what a crash between a file write and its row write can leave:
 * deletes stored files that no row references (once they are an hour old)
 * and reports rows whose file is missing.
 */
export async function sweepStorage(database: Database, storage: Storage, log: FastifyBaseLogger, now = new Date()): Promise<SweepResult> {
  return database.withAdvisoryLock(SWEEP_LOCK_KEY, async () => {
    const before = new Date(now.getTime() - GRACE_MS);
    const { db } = database;
    const [audio, files] = await Promise.all([
      db.select({ key: podcasts.fileUrl }).from(podcasts),
      db.select({ key: contentItems.filePath }).from(contentItems).where(isNotNull(contentItems.filePath)),
    ]);
    const referenced = new Set([...audio, ...files].map((r) => r.key as string));

    const removed: string[] = [];
    const present = new Set<string>();
    for await (const { key, lastModified } of storage.list()) {
      present.add(key);
      if (referenced.has(key) || lastModified > before) continue;
      await storage.delete(key);
      removed.push(key);
    }
    await storage.removeAbandonedUploads(before);
    const missing = [...referenced].filter((key) => !present.has(key));
    if (removed.length) log.warn({ removed }, "sweep: removed files no row referenced");
    if (missing.length) log.error({ missing }, "sweep: rows whose file is missing from storage");
    return { removed, missing };
  });
}
