import { sql, type SQL } from "drizzle-orm";
import type { MediaType } from "../../../shared/constants.js";
import { paths } from "../../../shared/paths.js";
import type { SearchArea, SearchPage, SearchQuery, SearchResult, SnippetPart } from "../../../shared/search.js";
import { canReadContentSql } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import type { Notifications } from "../../db/notifications.js";
import { tableCache } from "../../cache/content-versions.js";
import type { ReadCache } from "../../cache/read-cache.js";
import { query, type Executor } from "../../db/raw-query.js";
import { badRequest } from "../../errors.js";

// Full-text search over posts, episodes and items (docs/decisions/020, 043, 028). The
// vectors are generated columns (migration 0005): title A, description or
// excerpt B, body C. A viewer who may not read a row's body (the access
// policy) finds it by its title alone: matched, ranked and shown without any
// snippet from the title's vector only, so neither the order nor the text
// tells anything of the body.

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
const MARK_START = "\u0001";
const MARK_END = "\u0002";
const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

type Kind = SearchResult["kind"];

interface Source {
  kind: Kind;
  table: SQL;
  /** Which rows of the table belong to the asked area (undefined: all of them). */
  area: (area: SearchArea | undefined) => SQL | null;
}

const SOURCES: Source[] = [
  { kind: "post", table: sql`posts`, area: (a) => (a && a !== "field-manual" ? null : sql`true`) },
  { kind: "episode", table: sql`podcasts`, area: (a) => (a && a !== "briefing" ? null : sql`true`) },
  { kind: "item", table: sql`content_items`, area: (a) => (a ? sql`t.category = ${a}` : sql`true`) },
];

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
  return parts.map((p) => ({ ...p, text: p.text.replace(/\s+/g, " ") })).filter((p) => p.text !== "");
}

interface Row {
  kind: Kind;
  id: string;
  title: string;
  is_members_only: boolean;
  readable: boolean;
  created_at: string;
  category: string | null;
  media_type: string | null;
  headline: string | null;
}

function toResult(row: Row): SearchResult {
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
 * How many rows of each table are ranked: the most recent matches, and the
 * most recent title matches (found in the title index without reading a
 * body), this many of each. Ranking reads every candidate's whole vector,
 * stored out of line; without a cap a common word over 100,000 rows ranks
 * tens of thousands of them. Older matches beyond the cap whose titles do not
 * match are not ranked (docs/decisions/043).
 */
const CANDIDATES = 200;
/**
 * How much of a body (characters) a snippet is cut from: ts_headline parses
 * all the text it is given, so it gets a window from a little before the
 * first matched word instead of the whole body.
 */
const HEADLINE_WINDOW = 1200;
const HEADLINE_LEAD = 200;

/**
 * How many of a table's newest rows are looked in first for its most recent
 * matches (docs/decisions/028): a word in more than one row in 25 has its
 * candidates there, and only those rows are read for their dates.
 */
const NEWEST_ROWS = 5000;

/** The tables with a (created_at, id) index, where the start of the newest NEWEST_ROWS rows is found cheaply. */
const WINDOWED: Partial<Record<Kind, SQL>> = { post: sql`posts`, episode: sql`podcasts` };

/** Each windowed table's created_at of its NEWEST_ROWS-th newest row (null: the table is smaller). */
type WindowStarts = Partial<Record<Kind, string | null>>;

const windowStarts = Object.entries(WINDOWED).map(
  ([kind, table]) => sql`(select c.created_at::text from ${table} c order by c.created_at desc nulls last, c.id desc nulls last offset ${NEWEST_ROWS} limit 1) as ${sql.identifier(kind)}`,
);

/**
 * The windows' starts, kept until posts or episodes change (each read walks
 * NEWEST_ROWS entries of two date indexes). A start that is out of date
 * changes no result, only where matches are looked for first: the newest
 * CANDIDATES matches after any start are the newest of all whenever there
 * are that many, and otherwise the whole table is searched.
 */
export type WindowCache = ReadCache<WindowStarts>;
export const windowCache = (notifications: Notifications): Promise<WindowCache> =>
  tableCache<WindowStarts>(notifications, ["posts", "podcasts"], { max: 1, ttlMs: 10 * 60_000 });

/**
 * The ids of the CANDIDATES most recent rows of `table` that satisfy
 * `where`. Every match's date is in its heap row (a GIN index holds none), so
 * a common word would read thousands of rows: with a window start they are
 * looked for among the NEWEST_ROWS newest rows first (the GIN bitmap and the date
 * index's, combined), and in the whole table only when fewer than CANDIDATES
 * are there, the second query gated by the first's count. Both give the same
 * rows.
 */
function recentMatches(table: SQL, where: SQL, start: string | null | undefined): SQL {
  const newest = (extra: SQL) => sql`select t.id from ${table} t where ${where} and ${extra} order by t.created_at desc, t.id desc limit ${CANDIDATES}`;
  if (!start) return sql`(${newest(sql`true`)})`;
  return sql`(with w as (${newest(sql`t.created_at >= ${start}::timestamptz`)})
    select id from w union all (${newest(sql`(select count(*) from w) < ${CANDIDATES}`)}))`;
}

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** The text a snippet is cut from; a transcript's or a PDF's words follow the description (docs/decisions/046, 053). */
const BODY = sql`case h.kind when 'post' then p.content
  when 'episode' then concat_ws(E'\n', e.description, e.transcript_text)
  else concat_ws(E'\n', coalesce(i.content_text, i.description), i.transcript_text, i.document_text) end`;

/**
 * The window of `body` around the first word the query looks for: the
 * query's first lexeme not under a `!`, a stem and so a prefix of most forms
 * of the word ("leader" in "Leaders"). Not found: the window starts at the top.
 */
function headlineWindow(body: SQL, q: SQL): SQL {
  const stem = sql`(regexp_match(querytree(${q}), '(?:^|[^!])''([^'']+)'''))[1]`;
  const at = sql`strpos(lower(${body}), coalesce(${stem}, ''))`;
  return sql`substr(${body}, greatest(1, ${at} - ${HEADLINE_LEAD}), ${HEADLINE_WINDOW})`;
}

/** Markdown symbols and link targets taken out of a post's text, so a snippet reads as prose. */
const withoutMarkdown = (text: SQL) => sql`regexp_replace(${text}, '\\]\\([^)]*\\)|[#*_\`>~|\\[\\]]+', ' ', 'g')`;

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
  const branchesFrom = (starts: WindowStarts) => SOURCES.flatMap(({ kind, table, area }) => {
    const inArea = area(params.type);
    if (!inArea) return [];
    const readable = canReadContentSql(viewer, sql`t.is_members_only`);
    // Rows the viewer may read: matched and ranked by the whole vector.
    // Rows the viewer may not read: matched and ranked by the title's own
    // vector (migration 0012's index), so the body plays no part at all, not
    // even through a `-word` only the body holds. For a member the second
    // part is `not true` and the planner drops it.
    const titleVector = sql`to_tsvector('english', t.title)`;
    const recent = (where: SQL) => recentMatches(table, sql`${where} and ${inArea}`, starts[kind]);
    const ranked = (rows: SQL, isReadable: boolean, vector: SQL) =>
      sql`(select ${kind}::text as kind, t.id, t.created_at, ${sql.raw(String(isReadable))} as readable,
             ts_rank_cd(${vector}, ${q}, 32) * (1 + 0.25 * exp(-extract(epoch from now() - t.created_at) / 15552000)) as rank
           from ${table} t where ${rows})`;
    return [
      ranked(
        sql`t.id in (${recent(sql`t.search_vector @@ ${q} and ${readable}`)}
                     union ${recent(sql`${titleVector} @@ ${q} and t.search_vector @@ ${q} and ${readable}`)})`,
        true,
        sql`t.search_vector`,
      ),
      ranked(sql`t.id in ${recent(sql`${titleVector} @@ ${q} and not ${readable}`)}`, false, sql`setweight(${titleVector}, 'A')`),
    ];
  });
  if (!SOURCES.some(({ area }) => area(params.type))) return { items: [], nextCursor: null, fuzzy: false, suggestion: null };
  const window = headlineWindow(BODY, q);
  return withIndexPlans(db, windows, async (tx, starts) => {
    const rows = await query<Row>(
      tx,
      sql`with hits as (${sql.join(branchesFrom(starts), sql` union all `)} order by rank desc, created_at desc, id desc limit ${params.limit + 1} offset ${offset})
        select h.kind, h.id, h.readable, h.created_at::text as created_at,
          coalesce(p.title, e.title, i.title) as title,
          coalesce(p.is_members_only, e.is_members_only, i.is_members_only) as is_members_only,
          i.category, i.media_type,
          case when h.readable then
            ts_headline('english', case when h.kind = 'post' then ${withoutMarkdown(window)} else ${window} end, ${q}, ${HEADLINE}) end as headline
        from hits h
          left join posts p on h.kind = 'post' and p.id = h.id
          left join podcasts e on h.kind = 'episode' and e.id = h.id
          left join content_items i on h.kind = 'item' and i.id = h.id
        order by h.rank desc, h.created_at desc, h.id desc`,
    );
    const more = rows.length > params.limit && offset + params.limit < MAX_OFFSET;
    const items = rows.slice(0, params.limit).map(toResult);
    if (items.length > 0 || offset > 0) return { items, nextCursor: more ? encodeCursor(offset + params.limit) : null, fuzzy: false, suggestion: null };
    const similar = await similarTitles(tx, viewer, params);
    return { items: similar, nextCursor: null, fuzzy: true, suggestion: await suggestQuery(tx, params.q, similar) };
  });
}

/**
 * Runs `run` in a transaction whose plans find matches through the GIN
 * indexes: a sequential scan, or a walk down a created_at index, tests `@@`
 * on every row it passes and so reads each row's out-of-line vector, a cost
 * the planner does not count; it chose that at 5,000 rows (docs/decisions/043).
 * The trigram operator `<%` (used for titles like the query) takes its
 * threshold from a setting, set here too.
 */
async function withIndexPlans<T>(db: Db, windows: WindowCache, run: (tx: Executor, starts: WindowStarts) => Promise<T>): Promise<T> {
  // Read before the transaction's settings, so still through the date indexes.
  const starts = await windows.read("starts", async () => ({ value: (await query<WindowStarts>(db, sql`select ${sql.join(windowStarts, sql`, `)}`))[0] ?? {} }));
  return db.transaction(async (tx) => {
    await query(
      tx,
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
            set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    return run(tx, starts ?? {});
  });
}

/** Titles that look like the query (pg_trgm word similarity), for typos: titles only, which every viewer may see. */
async function similarTitles(db: Executor, viewer: Viewer, params: SearchQuery): Promise<SearchResult[]> {
  const branches = SOURCES.flatMap(({ kind, table, area }) => {
    const inArea = area(params.type);
    if (!inArea) return [];
    return [
      sql`select ${kind}::text as kind, t.id, t.title, t.is_members_only, ${canReadContentSql(viewer, sql`t.is_members_only`)} as readable,
            t.created_at::text as created_at, ${kind === "item" ? sql`t.category, t.media_type` : sql`null::text as category, null::text as media_type`},
            null::text as headline, word_similarity(${params.q}, t.title) as score
          from ${table} t where ${params.q} <% t.title and ${inArea}`,
    ];
  });
  const rows = await query<Row>(db, sql`${sql.join(branches, sql` union all `)} order by score desc, created_at desc limit 5`);
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
