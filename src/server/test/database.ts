import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";

import { openDatabase, type Database } from "../db/client.js";

export type DatabaseKind = "pglite" | "postgres";

/**
 * Tests' PostgreSQL connections wait longer than a server's (DEFAULT_CONNECT_TIMEOUT_MS): a run loads the
 * machine with several files' databases and two instances' pools at once (send-crash.test's "two runners at
 * once" timed out once at 3 s under CI load), and a test only fails on a connection PostgreSQL never gives.
 */
export const TEST_CONNECT_TIMEOUT_MS = 30_000;

/** PGlite always; PostgreSQL too when the run has TEST_DATABASE_URL. */
export const databaseKinds: DatabaseKind[] = inject("pgTemplate") ? ["pglite", "postgres"] : ["pglite"];

/** A clean, migrated database of the given kind; closing it drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") {
    const from = new Blob([fs.readFileSync(inject("pgliteTemplatePath"))]);
    return openDatabase({ dataDir: "", memory: { from } });
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ databaseUrl: url, dataDir: "", poolMax: 4, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
  const close = database.close;
  database.close = async () => {
    await close();
    await drop();
  };
  return database;
}

/** A fresh, migrated PostgreSQL database copied from the run's template: its URL, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject("pgTemplate");
  if (!template) throw new Error("PostgreSQL tests need TEST_DATABASE_URL");
  const name = `lobl_test_${randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: template.url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name} template ${template.name}`);
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
