import { sql, type SQL } from "drizzle-orm";

import { paths } from "../../../shared/paths.js";
import type { SearchSeries, SnippetPart } from "../../../shared/search.js";
import { seriesSeenRows } from "../../access/series-policy.js";
import type { Viewer } from "../../access/viewer.js";
import { query, type Executor } from "../../db/raw-query.js";
import { series } from "../../db/schema.js";
import { HEADLINE } from "./matches.js";

// Series in the site search (docs/decisions/112): those the access policy
// lets the viewer see (a draft is admins' only), whose title (weight A) or
// description (B) holds the words. Series are few (an editor's collections,
// not the archive), so their words are read from the row on each search,
// with no stored vector or index to keep.

/** How many series a search shows: a handful above the records, not a second list to page through. */
const SERIES_SHOWN = 5;

const vector = sql`(setweight(to_tsvector('english', ${series.title}), 'A') || setweight(to_tsvector('english', coalesce(${series.description}, '')), 'B'))`;

/** The series matching `q` (a tsquery) that the viewer may see, best first. `snippetOf` turns a headline into text parts. */
export async function seriesMatches(tx: Executor, viewer: Viewer, q: SQL, snippetOf: (headline: string) => SnippetPart[]): Promise<SearchSeries[]> {
  const seen = seriesSeenRows(viewer);
  const rows = await query<{ id: string; title: string; headline: string | null }>(
    tx,
    sql`select ${series.id} as id, ${series.title} as title,
          case when ${series.description} is not null and to_tsvector('english', ${series.description}) @@ ${q}
               then ts_headline('english', ${series.description}, ${q}, ${HEADLINE}) end as headline
        from ${series}
        where ${vector} @@ ${q}${seen ? sql` and ${seen}` : sql``}
        order by ts_rank(${vector}, ${q}) desc, ${series.createdAt} desc, ${series.id} desc
        limit ${SERIES_SHOWN}`,
  );
  return rows.map((row) => ({ id: row.id, title: row.title, snippet: row.headline ? snippetOf(row.headline) : null, url: paths.series(row.id) }));
}
