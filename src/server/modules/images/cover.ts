import { sql } from "drizzle-orm";

import { COVER_NOT_FOUND, imageUrl } from "../../../shared/images.js";
import { query, type Executor } from "../../db/raw-query.js";
import { badRequest } from "../../errors.js";

// A record's cover (docs/decisions/086): the writes of posts, episodes and
// items set it here. Apart from the images service, which reads preview
// links, so that the content services can use it without a cycle.

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
  const [row] = await query<{ hash: string; width: number; height: number }>(db, sql`select hash, width, height from images where id = ${coverImageId}`);
  if (!row) throw badRequest(COVER_NOT_FOUND);
  return { coverImageId, coverUrl: imageUrl(coverImageId, row.hash, row.width, row.height) };
}
