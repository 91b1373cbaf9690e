import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";

import { query } from "../db/raw-query.js";
import { StorageNotFoundError } from "../storage/storage.js";
import { hashed } from "./files.js";
import type { Site } from "./snapshot.js";
import { BACKUP_TABLES, insertRows, rowCount, schemaVersion, type BackupTable } from "./tables.js";

interface SourceFile {
  key: string;
  /** When known (from a backup's manifest), the copy must hash to it. */
  sha256?: string;
  open(): Promise<{ body: Readable; contentType?: string | undefined }>;
}

/** What goes into an empty site: from a backup directory or from another site. */
interface SiteContent {
  schema: string[];
  files: SourceFile[];
  rows(table: BackupTable): AsyncIterable<string[]>;
  /** When known, the rows each table must end up with. */
  counts?: Partial<Record<BackupTable, number>>;
}

export interface LoadResult {
  tables: Record<BackupTable, number>;
  files: number;
  bytes: number;
  missingFiles: string[];
}

async function assertEmpty(target: Site): Promise<void> {
  for (const table of BACKUP_TABLES) {
    const [row] = await query<{ any: boolean }>(target.database.db, sql`select exists (select 1 from ${sql.identifier(table)}) as any`);
    if (row!.any) throw new Error(`The target database is not empty (table ${table} has rows); restore into an empty database.`);
  }
  for await (const { key } of target.storage.list()) {
    throw new Error(`The target storage is not empty (it holds ${key}); restore into empty storage.`);
  }
}

/**
 * Fills an empty site: files first (each checked against its hash when one is
 * known), then every row in one transaction. Any failure removes the files it
 * wrote and rolls the rows back, so the target is left as empty as it was.
 */
export async function loadSite(target: Site, content: SiteContent): Promise<LoadResult> {
  const targetSchema = await schemaVersion(target.database.db);
  if (JSON.stringify(targetSchema) !== JSON.stringify(content.schema)) {
    throw new Error(
      `The source has schema version ${content.schema.length} (migrations) and the target ${targetSchema.length}: ` +
        "restore with the same version of Lead or Be Led that made the backup, then upgrade.",
    );
  }
  await assertEmpty(target);

  const written: string[] = [];
  const missingFiles: string[] = [];
  let bytes = 0;
  try {
    for (const file of content.files) {
      let source: Awaited<ReturnType<SourceFile["open"]>>;
      try {
        source = await file.open();
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        missingFiles.push(file.key);
        continue;
      }
      const hasher = hashed(source.body);
      written.push(file.key);
      await target.storage.put(file.key, hasher, { contentType: source.contentType });
      if (file.sha256 && hasher.digest() !== file.sha256) throw new Error(`The backup's copy of ${file.key} is damaged (its SHA-256 does not match).`);
      bytes += hasher.bytes;
    }

    const tables = await target.database.db.transaction(async (tx) => {
      const counts = {} as Record<BackupTable, number>;
      for (const table of BACKUP_TABLES) {
        for await (const batch of content.rows(table)) await insertRows(tx, table, batch);
        counts[table] = await rowCount(tx, table);
        const expected = content.counts?.[table];
        if (expected !== undefined && counts[table] !== expected) {
          throw new Error(`Table ${table} ended with ${counts[table]} rows, not the ${expected} the backup lists.`);
        }
      }
      return counts;
    });
    return { tables, files: written.length, bytes, missingFiles };
  } catch (error) {
    for (const key of written) await target.storage.delete(key).catch(() => {});
    throw error;
  }
}
