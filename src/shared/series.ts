import { z } from "zod";

import { recordDescription, recordTitle } from "./admin.js";
import { listProgressSchema, pageQuerySchema } from "./content.js";
import { coverInputField, coverViewField } from "./images.js";
import { publicationSchema } from "./publishing.js";
import { baseRevisionField } from "./revisions.js";
import { searchText } from "./text.js";

// Series (issue 30, docs/decisions/103): an ordered collection of posts,
// episodes and items ("Leadership Foundations, parts 1-6") with its own page,
// cover and description. A record is a part of at most one series. A series
// is a draft (admins only) or published; its parts keep their own status and
// gate, and the access policy decides which parts a viewer is shown: the
// numbering ("Part 3 of 6") counts only the parts the viewer could see listed.

export const SERIES_STATUSES = ["draft", "published"] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** The kinds of record a series holds, as progress, previews and revisions name them. */
export const SERIES_PART_KINDS = ["post", "episode", "item"] as const;
export type SeriesPartKind = (typeof SERIES_PART_KINDS)[number];

/** The most parts one series holds. */
export const MAX_SERIES_PARTS = 100;

export const SERIES_NOT_FOUND = "Series not found.";
export const SERIES_PART_TWICE = "A record can be only one part of a series.";
export const SERIES_PART_MISSING = "A part of the series no longer exists. Reload the form and try again.";
export const SERIES_TOO_MANY_PARTS = `A series has at most ${MAX_SERIES_PARTS} parts.`;
/** A record already in another series (a record belongs to at most one). */
export const seriesPartTaken = (record: string, series: string) => `“${record}” is already a part of “${series}”. Remove it there first.`;

/** The organisations named in a refusal at most; the rest are counted. */
const NAMED_ORGANISATIONS = 3;

/**
 * The 409 of deleting a series that organisations have assigned (docs/decisions/110):
 * how many assignments, whose, and what to do first.
 */
export function seriesAssigned(title: string, by: readonly { name: string; count: number }[]): string {
  const count = by.reduce((sum, org) => sum + org.count, 0);
  const names = by.slice(0, NAMED_ORGANISATIONS).map((org) => org.name);
  const rest = by.length - names.length;
  const who = rest > 0 ? `${names.join(", ")} and ${rest} more` : names.join(", ");
  return `“${title}” is assigned (${count} ${count === 1 ? "assignment" : "assignments"}: ${who}). Delete those assignments first; their people could not complete a deleted series. Certificates already issued stay.`;
}

const partKind = z.enum(SERIES_PART_KINDS, { error: "A part must be a post, an episode or an item." });

/** One part as a write names it: its kind and id, in the series' order. */
export const seriesPartRefSchema = z.object({ kind: partKind, id: z.uuid({ error: SERIES_PART_MISSING }) });
export type SeriesPartRef = z.infer<typeof seriesPartRefSchema>;

/**
 * POST /api/series and PUT /api/series/:id: the series whole, with its parts
 * in order (a write replaces the list: adding, removing and reordering are
 * one save, all or nothing). A write without `status` publishes, as for
 * other records.
 */
export const seriesInputSchema = z
  .object({
    title: recordTitle,
    description: recordDescription,
    status: z.enum(SERIES_STATUSES, { error: "Status must be draft or published." }).default("published"),
    ...coverInputField,
    parts: z.array(seriesPartRefSchema, { error: "Parts must be a list." }).max(MAX_SERIES_PARTS, SERIES_TOO_MANY_PARTS).default([]),
    // The series' revision when the form opened: a save over a newer one is refused, and kept in the history.
    ...baseRevisionField,
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.parts.forEach((part, index) => {
      const key = `${part.kind}:${part.id.toLowerCase()}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["parts", index], message: SERIES_PART_TWICE });
      seen.add(key);
    });
  });
export type SeriesInputBody = z.input<typeof seriesInputSchema>;
export type SeriesInput = z.output<typeof seriesInputSchema>;

/** A part as a viewer is shown it: what a list shows of the record (locked: title and cover only), its number among the parts the viewer sees. */
export const seriesPartSchema = z.object({
  kind: z.enum(SERIES_PART_KINDS),
  id: z.string(),
  /** 1-based, counted over the parts this viewer is shown (drafts are not counted for anyone but admins). */
  number: z.number().int().positive(),
  title: z.string(),
  /** A post's excerpt, an episode's or item's description; empty when the viewer may not read the record. */
  summary: z.string(),
  isMembersOnly: z.boolean(),
  locked: z.boolean(),
  /** An item's media type (text, pdf, video, audio); null for posts and episodes. */
  mediaType: z.string().nullable(),
  ...publicationSchema,
  ...coverViewField,
  progress: listProgressSchema,
});
export type SeriesPart = z.infer<typeof seriesPartSchema>;

const seriesBase = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SERIES_STATUSES),
  createdAt: z.string(),
  ...coverViewField,
  /** The parts this viewer is shown. */
  partCount: z.number().int().nonnegative(),
  /** Admins only: saves so far, sent back with an edit (modules/revisions). */
  revision: z.number().int().optional(),
};

export const seriesSummarySchema = z.object(seriesBase);
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** GET /api/series/:id: the series and its parts in order, with the member's progress (finished parts of those they may read). */
export const seriesSchema = z.object({
  ...seriesBase,
  parts: z.array(seriesPartSchema),
  /** A signed-in member's progress: parts finished out of the parts they may read; null for visitors. */
  progress: z.object({ finished: z.number().int().nonnegative(), total: z.number().int().nonnegative() }).nullable(),
});
export type Series = z.infer<typeof seriesSchema>;

/** A neighbouring part, as a part's page links to it. */
const partLinkSchema = z.object({ kind: z.enum(SERIES_PART_KINDS), id: z.string(), title: z.string(), locked: z.boolean() });
export type SeriesPartLink = z.infer<typeof partLinkSchema>;

/** GET /api/series/parts/:kind/:id: where a record stands in its series for this viewer ("Part 3 of 6"), or null (in none the viewer may see). */
export const seriesPlaceSchema = z.object({
  place: z
    .object({
      series: z.object({ id: z.string(), title: z.string() }),
      number: z.number().int().positive(),
      count: z.number().int().positive(),
      previous: partLinkSchema.nullable(),
      next: partLinkSchema.nullable(),
    })
    .nullable(),
});
export type SeriesPlace = NonNullable<z.infer<typeof seriesPlaceSchema>["place"]>;

export const seriesPlaceParamsSchema = z.object({
  kind: z.enum(SERIES_PART_KINDS, { error: "Content not found." }),
  id: z.uuid({ error: "Content not found." }),
});

export const seriesListQuerySchema = pageQuerySchema;

/** GET /api/series/candidates (admins): records whose title holds `q`, to add as parts, each with the series it is already in. */
export const seriesCandidatesQuerySchema = z.object({ q: searchText().optional() });
export const seriesCandidateSchema = z.object({
  kind: z.enum(SERIES_PART_KINDS),
  id: z.string(),
  title: z.string(),
  isMembersOnly: z.boolean(),
  ...publicationSchema,
  /** An item's category (briefing, after-action); null for posts and episodes. */
  category: z.string().nullable(),
  series: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type SeriesCandidate = z.infer<typeof seriesCandidateSchema>;
export const seriesCandidatesSchema = z.object({ items: z.array(seriesCandidateSchema) });

/** How many candidates a search answers. */
export const SERIES_CANDIDATES_LIMIT = 20;

export const seriesApiPaths = {
  list: "/api/series",
  one: (id: string) => `/api/series/${encodeURIComponent(id)}`,
  place: (kind: SeriesPartKind, id: string) => `/api/series/parts/${kind}/${encodeURIComponent(id)}`,
  candidates: "/api/series/candidates",
} as const;

/** What a part is called in a sentence and on its badge. */
export const SERIES_PART_LABELS: Record<SeriesPartKind, string> = { post: "Article", episode: "Episode", item: "Item" };
