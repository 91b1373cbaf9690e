import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";

import type { postInputSchema } from "../../../shared/admin.js";
import type { ContentListQuery, Page, Post, PostSummary } from "../../../shared/content.js";
import { readingMinutes } from "../../../shared/reading-time.js";
import { postSummaryView, postView, seenOr404, seenRows } from "../../access/policy.js";
import { isAdmin, type Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, newerCursor, paginate } from "../../db/pagination.js";
import { posts } from "../../db/schema.js";
import { hasTag, tagScope } from "../../db/tag-filter.js";
import { titleContains } from "../../db/title-filter.js";
import { notFound } from "../../errors.js";
import { actorOf, recordActivity, renamedFrom } from "../activity/service.js";
import { certifyAfterPartLeaves, type CertifyAssignments } from "../assignments/assigned.js";
import { assertRecordAuthor, recordByline, withByline, type KeptByline } from "../authors/service.js";
import { coverColumns } from "../images/cover.js";
import { listWithProgress, type ListCaches } from "../progress/list-progress.js";
import { queueAfterSave, type PublishingWork } from "../publishing/after-save.js";
import { publicationColumns } from "../publishing/publication.js";
import { assertSameRevision, keepRefused, keepRevision, snapshotOf } from "../revisions/service.js";
import { inSeries } from "../series/filter.js";

export const POST_NOT_FOUND = "Post not found.";

type PostInput = Pick<z.output<typeof postInputSchema>, "title" | "content" | "isMembersOnly"> & Partial<Pick<z.output<typeof postInputSchema>, "tags">>;
type PostWrite = z.output<typeof postInputSchema>;

/**
 * The stored row for a post: the excerpt and the reading time are derived
 * once, here, at write time. The markdown parser loads on first use, not at
 * server start.
 */
export async function postRow({ title, content, isMembersOnly, tags = [] }: PostInput, authorId: string | null) {
  const { plainTextExcerpt } = await import("../../../shared/excerpt.js");
  return { title, content, isMembersOnly, excerpt: plainTextExcerpt(content), readingMinutes: readingMinutes(content), tags, authorId };
}

/** A page of posts as stored and as the viewer may see them (admins: drafts too), newest first (one more than the page, for its cursor). */
const postRows = (db: Db, page: ContentListQuery, viewer: Viewer, series?: string) =>
  paginate(
    db
      .select({
        id: posts.id,
        title: posts.title,
        excerpt: posts.excerpt,
        isMembersOnly: posts.isMembersOnly,
        status: posts.status,
        publishAt: posts.publishAt,
        coverUrl: posts.coverUrl,
        tags: posts.tags,
        readingMinutes: posts.readingMinutes,
        createdAt: posts.createdAt,
        cursorAt: cursorColumn(posts),
      })
      .from(posts)
      .$dynamic(),
    posts,
    page,
    postsSeen(viewer, page.q, series, page.tag),
  );
export type PostListRow = Awaited<ReturnType<typeof postRows>>[number];

/** The posts a list shows the viewer: those they may see (admins: drafts too), with `q` in the title, in `series` and with `tag` when given. */
const postsSeen = (viewer: Viewer, q?: string, series?: string, tag?: string) =>
  and(seenRows(viewer, posts.status), titleContains(posts.title, q), inSeries("post", posts.id, series), hasTag(posts.tags, tag));

/** Where the page of posts newer than the one after `cursor` starts (null: the first page), for a "Newer" link. */
export const newerPostsCursor = (
  db: Db,
  { viewer, cursor, limit, series, tag }: { viewer: Viewer; cursor: string; limit: number; series?: string; tag?: string },
) => newerCursor(db, posts, cursor, limit, postsSeen(viewer, undefined, series, tag));

/** Newest first, a page at a time, as the viewer may see them (only a series' parts, given `series`; only those tagged `page.tag`), with the member's own progress. `lists` is the route's (progress/list-caches.ts). */
export async function listPosts(
  db: Db,
  lists: ListCaches<PostListRow>,
  { viewer, page, series }: { viewer: Viewer; page: ContentListQuery; series?: string },
): Promise<Page<PostSummary>> {
  return listWithProgress(
    lists,
    // Admins' pages hold drafts and scheduled posts too: kept apart from everyone else's.
    { viewer, page, scope: `${isAdmin(viewer) ? "admin" : ""}${series ? `:series:${series}` : ""}${tagScope(page.tag)}` },
    () => postRows(db, page, viewer, series),
    (row) => postSummaryView(viewer, row),
  );
}

/** One post as the viewer may see it (a visitor gets only the title of a members-only post). */
export type PostRow = typeof posts.$inferSelect;
/** A post's row as the API's read keeps it: with its byline's author (docs/decisions/113; emptied by an author's write too). */
export type KeptPostRow = PostRow & { byline: KeptByline | null };

/**
 * One post as the viewer may see it, and its version (the row's last change)
 * for the ETag. `rows` is the route's row cache (cache/content-rows.ts).
 */
/** The post as the viewer may see it, its version, and the kept row it was made from (a key for what is made once per row). */
export async function getPost(
  db: Db,
  rows: ReadCache<KeptPostRow>,
  { id, viewer }: { id: string; viewer: Viewer },
): Promise<{ post: Post; version: number; row: KeptPostRow }> {
  const found = await rows.read(id, async () => {
    const stored = await db.query.posts.findFirst({ where: eq(posts.id, id) });
    return stored ? { value: { ...stored, byline: await recordByline(db, stored.bylineAuthorId) } } : null;
  });
  // A draft is not there for anyone but admins: the same 404 as a post that does not exist.
  const row = seenOr404(viewer, found, POST_NOT_FOUND);
  // An author's edit changes the post's byline: a version of its own (the ETag).
  const version = Math.max(row.updatedAt.getTime(), row.byline?.changedAt ?? 0);
  return { post: withByline(postView(viewer, row), row.byline), version, row };
}

// Each admin write and its activity entry commit together (docs/decisions/038).

interface WriteDeps {
  input: PostWrite;
  viewer: Viewer;
  /** The scheduled-release and newsletter jobs (background.ts). */
  publishing: PublishingWork;
}

export async function createPost(db: Db, { input, authorId, viewer, publishing }: WriteDeps & { authorId: string }): Promise<Post> {
  const values = {
    ...(await postRow(input, authorId)),
    ...publicationColumns(input, null),
    ...(await coverColumns(db, input.coverImageId)),
    bylineAuthorId: input.authorId ?? null,
    revision: 1,
  };
  return db.transaction(async (tx) => {
    await assertRecordAuthor(tx, values.bylineAuthorId);
    const [row] = await tx.insert(posts).values(values).returning();
    await queueAfterSave(publishing, tx, "post", row!, { sendEmail: input.sendEmail, by: authorId });
    await keepRevision(tx, { kind: "post", id: row!.id, revision: 1, snapshot: snapshotOf(row!), savedBy: authorId });
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.create", target: { kind: "post", id: row!.id, title: row!.title } });
    return postView(viewer, row!);
  });
}

export async function updatePost(db: Db, { id, input, viewer, publishing }: WriteDeps & { id: string }): Promise<Post> {
  const { authorId: _keep, ...written } = await postRow(input, null);
  // A write without authorId keeps the post's byline (docs/decisions/113).
  const values = input.authorId === undefined ? written : { ...written, bylineAuthorId: input.authorId };
  const actor = actorOf(viewer);
  const publication = publicationColumns(input, null);
  const cover = await coverColumns(db, input.coverImageId);
  try {
    return await db.transaction(async (tx) => {
      const [old] = await tx.select({ title: posts.title, status: posts.status, revision: posts.revision }).from(posts).where(eq(posts.id, id)).for("update");
      if (!old) throw notFound(POST_NOT_FOUND);
      assertSameRevision("post", old.revision, input.baseRevision);
      await assertRecordAuthor(tx, input.authorId);
      const [row] = await tx
        .update(posts)
        .set({ ...values, ...publicationColumns(input, old), ...cover, revision: sql`${posts.revision} + 1`, updatedAt: new Date() })
        .where(eq(posts.id, id))
        .returning();
      if (!row) throw notFound(POST_NOT_FOUND);
      await queueAfterSave(publishing, tx, "post", row, { sendEmail: input.sendEmail, by: actor.id }, old.status);
      await keepRevision(tx, { kind: "post", id, revision: row.revision, snapshot: snapshotOf(row), savedBy: actor.id });
      await recordActivity(tx, { actor, action: "content.update", target: { kind: "post", id, title: row.title }, details: renamedFrom(old.title, row.title) });
      return postView(viewer, row);
    });
  } catch (error) {
    await keepRefused(db, error, { id, snapshot: snapshotOf({ ...values, ...publication }), savedBy: actor.id });
    throw error;
  }
}

export async function deletePost(db: Db, { id, viewer, certify }: { id: string; viewer: Viewer; certify: CertifyAssignments }): Promise<void> {
  await db.transaction(async (tx) => {
    // Asked before the delete takes the record out of its series (docs/decisions/112).
    await certifyAfterPartLeaves(tx, certify, { part: { kind: "post", id } });
    const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning({ title: posts.title });
    if (!row) throw notFound(POST_NOT_FOUND);
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.delete", target: { kind: "post", id, title: row.title } });
  });
}
