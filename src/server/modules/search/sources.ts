import { sql, type SQL } from "drizzle-orm";

import type { SearchArea, SearchResult } from "../../../shared/search.js";

export type Kind = SearchResult["kind"];

/** A searchable table and what a result needs from it (expressions over its row `t`). */
export interface Source {
  kind: Kind;
  table: SQL;
  /** Which rows of the table belong to the asked area (true: all of them); null when none can. */
  area: (area: SearchArea | undefined) => SQL | null;
  /** The item's category and media type; null for posts and episodes. */
  category: SQL;
  mediaType: SQL;
  /**
   * The text a snippet is cut from, in up to three parts (joined with line
   * breaks): a transcript's or a PDF's words follow the description
   * (docs/decisions/046, 053).
   */
  body: readonly [SQL, SQL, SQL];
}

const NONE = sql`null::text`;

export const SOURCES: readonly Source[] = [
  {
    kind: "post",
    table: sql`posts`,
    area: (a) => (a && a !== "field-manual" ? null : sql`true`),
    category: NONE,
    mediaType: NONE,
    body: [sql`t.content`, NONE, NONE],
  },
  {
    kind: "episode",
    table: sql`podcasts`,
    area: (a) => (a && a !== "briefing" ? null : sql`true`),
    category: NONE,
    mediaType: NONE,
    body: [sql`t.description`, sql`t.transcript_text`, NONE],
  },
  {
    kind: "item",
    table: sql`content_items`,
    area: (a) => (a ? sql`t.category = ${a}` : sql`true`),
    category: sql`t.category`,
    mediaType: sql`t.media_type`,
    body: [sql`coalesce(t.content_text, t.description)`, sql`t.transcript_text`, sql`t.document_text`],
  },
];
