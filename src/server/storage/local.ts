import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { mimeForExtension } from "../../shared/media.js";
import { ByteLimit } from "./byte-limit.js";
import { assertValidKey, InvalidKeyError, StorageNotFoundError, type ByteRange, type PutOptions, type Storage, type StoredObject } from "./storage.js";

// The local driver keeps no metadata beside a file: its type follows from the
// extension, which the server chose from the file's detected content.
function contentTypeForKey(key: string): string | undefined {
  return mimeForExtension(path.extname(key));
}

export class LocalStorage implements Storage {
  readonly kind = "local" as const;
  private readonly root: string;
  private readonly tmp: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tmp = path.join(this.root, ".tmp");
  }

  /** Maps a key to a path under the root, refusing anything that would leave it. */
  private resolve(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new InvalidKeyError(key);
    return full;
  }

  async put(key: string, body: Readable, options: PutOptions = {}): Promise<StoredObject> {
    const target = this.resolve(key);
    await fsp.mkdir(this.tmp, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Write to a temporary file and rename: a failed or aborted upload never
    // leaves a partial file under its key.
    const temp = path.join(this.tmp, randomUUID());
    const out = fs.createWriteStream(temp, { mode: 0o600 });
    try {
      await pipeline(body, new ByteLimit(options.maxBytes), out);
      await fsp.rename(temp, target);
    } catch (error) {
      // The file is opened asynchronously: wait until the stream has closed,
      // or the open could create the temp file after it was removed.
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await fsp.rm(temp, { force: true });
      throw error;
    }
    const { size } = await fsp.stat(target);
    return { size, contentType: options.contentType ?? contentTypeForKey(key) };
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable } & StoredObject> {
    const file = this.resolve(key);
    const info = await this.stat(key);
    if (!info) throw new StorageNotFoundError(key);
    const body = fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    return { body, ...info };
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  async *list(): AsyncIterable<{ key: string; lastModified: Date }> {
    let entries: string[];
    try {
      entries = (await fsp.readdir(this.root, { recursive: true })) as string[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const rel of entries) {
      if (rel === ".tmp" || rel.startsWith(".tmp" + path.sep)) continue;
      const info = await fsp.stat(path.join(this.root, rel)).catch(() => null);
      if (info?.isFile()) yield { key: rel.split(path.sep).join("/"), lastModified: info.mtime };
    }
  }

  async removeAbandonedUploads(before: Date): Promise<void> {
    const names = await fsp.readdir(this.tmp).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.tmp, name);
      const info = await fsp.stat(file).catch(() => null);
      if (info && info.mtime < before) await fsp.rm(file, { force: true });
    }
  }

  // Local files are streamed by the app (with Range support).
  async directDownloadUrl(key: string): Promise<string | null> {
    this.resolve(key);
    return null;
  }

  async directDownloadOrigin(): Promise<string | null> {
    return null;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await fsp.stat(this.resolve(key));
      if (!info.isFile()) return null;
      return { size: info.size, contentType: contentTypeForKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
}
