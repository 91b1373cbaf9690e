import fs from "node:fs";
import path from "node:path";

import { S3Storage } from "../storage/s3.js";
import type { Storage } from "../storage/storage.js";

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

/** Removes every stored object (under an S3 storage's prefix: only the test's own). */
export async function emptyStorage(storage: Storage): Promise<void> {
  for await (const { key } of storage.list()) await storage.delete(key);
}

/** Multipart uploads an S3 storage began and never finished, as object keys. */
export async function pendingMultipartUploads(storage: S3Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.unfinishedUploads()) keys.push(key);
  return keys;
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
