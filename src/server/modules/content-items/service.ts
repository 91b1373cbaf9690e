import { and, eq, getTableColumns, sql } from "drizzle-orm";

import { ACCEPT, takesTranscript, type ContentItemFields } from "../../../shared/admin.js";
import type { Category } from "../../../shared/constants.js";
import type { ContentItem, ContentItemSummary, ContentListQuery, Page } from "../../../shared/content.js";
import { assertCanReadFile, itemSummaryView, itemView, seenOr404, seenRows } from "../../access/policy.js";
import { isAdmin, type Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, newerCursor, paginate } from "../../db/pagination.js";
import { assertRowExists } from "../../db/row-exists.js";
import { contentItems } from "../../db/schema.js";
import { hasTag, tagScope } from "../../db/tag-filter.js";
import { titleContains } from "../../db/title-filter.js";
import { badRequest, notFound } from "../../errors.js";
import { discardFiles } from "../../files/discard.js";
import type { StoredFileColumns, StoredFileRef } from "../../files/registry.js";
import type { Storage } from "../../storage/storage.js";
import { describeAllowed } from "../../uploads/detect.js";
import type { StoredTranscript } from "../../uploads/transcript.js";
import { actorOf, recordActivity, renamedFrom, type ActivityDetails } from "../activity/service.js";
import { certifyAfterPartLeaves, type CertifyAssignments } from "../assignments/assigned.js";
import { assertRecordAuthor, bylineColumns, recordByline, withByline } from "../authors/service.js";
import { coverColumns } from "../images/cover.js";
import { listWithProgress, type ListCaches } from "../progress/list-progress.js";
import { queueAfterSave, type PublishingWork } from "../publishing/after-save.js";
import { publicationColumns } from "../publishing/publication.js";
import { assertSameRevision, keepRefused, keepRevision, snapshotOf } from "../revisions/service.js";
import { inSeries } from "../series/filter.js";
import { transcriptChange } from "../transcripts/service.js";

export const CONTENT_NOT_FOUND = "Content not found.";

/** A page of one category's items as stored and as the viewer may see them (admins: drafts too), newest first (one more than the page, for its cursor). */
const itemRows = (db: Db, category: Category, page: ContentListQuery, viewer: Viewer, series?: string) =>
  paginate(
    db
      .select({
        id: contentItems.id,
        title: contentItems.title,
        description: contentItems.description,
        category: contentItems.category,
        mediaType: contentItems.mediaType,
        isMembersOnly: contentItems.isMembersOnly,
        status: contentItems.status,
        publishAt: contentItems.publishAt,
        coverUrl: contentItems.coverUrl,
        tags: contentItems.tags,
        createdAt: contentItems.createdAt,
        cursorAt: cursorColumn(contentItems),
      })
      .from(contentItems)
      .$dynamic(),
    contentItems,
    page,
    itemsSeen(viewer, category, page.q, series, page.tag),
  );
export type ItemListRow = Awaited<ReturnType<typeof itemRows>>[number];

/** The items of a category a list shows the viewer: those they may see (admins: drafts too), with `q` in the title, in `series` and with `tag` when given. */
const itemsSeen = (viewer: Viewer, category: Category, q?: string, series?: string, tag?: string) =>
  and(
    eq(contentItems.category, category),
    seenRows(viewer, contentItems.status),
    titleContains(contentItems.title, q),
    inSeries("item", contentItems.id, series),
    hasTag(contentItems.tags, tag),
  );

/** Where the page of a category's items newer than the one after `cursor` starts (null: the first page), for a "Newer" link. */
export const newerItemsCursor = (
  db: Db,
  { viewer, category, cursor, limit, series, tag }: { viewer: Viewer; category: Category; cursor: string; limit: number; series?: string; tag?: string },
) => newerCursor(db, contentItems, cursor, limit, itemsSeen(viewer, category, undefined, series, tag));

/** One category's items newest first, a page at a time, as the viewer may see them, with the member's own progress. `lists` is the route's (progress/list-caches.ts). */
export async function listContentItems(
  db: Db,
  lists: ListCaches<ItemListRow>,
  { viewer, category, page, series }: { viewer: Viewer; category: Category; page: ContentListQuery; series?: string },
): Promise<Page<ContentItemSummary>> {
  return listWithProgress(
    lists,
    // Admins' pages hold drafts and scheduled items too: kept apart from everyone else's.
    { viewer, page, scope: `${isAdmin(viewer) ? `admin:${category}` : category}${series ? `:series:${series}` : ""}${tagScope(page.tag)}` },
    () => itemRows(db, category, page, viewer, series),
    (row) => itemSummaryView(viewer, row),
  );
}

/** 404 unless the item exists, before an edit's upload is read (db/row-exists.ts). */
export const assertContentItemExists = (db: Db, id: string): Promise<void> => assertRowExists(db, contentItems, id, CONTENT_NOT_FOUND);

/** One item as the viewer may see it (a visitor gets title, description and media type of a members-only item). */
export async function getContentItem(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<ContentItem> {
  // The transcript's and the PDF's text (hundreds of KB) are for search; the viewer fetches the file itself.
  const found = await db.query.contentItems.findFirst({ where: eq(contentItems.id, id), columns: { transcriptText: false, documentText: false } });
  const row = seenOr404(viewer, found, CONTENT_NOT_FOUND);
  // The byline's author (docs/decisions/113): one more query, for a guest's item only.
  return withByline(itemView(viewer, row), await recordByline(db, row.bylineAuthorId));
}

const chooseFile = (mediaType: Exclude<ContentItemFields["mediaType"], "text">) => badRequest(`Choose ${describeAllowed(ACCEPT[mediaType])} to upload.`);
const NO_FILE = { fileKey: null, fileType: null, fileName: null, fileSize: null, durationSeconds: null } as const;

interface ItemWrite {
  fields: ContentItemFields;
  /** The newly uploaded file, already stored; removed again if the write fails. */
  file: StoredFileColumns | null;
  /** A checked transcript (audio and video only), already stored; removed again if the write fails. */
  transcript: StoredTranscript | null;
  /** The words of the uploaded PDF (uploads/pdf-text.ts); null when no PDF was sent. */
  documentText: string | null;
  viewer: Viewer;
  /** The scheduled-release and newsletter jobs (background.ts). */
  publishing: PublishingWork;
}

/**
 * What an item's row returns after a write: everything but the texts kept
 * only for search (a transcript's or a PDF's words, up to hundreds of KB),
 * which no view shows.
 */
const { transcriptText: _transcriptText, documentText: _documentText, ...ITEM_COLUMNS } = getTableColumns(contentItems);

/**
 * The document text column for a write: a new PDF brings its own words, a
 * kept PDF keeps them, any other media type has none (the row's check).
 */
function documentColumns(mediaType: ContentItemFields["mediaType"], uploaded: StoredFileColumns | null, documentText: string | null) {
  if (mediaType !== "pdf") return { documentText: null };
  return uploaded ? { documentText: documentText ?? "" } : {};
}

/** Inserts an item; stored files are removed again if the insert fails. */
export async function createContentItem(
  db: Db,
  storage: Storage,
  {
    fields: { removeTranscript: _, status, publishAt, sendEmail, baseRevision: _base, coverImageId, authorId: bylineAuthorId, ...fields },
    file,
    transcript,
    documentText,
    viewer,
    authorId,
    publishing,
  }: ItemWrite & { authorId: string },
): Promise<ContentItem> {
  try {
    if (fields.mediaType !== "text" && !file) throw chooseFile(fields.mediaType);
    // An unknown cover is the writer's 400, and the files just stored go with it.
    const cover = await coverColumns(db, coverImageId);
    return await db.transaction(async (tx) => {
      await assertRecordAuthor(tx, bylineAuthorId);
      const [row] = await tx
        .insert(contentItems)
        .values({
          ...fields,
          ...publicationColumns({ status, publishAt }, null),
          ...cover,
          ...bylineColumns(bylineAuthorId),
          revision: 1,
          authorId,
          ...(file ?? NO_FILE),
          ...transcript,
          ...documentColumns(fields.mediaType, file, documentText),
        })
        .returning(ITEM_COLUMNS);
      await queueAfterSave(publishing, tx, "item", row!, { sendEmail, by: authorId });
      await keepRevision(tx, { kind: "item", id: row!.id, revision: 1, snapshot: snapshotOf(row!), savedBy: authorId });
      await recordActivity(tx, {
        actor: actorOf(viewer),
        action: "content.create",
        target: { kind: "item", id: row!.id, title: row!.title },
        details: { mediaType: row!.mediaType, fileName: row!.fileName, transcript: row!.transcriptFileName },
      });
      return itemView(viewer, row!);
    });
  } catch (error) {
    await discardFiles(storage, file?.fileKey, transcript?.transcriptFileKey);
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
  {
    id,
    fields: { removeTranscript, status, publishAt, sendEmail, baseRevision, coverImageId, authorId: bylineAuthorId, ...fields },
    file,
    transcript,
    documentText,
    viewer,
    publishing,
  }: ItemWrite & { id: string },
): Promise<ContentItem> {
  try {
    const cover = await coverColumns(db, coverImageId);
    const { old, row, obsoleteTranscript } = await db.transaction(async (tx) => {
      const [old] = await tx.select(ITEM_COLUMNS).from(contentItems).where(eq(contentItems.id, id)).for("update");
      if (!old) throw notFound(CONTENT_NOT_FOUND);
      assertSameRevision("item", old.revision, baseRevision);
      await assertRecordAuthor(tx, bylineAuthorId);
      let fileColumns: StoredFileColumns | typeof NO_FILE = NO_FILE;
      if (fields.mediaType !== "text") {
        const keepOld = !file && old.mediaType === fields.mediaType && old.fileKey;
        if (!file && !keepOld) throw chooseFile(fields.mediaType);
        fileColumns = file ?? {
          fileKey: old.fileKey!,
          fileType: old.fileType!,
          fileName: old.fileName,
          fileSize: old.fileSize!,
          durationSeconds: old.durationSeconds,
        };
      }
      // A transcript stays with audio and video only; other media drop it.
      const change = transcriptChange(old.transcriptFileKey, { upload: transcript, remove: removeTranscript, allowed: takesTranscript(fields.mediaType) });
      const updated = await tx
        .update(contentItems)
        .set({
          ...fields,
          ...publicationColumns({ status, publishAt }, old),
          ...cover,
          ...bylineColumns(bylineAuthorId),
          revision: sql`${contentItems.revision} + 1`,
          ...fileColumns,
          ...change.columns,
          ...documentColumns(fields.mediaType, file, documentText),
          updatedAt: new Date(),
        })
        .where(eq(contentItems.id, id))
        .returning(ITEM_COLUMNS);
      // The row is locked FOR UPDATE above, so it is still there.
      const row = updated[0]!;
      const actor = actorOf(viewer);
      await queueAfterSave(publishing, tx, "item", row, { sendEmail, by: actor.id }, old.status);
      await keepRevision(tx, { kind: "item", id, revision: row.revision, snapshot: snapshotOf(row), savedBy: actor.id });
      const target = { kind: "item", id, title: row.title } as const;
      const details: ActivityDetails = { ...renamedFrom(old.title, row.title) };
      if (change.logged !== undefined) details.transcript = change.logged;
      await recordActivity(tx, { actor, action: "content.update", target, details });
      if (old.fileKey && row.fileKey && old.fileKey !== row.fileKey) {
        await recordActivity(tx, { actor, action: "file.replace", target, details: { previousFileName: old.fileName, fileName: row.fileName } });
      }
      return { old, row, obsoleteTranscript: change.obsoleteKey };
    });
    await discardFiles(storage, old.fileKey !== row.fileKey ? old.fileKey : null, obsoleteTranscript);
    return itemView(viewer, row);
  } catch (error) {
    await discardFiles(storage, file?.fileKey, transcript?.transcriptFileKey);
    await keepRefused(db, error, { id, snapshot: snapshotOf({ ...fields, ...publicationColumns({ status, publishAt }, null) }), savedBy: actorOf(viewer).id });
    throw error;
  }
}

/** Deletes the row, then its file (a failure there is repaired by the daily storage sweep). */
export async function deleteContentItem(
  db: Db,
  storage: Storage,
  { id, viewer, certify }: { id: string; viewer: Viewer; certify: CertifyAssignments },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    // Asked before the delete takes the record out of its series (docs/decisions/112).
    await certifyAfterPartLeaves(tx, certify, { part: { kind: "item", id } });
    const [row] = await tx
      .delete(contentItems)
      .where(eq(contentItems.id, id))
      .returning({ key: contentItems.fileKey, transcriptKey: contentItems.transcriptFileKey, title: contentItems.title });
    if (!row) throw notFound(CONTENT_NOT_FOUND);
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.delete", target: { kind: "item", id, title: row.title } });
    return row;
  });
  await discardFiles(storage, removed.key, removed.transcriptKey);
}

/** The stored file of an item, when the viewer may read it (401 for a visitor and a members-only item). */
export async function contentItemFile(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<StoredFileRef> {
  const row = await db.query.contentItems.findFirst({
    where: eq(contentItems.id, id),
    columns: { title: true, fileKey: true, fileType: true, isMembersOnly: true, status: true },
  });
  const { fileKey, fileType, title, isMembersOnly, status } = seenOr404(viewer, row, CONTENT_NOT_FOUND);
  if (!fileKey) throw notFound(CONTENT_NOT_FOUND);
  return assertCanReadFile(viewer, { key: fileKey, contentType: fileType ?? "application/octet-stream", title, isMembersOnly, status });
}
