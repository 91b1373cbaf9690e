import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";

import { cropFileName, IMAGE_MIME, IMAGE_RULES, type CoverCrop } from "../../../shared/images.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { discardFiles } from "../../files/discard.js";
import type { JobLog } from "../../jobs/jobs.js";
import type { Storage } from "../../storage/storage.js";
import { COVER_CROP_NAMES, makeCoverCrops } from "./variants.js";

// A cover's share image and podcast square are made at its upload
// (docs/decisions/100). Covers named before crops existed, and images
// uploaded for a body and then named a cover, have none: their records'
// previews and feed entries fall back to the area's card and the show's art.
// The `images.cover-crops` job makes what is missing from the widest JPEG
// variant stored (docs/decisions/111): no more than 1600 pixels wide, so a
// square is enlarged from a landscape photo's height, which a podcast app's
// thumbnail hides better than the show's art replacing the episode's own.

/** Covers cropped per run: each takes about a second of one core; the next run takes the rest. */
export const COVER_CROPS_PER_RUN = 20;

interface Uncropped {
  id: string;
  hash: string;
  keys: string[];
}

/** A stored file's name: what follows the key's last slash. */
const fileOf = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/** The widest JPEG variant's key (`{hash}-{width}.jpg`), the source of the crops. */
function widestJpeg({ hash, keys }: Uncropped): string | undefined {
  const widthOf = (key: string) => Number(new RegExp(`^${hash}-(\\d+)\\.jpg$`).exec(fileOf(key))?.[1] ?? 0);
  return keys.reduce<string | undefined>((best, key) => (widthOf(key) > (best ? widthOf(best) : 0) ? key : best), undefined);
}

/** The crops an image lacks, by its stored keys. */
const missingCrops = ({ hash, keys }: Uncropped): CoverCrop[] =>
  COVER_CROP_NAMES.filter((crop) => !keys.some((key) => fileOf(key) === cropFileName(hash, crop)));

/** Whether the image still exists and names every one of `keys`. */
async function namesAll(db: Db, id: string, keys: string[]): Promise<boolean> {
  const [row] = await query<{ keys: string[] }>(db, sql`select keys from images where id = ${id}`);
  return row !== undefined && keys.every((key) => row.keys.includes(key));
}

/**
 * Makes the missing crops of up to COVER_CROPS_PER_RUN images that some
 * record shows as its cover, oldest first; answers how many were cropped.
 * Each image's crops are stored, then added to its keys in one conditional
 * update, which also changes the caches that hold its keys (the images
 * table's change notice): a crop is named by a page only once it is
 * stored. An image deleted meanwhile keeps nothing of this run (its files
 * are deleted); one another run cropped meanwhile keeps that run's files,
 * which have the same names and bytes. An image whose variant
 * cannot be read or cropped is logged and left for the next run.
 */
export async function cropUncroppedCovers(db: Db, storage: Storage, log: JobLog, signal?: AbortSignal): Promise<number> {
  const names = COVER_CROP_NAMES.map((crop) => sql`${cropFileName("", crop)}`);
  const rows = await query<Uncropped>(
    db,
    sql`select i.id, i.hash, i.keys from images i
        where exists (select 1 from image_uses u where u.image_id = i.id and u.role = 'cover')
          and exists (select 1 from unnest(array[${sql.join(names, sql`, `)}]::text[]) crop
                      where not exists (select 1 from unnest(i.keys) k where k like '%/' || i.hash || crop))
        order by i.created_at, i.id
        limit ${COVER_CROPS_PER_RUN}`,
  );
  let cropped = 0;
  for (const image of rows) {
    if (signal?.aborted) break;
    const source = widestJpeg(image);
    if (!source) {
      log.warn({ imageId: image.id }, "a cover has no JPEG variant to crop");
      continue;
    }
    const folder = source.slice(0, source.lastIndexOf("/") + 1);
    let stored: string[] = [];
    try {
      const { body } = await storage.get(source);
      const made = await makeCoverCrops(image.hash, await buffer(body), missingCrops(image));
      const files = made.map((crop) => ({ ...crop, key: folder + crop.file }));
      // Named before the writes, so a failed one's siblings are deleted too.
      stored = files.map((f) => f.key);
      await Promise.all(files.map((f) => storage.put(f.key, Readable.from([f.bytes]), { contentType: IMAGE_MIME[f.format], maxBytes: IMAGE_RULES.maxBytes })));
      const added = files.reduce((sum, f) => sum + f.bytes.length, 0);
      const keys = sql`array[${sql.join(
        stored.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`;
      const updated = await query<{ id: string }>(
        db,
        sql`update images set keys = keys || ${keys}, bytes = bytes + ${added}
            where id = ${image.id} and hash = ${image.hash} and not (keys && ${keys}) returning id`,
      );
      if (updated.length > 0) cropped += 1;
      // Not named: the image is gone (its files go), or a run that overlapped this one named the same files (they stay).
      else if (!(await namesAll(db, image.id, stored))) await discardFiles(storage, ...stored);
    } catch (error) {
      if (!(await namesAll(db, image.id, stored).catch(() => false))) await discardFiles(storage, ...stored);
      log.warn({ err: error, imageId: image.id }, "a cover's crops could not be made");
    }
  }
  return cropped;
}
