import { z } from "zod";
import { CATEGORIES, LIMITS, MEDIA_TYPES } from "./constants.js";

// Admin writes (spec sections 4, 5, 7): the same schemas check the admin
// forms in the browser and the requests on the server.

const title = z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(LIMITS.title, `Title must be at most ${LIMITS.title} characters.`);
const description = z
  .string()
  .trim()
  .max(LIMITS.description, `Description must be at most ${LIMITS.description} characters.`)
  .optional()
  .transform((v) => (v ? v : null));
/** Multipart fields arrive as strings; JSON bodies send booleans. */
const flag = z.union([z.boolean(), z.enum(["true", "false", "on", ""]).transform((v) => v === "true" || v === "on")]).default(false);

export const postInputSchema = z.object({
  title,
  content: z
    .string({ error: "Content is required." })
    .max(LIMITS.postContent, `Content must be at most ${LIMITS.postContent} characters.`)
    .refine((v) => v.trim().length > 0, "Content is required."),
  isMembersOnly: flag,
});
export type PostInputBody = z.input<typeof postInputSchema>;

/** The text fields of a podcast upload (multipart); the audio file comes after them. */
export const podcastFieldsSchema = z.object({ title, description, isMembersOnly: flag });

/** The text fields of a content item (multipart); a file follows for pdf, video and audio. */
export const contentItemFieldsSchema = z
  .object({
    title,
    description,
    category: z.enum(CATEGORIES, { error: "Category must be briefing or after-action." }),
    mediaType: z.enum(MEDIA_TYPES, { error: "Media type must be text, pdf, video or audio." }).default("text"),
    isMembersOnly: flag,
    contentText: z.string().max(LIMITS.itemText, `Text must be at most ${LIMITS.itemText} characters.`).optional(),
  })
  .transform((v) => ({ ...v, contentText: v.mediaType === "text" ? (v.contentText ?? "") : null }));
export type ContentItemFields = z.output<typeof contentItemFieldsSchema>;

/** Accepted uploads by purpose, checked against the file's first bytes (not its name). */
export const ACCEPT = {
  podcast: ["mp3", "wav", "m4a"],
  audio: ["mp3", "wav", "m4a"],
  pdf: ["pdf"],
  video: ["mp4", "webm"],
} as const;

/** The `accept` attribute for file inputs, by the kind of file (a podcast's is audio). */
export const ACCEPT_ATTRIBUTE = {
  audio: ".mp3,.wav,.m4a,audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a",
  pdf: ".pdf,application/pdf",
  video: ".mp4,.webm,video/mp4,video/webm",
} as const;

export const MISSING_PODCAST_FIELDS = "Missing fields: Title and file are required.";
