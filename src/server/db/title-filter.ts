import { ilike, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A LIKE pattern matching `q` anywhere, its wildcards (`%`, `_` and the escape itself) taken as letters. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows whose title contains `q`, in any case, with LIKE's wildcards in `q`
 * taken literally; no filter for a blank `q`. The trigram index on each
 * title (migration 0005) serves it (docs/decisions/044).
 */
export function titleContains(title: PgColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(title, containsPattern(q));
}
