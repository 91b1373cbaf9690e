import { randomBytes } from "node:crypto";

import { assertValidKey } from "../storage/storage.js";

/**
 * The storage key of a new file: `{ownerId}/{label-}{timestamp}-{random}.{ext}`,
 * the product's paths with a random suffix against collisions
 * (docs/decisions/010). Always server-made, never from a client's file name.
 * Uploads and the seed both build keys here.
 */
export function newFileKey(ownerId: string, ext: string, label?: string): string {
  const key = `${ownerId}/${label ? `${label}-` : ""}${Date.now()}-${randomBytes(6).toString("hex")}.${ext}`;
  assertValidKey(key);
  return key;
}

/**
 * Where one file of an uploaded image is stored: under its uploader's
 * folder like every file, one folder per image, named by the image's hash
 * and the variant's width (`{hash}-{width}.{format}`, docs/decisions/085)
 * or a cover's crop (`{hash}-share-1200x630.jpg`, docs/decisions/100).
 */
export function imageFileKey(ownerId: string, imageId: string, fileName: string): string {
  const key = `${ownerId}/images/${imageId}/${fileName}`;
  assertValidKey(key);
  return key;
}

/** Control characters, and the bidirectional overrides that can make "gpj.exe" read as "exe.jpg". */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]+/g;

/**
 * The name an uploaded file had on the admin's computer, kept for display
 * only: no directories, no control characters, at most 200 characters
 * (keeping the extension). Null when nothing readable is left.
 */
export function cleanFileName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.normalize("NFC").split(/[/\\]/).pop()!.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  if (!base || base === "." || base === "..") return null;
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, 200 - ext.length).trimEnd() + ext;
}
