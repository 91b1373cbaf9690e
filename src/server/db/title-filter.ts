import { ilike, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Rows whose title contains `q`, in any case, with LIKE's wildcards in `q`
 * taken literally; no filter for a blank `q`. The trigram index on each
 * title (migration 0005) serves it (docs/decisions/044).
 */
export function titleContains(title: PgColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(title, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
