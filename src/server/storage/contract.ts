import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, expect, it } from "vitest";

import { InvalidKeyError, StorageLimitError, StorageNotFoundError, type Storage } from "./storage.js";

interface ContractSubject {
  storage: Storage;
  /** What an unfinished upload left behind in this driver (temp files, multipart uploads). */
  leftovers(): Promise<string[]>;
  dispose(): Promise<void>;
}

/**
 * The behaviour every Storage driver must have. Call inside a `describe`
 * with a factory that gives a fresh, empty storage for each test.
 */
export function storageContract(create: () => Promise<ContractSubject>): void {
  let subject: ContractSubject;
  let storage: Storage;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  beforeEach(async () => {
    subject = await create();
    storage = subject.storage;
  });
  afterEach(async () => subject.dispose());

  it("puts a stream and reads it back whole, with size and type", async () => {
    const put = await storage.put("user-1/123-ab.mp3", Readable.from([bytes.subarray(0, 400), bytes.subarray(400)]), { contentType: "audio/mpeg" });
    expect(put).toEqual({ size: 1000, contentType: "audio/mpeg" });
    const got = await storage.get("user-1/123-ab.mp3");
    expect(got.size).toBe(1000);
    expect(await buffer(got.body)).toEqual(bytes);
    expect(await storage.stat("user-1/123-ab.mp3")).toEqual({ size: 1000, contentType: "audio/mpeg" });
  });

  it("reads inclusive byte ranges and reports the whole size", async () => {
    await storage.put("a/b.pdf", Readable.from([bytes]), { contentType: "application/pdf" });
    const first = await storage.get("a/b.pdf", { start: 0, end: 0 });
    expect(first.size).toBe(1000);
    expect(await buffer(first.body)).toEqual(bytes.subarray(0, 1));
    expect(await buffer((await storage.get("a/b.pdf", { start: 100, end: 199 })).body)).toEqual(bytes.subarray(100, 200));
    expect(await buffer((await storage.get("a/b.pdf", { start: 990, end: 999 })).body)).toEqual(bytes.subarray(990));
  });

  it("reports missing keys", async () => {
    expect(await storage.stat("nope/x.mp3")).toBeNull();
    await expect(storage.get("nope/x.mp3")).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.delete("nope/x.mp3")).resolves.toBeUndefined();
  });

  it("deletes", async () => {
    await storage.put("a/c.wav", Readable.from([bytes]), { contentType: "audio/wav" });
    await storage.delete("a/c.wav");
    expect(await storage.stat("a/c.wav")).toBeNull();
  });

  it("lists every stored key", async () => {
    await storage.put("u1/one.mp3", Readable.from([bytes]), { contentType: "audio/mpeg" });
    await storage.put("u2/two.pdf", Readable.from([bytes]), { contentType: "application/pdf" });
    const listed: string[] = [];
    for await (const { key, lastModified } of storage.list()) {
      listed.push(key);
      expect(lastModified.getTime()).toBeGreaterThan(Date.now() - 60 * 60 * 1000);
    }
    expect(listed.sort()).toEqual(["u1/one.mp3", "u2/two.pdf"]);
  });

  it.each(["../escape.mp3", "a/../../escape", "/etc/passwd", "a//b", "a/./b", ".hidden", "a\\b", "a/b\0c", "", "x/ y"])("refuses the key %j", async (key) => {
    await expect(storage.put(key, Readable.from([bytes]))).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidKeyError);
  });

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
    expect(await subject.leftovers()).toEqual([]);
  });

  it("never replaces an existing object with a failed upload", async () => {
    await storage.put("a/keep.pdf", Readable.from([bytes]), { contentType: "application/pdf" });
    await expect(storage.put("a/keep.pdf", Readable.from([bytes, bytes]), { maxBytes: 1200 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await buffer((await storage.get("a/keep.pdf")).body)).toEqual(bytes);
  });
}
