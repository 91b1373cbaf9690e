import { and, desc, eq, notInArray } from "drizzle-orm";

import {
  changedSinceOpened,
  MAX_REVISIONS,
  REVISION_NOT_FOUND,
  type Revision,
  type RevisionKind,
  type RevisionSummary,
  type Snapshot,
} from "../../../shared/revisions.js";
import type { Db } from "../../db/client.js";
import { deleteOrphansOf } from "../../db/content-tables.js";
import { contentRevisions, users } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";

// Revision history (issue 30): each save of a post, episode or item counts
// (`revision` on the record) and is kept (the last 50 per record) in the
// write's own transaction. An edit names the revision it started from; a
// save over a newer one is refused, and what it carried is kept as a
// refused revision, so nothing typed is lost.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The words and settings of a record as a revision keeps them. */
export function snapshotOf(
  row: { title: string; isMembersOnly: boolean; status: Snapshot["status"]; publishAt: Date | string | null } & Partial<
    Record<"content" | "description" | "contentText" | "category" | "mediaType", string | null>
  >,
): Snapshot {
  const { title, isMembersOnly, status } = row;
  const publishAt = row.publishAt instanceof Date ? row.publishAt.toISOString() : (row.publishAt ?? null);
  const snapshot: Snapshot = { title, isMembersOnly, status, publishAt };
  if (row.content !== undefined && row.content !== null) snapshot.content = row.content;
  if (row.description !== undefined) snapshot.description = row.description;
  if (row.contentText !== undefined) snapshot.contentText = row.contentText;
  if (row.category) snapshot.category = row.category;
  if (row.mediaType) snapshot.mediaType = row.mediaType;
  return snapshot;
}

/** Keeps a save in the record's history, and no more than the last MAX_REVISIONS of them. */
export async function keepRevision(
  tx: Tx | Db,
  {
    kind,
    id,
    revision,
    snapshot,
    savedBy,
    rejected = false,
  }: { kind: RevisionKind; id: string; revision: number; snapshot: Snapshot; savedBy: string; rejected?: boolean },
): Promise<void> {
  await tx.insert(contentRevisions).values({ contentKind: kind, contentId: id, revision, snapshot, savedBy, rejected });
  const newest = tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentKind, kind), eq(contentRevisions.contentId, id)))
    .orderBy(desc(contentRevisions.savedAt))
    .limit(MAX_REVISIONS);
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.contentKind, kind), eq(contentRevisions.contentId, id), notInArray(contentRevisions.id, newest)));
}

/** A save refused because the record changed after the editor opened it: carries what it would have saved. */
export class EditConflict extends AppError {
  constructor(
    readonly kind: RevisionKind,
    readonly current: number,
  ) {
    super("CONFLICT", changedSinceOpened(kind));
  }
}

/** Throws EditConflict when the edit started from another revision than the stored one (an edit that names none is not checked). */
export function assertSameRevision(kind: RevisionKind, stored: number, base: number | undefined): void {
  if (base !== undefined && base !== stored) throw new EditConflict(kind, stored);
}

/** After a refused save (outside its rolled-back transaction): keeps what it carried in the history. */
export async function keepRefused(db: Db, error: unknown, { id, snapshot, savedBy }: { id: string; snapshot: Snapshot; savedBy: string }): Promise<void> {
  if (error instanceof EditConflict) await keepRevision(db, { kind: error.kind, id, revision: error.current, snapshot, savedBy, rejected: true });
}

const summaryColumns = {
  id: contentRevisions.id,
  revision: contentRevisions.revision,
  rejected: contentRevisions.rejected,
  savedAt: contentRevisions.savedAt,
  savedBy: users.name,
  snapshot: contentRevisions.snapshot,
  kind: contentRevisions.contentKind,
  contentId: contentRevisions.contentId,
};

/** A record's history, newest first. */
export async function listRevisions(db: Db, { kind, id }: { kind: RevisionKind; id: string }): Promise<RevisionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.savedBy))
    .where(and(eq(contentRevisions.contentKind, kind), eq(contentRevisions.contentId, id)))
    .orderBy(desc(contentRevisions.savedAt));
  return rows.map((r) => ({
    id: r.id,
    revision: r.revision,
    rejected: r.rejected,
    savedAt: r.savedAt.toISOString(),
    savedBy: r.savedBy ?? null,
    title: String(r.snapshot.title ?? ""),
  }));
}

/** One revision, whole. */
export async function getRevision(db: Db, id: string): Promise<Revision> {
  const [row] = await db
    .select(summaryColumns)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.savedBy))
    .where(eq(contentRevisions.id, id));
  if (!row) throw notFound(REVISION_NOT_FOUND);
  const snapshot = row.snapshot as Snapshot;
  return {
    id: row.id,
    revision: row.revision,
    rejected: row.rejected,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy ?? null,
    title: snapshot.title,
    kind: row.kind,
    contentId: row.contentId,
    snapshot,
  };
}

/** Deletes the histories of records that are gone (the daily prune). */
export const pruneOrphanRevisions = (db: Db): Promise<void> => deleteOrphansOf(db, "content_revisions");
