import { eq } from "drizzle-orm";

import { notFound } from "../errors.js";
import type { Db } from "./client.js";
import type { contentItems, podcasts } from "./schema.js";

/** The tables whose edits upload files. */
type ContentTable = typeof contentItems | typeof podcasts;

/**
 * 404 with `message` unless `table` has a row with this id: asked before an
 * edit's upload is read, so an unknown id streams nothing to storage.
 */
export async function assertRowExists(db: Db, table: ContentTable, id: string, message: string): Promise<void> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound(message);
}
