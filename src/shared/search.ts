import { z } from "zod";

import { PAGE } from "./constants.js";
import { searchText } from "./text.js";

// GET /api/search (docs/decisions/020).

export const SEARCH_AREAS = ["field-manual", "briefing", "after-action"] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

export const searchQuerySchema = z.object({
  q: searchText("Type something to search for.").min(1, "Type something to search for."),
  type: z.enum(SEARCH_AREAS, { error: "Search in field-manual, briefing or after-action." }).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE.maxLimit).default(PAGE.defaultLimit),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A piece of a snippet: matched words are marked, and the browser renders them as text, never as HTML. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(["post", "episode", "item"]),
  id: z.string(),
  title: z.string(),
  area: z.enum(SEARCH_AREAS),
  /** "article" for posts, "audio" for episodes, an item's media type. */
  mediaType: z.enum(["article", "text", "pdf", "video", "audio"]),
  isMembersOnly: z.boolean(),
  /** A visitor's view of a members-only record: title only, no snippet. */
  locked: z.boolean(),
  /** The matched passage, or null (locked, or found by its title's likeness only). */
  snippet: z.array(snippetPartSchema).nullable(),
  createdAt: z.string(),
  /** The page that shows it. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * A series whose title or description holds the words (docs/decisions/112):
 * listed apart from the records, on the first page of a search of every
 * area; a series has no members-only gate, so whoever may see it reads its
 * description.
 */
export const searchSeriesSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The matched passage of its description, or null (the title matched). */
  snippet: z.array(snippetPartSchema).nullable(),
  /** Its page. */
  url: z.string(),
});
export type SearchSeries = z.infer<typeof searchSeriesSchema>;

export const searchPageSchema = z.object({
  /** The series that match (at most 5): only on the first page, and only when no area is asked. */
  series: z.array(searchSeriesSchema).default([]),
  items: z.array(searchResultSchema),
  nextCursor: z.string().nullable(),
  /** True when nothing matched the words and these are titles that look like the query. */
  fuzzy: z.boolean(),
  /** With `fuzzy`: the query with its words spelt like the titles found ("did you mean"), or null. */
  suggestion: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const searchApiPath = "/api/search";
