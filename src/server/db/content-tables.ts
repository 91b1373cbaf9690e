import { sql } from "drizzle-orm";

import type { Db } from "./client.js";
import { contentItems, podcasts, posts } from "./schema.js";

/** The three kinds of content and their tables: what progress, releases, previews and revisions name a record by. */
export const CONTENT_TABLES = { post: posts, episode: podcasts, item: contentItems } as const;
export type ContentKind = keyof typeof CONTENT_TABLES;

/** The columns a release writes: published now, dated now (docs/decisions/083). */
export const PUBLISHED_NOW = { status: "published", publishAt: null, createdAt: sql`now()`, updatedAt: sql`now()` } as const;

/**
 * Deletes the rows of `table` (a table with `content_kind` and `content_id`)
 * whose record is gone: kept beside a record, not tied to it by a foreign
 * key (one column names any of three tables).
 */
export async function deleteOrphansOf(db: Db, table: "preview_links" | "content_revisions"): Promise<void> {
  for (const [kind, content] of Object.entries(CONTENT_TABLES)) {
    await db.execute(
      sql`delete from ${sql.identifier(table)} r where r.content_kind = ${kind} and not exists (select 1 from ${content} t where t.id = r.content_id)`,
    );
  }
}
