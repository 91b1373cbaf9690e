import fs from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";

import { lockDataDir } from "./lock.js";
import { vacuumTables, type VacuumReport } from "./maintenance.js";
import { runMigrations } from "./migrate.js";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications.js";
import { withNamedStatements } from "./pglite-statements.js";
import { discardPgliteWasmModule, pgliteWasmModule } from "./pglite-wasm.js";
import * as schema from "./schema.js";
import { copyTemplate } from "./template.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding a cluster-wide advisory lock, so that work such as
   * migrations or the storage sweep runs once when several instances start.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * As withAdvisoryLock, but when another session holds the lock it returns
   * `{ held: false }` at once instead of waiting: for one-off work a second
   * instance has no reason to repeat once the first is done.
   */
  tryAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<{ held: true; value: T } | { held: false }>;
  /** Change notices (NOTIFY) the caches listen to. */
  notifications: Notifications;
  /** PGlite only: a gzipped tarball of the whole data directory. */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only, which has no autovacuum: vacuum and analyze every table (docs/decisions/070). */
  vacuum?: (signal?: AbortSignal) => Promise<VacuumReport>;
  close(): Promise<void>;
}

interface OpenOptions {
  /** PostgreSQL connection string; without it, PGlite under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** PostgreSQL: how long a query waits for a connection, new or pooled, before it fails (DATABASE_CONNECT_TIMEOUT_MS; default DEFAULT_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** Shown to a second process that finds DATA_DIR locked. */
  command?: string;
  /** PGlite in memory, started from this dump when given (tests). */
  memory?: { from?: Blob };
  migrate?: boolean;
  /** PGlite on `dataDir`: PostgreSQL's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB; default DEFAULT_SHARED_BUFFERS_MB). */
  sharedBuffersMb?: number;
  /** PGlite on an empty `dataDir`: the closed, migrated data directory it starts as a copy of (default: the build's, templateDir). */
  template?: string;
}

// PostgreSQL's buffer pool, in PGlite's WebAssembly memory, which never
// shrinks: PGlite's memory starts at 128 MB and grows by what the pool and
// the rest of PostgreSQL touch. A data directory (the site's database) gets
// PGLITE_SHARED_BUFFERS_MB, by default 16 MB: a small site's whole database
// fits, and a restarted demo idles about 100 MB smaller than with
// PostgreSQL's default of 128 MB (docs/decisions/104), which a large site
// sets again (a search over 100,000 posts read its pages back from files
// again and again with 32 MB, docs/decisions/068). In-memory databases
// (tests) keep 32 MB (docs/decisions/014).
export const DEFAULT_SHARED_BUFFERS_MB = 16;
const MEMORY_SHARED_BUFFERS_MB = 32;

async function pgliteOptions(from: Blob | undefined, sharedBuffersMb: number): Promise<PGliteOptions> {
  // pg_trgm: trigram similarity for search's typo tolerance (migration 0005).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return {
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb}MB`],
    pgliteWasmModule: await pgliteWasmModule(),
    extensions: { pg_trgm },
    ...(from ? { loadDataDir: from } : {}),
  };
}

// Each driver is imported only when used: start-up loads one, not both.
async function wrapPglite(client: PGlite, release: () => void): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const notifications = pgliteNotifications(client);
  const db = drizzle({ client: withNamedStatements(client), schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    notifications,
    ping: async () => {
      await client.query("select 1");
    },
    // One process owns DATA_DIR, so there is nobody to exclude.
    withAdvisoryLock: (_key, fn) => fn(),
    tryAdvisoryLock: async (_key, fn) => ({ held: true, value: await fn() }),
    dumpDataDir: () => client.dumpDataDir("gzip"),
    vacuum: (signal) => vacuumTables(db, signal),
    close: async () => {
      try {
        await notifications.close();
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function onOneConnection<T>(pool: pg.Pool, fn: (conn: pg.PoolClient) => Promise<T>): Promise<T> {
  const conn = await pool.connect();
  try {
    return await fn(conn);
  } finally {
    conn.release();
  }
}

async function unlockAfter<T>(conn: pg.PoolClient, key: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } finally {
    await conn.query("select pg_advisory_unlock($1)", [key]);
  }
}

// Long enough for a loaded machine to open a connection (3 s failed once under CI load, with two instances'
// pools on one database), short enough that requests fail instead of queueing while PostgreSQL is down.
// pg's pool counts the wait for a free connection of the pool in it too.
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

async function wrapPostgres(pool: pg.Pool, databaseUrl: string, connectTimeoutMs: number): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { default: pgModule } = await import("pg");
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const notifications = postgresNotifications(async () => {
    // TCP keepalive from 10 s (the system's default waits two hours): a dead peer ends the socket too,
    // beside the heartbeat that notices a silent one (notifications.ts).
    const client = new pgModule.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    await client.connect();
    return client;
  });
  let closed = false;
  return {
    kind: "postgres",
    db,
    notifications,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // The lock belongs to the session, so it is taken and released on one pooled connection.
    withAdvisoryLock: (key, fn) =>
      onOneConnection(pool, async (conn) => {
        await conn.query("select pg_advisory_lock($1)", [key]);
        return unlockAfter(conn, key, fn);
      }),
    tryAdvisoryLock: (key, fn) =>
      onOneConnection(pool, async (conn) => {
        const { rows } = await conn.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
        if (!rows[0]?.locked) return { held: false };
        return { held: true, value: await unlockAfter(conn, key, fn) };
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await notifications.close();
      await pool.end();
    },
  };
}

async function createPool(databaseUrl: string, max: number, connectTimeoutMs: number): Promise<pg.Pool> {
  const { default: pgModule } = await import("pg");
  const pool = new pgModule.Pool({
    connectionString: databaseUrl,
    max,
    // Fail fast while PostgreSQL is down instead of queueing requests forever.
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", () => {});
  return pool;
}

async function openPgliteDir(dataDir: string, command: string, sharedBuffersMb: number, template?: string): Promise<Database> {
  const release = lockDataDir(dataDir, command);
  try {
    // A pgdata that links elsewhere (another disk) is opened where it points: PGlite's file system does not follow links.
    const named = path.join(dataDir, "pgdata");
    const dir = fs.existsSync(named) ? fs.realpathSync(named) : named;
    // A new data directory starts as a copy of the build's migrated template; without one, PGlite runs initdb.
    if (!fs.existsSync(path.join(dir, "PG_VERSION"))) copyTemplate(dir, template);
    const client = await PGlite.create(dir, await pgliteOptions(undefined, sharedBuffersMb));
    return await wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    discardPgliteWasmModule();
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    database = await wrapPostgres(await createPool(options.databaseUrl, options.poolMax ?? 10, connectTimeoutMs), options.databaseUrl, connectTimeoutMs);
  } else if (options.memory) {
    const from = options.memory.from;
    database = await wrapPglite(await PGlite.create(await pgliteOptions(from, MEMORY_SHARED_BUFFERS_MB)), () => {});
  } else {
    database = await openPgliteDir(
      options.dataDir,
      options.command ?? "lead-or-be-led",
      options.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB,
      options.template,
    );
  }
  if (options.migrate !== false) {
    try {
      await runMigrations(database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}
