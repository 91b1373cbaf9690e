import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, lt, sql } from "drizzle-orm";

import { IMAGE_MIME, IMAGE_NOT_FOUND, IMAGE_RULES, imageUrl, parseVariantName, type ImageRole, type UploadedImage } from "../../../shared/images.js";
import type { PreviewQuery } from "../../../shared/previews.js";
import { imageAccess, imageReadersSql, type ImageAccess, type ImageReaders, type PreviewRecord } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { images } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { discardFiles } from "../../files/discard.js";
import { imageFileKey } from "../../files/keys.js";
import type { Storage } from "../../storage/storage.js";
import { actorOf } from "../activity/service.js";
import { previewRecord } from "../previews/service.js";
import { makeVariants } from "./variants.js";

// Images in posts and text items (issue 30, docs/decisions/085). The upload
// answers the address the markdown carries; a read names one variant, found
// from the image's row (never from the client's path), and the access policy
// decides who may have it from the records that show it.

/**
 * Checks an image, makes its variants and stores them, then records the
 * image. Nothing is stored when the image is refused; a failed store or
 * insert deletes what was stored.
 */
export async function uploadImage(
  db: Db,
  storage: Storage,
  { bytes, alt, role = "body", viewer }: { bytes: Buffer; alt: string; role?: ImageRole; viewer: Viewer },
): Promise<UploadedImage> {
  // A cover also gets its crops: the share image and the podcast apps' square (docs/decisions/100).
  const made = await makeVariants(bytes, { crops: role === "cover" });
  const id = randomUUID();
  const owner = actorOf(viewer).id;
  const stored = made.variants.map((v) => ({ ...v, key: imageFileKey(owner, id, v.file) }));
  try {
    await Promise.all(stored.map((v) => storage.put(v.key, Readable.from([v.bytes]), { contentType: IMAGE_MIME[v.format], maxBytes: IMAGE_RULES.maxBytes })));
    await db.insert(images).values({
      id,
      hash: made.hash,
      alt,
      width: made.width,
      height: made.height,
      keys: stored.map((v) => v.key),
      bytes: stored.reduce((sum, v) => sum + v.bytes.length, 0),
      uploadedBy: owner,
    });
  } catch (error) {
    await discardFiles(storage, ...stored.map((v) => v.key));
    throw error;
  }
  return { id, url: imageUrl(id, made.hash, made.width, made.height), width: made.width, height: made.height };
}

export interface ImageFile {
  key: string;
  contentType: string;
  /** The variant's name, for the ETag: the address is the content's own. */
  name: string;
  access: ImageAccess;
}

/**
 * The stored variant `name` of image `id` when the viewer may see it (the
 * access policy: a record they may read shows it; admins see every image; a
 * preview link, the images of its record). Any other name, and an image
 * the viewer may not see, is the same 404; a members-only image asks a
 * visitor to sign in.
 */
/** An image's stored files and who may see it: kept in memory for reads without a preview token (caches.imageReaders). */
export type KeptImage = { hash: string; keys: string[] } & ImageReaders;

export async function openImage(
  db: Db,
  kept: ReadCache<KeptImage>,
  { id, name, viewer, preview }: { id: string; name: string; viewer: Viewer; preview: PreviewQuery },
): Promise<ImageFile> {
  const variant = parseVariantName(name);
  if (!variant) throw notFound(IMAGE_NOT_FOUND);
  // The image and who may see it in one statement, kept until a post or an item is written.
  const load = async (link: PreviewRecord | null) => {
    const [row] = await query<KeptImage>(db, sql`select hash, keys, ${imageReadersSql(id, link)} from images where id = ${id}`);
    return row ? { value: row } : null;
  };
  const link = await previewRecord(db, preview);
  const row = link ? (await load(link))?.value : await kept.read(id, () => load(null));
  const key = row?.hash === variant.hash ? row.keys.find((k) => k.endsWith(`/${variant.file}`)) : undefined;
  if (!row || !key) throw notFound(IMAGE_NOT_FOUND);
  return { key, contentType: IMAGE_MIME[variant.format], name, access: imageAccess(viewer, row) };
}

/** How long an image may go unshown before it is deleted: an upload waits this long for the body that will show it. */
export const UNUSED_IMAGE_DAYS = 3;

/**
 * Deletes images no record shows and no kept revision mentions, once they
 * are UNUSED_IMAGE_DAYS old (the daily `images.prune` job); the storage
 * sweep then deletes their files. A revision keeps its images so that
 * restoring it brings them back.
 */
export async function pruneImages(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(images)
    .where(
      and(
        lt(images.createdAt, cutoff),
        sql`not exists (select 1 from image_uses u where u.image_id = ${images.id})`,
        // An organisation's logo (modules/orgs/logo.ts) is shown by its own route, not by a record.
        sql`not exists (select 1 from organisations o where o.logo_image_id = ${images.id})`,
        sql`not exists (select 1 from content_revisions r where strpos(r.snapshot::text, '/api/images/' || ${images.id}::text || '/') > 0)`,
      ),
    )
    .returning({ id: images.id });
  return removed.length;
}
