import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalStorage } from "./local.js";
import { InvalidKeyError, StorageLimitError, StorageNotFoundError } from "./storage.js";

// The Storage contract on the local-disk driver. The S3 driver will run the same cases.
describe("LocalStorage", () => {
  let root: string;
  let storage: LocalStorage;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-storage-"));
    storage = new LocalStorage(path.join(root, "files"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("puts a stream and reads it back whole, with size and type", async () => {
    const put = await storage.put("user-1/123-ab.mp3", Readable.from([bytes.subarray(0, 400), bytes.subarray(400)]));
    expect(put).toEqual({ size: 1000, contentType: "audio/mpeg" });
    const got = await storage.get("user-1/123-ab.mp3");
    expect(got.size).toBe(1000);
    expect(await buffer(got.body)).toEqual(bytes);
    expect(await storage.stat("user-1/123-ab.mp3")).toEqual({ size: 1000, contentType: "audio/mpeg" });
  });

  it("reads inclusive byte ranges", async () => {
    await storage.put("a/b.pdf", Readable.from([bytes]));
    expect(await buffer((await storage.get("a/b.pdf", { start: 0, end: 0 })).body)).toEqual(bytes.subarray(0, 1));
    expect(await buffer((await storage.get("a/b.pdf", { start: 100, end: 199 })).body)).toEqual(bytes.subarray(100, 200));
    expect(await buffer((await storage.get("a/b.pdf", { start: 990, end: 999 })).body)).toEqual(bytes.subarray(990));
  });

  it("reports missing keys", async () => {
    expect(await storage.stat("nope/x.mp3")).toBeNull();
    await expect(storage.get("nope/x.mp3")).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.delete("nope/x.mp3")).resolves.toBeUndefined();
  });

  it("deletes", async () => {
    await storage.put("a/c.wav", Readable.from([bytes]));
    await storage.delete("a/c.wav");
    expect(await storage.stat("a/c.wav")).toBeNull();
  });

  it.each(["../escape.mp3", "a/../../escape", "/etc/passwd", "a//b", "a/./b", ".hidden", "a\\b", "a/b\0c", "", "x/ y"])(
    "refuses the key %j",
    async (key) => {
      await expect(storage.put(key, Readable.from([bytes]))).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
    },
  );

  it("stores nothing when the stream is over the limit or fails midway", async () => {
    await expect(storage.put("a/big.mp4", Readable.from([bytes, bytes]), { maxBytes: 1500 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.stat("a/big.mp4")).toBeNull();

    const failing = new Readable({
      read() {
        this.push(bytes);
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.put("a/broken.mp4", failing)).rejects.toThrow("client went away");
    expect(await storage.stat("a/broken.mp4")).toBeNull();
    // No temporary leftovers either.
    expect(fs.readdirSync(path.join(root, "files", ".tmp"))).toEqual([]);
  });

  it("never replaces an existing object with a failed upload", async () => {
    await storage.put("a/keep.pdf", Readable.from([bytes]));
    await expect(storage.put("a/keep.pdf", Readable.from([bytes, bytes]), { maxBytes: 1200 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await buffer((await storage.get("a/keep.pdf")).body)).toEqual(bytes);
  });
});
