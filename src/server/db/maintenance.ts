import { sql } from "drizzle-orm";
import type { Database } from "./client.js";
import { query } from "./raw-query.js";

export interface VacuumReport {
  tables: number;
  ms: number;
  /** The table that took longest, so that a long pause shows in the log. */
  slowest: { table: string; ms: number };
}

/**
 * Does for PGlite what PostgreSQL's autovacuum does for a server, which
 * PGlite runs as a single user without its background workers
 * (docs/decisions/070): `VACUUM (ANALYZE)` of every table, one at a time, so
 * that requests wait for one table rather than the whole database. It clears
 * dead rows from tables and indexes, freezes old rows before transaction ids
 * wrap around, and gathers the planner's statistics (new columns get none
 * otherwise). On PostgreSQL (DATABASE_URL) autovacuum does this: nothing is
 * done and the result is null.
 */
export async function vacuumPglite(database: Database): Promise<VacuumReport | null> {
  if (database.kind !== "pglite") return null;
  const tables = await query<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const started = performance.now();
  let slowest = { table: "", ms: 0 };
  for (const { name } of tables) {
    const t0 = performance.now();
    // The name comes from the catalogue, quoted by format('%I').
    await database.db.execute(sql.raw(`vacuum (analyze) ${name}`));
    const ms = Math.round(performance.now() - t0);
    if (ms >= slowest.ms) slowest = { table: name, ms };
  }
  return { tables: tables.length, ms: Math.round(performance.now() - started), slowest };
}
