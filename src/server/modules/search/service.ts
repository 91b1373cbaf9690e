import { sql, type SQL } from "drizzle-orm";

import type { MediaType } from "../../../shared/constants.js";
import { paths } from "../../../shared/paths.js";
import type { SearchArea, SearchPage, SearchQuery, SearchResult, SnippetPart } from "../../../shared/search.js";
import { canReadContentSql, canSeeRecordSql } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { query, type Executor } from "../../db/raw-query.js";
import { badRequest } from "../../errors.js";
import { MARK_END, MARK_START, pageOfHits, readWindowStarts, type HitRow, type WindowCache, type WindowStarts } from "./matches.js";
import { queryShape, type QueryShape } from "./query-shape.js";
import { seriesMatches } from "./series-matches.js";
import { SOURCES } from "./sources.js";

// Full-text search over posts, episodes and items (docs/decisions/020, 043,
// 028, 068), and series apart (series-matches.ts, 112). The vectors are generated columns (migration 0005): title A,
// description or excerpt B, body C. Which rows are ranked, and what a viewer
// who may not read a body finds, is matches.ts; this is the request's use
// case: the page, its cursor, and titles like a misspelt query.

/**
 * How alike (pg_trgm word similarity, 0..1) a title must be to be offered
 * for a query that matched nothing: low enough for two typos in a short
 * query, high enough to keep unrelated titles out.
 */
const FUZZY_THRESHOLD = 0.3;
/** How alike (pg_trgm similarity) a title word must be to a query word to be suggested in its place. */
const SUGGEST_THRESHOLD = 0.3;
/** Deepest page a cursor may ask for: search is for finding, not for paging through everything. */
const MAX_OFFSET = 1000;

export const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw badRequest("Invalid cursor.");
  return offset;
}
const encodeCursor = (offset: number) => Buffer.from(String(offset)).toString("base64url");

/** The snippet PostgreSQL marked up, as text parts (rendered as text, never HTML). */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of headline.split(MARK_START).entries()) {
    const [marked, rest] = i === 0 ? [null, piece] : piece.split(MARK_END, 2);
    if (marked) parts.push({ text: marked, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  const last = parts.length - 1;
  // Spaces and line breaks read as one space; none before the first word or after the last.
  return parts
    .map((p, i) => {
      let text = p.text.replace(/\s+/g, " ");
      if (i === 0) text = text.trimStart();
      if (i === last) text = text.trimEnd();
      return { ...p, text };
    })
    .filter((p) => p.text !== "");
}

function toResult(row: HitRow): SearchResult {
  const area: SearchArea = row.kind === "post" ? "field-manual" : row.kind === "episode" ? "briefing" : (row.category as SearchArea);
  const mediaType = row.kind === "post" ? "article" : row.kind === "episode" ? "audio" : (row.media_type as MediaType);
  const url = paths.record(row.kind, row.id);
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    area,
    mediaType,
    isMembersOnly: row.is_members_only,
    locked: !row.readable,
    snippet: row.readable && row.headline ? snippetParts(row.headline) : null,
    createdAt: new Date(row.created_at).toISOString(),
    url,
  };
}

/**
 * One page of results for the words in `q` (quotes, `or` and `-word` work as
 * on the web), best first with a gentle boost for recent records. When the
 * words match nothing, titles that look like the query (typos) are offered,
 * with a corrected query to try.
 */
export async function search(db: Db, windows: WindowCache, { viewer, query: params }: { viewer: Viewer; query: SearchQuery }): Promise<SearchPage> {
  const offset = decodeCursor(params.cursor);
  // The query is written out in each condition (not joined from a CTE) so the
  // planner sees a constant it can look up in the GIN index.
  const q = tsQuery(params.q);
  // Read before the transaction's settings, so still through the date indexes.
  const starts = (await readWindowStarts(db, windows)) ?? {};
  return withIndexPlans(db, q, async (tx, shape) => {
    const statement = pageOfHits(viewer, { q, shape }, params.type, starts, { limit: params.limit + 1, offset });
    const rows = statement ? await query<HitRow>(tx, statement) : [];
    // Series are not of one area: they are offered with a search of all of them, above its first page.
    const series = offset === 0 && !params.type ? await seriesMatches(tx, viewer, q, snippetParts) : [];
    const more = rows.length > params.limit && offset + params.limit < MAX_OFFSET;
    const items = rows.slice(0, params.limit).map(toResult);
    if (items.length > 0 || offset > 0 || !statement)
      return { series, items, nextCursor: more ? encodeCursor(offset + params.limit) : null, fuzzy: false, suggestion: null };
    const similar = await similarTitles(tx, viewer, params);
    const suggestion = await suggestQuery(tx, params.q, similar);
    // Offered only when it would find something: a half-corrected query that matches nothing is no help (issue 32).
    const helps = suggestion !== null && (await findsAny(tx, viewer, suggestion, params.type, starts));
    return { series, items: similar, nextCursor: null, fuzzy: true, suggestion: helps ? suggestion : null };
  });
}

/** Whether the words of `text` match anything the viewer may see in the area (the same match as a search's). */
async function findsAny(tx: Executor, viewer: Viewer, text: string, area: SearchArea | undefined, starts: WindowStarts): Promise<boolean> {
  const q = tsQuery(text);
  const statement = pageOfHits(viewer, { q, shape: await shapeOf(tx, q) }, area, starts, { limit: 1, offset: 0 });
  return statement !== null && (await query(tx, statement)).length > 0;
}

/**
 * Runs `run` in a transaction whose plans find matches through the GIN
 * indexes: a sequential scan, or a walk down a created_at index, tests `@@`
 * on every row it passes and so reads each row's out-of-line vector, a cost
 * the planner does not count; it chose that at 5,000 rows (docs/decisions/043).
 * The trigram operator `<%` (used for titles like the query) takes its
 * threshold from a setting, set here too. The same first statement reads
 * the query's shape, which the page's statement is built for.
 */
export async function withIndexPlans<T>(db: Db, q: SQL, run: (tx: Executor, shape: QueryShape) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const settings = sql`set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`;
    return run(tx, await shapeOf(tx, q, settings));
  });
}

/**
 * What PostgreSQL makes of a query's words (queryShape reads it): the page's
 * statement is built for it. `alsoSelect` rides along in the same statement
 * (the transaction's settings: one round trip per search, not two).
 */
async function shapeOf(tx: Executor, q: SQL, alsoSelect?: SQL): Promise<QueryShape> {
  const [parsed] = await query<{ query: string; tree: string }>(
    tx,
    sql`select ${alsoSelect ? sql`${alsoSelect}, ` : sql``}${q}::text as query, querytree(${q}) as tree`,
  );
  return queryShape(parsed?.query ?? "", parsed?.tree ?? "");
}

/** Titles that look like the query (pg_trgm word similarity), for typos: titles only, which every viewer may see. */
async function similarTitles(db: Executor, viewer: Viewer, params: SearchQuery): Promise<SearchResult[]> {
  const branches = SOURCES.flatMap(({ kind, table, area, category, mediaType }) => {
    const inArea = area(params.type);
    if (!inArea) return [];
    return [
      sql`select ${kind}::text as kind, t.id, t.title, t.is_members_only, ${canReadContentSql(viewer, sql`t.is_members_only`)} as readable,
            t.created_at::text as created_at, ${category} as category, ${mediaType} as media_type,
            null::text as headline, word_similarity(${params.q}, t.title) as score
          from ${table} t where ${params.q} <% t.title and ${inArea} and ${canSeeRecordSql(viewer, sql`t.status`)}`,
    ];
  });
  const rows = await query<HitRow>(db, sql`${sql.join(branches, sql` union all `)} order by score desc, created_at desc limit 5`);
  return rows.map(toResult);
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];

/**
 * "Did you mean": the query with each word replaced by the most alike word
 * (pg_trgm similarity) of the titles that look like the query; null when
 * nothing changes. Made from titles only, which every viewer may see.
 */
async function suggestQuery(db: Executor, q: string, similar: SearchResult[]): Promise<string | null> {
  const queryWords = words(q);
  const titleWords = [...new Set(similar.flatMap((r) => words(r.title)))];
  if (queryWords.length === 0 || titleWords.length === 0) return null;
  const [row] = await query<{ suggestion: string | null }>(
    db,
    sql`select string_agg(coalesce(best, x.word), ' ' order by x.n) as suggestion
        from json_array_elements_text(${JSON.stringify(queryWords)}::json) with ordinality as x(word, n)
        left join lateral (select w as best from json_array_elements_text(${JSON.stringify(titleWords)}::json) w
                           where similarity(x.word, w) >= ${SUGGEST_THRESHOLD} order by similarity(x.word, w) desc, w limit 1) b on true`,
  );
  const suggestion = row?.suggestion ?? null;
  return suggestion && suggestion !== queryWords.join(" ") ? suggestion : null;
}
