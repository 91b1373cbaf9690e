import { and, eq, sql } from "drizzle-orm";

import { MISSING_PODCAST_FIELDS, type PodcastFields } from "../../../shared/admin.js";
import type { ContentListQuery, Episode, Page, Podcast } from "../../../shared/content.js";
import { assertCanReadFile, episodeView, podcastView, seenOr404, seenRows } from "../../access/policy.js";
import { isAdmin, type Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, newerCursor, paginate } from "../../db/pagination.js";
import { assertRowExists } from "../../db/row-exists.js";
import { podcasts } from "../../db/schema.js";
import { hasTag, tagScope } from "../../db/tag-filter.js";
import { titleContains } from "../../db/title-filter.js";
import { badRequest, notFound } from "../../errors.js";
import { discardFiles } from "../../files/discard.js";
import type { StoredFileColumns, StoredFileRef } from "../../files/registry.js";
import type { Storage } from "../../storage/storage.js";
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

export const EPISODE_NOT_FOUND = "Episode not found.";

/** A page of episodes as stored and as the viewer may see them (admins: drafts too), newest first (one more than the page, for its cursor). */
const podcastRows = (db: Db, page: ContentListQuery, viewer: Viewer, series?: string) =>
  paginate(
    db
      .select({
        id: podcasts.id,
        title: podcasts.title,
        description: podcasts.description,
        isMembersOnly: podcasts.isMembersOnly,
        fileType: podcasts.fileType,
        fileKey: podcasts.fileKey,
        fileName: podcasts.fileName,
        fileSize: podcasts.fileSize,
        transcriptFileKey: podcasts.transcriptFileKey,
        transcriptFileName: podcasts.transcriptFileName,
        transcriptFileSize: podcasts.transcriptFileSize,
        status: podcasts.status,
        publishAt: podcasts.publishAt,
        coverUrl: podcasts.coverUrl,
        tags: podcasts.tags,
        revision: podcasts.revision,
        createdAt: podcasts.createdAt,
        cursorAt: cursorColumn(podcasts),
      })
      .from(podcasts)
      .$dynamic(),
    podcasts,
    page,
    episodesSeen(viewer, page.q, series, page.tag),
  );
export type PodcastListRow = Awaited<ReturnType<typeof podcastRows>>[number];

/** The episodes a list shows the viewer: those they may see (admins: drafts too), with `q` in the title, in `series` and with `tag` when given. */
const episodesSeen = (viewer: Viewer, q?: string, series?: string, tag?: string) =>
  and(seenRows(viewer, podcasts.status), titleContains(podcasts.title, q), inSeries("episode", podcasts.id, series), hasTag(podcasts.tags, tag));

/** Where the page of episodes newer than the one after `cursor` starts (null: the first page), for a "Newer" link. */
export const newerEpisodesCursor = (
  db: Db,
  { viewer, cursor, limit, series, tag }: { viewer: Viewer; cursor: string; limit: number; series?: string; tag?: string },
) => newerCursor(db, podcasts, cursor, limit, episodesSeen(viewer, undefined, series, tag));

/** Episodes newest first, a page at a time, as the viewer may see them, with the member's own progress. `lists` is the route's (progress/list-caches.ts). */
export async function listPodcasts(
  db: Db,
  lists: ListCaches<PodcastListRow>,
  { viewer, page }: { viewer: Viewer; page: ContentListQuery },
): Promise<Page<Podcast>> {
  return listWithProgress(
    lists,
    // Admins' pages hold drafts and scheduled episodes too: kept apart from everyone else's.
    { viewer, page, scope: `${isAdmin(viewer) ? "admin" : ""}${tagScope(page.tag)}` },
    () => podcastRows(db, page, viewer),
    (row) => podcastView(viewer, row),
  );
}

/**
 * Episodes as their own pages show them (`episodeView`: a visitor gets a
 * members-only episode by its title only, where `podcastView`, the members'
 * list view, does not lock), for the public library: the same rows and kept
 * pages as listPodcasts.
 */
export async function listEpisodes(
  db: Db,
  lists: ListCaches<PodcastListRow>,
  { viewer, page, series }: { viewer: Viewer; page: ContentListQuery; series?: string },
) {
  return listWithProgress(
    lists,
    { viewer, page, scope: `${isAdmin(viewer) ? "admin" : ""}${series ? `:series:${series}` : ""}${tagScope(page.tag)}` },
    () => podcastRows(db, page, viewer, series),
    (row) => episodeView(viewer, row),
  );
}

/** 404 unless the episode exists, before an edit's upload is read (db/row-exists.ts). */
export const assertEpisodeExists = (db: Db, id: string): Promise<void> => assertRowExists(db, podcasts, id, EPISODE_NOT_FOUND);

/** One episode for its page, as the viewer may see it (a visitor and a members-only episode: title only). */
export async function getEpisode(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<Episode> {
  // The transcript's text (up to 256 KB) is for search; the page fetches the file itself.
  const row = seenOr404(viewer, await db.query.podcasts.findFirst({ where: eq(podcasts.id, id), columns: { transcriptText: false } }), EPISODE_NOT_FOUND);
  // The byline's author (docs/decisions/113): one more query, for a guest's episode only.
  return withByline(episodeView(viewer, row), await recordByline(db, row.bylineAuthorId));
}

/** The stored audio of an episode, when the viewer may hear it (401 for a visitor and a members-only episode). */
export async function podcastAudio(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<StoredFileRef> {
  const row = await db.query.podcasts.findFirst({
    where: eq(podcasts.id, id),
    columns: { title: true, fileKey: true, fileType: true, isMembersOnly: true, status: true },
  });
  const { fileKey, fileType, title, isMembersOnly, status } = seenOr404(viewer, row, EPISODE_NOT_FOUND);
  return assertCanReadFile(viewer, { key: fileKey, contentType: fileType, title, isMembersOnly, status });
}

interface PodcastWrite {
  fields: PodcastFields;
  /** A checked transcript, already stored; removed again if the write fails. */
  transcript: StoredTranscript | null;
  viewer: Viewer;
  /** The scheduled-release and newsletter jobs (background.ts). */
  publishing: PublishingWork;
}

/** Inserts the episode for an already stored file (and transcript); removes them if the insert fails. */
export async function createPodcast(
  db: Db,
  storage: Storage,
  { fields, file, transcript, authorId, viewer, publishing }: PodcastWrite & { file: StoredFileColumns | null; authorId: string },
): Promise<Podcast> {
  const { title, description, isMembersOnly, tags } = fields;
  try {
    if (!file) throw badRequest(MISSING_PODCAST_FIELDS);
    // An unknown cover is the writer's 400, and the files just stored go with it.
    const cover = await coverColumns(db, fields.coverImageId);
    return await db.transaction(async (tx) => {
      await assertRecordAuthor(tx, fields.authorId);
      const byline = bylineColumns(fields.authorId);
      const [row] = await tx
        .insert(podcasts)
        .values({
          title,
          description,
          isMembersOnly,
          tags,
          ...publicationColumns(fields, null),
          ...cover,
          ...byline,
          revision: 1,
          ...file,
          ...transcript,
          authorId,
        })
        .returning();
      await queueAfterSave(publishing, tx, "episode", row!, { sendEmail: fields.sendEmail, by: authorId });
      await keepRevision(tx, { kind: "episode", id: row!.id, revision: 1, snapshot: snapshotOf(row!), savedBy: authorId });
      await recordActivity(tx, {
        actor: actorOf(viewer),
        action: "content.create",
        target: { kind: "episode", id: row!.id, title: row!.title },
        details: { fileName: file.fileName ?? null, transcript: transcript?.transcriptFileName ?? null },
      });
      return podcastView(viewer, row!);
    });
  } catch (error) {
    await discardFiles(storage, file?.fileKey, transcript?.transcriptFileKey);
    throw error;
  }
}

/**
 * Edits an episode: title, description, members-only flag, and optionally a
 * new audio file and a new (or no) transcript. Files the edit replaces are
 * deleted once the row points at the new ones (after the commit); new files
 * are deleted again when the edit fails, so nothing is orphaned either way.
 */
export async function updatePodcast(
  db: Db,
  storage: Storage,
  { id, fields, file, transcript, viewer, publishing }: PodcastWrite & { id: string; file: StoredFileColumns | null },
): Promise<Podcast> {
  const { title, description, isMembersOnly, tags, removeTranscript } = fields;
  try {
    const cover = await coverColumns(db, fields.coverImageId);
    const { row, obsolete } = await db.transaction(async (tx) => {
      const [old] = await tx.select().from(podcasts).where(eq(podcasts.id, id)).for("update");
      if (!old) throw notFound(EPISODE_NOT_FOUND);
      assertSameRevision("episode", old.revision, fields.baseRevision);
      await assertRecordAuthor(tx, fields.authorId);
      const change = transcriptChange(old.transcriptFileKey, { upload: transcript, remove: removeTranscript });
      const [row] = await tx
        .update(podcasts)
        .set({
          title,
          description,
          isMembersOnly,
          tags,
          ...publicationColumns(fields, old),
          ...cover,
          ...bylineColumns(fields.authorId),
          revision: sql`${podcasts.revision} + 1`,
          ...file,
          ...change.columns,
          updatedAt: new Date(),
        })
        .where(eq(podcasts.id, id))
        .returning();
      const actor = actorOf(viewer);
      await queueAfterSave(publishing, tx, "episode", row!, { sendEmail: fields.sendEmail, by: actor.id }, old.status);
      await keepRevision(tx, { kind: "episode", id, revision: row!.revision, snapshot: snapshotOf(row!), savedBy: actor.id });
      const target = { kind: "episode", id, title: row!.title } as const;
      const details: ActivityDetails = { ...renamedFrom(old.title, row!.title) };
      if (change.logged !== undefined) details.transcript = change.logged;
      await recordActivity(tx, { actor, action: "content.update", target, details });
      if (file) await recordActivity(tx, { actor, action: "file.replace", target, details: { previousFileName: old.fileName, fileName: row!.fileName } });
      return { row: row!, obsolete: [file ? old.fileKey : null, change.obsoleteKey] };
    });
    await discardFiles(storage, ...obsolete);
    return podcastView(viewer, row);
  } catch (error) {
    await discardFiles(storage, file?.fileKey, transcript?.transcriptFileKey);
    await keepRefused(db, error, {
      id,
      snapshot: snapshotOf({ title, description, isMembersOnly, ...publicationColumns(fields, null) }),
      savedBy: actorOf(viewer).id,
    });
    throw error;
  }
}

/** Deletes the row, then its file (a failure there is repaired by the daily storage sweep). */
export async function deletePodcast(
  db: Db,
  storage: Storage,
  { id, viewer, certify }: { id: string; viewer: Viewer; certify: CertifyAssignments },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    // Asked before the delete takes the record out of its series (docs/decisions/112).
    await certifyAfterPartLeaves(tx, certify, { part: { kind: "episode", id } });
    const [row] = await tx
      .delete(podcasts)
      .where(eq(podcasts.id, id))
      .returning({ key: podcasts.fileKey, transcriptKey: podcasts.transcriptFileKey, title: podcasts.title });
    if (!row) throw notFound(EPISODE_NOT_FOUND);
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.delete", target: { kind: "episode", id, title: row.title } });
    return row;
  });
  await discardFiles(storage, removed.key, removed.transcriptKey);
}
