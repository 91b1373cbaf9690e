import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";

import { openDatabase } from "./client.js";
import { copyTemplate } from "./template.js";

// A first start copies a closed, migrated data directory (docs/decisions/126).
// The template here is made by this file with initdb, as the build makes dist's.
let root: string;
let template: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-template-test-"));
  const made = path.join(root, "made");
  const database = await openDatabase({ dataDir: made, template: path.join(root, "no-template") });
  await database.close();
  template = path.join(made, "pgdata");
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The first row of `query` in the PGlite data directory `dir`. */
async function firstRow<T>(dir: string, query: string): Promise<T> {
  const client = await PGlite.create(dir);
  try {
    return (await client.query<T>(query)).rows[0]!;
  } finally {
    await client.close();
  }
}

const rowsIn = async (dir: string, table: string) => (await firstRow<{ n: number }>(dir, `select count(*)::int as n from ${table}`)).n;
/** initdb gives each cluster its own identifier; a copy keeps its template's. */
const clusterId = async (dir: string) => String((await firstRow<{ id: unknown }>(dir, "select system_identifier as id from pg_control_system()")).id);

it("is what opening an empty DATA_DIR starts from", async () => {
  const dataDir = path.join(root, "opened");
  const database = await openDatabase({ dataDir, template });
  await database.close();
  expect(await clusterId(path.join(dataDir, "pgdata"))).toBe(await clusterId(template));
}, 60_000);

it("copies the template into a missing directory: a migrated database, and nothing left beside it", async () => {
  const dir = path.join(root, "a", "pgdata");
  expect(copyTemplate(dir, template)).toBe(true);
  expect(await rowsIn(dir, "posts")).toBe(0);
  expect(fs.readdirSync(path.dirname(dir))).toEqual(["pgdata"]);
}, 60_000);

it("fills an empty directory in place, and a copy's writes stay out of the template", async () => {
  const dir = path.join(root, "b", "pgdata");
  fs.mkdirSync(dir, { recursive: true });
  const inode = fs.statSync(dir).ino;
  expect(copyTemplate(dir, template)).toBe(true);
  // The same directory (a mount point could not be replaced), and nothing beside it.
  expect(fs.statSync(dir).ino).toBe(inode);
  expect(fs.readdirSync(path.dirname(dir))).toEqual(["pgdata"]);
  const client = await PGlite.create(dir);
  await client.query("create table written_here (id int)");
  await client.close();
  const second = path.join(root, "b2", "pgdata");
  copyTemplate(second, template);
  await expect(rowsIn(second, "written_here")).rejects.toThrow(/written_here/);
}, 60_000);

it("refuses a directory that holds files but no database, and leaves them, whether or not there is a template", () => {
  const dir = path.join(root, "c", "pgdata");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
  const refusal = `${dir} holds files but no database (it has no PG_VERSION): move it away, or point DATA_DIR somewhere else.`;
  expect(() => copyTemplate(dir, template)).toThrow(refusal);
  expect(() => copyTemplate(dir, path.join(root, "no-template"))).toThrow(refusal);
  expect(fs.readdirSync(dir)).toEqual(["notes.txt"]);
  expect(fs.existsSync(`${dir}.copying`)).toBe(false);
});

it("fills an empty pgdata that links to another directory, which PGlite then opens", async () => {
  const elsewhere = path.join(root, "elsewhere");
  fs.mkdirSync(elsewhere);
  const dataDir = path.join(root, "linked");
  fs.mkdirSync(dataDir);
  fs.symlinkSync(elsewhere, path.join(dataDir, "pgdata"));
  const database = await openDatabase({ dataDir, template });
  await database.close();
  expect(fs.lstatSync(path.join(dataDir, "pgdata")).isSymbolicLink()).toBe(true);
  expect(await clusterId(elsewhere)).toBe(await clusterId(template));
}, 60_000);

it("replaces a half-made copy left by a start that died", async () => {
  const dir = path.join(root, "d", "pgdata");
  fs.mkdirSync(`${dir}.copying/base`, { recursive: true });
  fs.writeFileSync(`${dir}.copying/base/torn`, "half");
  expect(copyTemplate(dir, template)).toBe(true);
  expect(fs.existsSync(`${dir}.copying`)).toBe(false);
  expect(fs.existsSync(path.join(dir, "base", "torn"))).toBe(false);
  expect(await rowsIn(dir, "posts")).toBe(0);
}, 60_000);

it("says so and makes nothing when there is no template", () => {
  const dir = path.join(root, "e", "pgdata");
  expect(copyTemplate(dir, path.join(root, "no-template"))).toBe(false);
  expect(fs.existsSync(path.dirname(dir))).toBe(false);
});
