import { sql, type SQL } from "drizzle-orm";
import type { SearchArea, SearchResult } from "../../../shared/search.js";

export type Kind = SearchResult["kind"];

/** A searchable table and what a result needs from it. */
export interface Source {
  kind: Kind;
  table: SQL;
  /** Which rows of the table belong to the asked area (true: all of them); null when none can. */
  area: (area: SearchArea | undefined) => SQL | null;
  /** The item's category and media type; null for posts and episodes. */
  extra: SQL;
  /**
   * The text a snippet is cut from, as three columns b1, b2, b3 (joined with
   * line breaks): a transcript's or a PDF's words follow the description
   * (docs/decisions/046, 053).
   */
  body: SQL;
}

const NO_EXTRA = sql`null::text as category, null::text as media_type`;

export const SOURCES: readonly Source[] = [
  {
    kind: "post",
    table: sql`posts`,
    area: (a) => (a && a !== "field-manual" ? null : sql`true`),
    extra: NO_EXTRA,
    body: sql`t.content as b1, null::text as b2, null::text as b3`,
  },
  {
    kind: "episode",
    table: sql`podcasts`,
    area: (a) => (a && a !== "briefing" ? null : sql`true`),
    extra: NO_EXTRA,
    body: sql`t.description as b1, t.transcript_text as b2, null::text as b3`,
  },
  {
    kind: "item",
    table: sql`content_items`,
    area: (a) => (a ? sql`t.category = ${a}` : sql`true`),
    extra: sql`t.category, t.media_type`,
    body: sql`coalesce(t.content_text, t.description) as b1, t.transcript_text as b2, t.document_text as b3`,
  },
];
