import { sql } from "drizzle-orm";

import { query, type Executor } from "./raw-query.js";

export interface VacuumReport {
  tables: number;
  ms: number;
  /** The table that took longest, so that a long pause shows in the log. */
  slowest: { table: string; ms: number };
  /** Tables whose vacuum failed, with PostgreSQL's message; the others were still done. */
  failed: { table: string; error: string }[];
}

/**
 * Does for PGlite what PostgreSQL's autovacuum does for a server, which
 * PGlite runs as a single user without its background workers
 * (docs/decisions/070): `VACUUM (ANALYZE)` of every table and `VACUUM` of
 * the system catalogues, one table per statement. It clears dead rows from
 * tables and indexes, gathers the planner's statistics (new columns get none
 * otherwise), and lets the database's oldest unfrozen transaction id move on,
 * which needs every table vacuumed, before transaction ids wrap around.
 *
 * PGlite runs a statement synchronously in this process, so the whole server
 * waits while a table is done; between tables it answers what has queued.
 * `signal` stops the run between tables (shutdown). Only the PGlite driver
 * offers it (`Database.vacuum`): on PostgreSQL autovacuum does this.
 */
export async function vacuumTables(db: Executor, signal?: AbortSignal): Promise<VacuumReport> {
  // Ordinary tables and materialized views; their TOAST tables go with them.
  // The catalogues are vacuumed but not analyzed: the app's queries do not
  // read them, so their statistics would serve nobody.
  const tables = await query<{ name: string; catalogue: boolean }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name, n.nspname = 'pg_catalog' as catalogue
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'm') and c.relpersistence = 'p'
        order by n.nspname = 'pg_catalog', 1`,
  );
  const started = performance.now();
  let slowest = { table: "", ms: 0 };
  const failed: VacuumReport["failed"] = [];
  let done = 0;
  for (const { name, catalogue } of tables) {
    if (signal?.aborted) break;
    const t0 = performance.now();
    try {
      // The name comes from the catalogue, quoted by format('%I').
      await db.execute(sql.raw(`${catalogue ? "vacuum" : "vacuum (analyze)"} ${name}`));
      done += 1;
    } catch (error) {
      failed.push({ table: name, error: error instanceof Error ? error.message : String(error) });
    }
    const ms = Math.round(performance.now() - t0);
    if (ms >= slowest.ms) slowest = { table: name, ms };
  }
  return { tables: done, ms: Math.round(performance.now() - started), slowest, failed };
}
