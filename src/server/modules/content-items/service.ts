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
import { cursorColumn, isUuid, paginate, toPage } from "../../db/pagination.js";
import { contentItems } from "../../db/schema.js";
import { ACCEPT, type ContentItemFields } from "../../../shared/admin.js";
import { badRequest, notFound } from "../../errors.js";
import type { StoredFileRef } from "../../http/media.js";
import type { Storage } from "../../storage/storage.js";
import { describeAllowed } from "../../uploads/detect.js";
import type { StoredUpload } from "../../uploads/multipart.js";

/** Signed-in members' list of one category's items, newest first. */
export async function listContentItems(db: Db, category: Category, query: PageQuery): Promise<Page<ContentItemSummary>> {
  const select = db
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
    .$dynamic();
  const rows = await paginate(select, contentItems, query, eq(contentItems.category, category));
  return toPage(rows, query.limit, ({ cursorAt: _c, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}

type ItemRow = typeof contentItems.$inferSelect;
export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
}

/** One item; a visitor gets the title, description and media type of a members-only item, nothing more. */
export async function getContentItem(db: Db, id: string, viewer: Viewer): Promise<ContentItem> {
  if (!isUuid(id)) throw notFound("Content not found.");
  const row = await db.query.contentItems.findFirst({ where: eq(contentItems.id, id) });
  if (!row) throw notFound("Content not found.");
  return toItem(row, viewer);
}

function toItem(row: ItemRow, viewer: Viewer): ContentItem {
  const base = {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    mediaType: row.mediaType,
    isMembersOnly: row.isMembersOnly,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.isMembersOnly && !viewer.signedIn) return { ...base, locked: true };
  return {
    ...base,
    locked: false,
    contentText: row.contentText,
    fileUrl: row.filePath ? apiPaths.contentItemFile(row.id) : null,
    fileType: row.fileType,
    ...(viewer.isAdmin ? { filePath: row.filePath } : {}),
  };
}

const ADMIN: Viewer = { signedIn: true, isAdmin: true };

/** Inserts an item; a stored file is removed again if the insert fails. */
export async function createContentItem(db: Db, storage: Storage, fields: ContentItemFields, file: StoredUpload | null, authorId: string): Promise<ContentItem> {
  if (fields.mediaType !== "text" && !file) throw badRequest(`Choose ${describeAllowed(ACCEPT[fields.mediaType])} to upload.`);
  try {
    const [row] = await db
      .insert(contentItems)
      .values({ ...fields, authorId, filePath: file?.key ?? null, fileType: file?.mime ?? null })
      .returning();
    return toItem(row!, ADMIN);
  } catch (error) {
    if (file) await storage.delete(file.key).catch(() => {});
    throw error;
  }
}

/**
 * Updates an item. A new file replaces the old one, which is deleted once the
 * row points at the new one; switching to text drops the file, switching to a
 * file type drops the text, so nothing stale is left behind.
 */
export async function updateContentItem(
  db: Db,
  storage: Storage,
  id: string,
  fields: ContentItemFields,
  file: StoredUpload | null,
): Promise<ContentItem> {
  try {
    const old = await db.query.contentItems.findFirst({ where: eq(contentItems.id, id) });
    if (!old) throw notFound("Content not found.");
    let filePath: string | null = null;
    let fileType: string | null = null;
    if (fields.mediaType !== "text") {
      const keepOld = !file && old.mediaType === fields.mediaType && old.filePath;
      if (!file && !keepOld) throw badRequest(`Choose ${describeAllowed(ACCEPT[fields.mediaType])} to upload.`);
      filePath = file?.key ?? old.filePath;
      fileType = file?.mime ?? old.fileType;
    }
    const [row] = await db
      .update(contentItems)
      .set({ ...fields, filePath, fileType, updatedAt: new Date() })
      .where(eq(contentItems.id, id))
      .returning();
    if (!row) throw notFound("Content not found.");
    if (old.filePath && old.filePath !== row.filePath) await storage.delete(old.filePath).catch(() => {});
    return toItem(row, ADMIN);
  } catch (error) {
    if (file) await storage.delete(file.key).catch(() => {});
    throw error;
  }
}

/** Deletes the row, then its file (a failure there is repaired by the start-up sweep). */
export async function deleteContentItem(db: Db, storage: Storage, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound("Content not found.");
  const [row] = await db.delete(contentItems).where(eq(contentItems.id, id)).returning({ key: contentItems.filePath });
  if (!row) throw notFound("Content not found.");
  if (row.key) await storage.delete(row.key).catch(() => {});
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
