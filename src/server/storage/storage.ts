import type { Readable } from "node:stream";

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  contentType: string | undefined;
}

export interface DownloadOptions {
  contentType: string;
  /** The full Content-Disposition value the download should carry. */
  contentDisposition: string;
}

export interface PutOptions {
  contentType?: string;
  /** Abort the write (and store nothing) once more than this many bytes arrive. */
  maxBytes?: number;
}

/**
 * Where media files live. Local disk by default, S3-compatible at scale.
 * Keys are relative, slash-separated paths such as `user-1/171234-ab12.mp3`.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Writes the whole stream under `key`; nothing is visible under `key` unless it succeeds. */
  put(key: string, body: Readable, options?: PutOptions): Promise<StoredObject>;
  /** Reads the object, or the inclusive `range` of it. Throws StorageNotFoundError. */
  get(key: string, range?: ByteRange): Promise<{ body: Readable } & StoredObject>;
  /** Deletes the object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Size and type of the object, or null when it does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** Every stored key with its last change, for the storage sweep. */
  list(): AsyncIterable<{ key: string; lastModified: Date }>;
  /** Removes leftovers of uploads that died mid-way (older than `before`). */
  removeAbandonedUploads(before: Date): Promise<void>;
  /**
   * A short-lived URL the browser can fetch the object from directly, so the
   * bytes bypass the app; null when the app must stream the object itself.
   */
  directDownloadUrl(key: string, options: DownloadOptions): Promise<string | null>;
  /** The origin of direct download URLs (for the Content-Security-Policy), or null. */
  directDownloadOrigin(): Promise<string | null>;
  /** Releases connections, if the driver holds any. */
  close?(): void;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object at ${key}`);
    this.name = "StorageNotFoundError";
  }
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = "StorageLimitError";
  }
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidKeyError";
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Keys are built by the server (never from a client's file name), so a strict
 * shape is enforced: relative, slash-separated segments of safe characters,
 * no `.` or `..`, nothing that could escape the storage root.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== "string" || key.length === 0 || key.length > 512) throw new InvalidKeyError(key);
  const segments = key.split("/");
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === "." || segment === "..") throw new InvalidKeyError(key);
  }
}
