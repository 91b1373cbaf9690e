import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";

import { FINISHED_SHARE, type Progress, type ProgressInput, type ProgressKind } from "../../../shared/progress.js";
import { canReadContent, canSeeRecord, seenOr404 } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { CONTENT_TABLES } from "../../db/content-tables.js";
import { contentItems, podcasts, progress } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { completedSql, progressCompletes, recordCompletion } from "../assignments/completion.js";

export const CONTENT_NOT_FOUND = "Content not found.";
/** A device whose clock runs ahead cannot lock its progress in place: client times are capped at the server's time plus this. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

/** The content's title and gate, or a 404 when it does not exist or the viewer may not read it. */
async function readableContent(
  db: Db,
  viewer: Viewer,
  kind: ProgressKind,
  id: string,
): Promise<{ title: string; mediaType: string | null; durationSeconds: number | null }> {
  const table = CONTENT_TABLES[kind];
  const [found] = await db
    .select({
      title: table.title,
      isMembersOnly: table.isMembersOnly,
      status: table.status,
      mediaType: kind === "item" ? contentItems.mediaType : sql<string | null>`null`,
      // The file's own length, measured at upload (episodes and items): what completion is judged against.
      durationSeconds: kind === "post" ? sql<number | null>`null` : (table as typeof contentItems).durationSeconds,
    })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  const row = seenOr404(viewer, found, CONTENT_NOT_FOUND);
  if (!canReadContent(viewer, row)) throw notFound(CONTENT_NOT_FOUND);
  return row;
}

type Row = typeof progress.$inferSelect;
const toProgress = (row: Row): Progress => ({
  kind: row.contentKind,
  id: row.contentId,
  position: row.positionSeconds,
  duration: row.durationSeconds,
  finished: row.finishedAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Saves where the member is. Idempotent, and the newest write by the
 * client's clock wins: a late-arriving older write (a phone coming back
 * online) changes nothing. Finished from 95 % on, or when marked so.
 */
export async function saveProgress(
  db: Db,
  { viewer, userId, kind, id, input, now = new Date() }: { viewer: Viewer; userId: string; kind: ProgressKind; id: string; input: ProgressInput; now?: Date },
): Promise<Progress> {
  const content = await readableContent(db, viewer, kind, id);
  const clientUpdatedAt = new Date(Math.min(input.clientTime, now.getTime() + CLOCK_SLACK_MS));
  const reachedEnd = input.duration !== undefined && input.position >= FINISHED_SHARE * input.duration;
  const finishedAt = input.finished === true || reachedEnd ? now : null;
  const values = {
    userId,
    contentKind: kind,
    contentId: id,
    positionSeconds: input.position,
    durationSeconds: input.duration ?? null,
    finishedAt,
    clientUpdatedAt,
    updatedAt: now,
  };
  await db
    .insert(progress)
    .values(values)
    .onConflictDoUpdate({
      target: [progress.userId, progress.contentKind, progress.contentId],
      set: {
        positionSeconds: values.positionSeconds,
        durationSeconds: sql`coalesce(excluded.duration_seconds, ${progress.durationSeconds})`,
        // Once finished, listening again does not make it unfinished; "start over" (DELETE) does.
        finishedAt: sql`coalesce(${progress.finishedAt}, excluded.finished_at)`,
        clientUpdatedAt,
        updatedAt: now,
      },
      setWhere: sql`${progress.clientUpdatedAt} <= excluded.client_updated_at`,
    });
  // Whether the record is completed already comes with the row read back (one primary-key lookup, no extra round trip).
  const [read] = await db
    .select({ row: progress, completed: completedSql(userId, kind, id) })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.contentKind, kind), eq(progress.contentId, id)));
  const row = read!.row;
  // A save that crosses the record's threshold, for a member who has not completed it: the completion (docs/decisions/097).
  if (
    !read!.completed &&
    progressCompletes({
      kind,
      mediaType: content.mediaType,
      position: row.positionSeconds,
      // The measured length when known: a client's claimed duration alone cannot complete a two-hour video at one second.
      duration: content.durationSeconds ?? row.durationSeconds,
      finished: row.finishedAt !== null,
    })
  ) {
    await recordCompletion(db, { userId, kind, contentId: id, title: content.title, now });
  }
  return toProgress(row);
}

/** The member's progress on one record they may read (null: not started); 404 like a save for what they may not read. */
export async function getProgress(
  db: Db,
  { viewer, userId, kind, id }: { viewer: Viewer; userId: string; kind: ProgressKind; id: string },
): Promise<Progress | null> {
  await readableContent(db, viewer, kind, id);
  const [row] = await db
    .select()
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.contentKind, kind), eq(progress.contentId, id)));
  return row ? toProgress(row) : null;
}

/** Forgets the member's progress on one record ("Mark as unread", "Start over"). */
export async function clearProgress(db: Db, { userId, kind, id }: { userId: string; kind: ProgressKind; id: string }): Promise<void> {
  await db.delete(progress).where(and(eq(progress.userId, userId), eq(progress.contentKind, kind), eq(progress.contentId, id)));
}

/** Forgets all of the member's progress. */
export async function resetProgress(db: Db, { userId }: { userId: string }): Promise<void> {
  await db.delete(progress).where(eq(progress.userId, userId));
}

/** "Continue": the member's started, unfinished episodes and items, newest activity first. */
export async function continueList(db: Db, { viewer, userId, limit = 6 }: { viewer: Viewer; userId: string; limit?: number }) {
  const rows = await db
    .select({
      row: progress,
      episodeTitle: podcasts.title,
      episodeGate: podcasts.isMembersOnly,
      episodeStatus: podcasts.status,
      itemTitle: contentItems.title,
      itemGate: contentItems.isMembersOnly,
      itemStatus: contentItems.status,
    })
    .from(progress)
    .leftJoin(podcasts, and(eq(progress.contentKind, "episode"), eq(podcasts.id, progress.contentId)))
    .leftJoin(contentItems, and(eq(progress.contentKind, "item"), eq(contentItems.id, progress.contentId)))
    .where(and(eq(progress.userId, userId), isNull(progress.finishedAt), gt(progress.positionSeconds, 0), sql`${progress.contentKind} <> 'post'`))
    .orderBy(desc(progress.updatedAt))
    .limit(limit);
  return {
    items: rows.flatMap(({ row, episodeTitle, episodeGate, episodeStatus, itemTitle, itemGate, itemStatus }) => {
      const title = episodeTitle ?? itemTitle;
      const isMembersOnly = episodeGate ?? itemGate ?? true;
      // A record taken back to draft after the member started it leaves their list until it is out again.
      const status = episodeStatus ?? itemStatus ?? "draft";
      return title !== null && canSeeRecord(viewer, { status }) && canReadContent(viewer, { isMembersOnly }) ? [{ ...toProgress(row), title }] : [];
    }),
  };
}
