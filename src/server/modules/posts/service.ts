import { eq } from "drizzle-orm";
import type { Post, PostSummary, Page, PageQuery } from "../../../shared/content.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, isUuid, paginate, toPage } from "../../db/pagination.js";
import { posts } from "../../db/schema.js";
import { notFound } from "../../errors.js";

export interface PostInput {
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

/** Signed-in members' list, newest first. */
export async function listPosts(db: Db, query: PageQuery): Promise<Page<PostSummary>> {
  const select = db
    .select({
      id: posts.id,
      title: posts.title,
      excerpt: posts.excerpt,
      isMembersOnly: posts.isMembersOnly,
      createdAt: posts.createdAt,
      cursorAt: cursorColumn(posts),
    })
    .from(posts)
    .$dynamic();
  const rows = await paginate(select, posts, query);
  return toPage(rows, query.limit, ({ cursorAt: _c, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}

/** One post; a visitor gets only the title of a members-only post. */
export async function getPost(db: Db, id: string, signedIn: boolean): Promise<Post> {
  if (!isUuid(id)) throw notFound("Post not found.");
  const row = await db.query.posts.findFirst({ where: eq(posts.id, id) });
  if (!row) throw notFound("Post not found.");
  const base = { id: row.id, title: row.title, isMembersOnly: row.isMembersOnly, createdAt: row.createdAt.toISOString() };
  if (row.isMembersOnly && !signedIn) return { ...base, locked: true };
  return toPost(row);
}

function toPost(row: typeof posts.$inferSelect): Post {
  return {
    id: row.id,
    title: row.title,
    isMembersOnly: row.isMembersOnly,
    createdAt: row.createdAt.toISOString(),
    locked: false,
    content: row.content,
    excerpt: row.excerpt,
  };
}

export async function createPost(db: Db, input: PostInput, authorId: string): Promise<Post> {
  const [row] = await db.insert(posts).values(await postRow(input, authorId)).returning();
  return toPost(row!);
}

export async function updatePost(db: Db, id: string, input: PostInput): Promise<Post> {
  if (!isUuid(id)) throw notFound("Post not found.");
  const { authorId: _keep, ...values } = await postRow(input, null);
  const [row] = await db.update(posts).set({ ...values, updatedAt: new Date() }).where(eq(posts.id, id)).returning();
  if (!row) throw notFound("Post not found.");
  return toPost(row);
}

export async function deletePost(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound("Post not found.");
  const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (!deleted.length) throw notFound("Post not found.");
}
