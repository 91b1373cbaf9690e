import type { FastifyRequest } from "fastify";

import type {} from "@fastify/multipart";

import { z } from "zod";

import { MIME_BY_EXTENSION, type FileExtension } from "../../shared/media.js";
import { AppError, badRequest, codeForStatus } from "../errors.js";
import { discardFiles } from "../files/discard.js";
import { cleanFileName, newFileKey } from "../files/keys.js";
import { measureWhileStoring, unknownAsZero } from "../files/media-facts.js";
import type { StoredFileColumns } from "../files/registry.js";
import { StorageLimitError, type Storage } from "../storage/storage.js";
import { detectFileType } from "./detect.js";
import { collectPdf, documentTextOf, failureLog } from "./pdf-text.js";
import { storeTranscript, TRANSCRIPT_FIELD, type StoredTranscript } from "./transcript.js";

interface UploadPlan<T> {
  /** Checks the text fields, which must all come before the file. */
  fields: z.ZodType<T, unknown>;
  /** The kinds of file accepted for these fields, or null when no file may be sent. */
  accepts: (fields: T) => readonly FileExtension[] | null;
  /** First segment of the storage key (the uploading admin's id). */
  ownerId: string;
  /** Optional label in the key's name, e.g. the item's category (files/keys.ts). */
  keyLabel?: (fields: T) => string;
  maxBytes: number;
  /** Whether these fields may come with a transcript file (field "transcript", uploads/transcript.ts); none when absent. */
  transcript?: (fields: T) => boolean;
}

export interface Upload<T> {
  fields: T;
  file: StoredFileColumns | null;
  /** A checked transcript, stored as WebVTT; null when none was sent. */
  transcript: StoredTranscript | null;
  /** The words of an uploaded PDF ("" when it has none that can be read); null when no PDF was sent. */
  documentText: string | null;
}

const MALFORMED_UPLOAD = "The upload form is malformed or incomplete. Please try again.";

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid form.";
}

/**
 * Reads a multipart form as a stream: text fields first, then at most one
 * file, which goes straight to storage (never whole in memory) after its
 * first bytes prove its type. Whatever goes wrong, nothing is left stored:
 * the caller gets either the fields and the stored file's columns, or an
 * error, and a broken form is the client's 4xx, never a 500.
 */
export async function readUpload<T>(request: FastifyRequest, storage: Storage, plan: UploadPlan<T>): Promise<Upload<T>> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  const raw: Record<string, string> = {};
  let fields: T | undefined;
  let file: StoredFileColumns | null = null;
  let transcript: StoredTranscript | null = null;
  let documentText: string | null = null;
  let mediaSent = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (fields !== undefined) throw badRequest("Send the form fields before the file.");
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (fields === undefined) {
        const parsed = plan.fields.safeParse(raw);
        if (!parsed.success) {
          part.file.resume();
          throw badRequest(firstIssue(parsed.error));
        }
        fields = parsed.data;
      }
      if (part.fieldname === TRANSCRIPT_FIELD) {
        if (transcript || !plan.transcript?.(fields)) {
          part.file.resume();
          throw badRequest(transcript ? "Send only one transcript." : "This media type takes no transcript.");
        }
        transcript = await storeTranscript(part.file, storage, { fileName: part.filename, ownerId: plan.ownerId, label: plan.keyLabel?.(fields) });
        continue;
      }
      if (mediaSent) {
        part.file.resume();
        throw badRequest("Send only one file.");
      }
      mediaSent = true;
      const accepts = plan.accepts(fields);
      if (!accepts) {
        part.file.resume();
        throw badRequest("This media type takes no file.");
      }
      if (part.file.truncated) throw tooLarge(plan.maxBytes);
      const detected = await detectFileType(part.file, accepts);
      const key = newFileKey(plan.ownerId, detected.ext, plan.keyLabel?.(fields));
      const media = isMedia(detected.mime) ? measureWhileStoring(detected.stream, detected.mime) : null;
      // A PDF's bytes are kept as they stream to storage and read for their words once stored (docs/decisions/053).
      const pdf = detected.ext === "pdf" ? collectPdf(detected.stream) : null;
      try {
        const stored = await storage.put(key, media?.stream ?? pdf ?? detected.stream, { contentType: detected.mime, maxBytes: plan.maxBytes });
        file = { fileKey: key, fileType: detected.mime, fileSize: stored.size, fileName: cleanFileName(part.filename), durationSeconds: null };
      } catch (error) {
        if (error instanceof StorageLimitError) throw tooLarge(plan.maxBytes);
        throw error;
      }
      const facts = media ? await media.facts : null;
      // An MP4 container passes as M4A by its first bytes; its tracks tell whether it is really audio.
      if (facts?.hasVideo && accepts.every((ext) => isAudio(ext))) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The file must be audio only; this one has a video track.");
      }
      file.durationSeconds = media ? unknownAsZero(facts) : null;
      if (pdf) {
        const result = await pdf.text();
        const failure = failureLog(result);
        if (failure) request.log.warn({ fileKey: key, ...failure }, "upload: no text read from the PDF; it is stored but not searchable by its words");
        documentText = documentTextOf(result);
      }
    }
    if (fields === undefined) {
      const parsed = plan.fields.safeParse(raw);
      if (!parsed.success) throw badRequest(firstIssue(parsed.error));
      fields = parsed.data;
    }
    return { fields, file, transcript, documentText };
  } catch (error) {
    await discardFiles(storage, file?.fileKey, transcript?.transcriptFileKey);
    throw asClientError(error);
  }
}

const isMedia = (mime: string) => mime.startsWith("audio/") || mime.startsWith("video/");
const isAudio = (ext: FileExtension) => MIME_BY_EXTENSION[ext].startsWith("audio/");

function tooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The file is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB limit.`);
}

/**
 * The multipart parser's (busboy's) own words for a form it cannot read: a
 * missing boundary, a body that ends early. Matched exactly, so a storage
 * error that mentions a "multipart upload" (S3) stays a server error.
 */
const MALFORMED = /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/**
 * The parser's own failures are the client's: its limit errors keep their
 * 4xx status, and a form it cannot read is a 400. Anything else (storage
 * down) stays a server error.
 */
export function asClientError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new AppError(codeForStatus(status), status === 413 ? "The form has too many parts or files." : MALFORMED_UPLOAD);
  }
  return MALFORMED.test(error.message) ? badRequest(MALFORMED_UPLOAD) : error;
}

/**
 * Reads the one file of a single-image form whole (the channel artwork, an
 * image for a body), refusing it past `maxBytes` (multipart stops counting
 * one byte over). Text fields sent before the file come with it, checked by
 * `fields` before the file is read. A form the parser cannot read (cut
 * short, no boundary) is the uploads' own 400, as for every upload. The
 * image itself is checked by its service.
 */
export async function readImageForm<T>(request: FastifyRequest, maxBytes: number, fields: z.ZodType<T, unknown>): Promise<{ bytes: Buffer; fields: T }> {
  try {
    return await readImageParts(request, maxBytes, fields);
  } catch (error) {
    throw asClientError(error);
  }
}

/** readImageForm for a form with no text fields. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  return (await readImageForm(request, maxBytes, NO_FIELDS)).bytes;
}

const NO_FIELDS = z.unknown();

async function readImageParts<T>(request: FastifyRequest, maxBytes: number, schema: z.ZodType<T, unknown>): Promise<{ bytes: Buffer; fields: T }> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the image as multipart/form-data.");
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest("Choose an image file.");
  const raw = Object.fromEntries(
    Object.entries(part.fields).flatMap(([name, field]) => (field && !Array.isArray(field) && field.type === "field" ? [[name, String(field.value)]] : [])),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    part.file.resume();
    throw badRequest(firstIssue(parsed.error));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw new AppError("PAYLOAD_TOO_LARGE", `The image is larger than the ${maxBytes / (1024 * 1024)} MB limit.`);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badRequest("The file is empty.");
  return { bytes, fields: parsed.data };
}
