import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, lt, sql } from "drizzle-orm";

import { IMAGE_MIME, IMAGE_NOT_FOUND, IMAGE_RULES, imageUrl, parseVariantName, type ImageFormat, type UploadedImage } from "../../../shared/images.js";
import type { PreviewQuery } from "../../../shared/previews.js";
import { imageAccess, imageReadersSql, type ImageAccess, type ImageReaders } from "../../access/policy.js";
import { isAdmin, type Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { images } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { discardFiles } from "../../files/discard.js";
import type { Storage } from "../../storage/storage.js";
import { actorOf } from "../activity/service.js";
import { previewRecord } from "../previews/service.js";
import { makeVariants } from "./variants.js";

// Images in posts and text items (issue 30, docs/decisions/085). The upload
// answers the address the markdown carries; a read names one variant, found
// from the image's row (never from the client's path), and the access policy
// decides who may have it from the records that show it.

/** Where a variant is stored: under its uploader's folder like every file (docs/decisions/010), one folder per image. */
const variantKey = (ownerId: string, id: string, hash: string, width: number, format: ImageFormat) => `${ownerId}/images/${id}/${hash}-${width}.${format}`;

/**
 * Checks an image, makes its variants and stores them, then records the
 * image. Nothing is stored when the image is refused; a failed store or
 * insert deletes what was stored.
 */
export async function uploadImage(db: Db, storage: Storage, { bytes, alt, viewer }: { bytes: Buffer; alt: string; viewer: Viewer }): Promise<UploadedImage> {
  const made = await makeVariants(bytes);
  const id = randomUUID();
  const owner = actorOf(viewer).id;
  const stored = made.variants.map((v) => ({ ...v, key: variantKey(owner, id, made.hash, v.width, v.format) }));
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
export async function openImage(
  db: Db,
  { id, name, viewer, preview }: { id: string; name: string; viewer: Viewer; preview: PreviewQuery },
): Promise<ImageFile> {
  const variant = parseVariantName(name);
  const [row] = variant ? await db.select({ hash: images.hash, keys: images.keys }).from(images).where(eq(images.id, id)).limit(1) : [];
  const key = row && variant?.hash === row.hash ? row.keys.find((k) => k.endsWith(`/${variant.hash}-${variant.width}.${variant.format}`)) : undefined;
  if (!variant || !key) throw notFound(IMAGE_NOT_FOUND);
  let access: ImageAccess = "private";
  if (!isAdmin(viewer)) {
    const [readers] = await query<ImageReaders>(db, imageReadersSql(id, await previewRecord(db, preview)));
    access = imageAccess(viewer, readers!, IMAGE_NOT_FOUND);
  }
  return { key, contentType: IMAGE_MIME[variant.format], name, access };
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
        sql`not exists (select 1 from content_revisions r where strpos(r.snapshot::text, '/api/images/' || ${images.id}::text || '/') > 0)`,
      ),
    )
    .returning({ id: images.id });
  return removed.length;
}
