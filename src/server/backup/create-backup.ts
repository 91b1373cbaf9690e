import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import { referencedFileKeys } from "../files/registry.js";
import { StorageNotFoundError } from "../storage/storage.js";
import { hashed } from "./files.js";
import { FORMAT, MANIFEST_FILE, type Manifest, type ManifestFile } from "./manifest.js";
import { withSnapshot, type Site } from "./snapshot.js";
import { BACKUP_TABLES, readTable, schemaVersion, type BackupTable } from "./tables.js";

/**
 * Writes a consistent backup of `site` into the new directory `dir`: one JSON
 * line per row under tables/, every file rows reference under files/, and
 * manifest.json (written last, so its presence means the backup is whole)
 * with row counts and each file's size and SHA-256.
 */
export async function createBackup(site: Site, dir: string): Promise<Manifest> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty; a backup needs a new directory.`);
  await fsp.mkdir(path.join(dir, "tables"), { recursive: true });
  try {
    return await writeBackup(site, dir);
  } catch (error) {
    // A backup without its manifest is useless: leave nothing half-written.
    await fsp.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

function writeBackup(site: Site, dir: string): Promise<Manifest> {
  return withSnapshot(site.database, async (tx) => {
    const schema = await schemaVersion(tx);
    const tables = {} as Record<BackupTable, number>;
    for (const table of BACKUP_TABLES) {
      const out = fs.createWriteStream(path.join(dir, "tables", `${table}.jsonl`));
      let count = 0;
      async function* lines() {
        for await (const batch of readTable(tx, table)) {
          count += batch.length;
          yield batch.join("\n") + "\n";
        }
      }
      await pipeline(lines, out);
      tables[table] = count;
    }

    const files: ManifestFile[] = [];
    const missingFiles: string[] = [];
    for (const key of await referencedFileKeys(tx)) {
      const target = path.join(dir, "files", key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      try {
        const { body, contentType } = await site.storage.get(key);
        const hasher = hashed(body);
        await pipeline(hasher, fs.createWriteStream(target));
        files.push({ key, size: hasher.bytes, sha256: hasher.digest(), contentType });
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        missingFiles.push(key);
      }
    }

    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      source: { database: site.database.kind, storage: site.storage.kind },
      schema,
      tables,
      files,
      missingFiles,
    };
    const temp = path.join(dir, `${MANIFEST_FILE}.partial`);
    await fsp.writeFile(temp, JSON.stringify(manifest, null, 2) + "\n");
    await fsp.rename(temp, path.join(dir, MANIFEST_FILE));
    return manifest;
  });
}
