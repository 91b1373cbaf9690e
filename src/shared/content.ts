import { z } from "zod";

import { authorViewFields } from "./authors.js";
import { CATEGORIES, MEDIA_TYPES, PAGE } from "./constants.js";
import { coverViewField } from "./images.js";
import { publicationSchema } from "./publishing.js";
import { tagFilterField, tagsViewField } from "./tags.js";
import { searchText } from "./text.js";

// The members' content API contract (GET routes). Dates are ISO strings.
// A visitor's view of a members-only record is "locked": it keeps the title
// (and an item's description and media type) and loses the body and any
// file reference.

export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE.maxLimit).default(PAGE.defaultLimit),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Route params carrying a record id. An id that is not a UUID cannot exist,
 * so it gets the same 404 and message as a missing record (the error
 * handler answers a params failure with 404 and this message).
 */
export const idParams = (notFoundMessage: string) => z.object({ id: z.uuid({ error: notFoundMessage }) });

/** What an admin sees of a stored file: its original name and size in bytes (never the storage key; size null until known). */
export const storedFileInfoSchema = z.object({ name: z.string(), size: z.number().int().nonnegative().nullable() });
export type StoredFileInfo = z.infer<typeof storedFileInfoSchema>;

/** The signed-in member's own progress on a listed record (lists join it in the same query); absent for visitors. */
export const listProgressSchema = z.object({ position: z.number(), duration: z.number().nullable(), finished: z.boolean() }).nullable().optional();
export type ListProgress = z.infer<typeof listProgressSchema>;

export const postSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text of the start of the content (no markdown), at most 160 characters. */
  excerpt: z.string(),
  isMembersOnly: z.boolean(),
  createdAt: z.string(),
  ...publicationSchema,
  ...coverViewField,
  ...tagsViewField,
  /** Minutes to read at 230 words a minute, counted at save (shared/reading-time.ts). */
  readingMinutes: z.number().int().optional(),
  progress: listProgressSchema,
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  isMembersOnly: z.boolean(),
  createdAt: z.string(),
  ...publicationSchema,
  ...coverViewField,
  ...tagsViewField,
  /** Minutes to read at 230 words a minute, counted at save (shared/reading-time.ts). */
  readingMinutes: z.number().int().optional(),
  /** The byline's author (docs/decisions/113); null is the creator. */
  authorId: authorViewFields.authorId,
  /** That author's name, address, photo and short bio, in a record's own read (absent: the creator's byline). */
  author: authorViewFields.author,
  /** Admins only: saves so far, sent back with an edit (modules/revisions). */
  revision: z.number().int().optional(),
  locked: z.boolean(),
  /** Markdown; absent when locked. */
  content: z.string().optional(),
  /** Plain text for the description meta; absent when locked. */
  excerpt: z.string().optional(),
});
export type Post = z.infer<typeof postSchema>;

export const podcastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  isMembersOnly: z.boolean(),
  createdAt: z.string(),
  ...publicationSchema,
  ...coverViewField,
  ...tagsViewField,
  /** The byline's author (docs/decisions/113); null is the creator; absent in lists. */
  authorId: authorViewFields.authorId,
  /** That author's name, address, photo and short bio, in a record's own read (absent: the creator's byline, and in lists). */
  author: authorViewFields.author,
  /** Admins only: saves so far, sent back with an edit (modules/revisions). */
  revision: z.number().int().optional(),
  /** Streamed from the server (Range requests), never downloaded whole. */
  audioUrl: z.string(),
  fileType: z.string(),
  /** Admins only: the uploaded file's original name and size. */
  file: storedFileInfoSchema.optional(),
  /** The WebVTT transcript (GET, access-checked like the audio); null when there is none. */
  transcriptUrl: z.string().nullable().optional(),
  /** Admins only: the transcript file's original name and size, or null. */
  transcript: storedFileInfoSchema.nullable().optional(),
  progress: listProgressSchema,
});
export type Podcast = z.infer<typeof podcastSchema>;

/**
 * One episode for its own page (/briefing/:podcastId). A visitor's view of a
 * members-only episode is locked: its title and cover only, no description, no audio.
 */
export const episodeSchema = podcastSchema
  .pick({ id: true, title: true, isMembersOnly: true, createdAt: true, status: true, publishAt: true, coverUrl: true, tags: true, authorId: true })
  .extend({
    /** The byline's guest author (docs/decisions/117); absent: the creator's byline. */
    author: podcastSchema.shape.author,
    locked: z.boolean(),
    /** Null when there is none or when locked. */
    description: z.string().nullable(),
    /** Absent when locked. */
    audioUrl: z.string().optional(),
    fileType: z.string().optional(),
    /** The WebVTT transcript; null when there is none, absent when locked. */
    transcriptUrl: z.string().nullable().optional(),
  });
export type Episode = z.infer<typeof episodeSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(CATEGORIES),
  mediaType: z.enum(MEDIA_TYPES),
  isMembersOnly: z.boolean(),
  createdAt: z.string(),
  ...publicationSchema,
  ...coverViewField,
  ...tagsViewField,
  /** The byline's author (docs/decisions/113); null is the creator; absent in lists. */
  authorId: authorViewFields.authorId,
  /** That author's name, address, photo and short bio, in a record's own read (absent: the creator's byline, and in lists). */
  author: authorViewFields.author,
  /** Admins only: saves so far, sent back with an edit (modules/revisions). */
  revision: z.number().int().optional(),
  locked: z.boolean(),
  /** For text items; absent when locked. */
  contentText: z.string().nullable().optional(),
  /** For pdf, video and audio items; absent when locked. */
  fileUrl: z.string().nullable().optional(),
  fileType: z.string().nullable().optional(),
  /** Admins only: the current file's original name and size (null for text items), shown in the edit form. */
  file: storedFileInfoSchema.nullable().optional(),
  /** Audio and video items: the WebVTT transcript (captions for video); null when none, absent when locked. */
  transcriptUrl: z.string().nullable().optional(),
  /** Admins only: the transcript file's original name and size, or null. */
  transcript: storedFileInfoSchema.nullable().optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** What lists show of an item: no text body, no file. */
export const contentItemSummarySchema = contentItemSchema
  .pick({
    id: true,
    title: true,
    description: true,
    category: true,
    mediaType: true,
    isMembersOnly: true,
    createdAt: true,
    status: true,
    publishAt: true,
    coverUrl: true,
    tags: true,
  })
  .extend({ progress: listProgressSchema });
export type ContentItemSummary = z.infer<typeof contentItemSummarySchema>;

/** A content list's page, optionally only the records whose title contains `q` (the admin lists' search box). */
export const contentListQuerySchema = pageQuerySchema.extend({
  q: searchText().optional(),
  /** Only the records with this tag (docs/decisions/106). */
  ...tagFilterField,
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentItemsQuerySchema = contentListQuerySchema.extend({ category: z.enum(CATEGORIES) });

export const apiPaths = {
  posts: "/api/posts",
  post: (id: string) => `/api/posts/${encodeURIComponent(id)}`,
  podcasts: "/api/podcasts",
  podcast: (id: string) => `/api/podcasts/${encodeURIComponent(id)}`,
  podcastAudio: (id: string) => `/api/podcasts/${encodeURIComponent(id)}/audio`,
  podcastTranscript: (id: string) => `/api/podcasts/${encodeURIComponent(id)}/transcript`,
  contentItems: "/api/content-items",
  contentItem: (id: string) => `/api/content-items/${encodeURIComponent(id)}`,
  contentItemFile: (id: string) => `/api/content-items/${encodeURIComponent(id)}/file`,
  contentItemTranscript: (id: string) => `/api/content-items/${encodeURIComponent(id)}/transcript`,
} as const;
