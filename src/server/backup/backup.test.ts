import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { seedIfEmpty } from "../../cli/seed/seed.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { query } from "../db/raw-query.js";
import { LocalStorage } from "../storage/local.js";
import type { Storage } from "../storage/storage.js";
import { post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds, openTestDatabase, type DatabaseKind } from "../test/database.js";
import { createTestS3Storage, testS3Options } from "../test/s3.js";
import { copySite } from "./copy-site.js";
import { createBackup } from "./create-backup.js";
import { MANIFEST_FILE } from "./manifest.js";
import { restoreBackup } from "./restore-backup.js";
import type { Site } from "./snapshot.js";
import { BACKUP_TABLES, publicTables, SKIPPED_TABLES } from "./tables.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty site: a clean database of `kind`, on S3 when asked (and the run has it), else local disk. */
async function emptySite(kind: DatabaseKind, s3 = false): Promise<Site & { dataDir: string }> {
  const dataDir = tempDir("lobl-backup-site-");
  const database = await openTestDatabase(kind);
  const storage: Storage = s3 ? createTestS3Storage() : new LocalStorage(path.join(dataDir, "files"));
  cleanups.push(async () => {
    for await (const { key } of storage.list()) await storage.delete(key);
    storage.close?.();
    await database.close();
  });
  return { database, storage, dataDir };
}

/** A site with the sample content, a member, a contact message and a rate-limit counter. */
async function filledSite(kind: DatabaseKind): Promise<Site & { dataDir: string }> {
  const site = await emptySite(kind);
  const app = await appFor(site);
  expect((await signUp(app, "kept@example.com")).statusCode).toBe(200);
  expect((await post(app, "/api/contact", { name: "Ann", email: "ann@example.com", message: "Keep this" })).statusCode).toBe(201);
  await app.close();
  await seedIfEmpty({ db: site.database.db, storage: site.storage, authorId: null });
  return site;
}

async function appFor(site: Site & { dataDir: string }) {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: site.dataDir, LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database: site.database, storage: site.storage });
  await app.ready();
  return app;
}

/** Every row of every backed-up table, as PostgreSQL's JSON, in a stable order. */
async function allRows(site: Site): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of BACKUP_TABLES) {
    const rows = await query<{ row: string }>(site.database.db, sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`);
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

/** SHA-256 of every stored file, by key. */
async function fileHashes(storage: Storage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash("sha256");
    for await (const chunk of (await storage.get(key)).body) hash.update(chunk as Buffer);
    out[key] = hash.digest("hex");
  }
  return out;
}

async function expectSameSite(source: Site, target: Site) {
  const rows = await allRows(source);
  expect(rows.users!.length).toBe(1);
  expect(rows.podcasts!.length).toBeGreaterThan(0);
  expect(rows.content_items!.length).toBeGreaterThan(0);
  expect(await allRows(target)).toEqual(rows);
  const files = await fileHashes(source.storage);
  expect(Object.keys(files).length).toBeGreaterThan(5);
  expect(await fileHashes(target.storage)).toEqual(files);
}

describe("backup tables", () => {
  it("cover every table of the schema, or skip it on purpose", async () => {
    const site = await emptySite("pglite");
    expect(await publicTables(site.database.db)).toEqual([...BACKUP_TABLES, ...SKIPPED_TABLES].sort());
  });
});

describe.each(databaseKinds)("backup and restore on %s", (kind) => {
  it("round-trips every row and every file, and the restored site works", async () => {
    const source = await filledSite(kind);
    const dir = path.join(tempDir("lobl-backup-"), "backup");
    const manifest = await createBackup(source, dir);
    expect(manifest.tables.users).toBe(1);
    expect(manifest.missingFiles).toEqual([]);

    const target = await emptySite(kind, kind === "postgres" && testS3Options() !== null);
    const { result } = await restoreBackup(dir, target);
    expect(result.files).toBe(manifest.files.length);
    await expectSameSite(source, target);

    // The member's password and the members-only files came along.
    const app = await appFor(target as Site & { dataDir: string });
    cleanups.push(() => app.close());
    const cookie = sessionCookie(await signIn(app, "kept@example.com"));
    const list = await app.inject({ url: "/api/podcasts", headers: { cookie } });
    const episode = (list.json() as { items: { id: string }[] }).items[0]!;
    const audio = await app.inject({ url: `/api/podcasts/${episode.id}/audio`, headers: { cookie } });
    expect([200, 302]).toContain(audio.statusCode);
  });

  it("refuses a non-empty target, a damaged file and another schema, leaving the target as it was", async () => {
    const source = await filledSite(kind);
    const dir = path.join(tempDir("lobl-backup-"), "backup");
    const manifest = await createBackup(source, dir);

    // Not empty: the source itself.
    await expect(restoreBackup(dir, source)).rejects.toThrow(/not empty/);

    // A flipped byte in one file: nothing stays behind in the target.
    const target = await emptySite(kind);
    const damaged = path.join(dir, "files", manifest.files[2]!.key);
    const bytes = fs.readFileSync(damaged);
    bytes[100] = bytes[100]! ^ 0xff;
    fs.writeFileSync(damaged, bytes);
    await expect(restoreBackup(dir, target)).rejects.toThrow(/damaged/);
    expect(await fileHashes(target.storage)).toEqual({});
    expect(Object.values(await allRows(target)).flat()).toEqual([]);

    // Another schema version.
    const other = { ...manifest, schema: [...manifest.schema, "a-newer-migration"] };
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(other));
    await expect(restoreBackup(dir, target)).rejects.toThrow(/schema version/);

    // No manifest: not a backup.
    fs.rmSync(path.join(dir, MANIFEST_FILE));
    await expect(restoreBackup(dir, target)).rejects.toThrow(/not a complete/);
  });
});

describe("moving a site", () => {
  const to: DatabaseKind = databaseKinds.includes("postgres") ? "postgres" : "pglite";
  const withS3 = to === "postgres" && testS3Options() !== null;

  it(`copies the embedded site's rows and files into an empty ${to}${withS3 ? " + S3" : ""} site`, async () => {
    const source = await filledSite("pglite");
    const target = await emptySite(to, withS3);
    const result = await copySite(source, target);
    expect(result.missingFiles).toEqual([]);
    await expectSameSite(source, target);
    // A second run finds the target full and changes nothing.
    await expect(copySite(source, target)).rejects.toThrow(/not empty/);
  });
});
