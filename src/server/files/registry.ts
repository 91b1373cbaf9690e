import { sql } from "drizzle-orm";

import type { ContentStatus } from "../../shared/publishing.js";
import { query, type Executor } from "../db/raw-query.js";
import { contentItems, feedSettings, images, podcasts } from "../db/schema.js";

// The one place that knows which table columns point at stored files. The
// storage sweep, backups and move-from all derive "which keys are in use"
// from this list, so a new table that stores files is added here once.

export const FILE_REFERENCES = [
  { what: "podcast audio", table: podcasts, key: podcasts.fileKey, type: podcasts.fileType, size: podcasts.fileSize, duration: podcasts.durationSeconds },
  {
    what: "content item file",
    table: contentItems,
    key: contentItems.fileKey,
    type: contentItems.fileType,
    size: contentItems.fileSize,
    duration: contentItems.durationSeconds,
  },
  // Transcripts (WebVTT): their size is known at upload, and they have no playing time.
  { what: "podcast transcript", table: podcasts, key: podcasts.transcriptFileKey, size: podcasts.transcriptFileSize },
  { what: "content item transcript", table: contentItems, key: contentItems.transcriptFileKey, size: contentItems.transcriptFileSize },
  // The podcast channel's artwork (docs/decisions/054): an image, sized at upload.
  { what: "feed artwork", table: feedSettings, key: feedSettings.artworkFileKey, type: feedSettings.artworkFileType, size: feedSettings.artworkFileSize },
] as const;

/** The registered media files, whose size and playing time old rows may lack. */
const MEDIA_FILES = FILE_REFERENCES.filter((ref) => "duration" in ref);

/** Images are kept as several files, named in one array column (modules/images). */
const IMAGE_FILES = sql`select unnest(${images.keys}) as key from ${images}`;

/** Every storage key a row references, each once, in key order. */
export async function referencedFileKeys(db: Executor): Promise<string[]> {
  const selects = [...FILE_REFERENCES.map(({ table, key }) => sql`select ${key} as key from ${table} where ${key} is not null`), IMAGE_FILES];
  const rows = await query<{ key: string }>(db, sql`${sql.join(selects, sql` union `)} order by 1`);
  return rows.map((r) => r.key);
}

interface StoredFacts {
  size(key: string): Promise<number | null>;
  /** Seconds (0: none stated), or null when the file is missing. */
  duration(key: string, mimeType: string): Promise<number | null>;
}

const isMediaType = (column: (typeof MEDIA_FILES)[number]["type"]) => sql`(${column} like 'audio/%' or ${column} like 'video/%')`;

/**
 * Rows stored before sizes and durations were kept get them from the stored
 * file, once (the storage sweep calls this). Returns how many rows changed.
 */
export async function backfillFileFacts(db: Executor, facts: StoredFacts): Promise<number> {
  let filled = 0;
  for (const { table, key, type, size, duration } of MEDIA_FILES) {
    const rows = await query<{ key: string; type: string; size: number | null; media: boolean; duration: number | null }>(
      db,
      sql`select ${key} as key, ${type} as type, ${size} as size, ${isMediaType(type)} as media, ${duration} as duration from ${table}
          where ${key} is not null and (${size} is null or (${duration} is null and ${isMediaType(type)}))`,
    );
    for (const row of rows) {
      const bytes = row.size ?? (await facts.size(row.key));
      const seconds = row.media && row.duration === null ? await facts.duration(row.key, row.type) : row.duration;
      if (bytes === null) continue;
      await db.execute(
        sql`update ${table} set ${sql.identifier(size.name)} = ${bytes}, ${sql.identifier(duration.name)} = ${seconds} where ${key} = ${row.key}`,
      );
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
  /** The record's publication: a draft's files are for admins only. */
  status: ContentStatus;
}

/** The file columns a row stores for an upload (files/keys.ts makes the key). */
export interface StoredFileColumns {
  fileKey: string;
  fileType: string;
  fileName: string | null;
  fileSize: number;
  /** Audio and video: playing time measured from the file at upload (null when it cannot be read). */
  durationSeconds: number | null;
}
