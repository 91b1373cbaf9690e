import path from "node:path";
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import rangeParser from "range-parser";

import { IMAGE_NOT_FOUND } from "../../shared/images.js";
import { TRANSCRIPT_CONTENT_TYPE } from "../../shared/transcript.js";
import { AppError, notFound } from "../errors.js";
import type { StoredFileRef } from "../files/registry.js";
import type { ImageFile } from "../modules/images/service.js";
import { StorageNotFoundError, type Storage } from "../storage/storage.js";

/** An ASCII file name made from the title, safe inside a quoted header value. */
function downloadName(title: string, key: string): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "file";
  return `${base}${path.extname(key).toLowerCase()}`;
}

/**
 * Sends a stored media file that the access policy has already cleared for
 * this viewer (services return a StoredFileRef only after asking it); the
 * file is always found from its database row, never from a client's path.
 *
 * With S3 the answer is a redirect to a short-lived presigned URL, so the
 * bytes never pass through the app. Local files are streamed here: single
 * byte ranges get 206, unsatisfiable ones 416, and a multi-range request the
 * whole file (allowed by RFC 9110, and what media players never send).
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: Storage, file: StoredFileRef) {
  const contentDisposition = `inline; filename="${downloadName(file.title, file.key)}"`;
  const direct = await storage.directDownloadUrl(file.key, { contentType: file.contentType, contentDisposition });
  if (direct) {
    // The URL is signed for this request only: no cache may keep or share it.
    return reply.header("cache-control", "private, no-store").redirect(direct, 302);
  }
  const info = await storage.stat(file.key);
  if (!info) {
    request.log.error({ key: file.key }, "stored file missing");
    throw notFound("File not found.");
  }
  const header = request.headers.range;
  const ranges = header ? rangeParser(info.size, header, { combine: true }) : -2;
  if (ranges === -1) {
    throw new AppError("RANGE_NOT_SATISFIABLE", "The requested range is outside the file.", { "content-range": `bytes */${info.size}` });
  }
  reply
    .header("accept-ranges", "bytes")
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition)
    .header("cache-control", "private, max-age=3600");
  if (Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    const { body } = await storage.get(file.key, { start, end });
    return reply
      .code(206)
      .header("content-range", `bytes ${start}-${end}/${info.size}`)
      .header("content-length", end - start + 1)
      .send(body);
  }
  const { body } = await storage.get(file.key);
  return reply.code(200).header("content-length", info.size).send(body);
}

/**
 * Sends a transcript the policy has cleared (opened by the transcripts
 * service). It passes through the app even with S3 (it is small): a
 * `<track>` that followed a redirect to the bucket would need CORS on the
 * bucket. Cached by the browser only (private).
 */
export function sendTranscript(reply: FastifyReply, { body, size }: { body: Readable; size: number }) {
  return reply
    .header("content-type", TRANSCRIPT_CONTENT_TYPE)
    .header("content-length", size)
    .header("cache-control", "private, max-age=300")
    .header("x-robots-tag", "noindex")
    .send(body);
}

/** A year: the longest a cache is asked to keep anything (RFC 9111 has no "forever"). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Sends one variant of an image the policy has cleared (modules/images). Its
 * address is its content's (the hash is in the name), so a public image may
 * be kept by any cache for a year. A private one (members', a draft's) is
 * the viewer's browser's alone, and with S3 a presigned redirect, as for
 * other members' files; a public one passes through the app even with S3,
 * so that caches in front of it keep it.
 */
export async function sendImage(request: FastifyRequest, reply: FastifyReply, storage: Storage, image: ImageFile) {
  if (image.access === "private") {
    const direct = await storage.directDownloadUrl(image.key, { contentType: image.contentType, contentDisposition: "inline" });
    if (direct) return reply.header("cache-control", "private, no-store").redirect(direct, 302);
  }
  const etag = `"${image.name}"`;
  reply
    .header("etag", etag)
    .header("cache-control", image.access === "public" ? IMMUTABLE : "private, max-age=3600")
    .header("content-type", image.contentType)
    .header("content-disposition", "inline");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  try {
    const { body, size } = await storage.get(image.key);
    return reply.header("content-length", size).send(body);
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error;
    request.log.error({ key: image.key }, "stored image missing");
    throw notFound(IMAGE_NOT_FOUND);
  }
}
