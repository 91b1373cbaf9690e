import { pipeline, Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

import type { S3Settings } from "../config.js";
import { ByteLimit } from "./byte-limit.js";
import { assertValidKey, StorageNotFoundError, type ByteRange, type DownloadOptions, type PutOptions, type Storage, type StoredObject } from "./storage.js";

/** The S3_* settings; a test may leave out the URL lifetime. */
export type S3StorageOptions = Omit<S3Settings, "downloadUrlSeconds"> & { downloadUrlSeconds?: number };

/** Parts of 8 MiB, four in flight: an upload holds at most ~32 MiB in memory whatever the file size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;
const DEFAULT_DOWNLOAD_SECONDS = 300;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
}

/** The object's full size from `Content-Range: bytes 0-9/1000`, else its length. */
function totalSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total ? Number(total) : (contentLength ?? 0);
}

/** Any S3-compatible object store: AWS S3, Ceph radosgw, MinIO, Cloudflare R2. */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  /** The folder of the bucket this storage uses ("" for the whole bucket). */
  readonly prefix: string;
  private readonly downloadUrlSeconds: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/\/+$/, "")}/` : "";
    if (this.prefix) assertValidKey(this.prefix.slice(0, -1));
    this.downloadUrlSeconds = options.downloadUrlSeconds ?? DEFAULT_DOWNLOAD_SECONDS;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Streams of unknown length cannot be checksummed up front; S3-compatible
      // stores other than AWS also reject the newer default checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable, options: PutOptions = {}): Promise<StoredObject> {
    const Key = this.objectKey(key);
    const limit = new ByteLimit(options.maxBytes);
    // pipeline() destroys `limit` with the source's error, which fails the upload.
    pipeline(body, limit, () => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: limit, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // A failed upload aborts its multipart upload: no parts, no object.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      throw limit.errored ?? error;
    }
    return { size: limit.bytes, contentType: options.contentType };
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable } & StoredObject> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(out.Body instanceof Readable)) throw new Error("S3 returned a body that is not a Node stream");
      return { body: out.Body, size: totalSize(out.ContentRange, out.ContentLength), contentType: out.ContentType };
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<{ key: string; lastModified: Date }> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.prefix || undefined });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(this.prefix.length), lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Multipart uploads under this storage's prefix that were begun and neither completed nor aborted (keys include the prefix). */
  async *unfinishedUploads(): AsyncIterable<{ key: string; uploadId: string; initiated: Date }> {
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix || undefined, KeyMarker, UploadIdMarker }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId) continue;
        yield { key: upload.Key, uploadId: upload.UploadId, initiated: upload.Initiated ?? new Date(0) };
      }
      ({ NextKeyMarker: KeyMarker, NextUploadIdMarker: UploadIdMarker } = page.IsTruncated ? page : {});
    } while (KeyMarker);
  }

  async removeAbandonedUploads(before: Date): Promise<void> {
    for await (const upload of this.unfinishedUploads()) {
      if (upload.initiated >= before) continue;
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.key, UploadId: upload.uploadId }));
    }
  }

  async directDownloadUrl(key: string, options: DownloadOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
      // The URL is per member and short-lived: browsers must not keep the response around.
      ResponseCacheControl: "private, max-age=300",
    });
    return getSignedUrl(this.client, command, { expiresIn: this.downloadUrlSeconds });
  }

  async directDownloadOrigin(): Promise<string> {
    // Signing is local (no request): the URL shows where downloads will point.
    const url = await this.directDownloadUrl("origin-probe", { contentType: "application/octet-stream", contentDisposition: "inline" });
    return new URL(url).origin;
  }

  /** Releases the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}
