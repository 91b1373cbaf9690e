import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";

import { IMAGE_RULES } from "../../../shared/images.js";
import { LOGO_NOT_FOUND, LOGO_RULES, LOGO_TYPES_ONLY, orgApiPaths } from "../../../shared/orgs.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { images, organisations } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { discardFiles } from "../../files/discard.js";
import { imageFileKey } from "../../files/keys.js";
import type { Storage } from "../../storage/storage.js";
import { actorOf } from "../activity/service.js";
import { DAMAGED_IMAGE, loadSharp } from "../images/variants.js";
import { lockOrg } from "./membership.js";

// An organisation's logo (issue 33): an owner (or a site admin) uploads a
// PNG, JPEG or WebP, checked by its bytes; it is turned upright, shrunk to
// fit 512 × 512 with sharp and stored as one PNG without its metadata (EXIF
// and all) through the storage drivers, recorded as an image row the
// organisation names. A refusal stores nothing; a replaced or removed logo's
// file and row go. It is served by GET /api/orgs/:orgId/logo, which asks
// the organisation's access policy first: its people and site admins only.

const LOGO_FILE = "logo.png";

/** The logo as it is stored: a PNG within the size, upright, without metadata. */
async function makeLogo(bytes: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const { fileTypeFromBuffer } = await import("file-type");
  const type = (await fileTypeFromBuffer(bytes))?.ext;
  if (type !== "png" && type !== "jpg" && type !== "webp") throw badRequest(LOGO_TYPES_ONLY);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_RULES.maxPixels, failOn: "truncated" })
      .rotate()
      .resize({ width: LOGO_RULES.maxSide, height: LOGO_RULES.maxSide, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw badRequest(DAMAGED_IMAGE);
  }
}

/** The address the organisation's page shows the logo from (null: none). */
export const logoUrlOf = (orgId: string, hash: string | null) => (hash ? orgApiPaths.logo(orgId, hash) : null);

/** Removes the logo's row and answers its files, for deletion once the change has committed. */
async function dropLogo(tx: Db, orgId: string): Promise<string[]> {
  const [org] = await tx.select({ logo: organisations.logoImageId }).from(organisations).where(eq(organisations.id, orgId));
  if (!org?.logo) return [];
  await tx.update(organisations).set({ logoImageId: null }).where(eq(organisations.id, orgId));
  const [gone] = await tx.delete(images).where(eq(images.id, org.logo)).returning({ keys: images.keys });
  return gone?.keys ?? [];
}

/** Sets (or replaces) the logo; answers where it is shown from. */
export async function setLogo(db: Db, storage: Storage, standing: OrgStanding, viewer: Viewer, bytes: Buffer): Promise<{ logoUrl: string }> {
  requireManage(standing);
  const made = await makeLogo(bytes);
  const id = randomUUID();
  const hash = createHash("sha256").update(made.png).digest("hex").slice(0, 16);
  const actor = actorOf(viewer);
  const key = imageFileKey(actor.id, id, LOGO_FILE);
  await storage.put(key, Readable.from([made.png]), { contentType: "image/png", maxBytes: LOGO_RULES.maxBytes * 4 });
  let replaced: string[];
  try {
    replaced = await db.transaction(async (tx) => {
      await lockOrg(tx, standing.orgId);
      const old = await dropLogo(tx, standing.orgId);
      await tx.insert(images).values({ id, hash, alt: "", width: made.width, height: made.height, keys: [key], bytes: made.png.length, uploadedBy: actor.id });
      await tx.update(organisations).set({ logoImageId: id }).where(eq(organisations.id, standing.orgId));
      return old;
    });
  } catch (error) {
    await discardFiles(storage, key);
    throw error;
  }
  await discardFiles(storage, ...replaced);
  return { logoUrl: logoUrlOf(standing.orgId, hash)! };
}

/** Removes the logo (nothing to remove is no error). */
export async function removeLogo(db: Db, storage: Storage, standing: OrgStanding): Promise<void> {
  requireManage(standing);
  const gone = await db.transaction(async (tx) => {
    await lockOrg(tx, standing.orgId);
    return dropLogo(tx, standing.orgId);
  });
  await discardFiles(storage, ...gone);
}

/** The stored logo of an organisation the asker has a place in (the route asked the policy): its file and hash, else its 404. */
export async function logoFile(db: Db, orgId: string): Promise<{ key: string; hash: string }> {
  const stored = await storedLogo(db, orgId);
  if (!stored) throw notFound(LOGO_NOT_FOUND);
  return stored;
}

/** The organisation's name and its logo's file and hash (undefined: no logo). */
async function storedLogo(db: Db, orgId: string): Promise<{ name: string; key: string; hash: string } | undefined> {
  const [row] = await db
    .select({ name: organisations.name, keys: images.keys, hash: images.hash })
    .from(organisations)
    .innerJoin(images, eq(images.id, organisations.logoImageId))
    .where(eq(organisations.id, orgId));
  const key = row?.keys[0];
  return row && key ? { name: row.name, key, hash: row.hash } : undefined;
}

/**
 * The logo for a printout of the organisation's (its completions report, a
 * certificate of its assignment): the PNG and its alternative text, or null
 * when it has none or its file cannot be read (the printout goes without).
 */
export async function printedLogo(db: Db, storage: Storage, orgId: string | null): Promise<{ png: Buffer; alt: string } | null> {
  const stored = orgId ? await storedLogo(db, orgId) : undefined;
  if (!stored) return null;
  try {
    const { body } = await storage.get(stored.key);
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    return { png: Buffer.concat(chunks), alt: `${stored.name} logo` };
  } catch {
    return null;
  }
}
