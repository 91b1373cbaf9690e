import { eq, sql } from "drizzle-orm";

import {
  AUTHOR_NOT_FOUND,
  AUTHOR_PHOTO_NOT_FOUND,
  AUTHOR_SLUG_PATTERN,
  AUTHOR_SLUG_TAKEN,
  authorNamed,
  RECORD_AUTHOR_NOT_FOUND,
  type AdminAuthor,
  type Author,
  type AuthorPage,
  type AuthorRecord,
  type AuthorWrite,
} from "../../../shared/authors.js";
import type { PageQuery } from "../../../shared/content.js";
import { imageUrl } from "../../../shared/images.js";
import { paths } from "../../../shared/paths.js";
import type { ContentStatus } from "../../../shared/publishing.js";
import { canSeeRecordSql } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { decodeKeyset, exactTimestamp, isExactTimestamp, isUuid, toPage } from "../../db/pagination.js";
import { query, type Executor } from "../../db/raw-query.js";
import { authors, images } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";

// Authors (issue 30, docs/decisions/113): the people a byline names. Few rows,
// read with a join wherever a byline is shown; a write empties the pages that
// show bylines by the table's change notice (cache/caches.ts).

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

interface AuthorRow {
  id: string;
  name: string;
  slug: string;
  bio: string | null;
  link: string | null;
  photo_id: string | null;
  photo_hash: string | null;
  photo_width: number | null;
  photo_height: number | null;
  records: number;
  updated_at: string | Date;
}

/** How many posts, episodes and items name each author (the admin's list, a deletion's refusal). */
const RECORDS_NAMING = sql`(
  (select count(*) from posts p where p.byline_author_id = a.id) +
  (select count(*) from podcasts e where e.byline_author_id = a.id) +
  (select count(*) from content_items c where c.byline_author_id = a.id))::int`;

const selectAuthors = (where: ReturnType<typeof sql>) => sql`
  select a.id, a.name, a.slug, a.bio, a.link, i.id as photo_id, i.hash as photo_hash, i.width as photo_width, i.height as photo_height,
    a.updated_at, ${RECORDS_NAMING} as records
  from authors a left join images i on i.id = a.photo_image_id
  where ${where}
  order by lower(a.name), a.id`;

const publicView = (row: AuthorRow): Author => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  bio: row.bio,
  link: row.link,
  photoUrl: row.photo_id ? imageUrl(row.photo_id, row.photo_hash!, row.photo_width!, row.photo_height!) : null,
});

const adminView = (row: AuthorRow): AdminAuthor => ({ ...publicView(row), photoImageId: row.photo_id, records: row.records });

/** Every author, by name (the admin's list and the forms' choice: a site has a handful). */
export async function listAuthors(db: Db): Promise<AdminAuthor[]> {
  return (await query<AuthorRow>(db, selectAuthors(sql`true`))).map(adminView);
}

/** One author by address, as everyone sees them; 404 when there is none. */
export async function authorBySlug(db: Db, slug: string): Promise<Author> {
  // Only an address an author may have names one: anything else (a NUL byte, which the database refuses in text) is none.
  const wanted = slug.toLowerCase();
  if (!AUTHOR_SLUG_PATTERN.test(wanted)) throw notFound(AUTHOR_NOT_FOUND);
  const [row] = await query<AuthorRow>(db, selectAuthors(sql`a.slug = ${wanted}`));
  if (!row) throw notFound(AUTHOR_NOT_FOUND);
  return publicView(row);
}

/** The authors with these ids, as everyone sees them, by id (a page of records' bylines in one query). */
export async function authorsById(db: Executor, ids: readonly (string | null | undefined)[]): Promise<Map<string, Author>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string"))];
  if (wanted.length === 0) return new Map();
  const rows = await query<AuthorRow>(
    db,
    selectAuthors(
      sql`a.id in (${sql.join(
        wanted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((row) => [row.id, publicView(row)]));
}

/** A record's byline author as everyone sees them, and when the author last changed (part of a kept read's version). */
export interface KeptByline {
  author: Author;
  changedAt: number;
}

/**
 * The author a record's byline names (null: the creator, no query), as
 * everyone sees them: one lookup per record read or page, kept with it.
 * Authors are public (their photo as the creator's), locked record or not.
 */
export async function recordByline(db: Executor, authorId: string | null | undefined): Promise<KeptByline | null> {
  if (!authorId) return null;
  const [row] = await query<AuthorRow>(db, selectAuthors(sql`a.id = ${authorId}`));
  return row ? { author: publicView(row), changedAt: new Date(row.updated_at).getTime() } : null;
}

/** A record's view with its byline's author when it names one (the creator's records stay as they are, without a copy). */
export const withByline = <T extends object>(view: T, byline: KeptByline | null): T & { author?: Author } =>
  byline ? { ...view, author: byline.author } : view;

/**
 * A record's write names `authorId`: it must exist, checked in the write's
 * own transaction (the foreign key also holds if it is deleted meanwhile).
 * A 400 naming the field, before anything is written.
 */
export async function assertRecordAuthor(tx: Executor, authorId: string | null | undefined): Promise<void> {
  if (!authorId) return;
  const [found] = await query<{ id: string }>(tx, sql`select id from authors where id = ${authorId} for key share`);
  if (!found) throw badRequest(RECORD_AUTHOR_NOT_FOUND);
}

/** The byline columns of a record's write: absent `authorId` keeps the record's author (a new record's column defaults to null, the creator). */
export const bylineColumns = (authorId: string | null | undefined) => (authorId === undefined ? {} : { bylineAuthorId: authorId });

async function assertPhoto(tx: Tx, photoImageId: string | null): Promise<void> {
  if (!photoImageId) return;
  const [image] = await tx.select({ id: images.id }).from(images).where(eq(images.id, photoImageId));
  if (!image) throw badRequest(AUTHOR_PHOTO_NOT_FOUND);
}

const slugTaken = (error: unknown) => (isUniqueViolation(error) ? new AppError("CONFLICT", AUTHOR_SLUG_TAKEN) : error);

async function readOne(db: Executor, id: string): Promise<AdminAuthor> {
  const [row] = await query<AuthorRow>(db, selectAuthors(sql`a.id = ${id}`));
  if (!row) throw notFound(AUTHOR_NOT_FOUND);
  return adminView(row);
}

/** A new author, with its activity entry, in one transaction. A taken address is a 409; a photo that names no image a 400. */
export async function createAuthor(db: Db, { input, viewer }: { input: AuthorWrite; viewer: Viewer }): Promise<AdminAuthor> {
  try {
    return await db.transaction(async (tx) => {
      await assertPhoto(tx, input.photoImageId);
      const [row] = await tx.insert(authors).values(input).returning({ id: authors.id });
      await recordActivity(tx, { actor: actorOf(viewer), action: "author.create", target: { kind: "author", id: row!.id, title: input.name } });
      return readOne(tx, row!.id);
    });
  } catch (error) {
    throw slugTaken(error);
  }
}

/** Replaces an author's fields (PUT). Every record naming them shows the change: the pages are emptied by the table's notice. */
export async function updateAuthor(db: Db, { id, input, viewer }: { id: string; input: AuthorWrite; viewer: Viewer }): Promise<AdminAuthor> {
  try {
    return await db.transaction(async (tx) => {
      await assertPhoto(tx, input.photoImageId);
      const [row] = await tx
        .update(authors)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(authors.id, id))
        .returning({ id: authors.id });
      if (!row) throw notFound(AUTHOR_NOT_FOUND);
      await recordActivity(tx, { actor: actorOf(viewer), action: "author.update", target: { kind: "author", id, title: input.name } });
      return readOne(tx, id);
    });
  } catch (error) {
    throw slugTaken(error);
  }
}

/**
 * Deletes an author no record names. One that records name is refused with a
 * 409 saying how many: the admin chooses another author on them first (a
 * silent reassignment would change bylines the admin did not look at). The
 * count and the delete are one transaction, and the foreign keys restrict a
 * record named meanwhile.
 */
export async function deleteAuthor(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await query<AuthorRow>(tx, sql`${selectAuthors(sql`a.id = ${id}`)} for update of a`);
    if (!row) throw notFound(AUTHOR_NOT_FOUND);
    if (row.records > 0) throw new AppError("CONFLICT", authorNamed(row.records));
    await tx.delete(authors).where(eq(authors.id, id));
    await recordActivity(tx, { actor: actorOf(viewer), action: "author.delete", target: { kind: "author", id, title: row.name } });
  });
}

interface AuthorRecordRow {
  kind: AuthorRecord["kind"];
  id: string;
  title: string;
  is_members_only: boolean;
  status: ContentStatus;
  publish_at: string | null;
  created_at: string;
  /** created_at as the database holds it (microseconds), for the cursor. */
  cursorAt: string;
}

/** A cursor of the keyset shared with every list (db/pagination.ts): the last row's exact created_at and id. */
const isAuthorCursor = (keys: unknown[]): keys is [string, string] =>
  keys.length === 2 && isExactTimestamp(keys[0]) && typeof keys[1] === "string" && isUuid(keys[1]);

/**
 * An author's page: the author and the records naming them that the viewer
 * may see (the access policy's `canSeeRecordSql`: admins see drafts and
 * scheduled ones too), newest first, a page at a time by a (created_at, id)
 * keyset over the three kinds. Members-only records are listed (their title,
 * as every list shows them); their pages lock them.
 */
export async function authorPage(db: Db, { slug, viewer, page }: { slug: string; viewer: Viewer; page: PageQuery }): Promise<AuthorPage> {
  const author = await authorBySlug(db, slug);
  const after = page.cursor ? decodeKeyset(page.cursor, isAuthorCursor) : null;
  const kinds = [
    ["post", "posts"],
    ["episode", "podcasts"],
    ["item", "content_items"],
  ] as const;
  const selects = kinds.map(
    ([
      kind,
      table,
    ]) => sql`select ${kind}::text as kind, t.id, t.title, t.is_members_only, t.status, t.publish_at, t.created_at, ${exactTimestamp(sql`t.created_at`)} as "cursorAt"
      from ${sql.identifier(table)} t
      where t.byline_author_id = ${author.id} and ${canSeeRecordSql(viewer, sql`t.status`)}
        ${after ? sql`and (t.created_at, t.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}`,
  );
  const rows = await query<AuthorRecordRow>(
    db,
    sql`select * from (${sql.join(selects, sql` union all `)}) r order by r.created_at desc, r.id desc limit ${page.limit + 1}`,
  );
  return {
    author,
    ...toPage(rows, page.limit, (row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      isMembersOnly: row.is_members_only,
      // Only an admin is sent a draft or a scheduled record: the page marks them, as the lists do.
      status: row.status,
      publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
      createdAt: new Date(row.created_at).toISOString(),
      path: paths.record(row.kind, row.id),
    })),
  };
}
