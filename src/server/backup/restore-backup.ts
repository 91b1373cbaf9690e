import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";

import { assertValidKey } from "../storage/storage.js";
import { loadSite, type LoadResult } from "./load-site.js";
import { MANIFEST_FILE, manifestSchema, type Manifest } from "./manifest.js";
import type { Site } from "./snapshot.js";
import type { BackupTable } from "./tables.js";

const BATCH = 500;

async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fsp.readFile(path.join(dir, MANIFEST_FILE), "utf8");
  } catch {
    throw new Error(`${dir} has no ${MANIFEST_FILE}: it is not a complete Lead or Be Led backup.`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${dir}/${MANIFEST_FILE} is not a valid backup manifest: ${parsed.error.issues[0]?.message}`);
  // Keys become paths under files/: refuse any that could leave the backup.
  for (const file of parsed.data.files) assertValidKey(file.key);
  return parsed.data;
}

/** The rows of one table's JSON-lines file, in batches. */
async function* readLines(file: string): AsyncIterable<string[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    if (line.trim() === "") continue;
    batch.push(line);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Restores a backup made by createBackup into an empty database and storage. */
export async function restoreBackup(dir: string, target: Site): Promise<{ manifest: Manifest; result: LoadResult }> {
  const manifest = await readManifest(dir);
  const result = await loadSite(target, {
    schema: manifest.schema,
    counts: manifest.tables,
    files: manifest.files.map((file) => ({
      key: file.key,
      sha256: file.sha256,
      open: async () => ({ body: fs.createReadStream(path.join(dir, "files", file.key)), contentType: file.contentType }),
    })),
    rows: (table: BackupTable) => readLines(path.join(dir, "tables", `${table}.jsonl`)),
  });
  return { manifest, result };
}
