import { z } from "zod";

import { authorIdField } from "./authors.js";
import { CATEGORIES, LIMITS, MEDIA_TYPES, type MediaType } from "./constants.js";
import { coverInputField, hasUndescribedImage, IMAGES_NEED_ALT } from "./images.js";
import type { FileExtension } from "./media.js";
import { checkPublication, publicationFields, type ContentStatus } from "./publishing.js";
import { baseRevisionField } from "./revisions.js";
import { tagsField } from "./tags.js";
import { plainText } from "./text.js";

export const MISSING_PODCAST_FIELDS = "Missing fields: Title and file are required.";

// Admin writes: the spec's fields and messages (sections 4, 5, 7). The same
// schemas check the admin forms in the browser and the requests on the server
// (docs/decisions/011).

/** A record's title (posts, episodes, items, series). */
export const recordTitle = plainText("Title").trim().min(1, "Title is required.").max(LIMITS.title, `Title must be at most ${LIMITS.title} characters.`);
/** A record's optional plain-text description; empty is none (null). */
export const recordDescription = plainText("Description", "Description must be text.")
  .trim()
  .max(LIMITS.description, `Description must be at most ${LIMITS.description} characters.`)
  .optional()
  .transform((v) => (v ? v : null));
/** Multipart fields arrive as strings; JSON bodies send booleans. */
/** A body's images must each be described before it is published or scheduled (WCAG 1.1.1); a draft may wait. */
function imagesDescribed(field: "content" | "contentText") {
  return (value: { status: ContentStatus } & Partial<Record<typeof field, string | undefined>>, ctx: z.RefinementCtx) => {
    if (value.status !== "draft" && hasUndescribedImage(value[field])) ctx.addIssue({ code: "custom", path: [field], message: IMAGES_NEED_ALT });
  };
}

const flag = z.union([z.boolean(), z.enum(["true", "false", "on", ""]).transform((v) => v === "true" || v === "on")]).default(false);

export const postInputSchema = z
  .object({
    title: recordTitle,
    content: plainText("Content")
      .max(LIMITS.postContent, `Content must be at most ${LIMITS.postContent} characters.`)
      .refine((v) => v.trim().length > 0, "Content is required."),
    isMembersOnly: flag,
    ...publicationFields,
    ...baseRevisionField,
    ...coverInputField,
    ...tagsField,
    ...authorIdField,
  })
  .superRefine(checkPublication)
  .superRefine(imagesDescribed("content"));
export type PostInputBody = z.input<typeof postInputSchema>;

/** An edit may drop the current transcript (a new transcript file replaces it instead). */
const removeTranscript = flag;

/** The text fields of a podcast upload (multipart); the audio file comes after them. The spec words a missing title like a missing file. */
export const podcastFieldsSchema = z
  .object({
    title: z.string({ error: MISSING_PODCAST_FIELDS }).trim().min(1, MISSING_PODCAST_FIELDS).pipe(recordTitle),
    description: recordDescription,
    isMembersOnly: flag,
    removeTranscript,
    ...publicationFields,
    ...baseRevisionField,
    ...coverInputField,
    ...tagsField,
    ...authorIdField,
  })
  .superRefine(checkPublication);
export type PodcastFields = z.output<typeof podcastFieldsSchema>;

/** The text fields of a content item (multipart); a file follows for pdf, video and audio. */
export const contentItemFieldsSchema = z
  .object({
    title: recordTitle,
    description: recordDescription,
    category: z.enum(CATEGORIES, { error: "Category must be briefing or after-action." }),
    mediaType: z.enum(MEDIA_TYPES, { error: "Media type must be text, pdf, video or audio." }).default("text"),
    isMembersOnly: flag,
    contentText: plainText("Text", "Text must be text.").max(LIMITS.itemText, `Text must be at most ${LIMITS.itemText} characters.`).optional(),
    removeTranscript,
    ...publicationFields,
    ...baseRevisionField,
    ...coverInputField,
    ...tagsField,
    ...authorIdField,
  })
  .superRefine(checkPublication)
  .superRefine(imagesDescribed("contentText"))
  .transform((v) => ({ ...v, contentText: v.mediaType === "text" ? (v.contentText ?? "") : null }));
export type ContentItemFields = z.output<typeof contentItemFieldsSchema>;

/** The media that take a transcript (captions for video, a read-along transcript for audio). */
export const takesTranscript = (mediaType: MediaType) => mediaType === "audio" || mediaType === "video";

/**
 * The one list of accepted uploads, by media type, checked against the
 * file's first bytes (not its name). Podcast episodes take audio. The seed
 * checks its sample files against the same list.
 */
export const ACCEPT = {
  audio: ["mp3", "wav", "m4a"],
  pdf: ["pdf"],
  video: ["mp4", "webm"],
} as const satisfies Record<Exclude<MediaType, "text">, readonly FileExtension[]>;

/** The `accept` attribute for file inputs, by the kind of file (a podcast's is audio). */
export const ACCEPT_ATTRIBUTE = {
  audio: ".mp3,.wav,.m4a,audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a",
  pdf: ".pdf,application/pdf",
  video: ".mp4,.webm,video/mp4,video/webm",
} as const;
