import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.js";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when the run has TEST_DATABASE_URL. */
export const databaseKinds: DatabaseKind[] = inject("pgTemplate") ? ["pglite", "postgres"] : ["pglite"];

/** A clean, migrated database of the given kind; closing it drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") {
    const from = new Blob([fs.readFileSync(inject("pgliteTemplatePath"))]);
    return openDatabase({ dataDir: "", memory: { from } });
  }
  const template = inject("pgTemplate");
  if (!template) throw new Error("PostgreSQL tests need TEST_DATABASE_URL");
  const name = `lobl_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "", poolMax: 4 });
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: template.url });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return database;
}
