import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";

import { ARTWORK_RULES, type FeedArtwork } from "../../../shared/feeds.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { feedSettings } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { discardFiles } from "../../files/discard.js";
import { newFileKey } from "../../files/keys.js";
import { StorageNotFoundError, type Storage } from "../../storage/storage.js";
import { actorOf, recordActivity } from "../activity/service.js";

// The podcast channel's artwork (docs/decisions/054): the shipped default, or
// one the admin uploaded, kept in storage like every other file and named in
// the one feed_settings row. Its URL carries the stored file's name, so a new
// image is a new URL (apps and directories cache artwork by URL).

const SETTINGS_ID = "briefing";
/** Serialises artwork replacements: a fixed key beside the migrations' and the storage sweep's (db/migrate.ts, files/sweep.ts). */
const ARTWORK_LOCK_KEY = 740_921_339;

const DEFAULT_ARTWORK_PATH = "/artwork/the-briefing.png";
const ARTWORK_ROUTE = "/feeds/artwork/";
const ARTWORK_NOT_FOUND = "Artwork not found.";

const TYPES = { png: "image/png", jpg: "image/jpeg" } as const;

interface StoredArtwork {
  artworkFileKey: string;
  artworkFileType: string;
  artworkFileSize: number;
}

/** The admin's artwork, or null for the shipped default. */
async function storedArtwork(db: Db): Promise<(StoredArtwork & { updatedAt: Date }) | null> {
  const [row] = await db.select().from(feedSettings).where(eq(feedSettings.id, SETTINGS_ID));
  if (!row?.artworkFileKey || !row.artworkFileType || row.artworkFileSize === null) return null;
  return { artworkFileKey: row.artworkFileKey, artworkFileType: row.artworkFileType, artworkFileSize: row.artworkFileSize, updatedAt: row.updatedAt };
}

/** The artwork's path on this site: the stored file's own name (unique per upload), or the default's. */
const artworkPath = (key: string | null) => (key ? `${ARTWORK_ROUTE}${path.posix.basename(key)}` : DEFAULT_ARTWORK_PATH);

/** The channel artwork's URL the feeds carry, made absolute by `absolute`. */
export async function channelArtwork(db: Db, absolute: (p: string) => string): Promise<FeedArtwork> {
  const stored = await storedArtwork(db);
  return { url: absolute(artworkPath(stored?.artworkFileKey ?? null)), custom: stored !== null, updatedAt: stored?.updatedAt.toISOString() ?? null };
}

/**
 * Checks an upload by its content, as Apple asks of show artwork: a JPEG or
 * PNG (by its bytes, never its name), square, 1400 to 3000 pixels a side,
 * at most ARTWORK_RULES.maxBytes. Each refusal says what is wrong.
 */
async function checkArtwork(bytes: Buffer): Promise<{ ext: keyof typeof TYPES; mime: string; side: number }> {
  // Loaded on the first upload rather than at start-up.
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([import("file-type"), import("image-size")]);
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  if (detected !== "png" && detected !== "jpg") throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The artwork must be a JPEG or PNG image; this file is not.");
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw badRequest("The image could not be read; it may be damaged.");
  }
  const size = `${width} × ${height} pixels`;
  if (width !== height) throw badRequest(`The artwork must be square; this image is ${size}.`);
  const { minSide, maxSide } = ARTWORK_RULES;
  if (width < minSide) throw badRequest(`The artwork must be at least ${minSide} × ${minSide} pixels; this image is ${size}.`);
  if (width > maxSide) throw badRequest(`The artwork must be at most ${maxSide} × ${maxSide} pixels; this image is ${size}.`);
  return { ext: detected, mime: TYPES[detected], side: width };
}

/**
 * Replaces the channel artwork with an uploaded image (its bytes, read by
 * the route with readImageUpload): checked first (nothing
 * stored when it fails), stored, then named in feed_settings with its
 * activity entry in one transaction. The replaced file is deleted after the
 * commit; a failed write deletes the new one.
 */
export async function replaceArtwork(
  db: Db,
  storage: Storage,
  { bytes, viewer, absolute }: { bytes: Buffer; viewer: Viewer; absolute: (p: string) => string },
): Promise<FeedArtwork> {
  const { ext, mime, side } = await checkArtwork(bytes);
  const file: StoredArtwork = { artworkFileKey: newFileKey(actorOf(viewer).id, ext, "feed-artwork"), artworkFileType: mime, artworkFileSize: bytes.length };
  await storage.put(file.artworkFileKey, Readable.from([bytes]), { contentType: mime, maxBytes: ARTWORK_RULES.maxBytes });
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      // One replacement at a time, row or no row yet (FOR UPDATE would lock nothing on the first upload or
      // after a reset, and two uploads would both see no previous file, leaving one behind).
      await tx.execute(sql`select pg_advisory_xact_lock(${ARTWORK_LOCK_KEY})`);
      const [old] = await tx.select({ key: feedSettings.artworkFileKey }).from(feedSettings).where(eq(feedSettings.id, SETTINGS_ID));
      previous = old?.key ?? null;
      const values = { ...file, updatedAt: new Date() };
      await tx
        .insert(feedSettings)
        .values({ id: SETTINGS_ID, ...values })
        .onConflictDoUpdate({ target: feedSettings.id, set: values });
      await recordActivity(tx, {
        actor: actorOf(viewer),
        action: "feed.artwork",
        target: { kind: "feed", title: "Channel artwork" },
        details: { change: "replaced", side },
      });
    });
  } catch (error) {
    await discardFiles(storage, file.artworkFileKey);
    throw error;
  }
  await discardFiles(storage, previous);
  return channelArtwork(db, absolute);
}

/** Back to the shipped artwork: the row goes, then its stored file (no orphan). Nothing to do when it is the default already. */
export async function resetArtwork(db: Db, storage: Storage, { viewer, absolute }: { viewer: Viewer; absolute: (p: string) => string }): Promise<FeedArtwork> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(feedSettings).where(eq(feedSettings.id, SETTINGS_ID)).returning({ key: feedSettings.artworkFileKey });
    if (row?.key)
      await recordActivity(tx, {
        actor: actorOf(viewer),
        action: "feed.artwork",
        target: { kind: "feed", title: "Channel artwork" },
        details: { change: "reset" },
      });
    return row?.key ?? null;
  });
  await discardFiles(storage, removed);
  return channelArtwork(db, absolute);
}

/**
 * Opens the admin's artwork when `file` is its current name, for the route
 * to send; an old name, or any other, is a 404. The name changes with every
 * upload, so the answer may be cached for good.
 */
export async function openArtwork(db: Db, storage: Storage, file: string): Promise<{ body: Readable; size: number; contentType: string }> {
  const stored = await storedArtwork(db);
  if (!stored || path.posix.basename(stored.artworkFileKey) !== file) throw notFound(ARTWORK_NOT_FOUND);
  try {
    const { body, size } = await storage.get(stored.artworkFileKey);
    return { body, size, contentType: stored.artworkFileType };
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw notFound(ARTWORK_NOT_FOUND);
    throw error;
  }
}
