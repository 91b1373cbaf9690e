import { z } from "zod";

import { contentItemSummarySchema, episodeSchema, postSummarySchema } from "./content.js";
import { LIBRARY_AREAS, LIBRARY_CURSOR } from "./library.js";
import { tagFilterField } from "./tags.js";

// A library page's data (shared/library.ts): what GET /api/library/:area
// answers, and what a visitor's page is rendered with (page data).

/** One list of a library page: its entries and where its neighbouring pages start. */
const sectionOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Where this page starts (null: the first page). */
    cursor: z.string().nullable(),
    /** The next page of older entries (null: none). */
    older: z.string().nullable(),
    /** The page of newer entries, when this is not the first page (null: the first page is that page). */
    newer: z.string().nullable(),
  });

/** `locked`: the viewer may see the record listed but not read it (a visitor and a members-only record). */
const lockedField = { locked: z.boolean() };

export const libraryPostSchema = postSummarySchema.extend(lockedField);
export type LibraryPost = z.infer<typeof libraryPostSchema>;
export const libraryItemSchema = contentItemSummarySchema.extend(lockedField);
export type LibraryItem = z.infer<typeof libraryItemSchema>;

const librarySeriesSchema = z.object({ id: z.string(), title: z.string() });
export type LibrarySeries = z.infer<typeof librarySeriesSchema>;

export const libraryPageSchema = z.object({
  area: z.enum(LIBRARY_AREAS),
  /** The Field Manual's posts. */
  posts: sectionOf(libraryPostSchema).optional(),
  /** The Briefing's podcast episodes, as their own pages show them. */
  episodes: sectionOf(episodeSchema).optional(),
  /** The Briefing's content items (category briefing). */
  briefings: sectionOf(libraryItemSchema).optional(),
  /** After-Action's content items (category after-action). */
  reports: sectionOf(libraryItemSchema).optional(),
  /** The series filter (docs/decisions/103): the series with a part the viewer may see in this area, by title, and the one the lists are filtered to. */
  series: z.object({ options: z.array(librarySeriesSchema), selected: librarySeriesSchema.nullable() }),
  /** The tag filter (docs/decisions/106): the tags of the records the viewer may see listed in this area, alphabetical, and the one the lists are filtered to. */
  tags: z.object({ options: z.array(z.string()), selected: z.string().nullable() }),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;
export type LibrarySection<T> = { items: T[]; cursor: string | null; older: string | null; newer: string | null };

/** The library API's query: each section's cursor by its page parameter. */
export const libraryQuerySchema = z.object({
  cursor: z.string().regex(LIBRARY_CURSOR).optional(),
  episodes: z.string().regex(LIBRARY_CURSOR).optional(),
  briefings: z.string().regex(LIBRARY_CURSOR).optional(),
  // Any text: one that is not a series' id names no page, the area's 404 as an unknown series (the route's), not a 400.
  series: z.string().max(100).optional(),
  ...tagFilterField,
});

export const libraryParamsSchema = z.object({ area: z.enum(LIBRARY_AREAS) });
