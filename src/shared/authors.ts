import { z } from "zod";

import { BRAND } from "./constants.js";
import { publicationSchema } from "./publishing.js";
import { normaliseTag } from "./tag-words.js";
import { plainText } from "./text.js";

// Authors (issue 30, docs/decisions/113): the people a record's byline names.
// A record's authorId null is the creator (the site's settings), so every
// record written before authors existed keeps its byline. One contract for
// the admin's form and the server.

export const AUTHOR_LIMITS = { name: 80, slug: 60, bio: 280, link: 300 } as const;

export const AUTHOR_NOT_FOUND = "Author not found.";
export const AUTHOR_PHOTO_NOT_FOUND = "Photo not found. Upload it again.";
export const AUTHOR_SLUG_TAKEN = "Another author already has this address. Choose another.";
/** A record names an author that does not exist (deleted meanwhile, or mistyped). */
export const RECORD_AUTHOR_NOT_FOUND = "Author not found. Choose another author, or none for the creator.";
/** The 409 of a deletion refused while records name the author. */
export const authorNamed = (count: number): string =>
  `This author is named on ${count} ${count === 1 ? "record" : "records"}. Choose another author on ${count === 1 ? "it" : "them"} first.`;

/** What an author's address (slug) is: lower-case letters and digits joined by single hyphens. */
export const AUTHOR_SLUG_PATTERN = /^[\p{Ll}\p{N}]+(-[\p{Ll}\p{N}]+)*$/u;

/** An author's address word: the name's words as a tag's are made (lower case, hyphens), so "Sgt. Maria Ortiz" is sgt-maria-ortiz. */
export const authorSlug = (typed: string): string => normaliseTag(typed).slice(0, AUTHOR_LIMITS.slug).replace(/-+$/, "");

const emptyIsNull = (value: unknown) => ((typeof value === "string" && value.trim() === "") || value === undefined ? null : value);

/** The admin's write: every field (PUT replaces the whole author). An empty slug is made from the name. */
export const authorWriteSchema = z
  .object({
    name: plainText("Name").trim().min(1, "Name is required.").max(AUTHOR_LIMITS.name, `Name must be at most ${AUTHOR_LIMITS.name} characters.`),
    slug: z.preprocess(
      emptyIsNull,
      z
        .string()
        .max(AUTHOR_LIMITS.slug, `Address must be at most ${AUTHOR_LIMITS.slug} characters.`)
        .regex(AUTHOR_SLUG_PATTERN, "Address must be lower-case letters and digits joined by single hyphens.")
        .nullable(),
    ),
    bio: z.preprocess(emptyIsNull, plainText("Bio").trim().max(AUTHOR_LIMITS.bio, `Bio must be at most ${AUTHOR_LIMITS.bio} characters.`).nullable()),
    photoImageId: z.preprocess(emptyIsNull, z.uuid({ error: AUTHOR_PHOTO_NOT_FOUND }).nullable()),
    link: z.preprocess(
      emptyIsNull,
      z
        .url({ protocol: /^https$/, error: "Link must be an https address." })
        .max(AUTHOR_LIMITS.link, `Link must be at most ${AUTHOR_LIMITS.link} characters.`)
        .nullable(),
    ),
  })
  .transform((input, ctx) => {
    const slug = input.slug ?? authorSlug(input.name);
    if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message: "Give an address: the name has no letters or digits to make one from." });
    return { ...input, slug };
  });
export type AuthorWrite = z.output<typeof authorWriteSchema>;
export type AuthorWriteInput = z.input<typeof authorWriteSchema>;

/** An author as everyone sees them (a byline, the author's page). */
export const authorSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  link: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** The admin's view: the photo's image id (sent back with an edit) and how many records name the author. */
export const adminAuthorSchema = authorSchema.extend({ photoImageId: z.string().nullable(), records: z.number().int() });
export type AdminAuthor = z.infer<typeof adminAuthorSchema>;

/** A record's write names its author by id; null (or empty) is the creator; absent keeps the record's author (a new record: the creator). */
export const authorIdField = {
  authorId: z.preprocess((value) => (value === "" ? null : value), z.uuid({ error: RECORD_AUTHOR_NOT_FOUND }).nullable().optional()),
};

/** A record's read: its author's id (null: the creator) and, where a byline is shown, the author. */
export const authorViewFields = { authorId: z.string().nullable().optional(), author: authorSchema.nullable().optional() };

export const authorApiPaths = {
  admin: "/api/admin/authors",
  adminOne: "/api/admin/authors/:id",
  one: "/api/authors/:slug",
} as const;

/** What an author's page says of them in its description: their short bio, else who they are here. */
export const authorDescription = (author: Pick<Author, "name" | "bio">): string => author.bio ?? `${author.name}, writing for ${BRAND}.`;

/** One record on an author's page: what a list shows of it, whatever its gate (a locked record keeps its title). */
export const authorRecordSchema = z.object({
  kind: z.enum(["post", "episode", "item"]),
  id: z.string(),
  title: z.string(),
  isMembersOnly: z.boolean(),
  ...publicationSchema,
  createdAt: z.string(),
  path: z.string(),
});
export type AuthorRecord = z.infer<typeof authorRecordSchema>;

/** An author's page: the author and a page of the records naming them that the viewer may see, newest first. */
export const authorPageSchema = z.object({ author: authorSchema, items: z.array(authorRecordSchema), nextCursor: z.string().nullable() });
export type AuthorPage = z.infer<typeof authorPageSchema>;
