import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { LibraryArea } from "../../../shared/library.js";
import { seenRows } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { contentItems, podcasts, posts } from "../../db/schema.js";

// The tags a viewer is offered (docs/decisions/106): only the tags of records
// they may see listed, as the access policy says (seenRows), so that a tag on
// a draft or a scheduled record names nothing to anyone but admins: it is
// not offered, and a library page filtered to it is the area's 404.

interface Tagged {
  table: PgTable;
  tags: PgColumn;
  status: PgColumn;
  filter?: SQL;
}

/** The tables (and rows) each library area lists. */
const AREA_SOURCES: Record<LibraryArea, Tagged[]> = {
  "field-manual": [{ table: posts, tags: posts.tags, status: posts.status }],
  briefing: [
    { table: podcasts, tags: podcasts.tags, status: podcasts.status },
    { table: contentItems, tags: contentItems.tags, status: contentItems.status, filter: eq(contentItems.category, "briefing") },
  ],
  "after-action": [{ table: contentItems, tags: contentItems.tags, status: contentItems.status, filter: eq(contentItems.category, "after-action") }],
};

/** The distinct tags of the rows of one source the viewer may see listed. */
async function tagsOf(db: Db, viewer: Viewer, source: Tagged): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${source.tags})` })
    .from(source.table)
    .where(and(seenRows(viewer, source.status), source.filter));
  return rows.map((row) => row.tag);
}

/** Every kind's table, whatever its area. */
const ALL_SOURCES: Tagged[] = [
  { table: posts, tags: posts.tags, status: posts.status },
  { table: podcasts, tags: podcasts.tags, status: podcasts.status },
  { table: contentItems, tags: contentItems.tags, status: contentItems.status },
];

/** The offered tags, kept per view and scope (caches.tagLists), emptied by any write to the three tables. */
export type KeptTags = ReadCache<{ tags: string[] }>;

/**
 * The distinct tags of the sources' rows the viewer may see listed,
 * alphabetical. Each is a scan of the tables' tags, so the answer is kept:
 * by scope, and by what the policy lets the viewer see listed (every row, or
 * a condition on status, the same for every viewer it gives that condition).
 */
async function tagsOfAll(db: Db, kept: KeptTags, viewer: Viewer, scope: string, sources: Tagged[]): Promise<string[]> {
  const view = seenRows(viewer, posts.status) === undefined ? "every" : "listed";
  const found = await kept.read(`${view}:${scope}`, async () => {
    const lists = await Promise.all(sources.map((source) => tagsOf(db, viewer, source)));
    return { value: { tags: [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b)) } };
  });
  return found?.tags ?? [];
}

/** The tags of the records the viewer may see listed in a library area, alphabetical. */
export const areaTags = (db: Db, kept: KeptTags, viewer: Viewer, area: LibraryArea): Promise<string[]> => tagsOfAll(db, kept, viewer, area, AREA_SOURCES[area]);

/** The tags in use on any record the viewer may see listed (admins, whose forms suggest them: every record's, drafts too). */
export const tagsInUse = (db: Db, kept: KeptTags, viewer: Viewer): Promise<string[]> => tagsOfAll(db, kept, viewer, "all", ALL_SOURCES);
