import { eq } from "drizzle-orm";
import {
  apiPaths,
  type ContentItem,
  type ContentItemSummary,
  type Page,
  type PageQuery,
} from "../../../shared/content.js";
import type { Category } from "../../../shared/constants.js";
import type { Db } from "../../db/client.js";
import { afterCursor, cursorColumn, isUuid, newestFirst, toPage } from "../../db/pagination.js";
import { contentItems } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { StoredFileRef } from "../../http/media.js";

/** Signed-in members' list of one category's items, newest first. */
export async function listContentItems(db: Db, category: Category, query: PageQuery): Promise<Page<ContentItemSummary>> {
  const rows = await db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      description: contentItems.description,
      category: contentItems.category,
      mediaType: contentItems.mediaType,
      isMembersOnly: contentItems.isMembersOnly,
      createdAt: contentItems.createdAt,
      cursorAt: cursorColumn(contentItems),
    })
    .from(contentItems)
    .where(afterCursor(contentItems, query.cursor, eq(contentItems.category, category)))
    .orderBy(...newestFirst(contentItems))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, ({ cursorAt: _c, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}

/** One item; a visitor gets the title, description and media type of a members-only item, nothing more. */
export async function getContentItem(db: Db, id: string, signedIn: boolean): Promise<ContentItem> {
  if (!isUuid(id)) throw notFound("Content not found.");
  const row = await db.query.contentItems.findFirst({ where: eq(contentItems.id, id) });
  if (!row) throw notFound("Content not found.");
  const base = {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    mediaType: row.mediaType,
    isMembersOnly: row.isMembersOnly,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.isMembersOnly && !signedIn) return { ...base, locked: true };
  return {
    ...base,
    locked: false,
    contentText: row.contentText,
    fileUrl: row.filePath ? apiPaths.contentItemFile(row.id) : null,
    fileType: row.fileType,
  };
}

/** The stored file of an item and whether it needs a session. */
export async function contentItemFile(db: Db, id: string): Promise<StoredFileRef> {
  if (!isUuid(id)) throw notFound("Content not found.");
  const row = await db.query.contentItems.findFirst({
    where: eq(contentItems.id, id),
    columns: { title: true, filePath: true, fileType: true, isMembersOnly: true },
  });
  if (!row?.filePath) throw notFound("Content not found.");
  return { key: row.filePath, contentType: row.fileType ?? "application/octet-stream", title: row.title, isMembersOnly: row.isMembersOnly };
}
