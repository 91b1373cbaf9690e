import { inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { insertPost } from "../test/content-fixtures.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import type { Database } from "./client.js";
import { query } from "./raw-query.js";
import { posts } from "./schema.js";

interface TableState {
  reltuples: number;
  relallvisible: number;
  stats: number;
}

async function postsState(database: Database): Promise<TableState> {
  const [row] = await query<TableState>(
    database.db,
    sql`select c.reltuples::int as reltuples, c.relallvisible::int as relallvisible,
               (select count(*)::int from pg_stats s where s.schemaname = 'public' and s.tablename = 'posts') as stats
        from pg_class c where c.oid = 'public.posts'::regclass`,
  );
  return row!;
}

describe("database maintenance", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("on PGlite, vacuums and analyzes every table: row counts, visibility and column statistics are up to date", async () => {
    database = await openTestDatabase("pglite");
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push((await insertPost(database.db, { title: `Post ${i}` })).id);
    await database.db.delete(posts).where(inArray(posts.id, ids.slice(3)));
    // Never vacuumed or analyzed: PGlite has no autovacuum to do it.
    expect(await postsState(database)).toEqual({ reltuples: -1, relallvisible: 0, stats: 0 });

    // The oldest transaction id the database may still hold unfrozen: it moves on only when every table has been vacuumed.
    const frozenXid = async () =>
      Number((await query<{ xid: string }>(database!.db, sql`select datfrozenxid::text as xid from pg_database where datname = current_database()`))[0]!.xid);
    const frozenBefore = await frozenXid();

    const report = await database.vacuum!();

    // Every table, the system catalogues too: only then can the database's oldest unfrozen id move on.
    const [{ tables } = { tables: 0 }] = await query<{ tables: number }>(
      database.db,
      sql`select count(*)::int as tables from pg_class where relkind in ('r', 'm') and relpersistence = 'p'`,
    );
    expect(report).toMatchObject({ tables, failed: [] });
    expect(tables).toBeGreaterThan(60);
    expect(await frozenXid()).toBeGreaterThan(frozenBefore);
    const after = await postsState(database);
    // ANALYZE counted the three rows left and described the columns; only VACUUM marks pages all-visible.
    expect(after.reltuples).toBe(3);
    expect(after.stats).toBeGreaterThan(0);
    expect(after.relallvisible).toBeGreaterThan(0);
  });

  it("stops between tables once its signal is aborted", async () => {
    database = await openTestDatabase("pglite");
    const stop = new AbortController();
    stop.abort();
    expect(await database.vacuum!(stop.signal)).toMatchObject({ tables: 0, failed: [] });
    expect((await postsState(database)).stats).toBe(0);
  });

  it.runIf(databaseKinds.includes("postgres"))("on PostgreSQL, leaves the work to autovacuum", async () => {
    database = await openTestDatabase("postgres");
    await insertPost(database.db);
    expect(database.vacuum).toBeUndefined();
    expect((await postsState(database)).stats).toBe(0);
  });
});
