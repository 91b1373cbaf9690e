import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { BaseLogger } from "pino";

import type { ContentStatus } from "../../../shared/publishing.js";
import { TRANSCRIPT_CONTENT_TYPE } from "../../../shared/transcript.js";
import { assertCanReadFile, seenOr404 } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { contentItems, podcasts } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { StoredFileRef } from "../../files/registry.js";
import { StorageNotFoundError, type Storage } from "../../storage/storage.js";
import { NO_TRANSCRIPT, type StoredTranscript } from "../../uploads/transcript.js";

// Transcripts of episodes and audio/video items (docs/decisions/046): checked
// and stored at upload (uploads/transcript.ts), read here through the access
// policy like the media they belong to.

export const TRANSCRIPT_NOT_FOUND = "Transcript not found.";

interface TranscriptRow {
  title: string;
  isMembersOnly: boolean;
  status: ContentStatus;
  transcriptFileKey: string | null;
}

const columns = { title: true, isMembersOnly: true, status: true, transcriptFileKey: true } as const;

/** A record's transcript file, when it has one and the viewer may read the record (the access policy decides). */
export function readableTranscript(viewer: Viewer, row: TranscriptRow | undefined | null): StoredFileRef {
  const { transcriptFileKey, title, isMembersOnly, status } = seenOr404(viewer, row, TRANSCRIPT_NOT_FOUND);
  if (!transcriptFileKey) throw notFound(TRANSCRIPT_NOT_FOUND);
  return assertCanReadFile(viewer, { key: transcriptFileKey, contentType: TRANSCRIPT_CONTENT_TYPE, title, isMembersOnly, status });
}

/** An episode's transcript, when there is one and the viewer may read the episode (401 for a visitor and a members-only one). */
export async function podcastTranscript(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<StoredFileRef> {
  return readableTranscript(viewer, await db.query.podcasts.findFirst({ where: eq(podcasts.id, id), columns }));
}

/** An item's transcript, under the same rule. */
export async function itemTranscript(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<StoredFileRef> {
  return readableTranscript(viewer, await db.query.contentItems.findFirst({ where: eq(contentItems.id, id), columns }));
}

/**
 * Opens a transcript the policy has cleared, for the route to send (it
 * passes through the app even with S3: see `sendTranscript` in
 * http/media.ts). A file its row names but storage lacks is logged and a 404.
 */
export async function openTranscript(storage: Storage, ref: StoredFileRef, log: Pick<BaseLogger, "error">): Promise<{ body: Readable; size: number }> {
  try {
    const { body, size } = await storage.get(ref.key);
    return { body, size };
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error;
    log.error({ key: ref.key }, "stored transcript missing");
    throw notFound(TRANSCRIPT_NOT_FOUND);
  }
}

interface TranscriptChange {
  /** Columns for the row's update (empty: the transcript stays as it is). */
  columns: Partial<StoredTranscript> | typeof NO_TRANSCRIPT;
  /** The stored file the change leaves unreferenced: delete it once the update has committed. */
  obsoleteKey: string | null;
  /** For the activity log's details: the new transcript's name, null when one was removed; absent when unchanged. */
  logged?: string | null;
}

/**
 * What an edit does to a row's transcript: a new upload replaces it, a
 * removal (or media that takes none) clears it, else it stays.
 */
export function transcriptChange(
  oldKey: string | null,
  { upload, remove, allowed = true }: { upload: StoredTranscript | null; remove: boolean; allowed?: boolean },
): TranscriptChange {
  if (upload) return { columns: upload, obsoleteKey: oldKey, logged: upload.transcriptFileName };
  if (remove || !allowed) return { columns: NO_TRANSCRIPT, obsoleteKey: oldKey, ...(oldKey ? { logged: null } : {}) };
  return { columns: {}, obsoleteKey: null };
}
