import { sql } from "drizzle-orm";

import { COVER_NOT_FOUND, cropFileName, cropUrl, imageUrl, type CoverCrop } from "../../../shared/images.js";
import { query, type Executor } from "../../db/raw-query.js";
import { badRequest } from "../../errors.js";

// A record's cover (docs/decisions/086): the writes of posts, episodes and
// items set it here. Apart from the images service, which reads preview
// links, so that the content services can use it without a cycle.

/** What a cover's address and its crops are made from: its row of `images`, the one query for both. */
type CoverImage = { hash: string; width: number; height: number; alt: string; keys: string[] };
async function coverImage(db: Executor, id: string): Promise<CoverImage | undefined> {
  const [row] = await query<CoverImage>(db, sql`select hash, width, height, alt, keys from images where id = ${id}`);
  return row;
}

/**
 * The cover columns a write sets: none when it leaves the cover as it is
 * (undefined), nulls to take it off, or the image and its address. An id
 * that names no image is the writer's 400, before anything is written.
 */
export async function coverColumns(
  db: Executor,
  coverImageId: string | null | undefined,
): Promise<{ coverImageId: string | null; coverUrl: string | null } | undefined> {
  if (coverImageId === undefined) return undefined;
  if (coverImageId === null) return { coverImageId: null, coverUrl: null };
  const row = await coverImage(db, coverImageId);
  if (!row) throw badRequest(COVER_NOT_FOUND);
  return { coverImageId, coverUrl: imageUrl(coverImageId, row.hash, row.width, row.height) };
}

/** A cover's crop as a page or a feed names it: its address and the image's description (og:image:alt). */
export interface CoverCropRef {
  path: string;
  alt: string;
}

/** The crop of a row of `images` (its hash, alt and stored keys), when its upload made one (an image uploaded for a body has none). */
export function cropOfImage(id: string, image: { hash: string; alt: string; keys: string[] }, crop: CoverCrop): CoverCropRef | null {
  const file = cropFileName(image.hash, crop);
  return image.keys.some((key) => key.endsWith(`/${file}`)) ? { path: cropUrl(id, image.hash, crop), alt: image.alt } : null;
}

/**
 * The crop of cover image `coverImageId` (docs/decisions/100): the share
 * image of a record's page, the square of an episode in the feeds; null
 * when there is no cover or its image has no such crop (the page or the
 * feed then names its default). Who may have it is the images route's to
 * say, as for any image (the access policy's imageAccess).
 */
export async function coverCrop(db: Executor, coverImageId: string | null | undefined, crop: CoverCrop): Promise<CoverCropRef | null> {
  if (!coverImageId) return null;
  const image = await coverImage(db, coverImageId);
  return image ? cropOfImage(coverImageId, image, crop) : null;
}
