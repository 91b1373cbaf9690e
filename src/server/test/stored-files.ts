import fs from "node:fs";
import path from "node:path";
import { S3Storage } from "../storage/s3.js";
import type { Storage } from "../storage/storage.js";
import { pendingMultipartUploads } from "./s3.js";

/** Every key in a storage of any kind, sorted. */
export async function listedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

/** Every stored file of a test app's local storage, as storage keys (unfinished uploads left out). */
export function storedKeys(dataDir: string): string[] {
  const root = path.join(dataDir, "files");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => !p.startsWith(".tmp") && fs.statSync(path.join(root, p)).isFile())
    .map((p) => p.split(path.sep).join("/"))
    .sort();
}

/** Uploads a test app's storage began and never finished: local temp files or S3 multipart uploads. */
export async function leftoverUploads(t: { storage: Storage; dataDir: string }): Promise<string[]> {
  return t.storage instanceof S3Storage ? pendingMultipartUploads(t.storage) : unfinishedUploads(t.dataDir);
}

/** The uploads local storage is still writing (its temporary files). */
export function unfinishedUploads(dataDir: string): string[] {
  const tmp = path.join(dataDir, "files", ".tmp");
  return fs.existsSync(tmp) ? fs.readdirSync(tmp) : [];
}
