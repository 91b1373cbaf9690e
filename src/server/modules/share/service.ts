import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUuid } from "../../db/pagination.js";
import { contentItems, posts } from "../../db/schema.js";
import { DESCRIPTION_LENGTH } from "../../../shared/constants.js";
import type { PageMeta } from "../../http/html-meta.js";

/** Preview data for a shared post link; null for an unknown id. */
export async function postPageMeta(db: Db, id: string): Promise<PageMeta | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.posts.findFirst({ where: eq(posts.id, id), columns: { title: true, excerpt: true, isMembersOnly: true } });
  if (!row) return null;
  return { title: row.title, description: row.isMembersOnly ? undefined : row.excerpt };
}

/** Preview data for a shared item link; null for an unknown id. */
export async function itemPageMeta(db: Db, id: string): Promise<PageMeta | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.contentItems.findFirst({
    where: eq(contentItems.id, id),
    columns: { title: true, description: true, isMembersOnly: true },
  });
  if (!row) return null;
  const description = row.description ? row.description.slice(0, DESCRIPTION_LENGTH) : undefined;
  return { title: row.title, description: row.isMembersOnly ? undefined : description };
}
