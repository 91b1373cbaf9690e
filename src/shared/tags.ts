import { z } from "zod";

import { MAX_TAG_LENGTH, MAX_TAGS, normaliseTag } from "./tag-words.js";

// The tags' contracts (docs/decisions/106): a record's write takes them, its
// reads give them, lists filter by one. The words themselves: tag-words.ts.

export const TOO_MANY_TAGS = `A record takes at most ${MAX_TAGS} tags.`;
export const TAG_TOO_LONG = `A tag is at most ${MAX_TAG_LENGTH} characters.`;
export const TAG_EMPTY = "A tag needs a letter or a digit.";
export const TAGS_NOT_TEXT = "Tags must be a list of words.";

/** Tags in a form: a list (JSON) or one text of tags split at commas (a multipart form's field). */
function tagList(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? [] : value.split(",");
  return value;
}

/**
 * The `tags` field of a record's write: absent is none (a save is the whole
 * record, as for its other fields), each tag normalised, repeats dropped
 * in their first place, at most MAX_TAGS of at most MAX_TAG_LENGTH characters.
 */
export const tagsField = {
  tags: z.preprocess(
    tagList,
    z
      .array(z.string({ error: TAGS_NOT_TEXT }).max(MAX_TAG_LENGTH * 4, TAG_TOO_LONG), { error: TAGS_NOT_TEXT })
      .max(MAX_TAGS * 4, TOO_MANY_TAGS)
      .transform((typed, ctx) => {
        const tags: string[] = [];
        for (const one of typed) {
          if (one.trim() === "") continue;
          const tag = normaliseTag(one);
          if (!tag) ctx.addIssue({ code: "custom", message: `${TAG_EMPTY} (“${one.trim()}”)` });
          else if (tag.length > MAX_TAG_LENGTH) ctx.addIssue({ code: "custom", message: `${TAG_TOO_LONG} (“${one.trim()}”)` });
          else if (!tags.includes(tag)) tags.push(tag);
        }
        if (tags.length > MAX_TAGS) ctx.addIssue({ code: "custom", message: TOO_MANY_TAGS });
        return tags;
      })
      .default([]),
  ),
};

/** A record's tags as reads give them (every read sends them; optional so that views made in the browser, as a preview's, may leave them out). */
export const tagsViewField = { tags: z.array(z.string()).optional() };

/** GET /api/tags: the tags the viewer may see in use, alphabetical. */
export const tagListSchema = z.object({ tags: z.array(z.string()) });
export const TAGS_API_PATH = "/api/tags";

/** A list filter's `?tag=`: one tag, normalised as stored; blank is no filter. */
export const tagFilterField = {
  tag: z
    .string()
    .max(MAX_TAG_LENGTH * 4, TAG_TOO_LONG)
    .transform((typed) => normaliseTag(typed) || undefined)
    .optional(),
};
