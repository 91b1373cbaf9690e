import type { BaseLogger } from "pino";

import type { Database } from "../db/client.js";
import { StorageNotFoundError, type Storage } from "../storage/storage.js";
import { measureStored } from "./media-facts.js";
import { backfillFileFacts, referencedFileKeys } from "./registry.js";

/**
 * Any fixed 64-bit number: one sweep at a time. The jobs module runs each
 * occurrence once, but two occurrences can overlap (a dead one retried from
 * /admin/jobs while the next day's runs).
 */
const SWEEP_LOCK_KEY = 740_921_338;
/** Files younger than this may belong to an upload whose row is still being written. */
const GRACE_MS = 60 * 60 * 1000;

interface SweepResult {
  removed: string[];
  missing: string[];
}

/**
 * Repairs what a crash between a file write and its row write can leave (a
 * daily job, background.ts):
 * deletes stored files that no row references (once they are an hour old)
 * and reports rows whose file is missing. Also fills in the size and playing
 * time of files stored before those were recorded.
 */
export async function sweepStorage(
  database: Database,
  storage: Storage,
  log: Pick<BaseLogger, "info" | "warn" | "error">,
  now = new Date(),
): Promise<SweepResult> {
  return database.withAdvisoryLock(SWEEP_LOCK_KEY, async () => {
    const before = new Date(now.getTime() - GRACE_MS);
    const referenced = new Set(await referencedFileKeys(database.db));

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
    const sized = await backfillFileFacts(database.db, {
      size: async (key) => (await storage.stat(key))?.size ?? null,
      duration: (key, mimeType) =>
        storage.get(key).then(
          ({ body }) => measureStored(body, mimeType),
          (error: unknown) => {
            if (error instanceof StorageNotFoundError) return null;
            throw error;
          },
        ),
    });
    if (removed.length) log.warn({ removed }, "sweep: removed files no row referenced");
    if (missing.length) log.error({ missing }, "sweep: rows whose file is missing from storage");
    if (sized) log.info({ rows: sized }, "sweep: recorded the size and playing time of earlier uploads");
    return { removed, missing };
  });
}
