import { paths } from "./paths.js";
import { MAX_TAG_LENGTH, normaliseTag } from "./tag-words.js";

// The public library (issue 32): /field-manual, /briefing and /after-action
// list their area's published records newest first, a page at a time, for
// anyone. A visitor gets members-only records as the access policy's list
// views give them (a post without its excerpt, an episode by its title), with
// `locked` set; a member gets them whole. The server renders a visitor's page
// with its list in it (docs/architecture/rendering.md); the browser reads the
// same shape from GET /api/library/:area (its schema: library-page.ts).
// No zod here: the footer and the landing page link to the library.

export const LIBRARY_AREAS = ["field-manual", "briefing", "after-action"] as const;
export type LibraryArea = (typeof LIBRARY_AREAS)[number];

/** Entries per page of a library list. */
export const LIBRARY_PAGE_SIZE = 12;

/**
 * The lists on each area's page, each paged on its own by its own query
 * parameter (the API's cursor). The Briefing has two: episodes and briefing
 * items are two tables with a keyset each (as on the dashboard's Briefing
 * tab), and one list merged from both would need a cursor of two positions
 * and a query over both tables; two sections reuse the lists as they are.
 */
export const LIBRARY_SECTIONS = {
  "field-manual": [{ name: "posts", param: "cursor" }],
  briefing: [
    { name: "episodes", param: "episodes" },
    { name: "briefings", param: "briefings" },
  ],
  "after-action": [{ name: "reports", param: "cursor" }],
} as const satisfies Record<LibraryArea, readonly { name: string; param: string }[]>;

export type LibrarySectionName = (typeof LIBRARY_SECTIONS)[LibraryArea][number]["name"];

/** Where each section of a library page starts: the cursor after which its entries come (absent: its first page). */
export type LibraryCursors = Partial<Record<LibrarySectionName, string>>;

/** A library page's query: where each section starts, and the series (`?series=`, docs/decisions/103) and tag (`?tag=`, 106) its lists are filtered to. */
export type LibraryQuery = LibraryCursors & { series?: string; tag?: string };

/** A series filter's value: a series' id. */
const SERIES_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The series a `?series=` value names, spelt as stored (lower case), or null when it is not a series' id: a page that does not exist, as an unknown series is. */
export const seriesFilterOf = (value: string): string | null => (SERIES_ID.test(value.toLowerCase()) ? value.toLowerCase() : null);

/** The page addresses of the three areas. */
export const LIBRARY_PATHS = { "field-manual": paths.fieldManual, briefing: paths.briefing, "after-action": paths.afterAction } as const satisfies Record<
  LibraryArea,
  string
>;

/** The library API's path for an area. */
export const libraryApiPath = (area: LibraryArea) => `/api/library/${area}`;

/** The area whose library page `pathname` is, if it is one. */
export function libraryAreaOf(pathname: string): LibraryArea | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return LIBRARY_AREAS.find((area) => LIBRARY_PATHS[area] === path);
}

/** An API cursor as the page's query carries it: base64url, at most as long as the API takes. */
export const LIBRARY_CURSOR = /^[A-Za-z0-9_-]{1,200}$/;
/**
 * The cursors, series and tag a library page's query asks for, or null when
 * the query is not one a library page has: a paging parameter, the series or
 * the tag given twice, empty or not of their characters (a tag longer than
 * any, or with no letter or digit). Other parameters (a campaign's utm_…) are
 * left alone. A cursor, series or tag well formed here may still name no
 * page: the server says so.
 */
export function parseLibraryQuery(area: LibraryArea, query: URLSearchParams): LibraryQuery | null {
  const cursors: LibraryQuery = {};
  const series = query.getAll("series");
  if (series.length > 1) return null;
  if (series.length === 1) {
    const id = seriesFilterOf(series[0]!);
    if (!id) return null;
    cursors.series = id;
  }
  const tags = query.getAll("tag");
  if (tags.length > 1) return null;
  if (tags.length === 1) {
    const tag = normaliseTag(tags[0]!);
    if (!tag || tag.length > MAX_TAG_LENGTH) return null;
    cursors.tag = tag;
  }
  for (const { name, param } of LIBRARY_SECTIONS[area]) {
    const values = query.getAll(param);
    if (values.length === 0) continue;
    if (values.length > 1 || !LIBRARY_CURSOR.test(values[0]!)) return null;
    cursors[name] = values[0]!;
  }
  return cursors;
}

/** A library page's address: the area's path with its series, its tag and each section's cursor (the first pages have none). */
export function libraryHref(area: LibraryArea, cursors: LibraryQuery = {}): string {
  const query = new URLSearchParams();
  if (cursors.series) query.set("series", cursors.series);
  if (cursors.tag) query.set("tag", cursors.tag);
  for (const { name, param } of LIBRARY_SECTIONS[area]) {
    const cursor = cursors[name];
    if (cursor) query.set(param, cursor);
  }
  const search = query.toString();
  return search ? `${LIBRARY_PATHS[area]}?${search}` : LIBRARY_PATHS[area];
}

/** What each area's page is called (`named`: in a sentence), and says under its title (the landing page's Arsenal words). */
export const LIBRARY_TITLES = {
  "field-manual": {
    title: "Field Manual",
    named: "the Field Manual",
    description: "Written posts on personal growth, resilience and cultural leadership. Read them, apply them, then read them again.",
  },
  briefing: {
    title: "The Briefing",
    named: "The Briefing",
    description: "Tactical podcast episodes: short, direct audio to sharpen your thinking on the drive in or between calls.",
  },
  "after-action": {
    title: "After-Action",
    named: "After-Action",
    description: "Case studies and breakdowns of command decisions, with workbooks and exercises that turn the lessons into habits.",
  },
} as const satisfies Record<LibraryArea, { title: string; named: string; description: string }>;
