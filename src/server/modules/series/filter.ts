import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { SeriesPartKind } from "../../../shared/series.js";
import { seriesParts } from "../../db/schema.js";

// The series filter of the content lists (the public library's ?series=,
// docs/decisions/103): apart from the series service, so that the posts,
// episodes and items services use it without a cycle.

/** The column of series_parts that names a record of each kind. */
export const PART_COLUMNS = { post: seriesParts.postId, episode: seriesParts.episodeId, item: seriesParts.itemId } as const;

/** Records of `kind` (their id column `id`) that are parts of series `seriesId`; undefined (no filter) without one. Served by the part column's unique index. */
export function inSeries(kind: SeriesPartKind, id: PgColumn, seriesId: string | undefined): SQL | undefined {
  if (!seriesId) return undefined;
  return sql`${id} in (select ${PART_COLUMNS[kind]} from ${seriesParts} where ${seriesParts.seriesId} = ${seriesId})`;
}
