import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";

import { DAY_MS } from "../../../shared/dates.js";
import { paths } from "../../../shared/paths.js";
import {
  PREVIEW_DAYS,
  PREVIEW_NOT_FOUND,
  PREVIEW_PARAM,
  type PreviewKind,
  type PreviewLink,
  type PreviewQuery,
  type PreviewTarget,
} from "../../../shared/previews.js";
import { PREVIEW_MEMBER, PREVIEW_VISITOR, type PreviewRecord } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { CONTENT_TABLES, deleteOrphansOf } from "../../db/content-tables.js";
import { previewLinks, users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { newSecretToken, secretTokenHash } from "../../secret-tokens.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { CONTENT_NOT_FOUND } from "../content-items/service.js";
import { EPISODE_NOT_FOUND } from "../podcasts/service.js";
import { POST_NOT_FOUND } from "../posts/service.js";

// Private preview links (issue 30): anyone holding the URL reads one record,
// draft or not, as a member (or, asked, a visitor) would, until the link
// expires or is revoked. The token is 256 random bits, kept as its SHA-256
// only; the reads that take `?preview=` ask `previewViewer` who is reading.

/** The record's title, or the record's 404 when it does not exist. */
async function recordTitle(db: Db, { kind, id }: PreviewTarget): Promise<string> {
  const table = CONTENT_TABLES[kind];
  const [row] = await db.select({ title: table.title }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound({ post: POST_NOT_FOUND, episode: EPISODE_NOT_FOUND, item: CONTENT_NOT_FOUND }[kind]);
  return row.title;
}

/** Makes a link to one record; the answer holds the only copy of its token. */
export async function createPreviewLink(
  db: Db,
  { target, viewer, origin, now = new Date() }: { target: PreviewTarget; viewer: Viewer; origin: string; now?: Date },
): Promise<PreviewLink & { url: string }> {
  const title = await recordTitle(db, target);
  const token = newSecretToken();
  const actor = actorOf(viewer);
  const row = await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(previewLinks)
      .values({
        tokenHash: secretTokenHash(token),
        contentKind: target.kind,
        contentId: target.id,
        createdBy: actor.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PREVIEW_DAYS * DAY_MS),
      })
      .returning();
    await recordActivity(tx, { actor, action: "preview.create", target: { kind: target.kind, id: target.id, title } });
    return link!;
  });
  const url = new URL(paths.record(target.kind, target.id), origin);
  url.searchParams.set(PREVIEW_PARAM, token);
  return { id: row.id, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), createdBy: actor.name, url: url.toString() };
}

/** A record's links that still work, newest first. */
export async function listPreviewLinks(db: Db, { kind, id }: PreviewTarget, now = new Date()): Promise<PreviewLink[]> {
  const rows = await db
    .select({ id: previewLinks.id, createdAt: previewLinks.createdAt, expiresAt: previewLinks.expiresAt, createdBy: users.name })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.contentKind, kind), eq(previewLinks.contentId, id), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .orderBy(desc(previewLinks.createdAt));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), createdBy: r.createdBy ?? null }));
}

/** Revokes a link: from now on its URL reads nothing. */
export async function revokePreviewLink(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(previewLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt)))
      .returning({ kind: previewLinks.contentKind, contentId: previewLinks.contentId });
    if (!link) throw notFound(PREVIEW_NOT_FOUND);
    await recordActivity(tx, { actor: actorOf(viewer), action: "preview.revoke", target: { kind: link.kind, id: link.contentId } });
  });
}

/** The link of `token`, if it has neither expired nor been revoked. */
const working = (token: string, now: Date) =>
  and(eq(previewLinks.tokenHash, secretTokenHash(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now));

/**
 * Who reads a record: the request's own viewer, or, when the request carries
 * a working preview token for exactly this record, the preview's reader (a
 * member unless `as=visitor`). A token that does not work changes nothing:
 * the record then answers as it would without it.
 */
export async function previewViewer(db: Db, viewer: Viewer, query: PreviewQuery, kind: PreviewKind, id: string, now = new Date()): Promise<Viewer> {
  if (!query.preview) return viewer;
  const [link] = await db
    .select({ id: previewLinks.id })
    .from(previewLinks)
    .where(and(working(query.preview, now), eq(previewLinks.contentKind, kind), eq(previewLinks.contentId, id)))
    .limit(1);
  if (!link) return viewer;
  return query.as === "visitor" ? PREVIEW_VISITOR : PREVIEW_MEMBER;
}

/** The record a working preview token names, and whom it reads as; null for no token, or one that does not work. */
export async function previewRecord(db: Db, query: PreviewQuery, now = new Date()): Promise<PreviewRecord | null> {
  if (!query.preview) return null;
  const [link] = await db.select({ kind: previewLinks.contentKind, id: previewLinks.contentId }).from(previewLinks).where(working(query.preview, now)).limit(1);
  return link ? { ...link, asVisitor: query.as === "visitor" } : null;
}

/** Deletes links that expired or were revoked more than a week ago, and links whose record is gone (the daily `previews.prune` job). */
export async function prunePreviewLinks(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - PREVIEW_DAYS * DAY_MS);
  await db.delete(previewLinks).where(or(lt(previewLinks.expiresAt, cutoff), lt(previewLinks.revokedAt, cutoff)));
  await deleteOrphansOf(db, "preview_links");
}
