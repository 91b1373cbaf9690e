import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { DESCRIPTION_LENGTH } from "../../shared/constants.js";
import {
  apiPaths,
  type ContentItem,
  type ContentItemSummary,
  type Episode,
  type Podcast,
  type Post,
  type PostSummary,
  type StoredFileInfo,
} from "../../shared/content.js";
import { IMAGE_NOT_FOUND } from "../../shared/images.js";
import type { ContentStatus } from "../../shared/publishing.js";
import { shortenAtWord } from "../../shared/shorten.js";
import { contentItems, podcasts, posts, series } from "../db/schema.js";
import { AppError, notFound } from "../errors.js";
import type { StoredFileRef } from "../files/registry.js";
import { isAdmin, isSignedIn, VISITOR, type Viewer } from "./viewer.js";

// The access policy: the one module that decides what a viewer may see of
// any content row and whether a stored file may be read (decision record
// docs/decisions/001). Every read path (JSON, lists, media, share-link meta,
// feeds, search, transcripts, sitemap, progress) shapes its output here;
// nothing else tests `isMembersOnly` or `status`.
//
// Two rules: a draft or scheduled record exists for admins only (to anyone
// else it is not there at all: a 404, absent from every list); a published
// members-only record is for signed-in members, and a visitor sees it locked.

interface Gated {
  isMembersOnly: boolean;
}
interface Published {
  status: ContentStatus;
}

/**
 * Who reads through a private preview link (modules/previews): the one
 * record the link names, whatever its status, as a member or as a visitor
 * would see it once published. Only the previews module hands these out,
 * and only for the record its token names; they own no account, progress or
 * counts.
 */
export const PREVIEW_MEMBER: Viewer = Object.freeze({
  role: "member",
  user: Object.freeze({ id: "", name: "Preview", email: "", isAdmin: false, emailVerified: false, twoFactorEnabled: false }),
});
export const PREVIEW_VISITOR: Viewer = Object.freeze({ role: "visitor" });
export const isPreviewReader = (viewer: Viewer) => viewer === PREVIEW_MEMBER || viewer === PREVIEW_VISITOR;

/**
 * A newsletter's recipient (modules/newsletter): a member when the address is
 * a member's verified one, else a visitor. Like a preview's reader it owns no
 * account; unlike it, it sees only published records.
 */
const LETTER_MEMBER: Viewer = Object.freeze({
  role: "member",
  user: Object.freeze({ id: "", name: "Newsletter", email: "", isAdmin: false, emailVerified: true, twoFactorEnabled: false }),
});

/** What a recipient's copy of a record's e-mail holds: the record whole, its teaser (title, teaser, sign-up link), or nothing (not published). */
export function letterVersion(asMember: boolean, row: Published & Gated): "full" | "teaser" | null {
  const viewer = asMember ? LETTER_MEMBER : VISITOR;
  if (!canSeeRecord(viewer, row)) return null;
  return canReadContent(viewer, row) ? "full" : "teaser";
}

/**
 * Whether a record may be assigned to an organisation's people
 * (modules/assignments): only what every member it reaches could open and
 * read, that is what a member sees in full (published; members-only is fine).
 */
export function canAssignRecord(row: Published & Gated): boolean {
  return canSeeRecord(LETTER_MEMBER, row) && canReadContent(LETTER_MEMBER, row);
}

/** Drafts and scheduled records are for admins (and a preview link's reader) only; published ones for anyone (then `canReadContent` decides the body). */
export function canSeeRecord(viewer: Viewer, row: Published): boolean {
  return row.status === "published" || isAdmin(viewer) || isPreviewReader(viewer);
}

/** The row when the viewer may see it at all; else the 404 of a record that does not exist (`message`). */
export function seenOr404<R extends Published>(viewer: Viewer, row: R | null | undefined, message: string): R {
  if (!row || !canSeeRecord(viewer, row)) throw notFound(message);
  return row;
}

/** `canSeeRecord` as a SQL condition for lists; undefined: no filter (admins). */
export function seenRows(viewer: Viewer, status: PgColumn): SQL | undefined {
  return isAdmin(viewer) ? undefined : eq(status, "published");
}

/** `canSeeRecord` as a boolean SQL expression over a status (raw queries such as search). */
export function canSeeRecordSql(viewer: Viewer, status: SQL): SQL {
  return isAdmin(viewer) ? sql`true` : sql`(${status} = 'published')`;
}

/** The rule itself: members-only content is for signed-in members (and admins). */
export function canReadContent(viewer: Viewer, row: Gated): boolean {
  return !row.isMembersOnly || isSignedIn(viewer);
}

/**
 * Both rules as a SQL condition, for queries that list many rows whole
 * (feeds, sitemaps): only what the viewer may see and read. Undefined: no filter.
 */
export function readableRows(viewer: Viewer, t: { isMembersOnly: PgColumn; status: PgColumn }): SQL | undefined {
  return and(seenRows(viewer, t.status), isSignedIn(viewer) ? undefined : eq(t.isMembersOnly, false));
}

/** The rule as a boolean SQL expression over any members-only flag (raw queries such as search). */
export function canReadContentSql(viewer: Viewer, isMembersOnly: SQL): SQL {
  return isSignedIn(viewer) ? sql`true` : sql`(not ${isMembersOnly})`;
}

/** Whether the viewer may read every row (members): a query may then leave the rule out. */
export function readsAllContent(viewer: Viewer): boolean {
  return isSignedIn(viewer);
}

/** A stored file is readable exactly when the row it belongs to is (callers answer a draft's 404 before: seenOr404). */
export function canReadFile(viewer: Viewer, file: StoredFileRef): boolean {
  return canSeeRecord(viewer, file) && canReadContent(viewer, file);
}

/** The 401 a visitor gets for a members-only file or image. */
const loginForFile = () => new AppError("UNAUTHORIZED", "Please log in to access this file.");

/** Throws the 401 a visitor gets for a members-only file. */
export function assertCanReadFile(viewer: Viewer, file: StoredFileRef): StoredFileRef {
  if (!canReadFile(viewer, file)) throw loginForFile();
  return file;
}

// Images (modules/images, docs/decisions/085, 086): an image is as readable
// as the most readable record that shows it. A body's image is for whoever
// may read the body; a cover is for whoever may see the record at all (a
// list shows a locked record's cover). Admins see every image; a preview
// link's reader those of its record. The creator's photo (an image use of
// kind 'site', docs/decisions/096) is everyone's, as the settings are; a series' cover
// (kind 'series', docs/decisions/103) is for whoever may see the series; an
// author's photo (kind 'author', docs/decisions/113) is everyone's.

/** The records that show images, by the kind image_uses names them with. */
const IMAGE_RECORDS = { post: posts, episode: podcasts, item: contentItems } as const;

/** The record a working preview link names, and whom it reads as (modules/previews). */
export interface PreviewRecord {
  kind: string;
  id: string;
  asVisitor: boolean;
}

/** Whether some record matching `condition` (over its row `t` and the use `u`) shows image `imageId`. */
function shownBy(imageId: string, condition: SQL): SQL {
  const perKind = Object.entries(IMAGE_RECORDS).map(
    ([kind, table]) =>
      sql`exists (select 1 from image_uses u join ${table} t on t.id = u.content_id where u.image_id = ${imageId} and u.content_kind = ${kind} and ${condition})`,
  );
  return sql`(${sql.join(perKind, sql` or `)})`;
}

/** What `viewer` may see of a use: the record, for a cover; its body, for a body's image. */
const useSeenBy = (viewer: Viewer) => sql`(u.role = 'cover' or ${canReadContentSql(viewer, sql`t.is_members_only`)})`;

/** Whether a series matching `condition` (over its row `t`) has image `imageId` as its cover: a series has no body and no gate, so its cover is for whoever may see it (docs/decisions/103). */
const coverOfSeries = (imageId: string, condition: SQL): SQL =>
  sql`exists (select 1 from image_uses u join ${series} t on t.id = u.content_id where u.image_id = ${imageId} and u.content_kind = 'series' and ${condition})`;

/** Whether the site's settings or an author show image `imageId` (the creator's photo, an author's, docs/decisions/113): shown to everyone, as bylines are. */
const shownBySite = (imageId: string): SQL => sql`exists (select 1 from image_uses u where u.image_id = ${imageId} and u.content_kind in ('site', 'author'))`;

/** Which readers may see image `imageId`: three boolean columns (visitors, members, preview) for a select. */
export function imageReadersSql(imageId: string, preview: PreviewRecord | null): SQL {
  const published = canSeeRecordSql(VISITOR, sql`t.status`);
  const viaPreview = preview
    ? shownBy(imageId, sql`u.content_kind = ${preview.kind} and t.id = ${preview.id} and ${preview.asVisitor ? useSeenBy(VISITOR) : sql`true`}`)
    : sql`false`;
  const site = shownBySite(imageId);
  const seriesCover = coverOfSeries(imageId, published);
  return sql`(${site} or ${seriesCover} or ${shownBy(imageId, sql`${published} and ${useSeenBy(VISITOR)}`)}) as visitors,
    (${site} or ${seriesCover} or ${shownBy(imageId, published)}) as members, ${viaPreview} as preview`;
}

export interface ImageReaders {
  visitors: boolean;
  members: boolean;
  preview: boolean;
}

/** "public": anyone may have it, and caches may keep it; "private": this viewer only. */
export type ImageAccess = "public" | "private";

/** Whether the viewer may see an image that `readers` may: a visitor is asked to sign in for a members' image, and any other refusal is its 404. */
export function imageAccess(viewer: Viewer, readers: ImageReaders): ImageAccess {
  if (readers.visitors) return "public";
  if (isAdmin(viewer) || readers.preview || (readers.members && isSignedIn(viewer))) return "private";
  if (readers.members) throw loginForFile();
  throw notFound(IMAGE_NOT_FOUND);
}

type PublicationColumns = "status" | "publishAt";
/** Admins are also told how many saves a record has had, to send back with an edit (modules/revisions). */
type RevisionColumn = { revision?: number };
type PostRow = Pick<typeof posts.$inferSelect, "id" | "title" | "isMembersOnly" | "createdAt" | "tags" | "readingMinutes" | PublicationColumns> &
  Partial<Pick<typeof posts.$inferSelect, "content" | "excerpt" | "coverUrl" | "bylineAuthorId">>;
type TranscriptColumns = "transcriptFileKey" | "transcriptFileName" | "transcriptFileSize";
type PodcastRow = Pick<
  typeof podcasts.$inferSelect,
  "id" | "title" | "description" | "isMembersOnly" | "fileType" | "createdAt" | "tags" | PublicationColumns
> &
  Partial<Pick<typeof podcasts.$inferSelect, "fileName" | "fileSize" | "fileKey" | "coverUrl" | "bylineAuthorId" | TranscriptColumns>>;
type ItemRow = Pick<
  typeof contentItems.$inferSelect,
  "id" | "title" | "description" | "category" | "mediaType" | "isMembersOnly" | "createdAt" | "tags" | PublicationColumns
> &
  Partial<
    Pick<typeof contentItems.$inferSelect, "contentText" | "fileKey" | "fileType" | "fileName" | "fileSize" | "coverUrl" | "bylineAuthorId" | TranscriptColumns>
  >;

/** What an admin is shown of a stored file: its own name (or the key's last part for old rows) and size. */
function fileInfo(row: { fileKey?: string | null; fileName?: string | null; fileSize?: number | null }): StoredFileInfo | null {
  if (!row.fileKey) return null;
  return { name: row.fileName ?? row.fileKey.slice(row.fileKey.lastIndexOf("/") + 1), size: row.fileSize ?? null };
}

/** A row's transcript as an admin is shown it: the uploaded file's name and size. */
const transcriptInfo = (row: { transcriptFileKey?: string | null; transcriptFileName?: string | null; transcriptFileSize?: number | null }) =>
  fileInfo({ fileKey: row.transcriptFileKey, fileName: row.transcriptFileName, fileSize: row.transcriptFileSize });

/** One post: whole, or for a visitor and a members-only post its title only. */
export function postView(viewer: Viewer, row: PostRow & RevisionColumn): Post {
  const { id, title, isMembersOnly, status } = row;
  const createdAt = row.createdAt.toISOString();
  const publishAt = row.publishAt?.toISOString() ?? null;
  // A cover shows wherever the record does, locked or not (docs/decisions/086).
  const coverUrl = row.coverUrl ?? null;
  // Tags and reading time are the record's like its title: shown locked or not.
  const { tags, readingMinutes } = row;
  // The byline's author (null: the creator, docs/decisions/113), shown locked or not as the title is; absent when the row was read without it.
  const authorId = row.bylineAuthorId;
  // Whole literals, not a spread of a shared base: this runs on every post read, and the spread cost about 3 µs of it.
  if (!canReadContent(viewer, row)) return { id, title, isMembersOnly, createdAt, status, publishAt, coverUrl, tags, readingMinutes, authorId, locked: true };
  // An admin's view also says how many saves there have been, given with the row (one literal either way: no spread).
  const revision = isAdmin(viewer) ? row.revision : undefined;
  const content = row.content ?? "";
  const excerpt = row.excerpt ?? "";
  if (revision !== undefined)
    return { id, title, isMembersOnly, createdAt, status, publishAt, coverUrl, tags, readingMinutes, authorId, revision, locked: false, content, excerpt };
  return { id, title, isMembersOnly, createdAt, status, publishAt, coverUrl, tags, readingMinutes, authorId, locked: false, content, excerpt };
}

/** A record's author as its whole row names it (null: the creator, docs/decisions/113); lists, which select fewer columns, leave it out. */
const bylineOf = (row: { bylineAuthorId?: string | null }) => (row.bylineAuthorId !== undefined ? { authorId: row.bylineAuthorId } : {});

/** A record's publication as its views show it. */
const publicationOf = (row: { status: ContentStatus; publishAt: Date | null }) => ({ status: row.status, publishAt: row.publishAt?.toISOString() ?? null });

/** A post in a list: a visitor's members-only entry carries no excerpt. */
export function postSummaryView(viewer: Viewer, row: PostRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: canReadContent(viewer, row) ? (row.excerpt ?? "") : "",
    isMembersOnly: row.isMembersOnly,
    createdAt: row.createdAt.toISOString(),
    ...publicationOf(row),
    coverUrl: row.coverUrl ?? null,
    tags: row.tags,
    readingMinutes: row.readingMinutes,
  };
}

/** What every view of an episode shows, locked or not; the cover shows wherever the record does (docs/decisions/086). */
function episodeBase(row: PodcastRow) {
  return {
    id: row.id,
    title: row.title,
    isMembersOnly: row.isMembersOnly,
    createdAt: row.createdAt.toISOString(),
    ...publicationOf(row),
    coverUrl: row.coverUrl ?? null,
    tags: row.tags,
    ...bylineOf(row),
  };
}

/** An episode's media: the audio URL is answered by the media route, which asks canReadFile. */
const episodeMedia = (row: PodcastRow) => ({
  audioUrl: apiPaths.podcastAudio(row.id),
  fileType: row.fileType,
  transcriptUrl: row.transcriptFileKey ? apiPaths.podcastTranscript(row.id) : null,
});

/** An episode in a list (the policy filters the list by who may read it). Admins also see the file. */
export function podcastView(viewer: Viewer, row: PodcastRow & RevisionColumn): Podcast {
  const view: Podcast = { ...episodeBase(row), description: row.description, ...episodeMedia(row) };
  const file = isAdmin(viewer) ? fileInfo(row) : null;
  return file ? { ...view, file, transcript: transcriptInfo(row), ...(row.revision !== undefined ? { revision: row.revision } : {}) } : view;
}

/** One episode for its page: whole, or for a visitor and a members-only episode its title and cover only (no description, no audio). */
export function episodeView(viewer: Viewer, row: PodcastRow): Episode {
  const base = episodeBase(row);
  if (!canReadContent(viewer, row)) return { ...base, locked: true, description: null };
  return { ...base, locked: false, description: row.description, ...episodeMedia(row) };
}

function itemBase(row: ItemRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    mediaType: row.mediaType,
    isMembersOnly: row.isMembersOnly,
    createdAt: row.createdAt.toISOString(),
    ...publicationOf(row),
    // Locked or not, as a post's (docs/decisions/086).
    coverUrl: row.coverUrl ?? null,
    tags: row.tags,
    ...bylineOf(row),
  };
}

/** An item in a list: title, description, media type and cover, never its text or file. */
export function itemSummaryView(_viewer: Viewer, row: ItemRow): ContentItemSummary {
  return itemBase(row);
}

/** One item: whole, or for a visitor and a members-only item its title, description, media type and cover. */
export function itemView(viewer: Viewer, row: ItemRow & RevisionColumn): ContentItem {
  const base = itemBase(row);
  if (!canReadContent(viewer, row)) return { ...base, locked: true };
  return {
    ...base,
    locked: false,
    contentText: row.contentText ?? null,
    fileUrl: row.fileKey ? apiPaths.contentItemFile(row.id) : null,
    fileType: row.fileType ?? null,
    transcriptUrl: row.transcriptFileKey ? apiPaths.contentItemTranscript(row.id) : null,
    ...(isAdmin(viewer) ? { file: fileInfo(row), transcript: transcriptInfo(row), ...(row.revision !== undefined ? { revision: row.revision } : {}) } : {}),
  };
}

/**
 * What a shared link previews: the title, the description only when a
 * visitor may read the record, and the cover (its image, whose share crop
 * the preview shows) whenever the record may be seen, members-only or not,
 * as lists show it (docs/decisions/086, 100). A record the visitor may not
 * read shows no words but its title (DECISIONS: "Members-only posts expose
 * only their title there"): its image is described by the title too.
 */
export interface PreviewMeta {
  title: string;
  description?: string | undefined;
  /** The cover's image, or null (none, or a record the viewer may not see). */
  coverImageId?: string | null | undefined;
  /** True when the viewer may see the record but not read it: only its title may be told. */
  titleOnly: boolean;
}

type PreviewRow = Published & Gated & { title: string; coverImageId?: string | null };

/** A previewed record's cover: shown wherever the record is seen, like the cover in its views. */
const previewCover = (viewer: Viewer, row: PreviewRow) => (canSeeRecord(viewer, row) ? (row.coverImageId ?? null) : null);

export function postPreview(viewer: Viewer, row: PreviewRow & { excerpt: string }): PreviewMeta {
  const readable = canReadContent(viewer, row);
  return { title: row.title, description: readable ? row.excerpt : undefined, coverImageId: previewCover(viewer, row), titleOnly: !readable };
}

export function itemPreview(viewer: Viewer, row: PreviewRow & { description: string | null }): PreviewMeta {
  // A description is the admin's plain text: one line for the meta tag, cut at a word with "…".
  const description = row.description?.trim() ? shortenAtWord(row.description.replace(/\s+/g, " ").trim(), DESCRIPTION_LENGTH) : undefined;
  const readable = canReadContent(viewer, row);
  return { title: row.title, description: readable ? description : undefined, coverImageId: previewCover(viewer, row), titleOnly: !readable };
}

/** An episode previews like an item: its title, its description only when the viewer may read it, and its cover. */
export const episodePreview = itemPreview;
