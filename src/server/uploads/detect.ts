import type { Readable } from "node:stream";

import { MIME_BY_EXTENSION, type FileExtension } from "../../shared/media.js";
import { AppError, badRequest } from "../errors.js";
import { peek } from "./peek.js";

const NAMES: Record<FileExtension, string> = { mp3: "MP3", wav: "WAV", m4a: "M4A", mp4: "MP4", webm: "WebM", pdf: "PDF" };

/** "an MP3, WAV or M4A file" */
export function describeAllowed(allowed: readonly FileExtension[]): string {
  const names = allowed.map((ext) => NAMES[ext]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
  return `${/^[AEIMO]/.test(list ?? "") ? "an" : "a"} ${list} file`;
}

/** Enough of a file's start for every type we accept. */
const SAMPLE_BYTES = 4100;

/**
 * Identifies a file by its first bytes (never by its name or declared type)
 * and returns the stream to store, with nothing lost. Audio in an MP4
 * container counts as M4A when audio is wanted. An empty file is refused
 * here, before anything reaches storage.
 */
export async function detectFileType(body: Readable, allowed: readonly FileExtension[]): Promise<{ stream: Readable; ext: FileExtension; mime: string }> {
  const { head, whole } = await peek(body, SAMPLE_BYTES);
  if (head.length === 0) throw badRequest("The file is empty.");
  // Loaded on the first upload rather than at start-up.
  const { fileTypeFromBuffer } = await import("file-type");
  let ext = (await fileTypeFromBuffer(head))?.ext as string | undefined;
  if (ext === "mp4" && !allowed.includes("mp4") && allowed.includes("m4a")) ext = "m4a";
  if (!ext || !allowed.includes(ext as FileExtension)) {
    // Drain the rest so the form can still be read to its end.
    whole.resume();
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `The file must be ${describeAllowed(allowed)}; this one is not.`);
  }
  const known = ext as FileExtension;
  return { stream: whole, ext: known, mime: MIME_BY_EXTENSION[known] };
}
