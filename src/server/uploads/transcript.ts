import { Readable } from "node:stream";

import { decodeTranscript, parseTranscript, toVtt, TRANSCRIPT_MAX_BYTES, TranscriptError, transcriptText } from "../../shared/transcript.js";
import { AppError, badRequest } from "../errors.js";
import { cleanFileName, newFileKey } from "../files/keys.js";
import type { Storage } from "../storage/storage.js";
import { capSearchText } from "./searchable-text.js";

/** The columns a row stores for its transcript (schema.ts transcriptColumns). */
export interface StoredTranscript {
  transcriptFileKey: string;
  transcriptFileName: string | null;
  transcriptFileSize: number;
  transcriptText: string;
}

/** Columns that clear a row's transcript. */
export const NO_TRANSCRIPT = { transcriptFileKey: null, transcriptFileName: null, transcriptFileSize: null, transcriptText: null } as const;

/** The multipart field a transcript file is sent in (the media file may come in any other). */
export const TRANSCRIPT_FIELD = "transcript";

/** Reads the whole part (a transcript is small), refusing it past the limit without buffering the rest. */
async function readLimited(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > TRANSCRIPT_MAX_BYTES) {
      body.resume();
      throw new AppError("PAYLOAD_TOO_LARGE", `The transcript is larger than the ${TRANSCRIPT_MAX_BYTES / 1024} KB limit.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Checks an uploaded WebVTT or SRT file (UTF-8 only, strict timestamps,
 * cue markup cleaned; shared/transcript.ts) and stores it as WebVTT.
 * A file that fails is a 400 naming what is wrong, and nothing is stored.
 */
export async function storeTranscript(
  body: Readable,
  storage: Storage,
  { fileName, ownerId, label }: { fileName: string | undefined; ownerId: string; label?: string | undefined },
): Promise<StoredTranscript> {
  const bytes = await readLimited(body);
  let vtt: string;
  let text: string;
  try {
    const { cues } = parseTranscript(decodeTranscript(bytes));
    vtt = toVtt(cues);
    // The VTT file keeps every cue; search keeps what a tsvector can hold.
    text = capSearchText(transcriptText(cues));
  } catch (error) {
    if (error instanceof TranscriptError) throw badRequest(`Transcript: ${error.message}`);
    throw error;
  }
  const stored = Buffer.from(vtt, "utf8");
  const key = newFileKey(ownerId, "vtt", label ? `${label}-transcript` : "transcript");
  await storage.put(key, Readable.from([stored]), { contentType: "text/vtt", maxBytes: TRANSCRIPT_MAX_BYTES * 2 });
  return { transcriptFileKey: key, transcriptFileName: cleanFileName(fileName), transcriptFileSize: stored.length, transcriptText: text };
}
