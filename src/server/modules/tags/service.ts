import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { LibraryArea } from "../../../shared/library.js";
import { seenRows } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
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

/** The distinct tags of the sources' rows the viewer may see listed, alphabetical. */
async function tagsOfAll(db: Db, viewer: Viewer, sources: Tagged[]): Promise<string[]> {
  const found = await Promise.all(sources.map((source) => tagsOf(db, viewer, source)));
  return [...new Set(found.flat())].sort((a, b) => a.localeCompare(b));
}

/** The tags of the records the viewer may see listed in a library area, alphabetical. */
export const areaTags = (db: Db, viewer: Viewer, area: LibraryArea): Promise<string[]> => tagsOfAll(db, viewer, AREA_SOURCES[area]);

/** The tags in use on any record the viewer may see listed (admins, whose forms suggest them: every record's, drafts too). */
export const tagsInUse = (db: Db, viewer: Viewer): Promise<string[]> => tagsOfAll(db, viewer, ALL_SOURCES);
