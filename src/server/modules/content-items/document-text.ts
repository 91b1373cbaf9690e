import { and, eq, isNull } from "drizzle-orm";
import type { BaseLogger } from "pino";

import type { Database } from "../../db/client.js";
import { contentItems } from "../../db/schema.js";
import { StorageNotFoundError, type Storage } from "../../storage/storage.js";
import { collectPdf, documentTextOf, failureLog, PDF_TEXT_MAX_FILE_BYTES, type PdfTextResult } from "../../uploads/pdf-text.js";

/** Any fixed 64-bit number: one instance reads the earlier PDFs at a time. */
export const BACKFILL_LOCK_KEY = 530_153_201;

/**
 * Reads the words of PDF items stored before their text was kept
 * (document_text null; "" marks one read without words): a daily job
 * (background.ts; also at a start that finds the last one missed), which
 * finds nothing after the first run; a run
 * that finds the lock taken (an overlapping occurrence, say a retried one) skips it
 * rather than waiting to find nothing left (docs/decisions/053). Returns the
 * rows read, or null when skipped. A row whose file was replaced meanwhile is
 * left to the upload that replaced it.
 */
export async function backfillDocumentText(database: Database, storage: Storage, log: Pick<BaseLogger, "info" | "warn">): Promise<number | null> {
  const run = await database.tryAdvisoryLock(BACKFILL_LOCK_KEY, () => readPending(database.db, storage, log));
  if (!run.held) {
    log.info("another run is is reading the text of earlier PDF uploads");
    return null;
  }
  if (run.value) log.info({ rows: run.value }, "read the text of earlier PDF uploads for search");
  return run.value;
}

async function readPending(db: Database["db"], storage: Storage, log: Pick<BaseLogger, "warn">): Promise<number> {
  // Only the rows still to read: after the first start this finds none. The
  // table is a site's library (hundreds of rows), read once per start, so it
  // needs no index of its own.
  const pending = await db
    .select({ id: contentItems.id, fileKey: contentItems.fileKey, fileSize: contentItems.fileSize })
    .from(contentItems)
    .where(and(eq(contentItems.mediaType, "pdf"), isNull(contentItems.documentText)));
  let read = 0;
  for (const { id, fileKey, fileSize } of pending) {
    if (!fileKey) continue;
    let result: PdfTextResult;
    try {
      result = await readStored(storage, fileKey, fileSize);
    } catch (error) {
      // A missing file is reported by the storage sweep; anything else fails the job, which is tried again.
      if (error instanceof StorageNotFoundError) continue;
      throw error;
    }
    const failure = failureLog(result);
    if (failure) log.warn({ itemId: id, fileKey, ...failure }, "no text read from a stored PDF; it is searchable by title and description only");
    await db
      .update(contentItems)
      .set({ documentText: documentTextOf(result) })
      .where(and(eq(contentItems.id, id), eq(contentItems.fileKey, fileKey), isNull(contentItems.documentText)));
    read++;
  }
  return read;
}

/**
 * A stored PDF's text. One over the reading limit, by its recorded size (or
 * storage's, for a row stored before sizes were), is not downloaded at all:
 * its bytes would only be thrown away.
 */
async function readStored(storage: Storage, fileKey: string, fileSize: number | null): Promise<PdfTextResult> {
  const size = fileSize ?? (await storage.stat(fileKey))?.size;
  if (size === undefined) throw new StorageNotFoundError(fileKey);
  if (size > PDF_TEXT_MAX_FILE_BYTES) return { failure: "too-large" };
  const collector = collectPdf((await storage.get(fileKey)).body);
  collector.resume();
  await new Promise<void>((resolve, reject) => collector.on("end", resolve).on("error", reject));
  return collector.text();
}
