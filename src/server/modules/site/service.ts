import { eq, sql } from "drizzle-orm";

import { imageUrl } from "../../../shared/images.js";
import { CREATOR_PHOTO_NOT_FOUND, creatorProfilesSchema, type Creator, type CreatorWrite } from "../../../shared/site.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { images, siteSettings } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";

// The site's settings (issue 32, docs/decisions/096): the creator, one row
// read by every landing page, creator page and footer, kept in memory
// (caches.siteCreator) until any instance writes the row.

/** The settings row's id: the table holds this one row. */
export const SITE_SETTINGS_ID = "site";

interface CreatorRow {
  name: string | null;
  title: string | null;
  bio: string | null;
  profiles: unknown;
  photo_id: string | null;
  photo_hash: string | null;
  photo_width: number | null;
  photo_height: number | null;
}

/** The creator as everyone sees it, from the database (NO_CREATOR's nulls when nothing is set). */
async function readCreator(db: Db): Promise<Creator> {
  const [row] = await query<CreatorRow>(
    db,
    sql`select s.creator_name as name, s.creator_title as title, s.creator_bio as bio, s.creator_profiles as profiles,
          i.id as photo_id, i.hash as photo_hash, i.width as photo_width, i.height as photo_height
        from site_settings s left join images i on i.id = s.creator_photo_image_id
        where s.id = ${SITE_SETTINGS_ID}`,
  );
  // Profiles as the contract has them: one the contract no longer knows is left out.
  const profiles = creatorProfilesSchema.safeParse(row?.profiles ?? {});
  return {
    name: row?.name ?? null,
    title: row?.title ?? null,
    bio: row?.bio ?? null,
    photoUrl: row?.photo_id ? imageUrl(row.photo_id, row.photo_hash!, row.photo_width!, row.photo_height!) : null,
    profiles: profiles.success ? profiles.data : {},
  };
}

/** The creator, kept in memory until the settings change (any instance's write, by its change notice). */
export async function keptCreator(db: Db, kept: ReadCache<Creator>): Promise<Creator> {
  return (await kept.read(SITE_SETTINGS_ID, async () => ({ value: await readCreator(db) })))!;
}

/**
 * Replaces the creator's settings with `input` (an empty field clears it)
 * and records it in the activity log, in one transaction. A photo id that
 * names no image is a 400 before anything is written.
 */
export async function saveCreator(db: Db, { input, viewer }: { input: CreatorWrite; viewer: Viewer }): Promise<Creator> {
  const profiles = Object.fromEntries(Object.entries(input.profiles).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const values = {
    creatorName: input.name,
    creatorTitle: input.title,
    creatorBio: input.bio,
    creatorPhotoImageId: input.photoImageId,
    creatorProfiles: profiles,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    if (input.photoImageId) {
      const [image] = await tx.select({ id: images.id }).from(images).where(eq(images.id, input.photoImageId));
      if (!image) throw badRequest(CREATOR_PHOTO_NOT_FOUND);
    }
    await tx
      .insert(siteSettings)
      .values({ id: SITE_SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values });
    await recordActivity(tx, {
      actor: actorOf(viewer),
      action: "site.creator",
      target: { kind: "site", title: input.name },
      details: { photo: input.photoImageId !== null, profiles: Object.keys(profiles).length },
    });
  });
  return readCreator(db);
}
