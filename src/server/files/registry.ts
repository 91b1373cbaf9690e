import { sql } from "drizzle-orm";
import { contentItems, podcasts } from "../db/schema.js";
import { query, type Executor } from "../db/raw-query.js";

// The one place that knows which table columns point at stored files. The
// start-up sweep, backups and move-from all derive "which keys are in use"
// from this list, so a new table that stores files is added here once.

export const FILE_REFERENCES = [
  { what: "podcast audio", table: podcasts, key: podcasts.fileKey, size: podcasts.fileSize },
  { what: "content item file", table: contentItems, key: contentItems.fileKey, size: contentItems.fileSize },
] as const;

/** Every storage key a row references, each once, in key order. */
export async function referencedFileKeys(db: Executor): Promise<string[]> {
  const selects = FILE_REFERENCES.map(({ table, key }) => sql`select ${key} as key from ${table} where ${key} is not null`);
  const rows = await query<{ key: string }>(db, sql`${sql.join(selects, sql` union `)} order by 1`);
  return rows.map((r) => r.key);
}

/**
 * Rows stored before sizes were kept get theirs from storage, once (the
 * start-up sweep calls this). Returns how many rows were filled in.
 */
export async function backfillFileSizes(db: Executor, sizeOf: (key: string) => Promise<number | null>): Promise<number> {
  let filled = 0;
  for (const { table, key, size } of FILE_REFERENCES) {
    const rows = await query<{ key: string }>(db, sql`select ${key} as key from ${table} where ${key} is not null and ${size} is null`);
    for (const row of rows) {
      const bytes = await sizeOf(row.key);
      if (bytes === null) continue;
      await db.execute(sql`update ${table} set ${sql.identifier(size.name)} = ${bytes} where ${key} = ${row.key}`);
      filled++;
    }
  }
  return filled;
}

/** A file as the database knows it: where it is stored, its type, and the row's title and gate. */
export interface StoredFileRef {
  key: string;
  contentType: string;
  title: string;
  isMembersOnly: boolean;
}

/** The file columns a row stores for an upload (files/keys.ts makes the key). */
export interface StoredFileColumns {
  fileKey: string;
  fileType: string;
  fileName: string | null;
  fileSize: number;
}
