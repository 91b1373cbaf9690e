import type { FastifyBaseLogger } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { contentItems } from "../../db/schema.js";
import { StorageNotFoundError, type Storage } from "../../storage/storage.js";
import { collectPdf, documentTextOf, failureLog } from "../../uploads/pdf-text.js";

/** Any fixed 64-bit number: one instance reads the earlier PDFs at a time. */
const BACKFILL_LOCK_KEY = 530_153_201;

/**
 * Reads the words of PDF items stored before their text was kept
 * (document_text null; "" marks one read without words), once: run at
 * start-up, one instance at a time (docs/decisions/053). A row whose file
 * was replaced meanwhile is left to the upload that replaced it.
 */
export async function backfillDocumentText(database: Database, storage: Storage, log: Pick<FastifyBaseLogger, "info" | "warn">): Promise<number> {
  const read = await database.withAdvisoryLock(BACKFILL_LOCK_KEY, () => readPending(database.db, storage, log));
  if (read) log.info({ rows: read }, "start-up: read the text of earlier PDF uploads for search");
  return read;
}

async function readPending(db: Database["db"], storage: Storage, log: Pick<FastifyBaseLogger, "warn">): Promise<number> {
  const pending = await db
    .select({ id: contentItems.id, fileKey: contentItems.fileKey })
    .from(contentItems)
    .where(and(eq(contentItems.mediaType, "pdf"), isNull(contentItems.documentText)));
  let read = 0;
  for (const { id, fileKey } of pending) {
    if (!fileKey) continue;
    let text: string;
    try {
      const collector = collectPdf((await storage.get(fileKey)).body);
      collector.resume();
      await new Promise<void>((resolve, reject) => collector.on("end", resolve).on("error", reject));
      const result = await collector.text();
      const failure = failureLog(result);
      if (failure) log.warn({ itemId: id, fileKey, ...failure }, "start-up: no text read from a stored PDF; it is searchable by title and description only");
      text = documentTextOf(result);
    } catch (error) {
      // A missing file is reported by the storage sweep; anything else is tried again at the next start.
      if (error instanceof StorageNotFoundError) continue;
      throw error;
    }
    await db
      .update(contentItems)
      .set({ documentText: text })
      .where(and(eq(contentItems.id, id), eq(contentItems.fileKey, fileKey), isNull(contentItems.documentText)));
    read++;
  }
  return read;
}
