import { eq } from "drizzle-orm";

import type { ContentListQuery, Page, Post, PostSummary } from "../../../shared/content.js";
import { postSummaryView, postView } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, paginate } from "../../db/pagination.js";
import { posts } from "../../db/schema.js";
import { titleContains } from "../../db/title-filter.js";
import { notFound } from "../../errors.js";
import { actorOf, recordActivity, renamedFrom } from "../activity/service.js";
import { listWithProgress, type ListCaches } from "../progress/list-progress.js";

export const POST_NOT_FOUND = "Post not found.";

interface PostInput {
  title: string;
  content: string;
  isMembersOnly: boolean;
}

/**
 * The stored row for a post: the excerpt is derived once, here, at write
 * time. The markdown parser loads on first use, not at server start.
 */
export async function postRow(input: PostInput, authorId: string | null) {
  const { plainTextExcerpt } = await import("../../../shared/excerpt.js");
  return { ...input, excerpt: plainTextExcerpt(input.content), authorId };
}

/** A page of posts as stored, newest first (one more than the page, for its cursor). */
const postRows = (db: Db, page: ContentListQuery) =>
  paginate(
    db
      .select({
        id: posts.id,
        title: posts.title,
        excerpt: posts.excerpt,
        isMembersOnly: posts.isMembersOnly,
        createdAt: posts.createdAt,
        cursorAt: cursorColumn(posts),
      })
      .from(posts)
      .$dynamic(),
    posts,
    page,
    titleContains(posts.title, page.q),
  );
export type PostListRow = Awaited<ReturnType<typeof postRows>>[number];

/** Newest first, a page at a time, as the viewer may see them, with the member's own progress. `lists` is the route's (progress/list-caches.ts). */
export async function listPosts(
  db: Db,
  lists: ListCaches<PostListRow>,
  { viewer, page }: { viewer: Viewer; page: ContentListQuery },
): Promise<Page<PostSummary>> {
  return listWithProgress(
    lists,
    { viewer, page },
    () => postRows(db, page),
    (row) => postSummaryView(viewer, row),
  );
}

/** One post as the viewer may see it (a visitor gets only the title of a members-only post). */
export type PostRow = typeof posts.$inferSelect;

/**
 * One post as the viewer may see it, and its version (the row's last change)
 * for the ETag. `rows` is the route's row cache (cache/content-rows.ts).
 */
/** The post as the viewer may see it, its version, and the kept row it was made from (a key for what is made once per row). */
export async function getPost(
  db: Db,
  rows: ReadCache<PostRow>,
  { id, viewer }: { id: string; viewer: Viewer },
): Promise<{ post: Post; version: number; row: PostRow }> {
  const row = await rows.read(id, async () => {
    const found = await db.query.posts.findFirst({ where: eq(posts.id, id) });
    return found ? { value: found } : null;
  });
  if (!row) throw notFound(POST_NOT_FOUND);
  return { post: postView(viewer, row), version: row.updatedAt.getTime(), row };
}

// Each admin write and its activity entry commit together (docs/decisions/038).

export async function createPost(db: Db, { input, authorId, viewer }: { input: PostInput; authorId: string; viewer: Viewer }): Promise<Post> {
  const values = await postRow(input, authorId);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(posts).values(values).returning();
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.create", target: { kind: "post", id: row!.id, title: row!.title } });
    return postView(viewer, row!);
  });
}

export async function updatePost(db: Db, { id, input, viewer }: { id: string; input: PostInput; viewer: Viewer }): Promise<Post> {
  const { authorId: _keep, ...values } = await postRow(input, null);
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ title: posts.title }).from(posts).where(eq(posts.id, id)).for("update");
    const [row] = await tx
      .update(posts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(posts.id, id))
      .returning();
    if (!old || !row) throw notFound(POST_NOT_FOUND);
    await recordActivity(tx, {
      actor: actorOf(viewer),
      action: "content.update",
      target: { kind: "post", id, title: row.title },
      details: renamedFrom(old.title, row.title),
    });
    return postView(viewer, row);
  });
}

export async function deletePost(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning({ title: posts.title });
    if (!row) throw notFound(POST_NOT_FOUND);
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.delete", target: { kind: "post", id, title: row.title } });
  });
}
