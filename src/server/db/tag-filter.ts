import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// The tag filter of the content lists (`?tag=`, docs/decisions/106), beside
// the title filter: the posts, episodes and items services use it.

/** Rows whose `tags` hold `tag`; undefined (no filter) without one. Written as containment so the column's GIN index serves it. */
export function hasTag(tags: PgColumn, tag: string | undefined): SQL | undefined {
  if (!tag) return undefined;
  return sql`${tags} @> array[${tag}]::text[]`;
}

/** A list's cache scope for a tag filter: its part of the kept page's key (empty without one). */
export const tagScope = (tag: string | undefined): string => (tag ? `:tag:${tag}` : "");
