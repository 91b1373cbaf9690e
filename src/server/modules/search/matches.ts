import { sql, type SQL } from "drizzle-orm";

import type { SearchArea } from "../../../shared/search.js";
import { canReadContentSql, canSeeRecordSql, readsAllContent } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import { query, type Executor } from "../../db/raw-query.js";
import { manyMatchesLikely, pairsQuery, type QueryShape } from "./query-shape.js";
import { SOURCES, type Kind, type Source } from "./sources.js";

// Which rows a search ranks, and how (docs/decisions/020, 043, 028, 068). A
// viewer who may not read a row's body (the access policy) finds it by its
// title alone: matched, ranked and shown without any snippet from the
// title's vector only, so neither the order nor the text tells anything of
// the body.

export const MARK_START = "\u0001";
export const MARK_END = "\u0002";
export const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * How many rows of each table are ranked: the most recent matches, and the
 * most recent title matches (found in the title index without reading a
 * body). Ranking reads every candidate's whole vector, stored out of line;
 * without a cap a common word over 100,000 rows ranks tens of thousands of
 * them. Older matches beyond the cap whose titles do not match are not
 * ranked (docs/decisions/043). Title matches are fewer, and a title match
 * ranks high whatever its body holds, so fewer of them are enough; they are
 * then found among as many newest rows as the other matches
 * (docs/decisions/068).
 */
const CANDIDATES = 200;
const TITLE_CANDIDATES = 50;

/**
 * How much of a body (characters) a snippet is cut from, starting a little
 * before the first matched word: ts_headline parses every character it is
 * given (about a third of a microsecond each on PGlite), and a snippet is at
 * most two fragments of 28 words (docs/decisions/068).
 */
const HEADLINE_WINDOW = 600;
const HEADLINE_LEAD = 120;

/**
 * How many of a table's newest rows are looked in first for its most recent
 * matches (docs/decisions/028): a word in more than one row in 25 has its
 * candidates there, and only those rows are read for their dates.
 */
const NEWEST_ROWS = 5000;

/** The tables with a (created_at, id) index, where the start of a window is found cheaply. */
const WINDOWED: Partial<Record<Kind, SQL>> = { post: sql`posts`, episode: sql`podcasts` };

/** Each windowed table's created_at of its NEWEST_ROWS-th newest row (null: the table is smaller). */
export type WindowStarts = Partial<Record<Kind, string | null>>;

const windowStarts = Object.entries(WINDOWED).map(
  ([kind, table]) =>
    sql`(select c.created_at::text from ${table} c order by c.created_at desc nulls last, c.id desc nulls last offset ${NEWEST_ROWS} limit 1) as ${sql.identifier(kind)}`,
);

/**
 * The windows' starts, kept until posts or episodes change (the caches
 * module's `searchWindows`; each read walks
 * NEWEST_ROWS entries of two date indexes). A start that is out of date
 * changes no result, only where matches are looked for first: the newest
 * matches after any start are the newest of all whenever there are enough
 * of them, and otherwise the whole table is searched.
 */
export type WindowCache = ReadCache<WindowStarts>;

export const readWindowStarts = (db: Executor, windows: WindowCache): Promise<WindowStarts | null> =>
  windows.read("starts", async () => ({ value: (await query<WindowStarts>(db, sql`select ${sql.join(windowStarts, sql`, `)}`))[0] ?? {} }));

/**
 * What a candidate carries from its row, so that nothing is looked up again
 * by id: its vector and body columns travel as references to their
 * out-of-line values, read only for the rows that are ranked or shown;
 * `readable` is the access policy's answer for the viewer. One list, so
 * the two kinds of candidates, joined by position, always agree.
 */
const candidateColumns = (source: Source, readable: SQL): [string, SQL][] => [
  ["id", sql`t.id`],
  ["created_at", sql`t.created_at`],
  ["title", sql`t.title`],
  ["is_members_only", sql`t.is_members_only`],
  ["category", source.category],
  ["media_type", source.mediaType],
  ["title_vector", sql`t.title_vector`],
  ["vector", sql`t.search_vector`],
  ["b1", source.body[0]],
  ["b2", source.body[1]],
  ["b3", source.body[2]],
  ["readable", readable],
];

/** Where and how many of a table's most recent matches are looked for. */
interface Window {
  /** The window's start; undefined or null: the whole table at once. */
  start: string | null | undefined;
  split: boolean;
  limit: number;
}

/**
 * The `limit` most recent rows of the source's table that satisfy `where`;
 * with `split`, that many of the rows the viewer may read and that many of
 * the others, from one scan. Every match's date is in its heap row (a GIN
 * index holds none), so a common word would read thousands of rows: with a
 * window start they are looked for among the table's newest rows first (the
 * GIN bitmap and the date index's, combined), and in the whole table only
 * when the window holds fewer than `limit` (of either kind), the second
 * query gated by the first's counts. Both give the same rows.
 */
function recentMatches(source: Source, where: SQL, readable: SQL, { start, split, limit }: Window): SQL {
  const columns = candidateColumns(source, readable);
  const selected = sql.join(
    columns.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const from = (extra: SQL) => sql`from ${source.table} t where ${where} and ${extra}`;
  const newest = (extra: SQL) =>
    split
      ? sql`select ${sql.join(
          columns.map(([name]) => sql`x.${sql.identifier(name)}`),
          sql`, `,
        )} from (select ${selected},
          row_number() over (partition by ${readable} order by t.created_at desc, t.id desc) as n ${from(extra)}) x where x.n <= ${limit}`
      : sql`select ${selected} ${from(extra)} order by t.created_at desc, t.id desc limit ${limit}`;
  if (!start) return sql`(${newest(sql`true`)})`;
  const short = split
    ? sql`((select count(*) from w where w.readable) < ${limit} or (select count(*) from w where not w.readable) < ${limit})`
    : sql`(select count(*) from w) < ${limit}`;
  return sql`(with w as (${newest(sql`t.created_at >= ${start}::timestamptz`)})
    select * from w where not ${short} union all (${newest(short)}))`;
}

/**
 * A record's rank: cover density over `vector`, with a gentle boost for
 * recent records (a quarter more when new, fading over months). In floating
 * point: `extract` gives a numeric, whose `exp` cost more than the rank
 * itself (about 30 µs a row on PGlite).
 */
const rank = (vector: SQL, q: SQL) => sql`ts_rank_cd(${vector}, ${q}, 32) * (1 + 0.25 * exp(-date_part('epoch', now() - c.created_at) / 15552000))`;

/**
 * One table's ranked candidates for `q`: its most recent matches among the
 * rows the viewer may read, and its most recent title matches. A row the
 * viewer may read is ranked by its whole vector; a title match holds the
 * query's words wherever the vector does (the title is the vector's first
 * part) unless the query excludes a word, and then the whole vector is
 * checked too. A row the viewer may not read is matched and ranked by its
 * title's own vector (migration 0020's column) and leaves without its body:
 * the body plays no part at all, not even through a `-word` only the body
 * holds. Members have no such rows, and their title matches are not split.
 */
function branch(source: Source, viewer: Viewer, q: SQL, shape: QueryShape, inArea: SQL, starts: WindowStarts): SQL {
  const { kind } = source;
  const readable = canReadContentSql(viewer, sql`t.is_members_only`);
  // Only a query likely to match many rows looks in the newest rows first:
  // one needing several words together would seldom fill the window, and
  // then scan the GIN index twice (docs/decisions/068).
  const start = manyMatchesLikely(shape) ? starts[kind] : null;
  const recent = (where: SQL, window: Window, byTitle: boolean) =>
    sql`select r.*, ${sql.raw(String(byTitle))} as by_title from ${recentMatches(source, sql`${where} and ${inArea}`, readable, window)} r`;
  const candidates = sql`select distinct on (m.id) m.* from (
      ${recent(sql`${vectorMatches(q, shape)} and ${readable}`, { start, split: false, limit: CANDIDATES }, false)}
      union all ${recent(sql`t.title_vector @@ ${q}`, { start, split: !readsAllContent(viewer), limit: TITLE_CANDIDATES }, true)}
    ) m order by m.id, m.by_title`;
  const body = ["b1", "b2", "b3"].map((b) => sql`case when c.readable then c.${sql.identifier(b)} end as ${sql.identifier(b)}`);
  return sql`select ${kind}::text as kind, c.id, c.created_at, c.readable, c.title, c.is_members_only, c.category, c.media_type,
      ${sql.join(body, sql`, `)},
      case when c.readable then ${rank(sql`c.vector`, q)} else ${rank(sql`setweight(c.title_vector, 'A')`, q)} end as rank
    from (${candidates}) c
    ${shape.excludes ? sql`where not (c.readable and c.by_title) or c.vector @@ ${q}` : sql``}`;
}

/**
 * Whether a row's whole vector matches `q`. When `q` requires a quoted
 * phrase, the rows are first looked up by the phrase's word pairs in their
 * index (migration 0021, docs/decisions/075), and only those have their
 * vector read to check the words' places. `is true` keeps that `@@` out of
 * the index scan, where the bitmap of every row holding the words would be
 * read for nothing, and each row's pairs computed again to recheck it.
 */
function vectorMatches(q: SQL, { pairs }: QueryShape): SQL {
  if (pairs.length === 0) return sql`t.search_vector @@ ${q}`;
  return sql`search_phrase_pairs(t.search_vector) @@ ${pairsQuery(pairs)}::tsquery and (t.search_vector @@ ${q}) is true`;
}

/** Every table's ranked candidates in the asked area; none when no table has rows in it. */
function rankedMatches(viewer: Viewer, q: SQL, shape: QueryShape, area: SearchArea | undefined, starts: WindowStarts): SQL[] {
  return SOURCES.flatMap((source) => {
    const inArea = source.area(area);
    // Drafts and scheduled records are not there for anyone but admins, not even by title.
    return inArea ? [branch(source, viewer, q, shape, sql`${inArea} and ${canSeeRecordSql(viewer, sql`t.status`)}`, starts)] : [];
  });
}

/**
 * Where the snippet's window of `h.body` starts (`p.s`): a little before the
 * first word the query looks for, a stem and so a prefix of most forms of the
 * word ("leader" in "Leaders"); not found, at the top. The window is read
 * with one more character on each side (`r0.raw`), to tell a word cut by the
 * window's edge from a whole one: a cut word at either end is left out
 * (`r.w`), so a snippet starts and ends at word boundaries (issue 32).
 */
function headlineWindow(stem: string): SQL {
  const cutAtStart = sql`p.s > 1`;
  const asked = sql`(case when ${cutAtStart} then ${HEADLINE_WINDOW + 2}::int else ${HEADLINE_WINDOW + 1}::int end)`;
  return sql`cross join lateral (select greatest(strpos(lower(h.body), ${stem}) - ${HEADLINE_LEAD}::int, 1) as s) p
    cross join lateral (select substr(h.body, greatest(p.s - 1, 1), ${asked}) as raw) r0
    cross join lateral (select case when length(r0.raw) = ${asked} then regexp_replace(r0.raw, '\\S+$', '') else r0.raw end as t) r1
    cross join lateral (select case when ${cutAtStart} then regexp_replace(r1.t, '^\\S+', '') else r1.t end as w) r`;
}

/**
 * Markdown's syntax taken out of a snippet's text, so that it reads as
 * prose (issue 32): a link or an image becomes its text; HTML tags and
 * autolinks, reference definitions, table and horizontal rules, list bullets
 * and the marks of headings, emphasis, code, quotes and tables go. Every
 * kind's body: an item's text is markdown too, and plain text loses nothing
 * but stray symbols. Applied to the window only (a few hundred characters).
 */
const MARKDOWN_STEPS: readonly (readonly [pattern: string, replacement: string])[] = [
  [String.raw`!?\[([^\]\n]*)\]\([^)\n]*\)`, String.raw`\1`],
  [String.raw`!?\[([^\]\n]*)\]\[[^\]\n]*\]`, String.raw`\1`],
  [String.raw`(^|\n)[ \t]*\[[^\]\n]*\]:[^\n]*`, " "],
  [String.raw`<[^<>\n]*>`, " "],
  [String.raw`(^|\n)[ \t|:=-]*[=-]{3,}[ \t|:=-]*(?=\n|$)`, " "],
  [String.raw`(^|\n)[ \t]*[-+*][ \t]+`, " "],
  [String.raw`[#*_~>|\\[\]` + "`]+", " "],
];
const withoutMarkdown = (text: SQL) => MARKDOWN_STEPS.reduce((inner, [pattern, to]) => sql`regexp_replace(${inner}, ${pattern}, ${to}, 'g')`, text);

export interface HitRow {
  kind: Kind;
  id: string;
  title: string;
  is_members_only: boolean;
  readable: boolean;
  created_at: string;
  category: string | null;
  media_type: string | null;
  /** The marked passage (MARK_START/MARK_END around matched words); null for a locked record. */
  headline: string | null;
}

/**
 * One page of hits for `q`, best first, or null when no table has rows in
 * the area. Snippets are cut for the page's readable hits only: each body is
 * joined once (the fenced subquery), read from its out-of-line storage there.
 */
export function pageOfHits(
  viewer: Viewer,
  { q, shape }: { q: SQL; shape: QueryShape },
  area: SearchArea | undefined,
  starts: WindowStarts,
  page: { limit: number; offset: number },
): SQL | null {
  const ranked = rankedMatches(viewer, q, shape, area, starts);
  if (ranked.length === 0) return null;
  return sql`with hits as (${sql.join(ranked, sql` union all `)} order by rank desc, created_at desc, id desc limit ${page.limit} offset ${page.offset})
    select h.kind, h.id, h.readable, h.created_at::text as created_at, h.title, h.is_members_only, h.category, h.media_type,
      case when h.readable then ts_headline('english', ${withoutMarkdown(sql`r.w`)}, ${q}, ${HEADLINE}) end as headline
    from (select hits.*, case when hits.readable then concat_ws(E'\n', hits.b1, hits.b2, hits.b3) end as body from hits offset 0) h
    ${headlineWindow(shape.words[0] ?? "")}
    order by h.rank desc, h.created_at desc, h.id desc`;
}
