import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type {} from "@fastify/multipart";
import type { z } from "zod";
import type { FileExtension } from "../../shared/media.js";
import { AppError, badRequest } from "../errors.js";
import { StorageLimitError, type Storage } from "../storage/storage.js";
import { detectFileType } from "./detect.js";

export interface StoredUpload {
  key: string;
  mime: string;
  size: number;
}

export interface UploadPlan<T> {
  /** Checks the text fields, which must all come before the file. */
  fields: z.ZodType<T, unknown>;
  /** The kinds of file accepted for these fields, or null when no file may be sent. */
  accepts: (fields: T) => readonly FileExtension[] | null;
  /** The storage key for the file (server-made: never the client's file name). */
  key: (fields: T, ext: FileExtension) => string;
  maxBytes: number;
}

/** `{prefix}-{timestamp}-{random}.{ext}`: unique, sortable, and safe as a storage key. */
export const uniqueName = (prefix: string, ext: string) => `${prefix}${Date.now()}-${randomBytes(6).toString("hex")}.${ext}`;

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid form.";
}

/**
 * Reads a multipart form as a stream: text fields first, then at most one
 * file, which goes straight to storage (never whole in memory) after its
 * first bytes prove its type. Whatever goes wrong, nothing is left stored:
 * the caller gets either the fields and the stored file, or an error.
 */
export async function readUpload<T>(request: FastifyRequest, storage: Storage, plan: UploadPlan<T>): Promise<{ fields: T; file: StoredUpload | null }> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  const raw: Record<string, string> = {};
  let fields: T | undefined;
  let file: StoredUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (fields !== undefined) throw badRequest("Send the form fields before the file.");
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (file || fields !== undefined) {
        part.file.resume();
        throw badRequest("Send only one file.");
      }
      const parsed = plan.fields.safeParse(raw);
      if (!parsed.success) {
        part.file.resume();
        throw badRequest(firstIssue(parsed.error));
      }
      fields = parsed.data;
      const accepts = plan.accepts(fields);
      if (!accepts) {
        part.file.resume();
        throw badRequest("This media type takes no file.");
      }
      if (part.file.truncated) throw tooLarge(plan.maxBytes);
      const detected = await detectFileType(part.file, accepts);
      const key = plan.key(fields, detected.ext);
      try {
        const stored = await storage.put(key, detected.stream, { contentType: detected.mime, maxBytes: plan.maxBytes });
        file = { key, mime: detected.mime, size: stored.size };
      } catch (error) {
        if (error instanceof StorageLimitError) throw tooLarge(plan.maxBytes);
        throw error;
      }
    }
    if (fields === undefined) {
      const parsed = plan.fields.safeParse(raw);
      if (!parsed.success) throw badRequest(firstIssue(parsed.error));
      fields = parsed.data;
    }
    return { fields, file };
  } catch (error) {
    if (file) await storage.delete(file.key).catch(() => {});
    throw error;
  }
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The file is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB limit.`);
}
