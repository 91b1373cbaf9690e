import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type Sharp from "sharp";

import { COVER_CROPS, cropFileName, IMAGE_RULES, variantWidths, type CoverCrop, type ImageFormat } from "../../../shared/images.js";
import { AppError, badRequest } from "../../errors.js";

// Turns an uploaded image into the variants the site serves (docs/decisions/085):
// checked by its bytes, turned upright, and re-encoded, so no metadata of the
// file that was sent (EXIF, GPS, camera, comments) survives.

/** The types an image may be, by its bytes. SVG is not one: it can carry script. */
const ACCEPTED = new Set(["jpg", "png", "webp", "avif", "gif"]);

export const NOT_AN_IMAGE = "The image must be a JPEG, PNG, WebP, AVIF or GIF file; this one is not.";
export const SVG_REFUSED = "SVG images are not accepted (they can carry scripts); export it as PNG first.";
export const DAMAGED_IMAGE = "The image could not be read: the file is damaged or incomplete.";

/** The JPEG fallback has no transparency: transparent parts show the site's own background (styles.css). */
const JPEG_BACKGROUND = "#0e100c";

export interface Variant {
  /** The stored file's name: `{hash}-{width}.{format}`, or a crop's (`{hash}-share-1200x630.jpg`). */
  file: string;
  format: ImageFormat;
  bytes: Buffer;
}

export interface MadeImage {
  /** The first 64 bits of the sent file's SHA-256, in hex: part of every address of the image. */
  hash: string;
  /** The size the image is shown at: its widest variant's. */
  width: number;
  height: number;
  /** The responsive variants, then a cover's crops. */
  variants: Variant[];
}

/**
 * One crop of a cover (docs/decisions/100): upright, cropped to fill the
 * crop's size around what draws the eye (libvips' attention strategy:
 * skin, saturated colour, edges) rather than its middle, enlarged when the
 * image is smaller, flattened and re-encoded as an sRGB JPEG (Apple asks
 * for RGB JPEG or PNG) with no metadata. Decoded from the sent file again,
 * one crop at a time: a JPEG decodes at a fraction of its size when that is
 * enough (shrink-on-load).
 */
/** How every upload is decoded: within the pixel limit, and a file cut short refused rather than shown half grey. */
const DECODE = { limitInputPixels: IMAGE_RULES.maxPixels, failOn: "truncated" } as const;
/** Every JPEG the site makes (the fallback variants, the covers' crops). */
const JPEG = { quality: 80, mozjpeg: true } as const;
export const COVER_CROP_NAMES = Object.keys(COVER_CROPS) as CoverCrop[];

function cropOf(sharp: typeof Sharp, bytes: Buffer, crop: CoverCrop): Promise<Buffer> {
  const { width, height } = COVER_CROPS[crop];
  return sharp(bytes, DECODE)
    .rotate()
    .resize({ width, height, fit: "cover", position: "attention" })
    .flatten({ background: JPEG_BACKGROUND })
    .toColourspace("srgb")
    .jpeg(JPEG)
    .toBuffer();
}

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded on the first upload, not at start-up; its cache would keep decoded images in memory
 * for nothing (each image is read once). Every use of sharp loads it here, so none turns the cache back on.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

const isSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(bytes.subarray(0, 1024).toString("latin1"));

/** The image's type by its first bytes, or the refusal that says what is wrong. */
async function checkType(bytes: Buffer): Promise<void> {
  const { fileTypeFromBuffer } = await import("file-type");
  const type = (await fileTypeFromBuffer(bytes))?.ext;
  if (type && ACCEPTED.has(type)) return;
  throw new AppError("UNSUPPORTED_MEDIA_TYPE", isSvg(bytes) ? SVG_REFUSED : NOT_AN_IMAGE);
}

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1).replace(/\.0$/, "");

/** libvips' words for a file it cannot decode (cut short, corrupt): the sender's problem, not the server's. */
const DECODE_FAILURE = /VipsJpeg|VipsPng|VipsForeign|gifload|heifload|webpload|premature|truncated|corrupt|Invalid|bad|unsupported image format|Input buffer/i;

function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && DECODE_FAILURE.test(error.message)) return badRequest(DAMAGED_IMAGE);
  return error;
}

/**
 * Checks an uploaded image and makes its variants: AVIF, WebP and JPEG at
 * each of `variantWidths`, and for a cover (`crops`) its crops too. The
 * size in its header is checked before any pixel is decoded (a small file
 * can claim a huge image: a decompression bomb), and a file cut short is
 * refused rather than shown half grey.
 */
export async function makeVariants(bytes: Buffer, { crops = false }: { crops?: boolean } = {}): Promise<MadeImage> {
  await checkType(bytes);
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
    const pixels = meta.width * meta.height;
    if (pixels > IMAGE_RULES.maxPixels) {
      throw badRequest(
        `The image is ${meta.width} × ${meta.height} pixels (${megapixels(pixels)} megapixels); the limit is ${megapixels(IMAGE_RULES.maxPixels)} megapixels.`,
      );
    }
    // Decoded once, upright (EXIF orientation applied), at the widest size kept; every variant is made from these pixels.
    const widest = variantWidths(meta.autoOrient.width).at(-1)!;
    const { data, info } = await sharp(bytes, DECODE).rotate().resize({ width: widest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const pixelsOf = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const encode = (width: number, format: ImageFormat) => {
      const sized = width === info.width ? pixelsOf() : pixelsOf().resize({ width });
      // AVIF at effort 2: a 12-megapixel photo's variants in well under two seconds (bench/images.mjs); effort 4 took three.
      if (format === "avif") return sized.avif({ quality: 55, effort: 2 }).toBuffer();
      if (format === "webp") return sized.webp({ quality: 78 }).toBuffer();
      return sized.flatten({ background: JPEG_BACKGROUND }).jpeg(JPEG).toBuffer();
    };
    // The widest AVIF first: the longest encode, started while the others fill the remaining workers.
    const plan = variantWidths(info.width)
      .reverse()
      .flatMap((width) => (["avif", "webp", "jpg"] as const).map((format) => ({ width, format })));
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const variants: Variant[] = [];
    // As many encodes at once as there are cores: all nine at once took no less time and half as much memory again (bench/images.mjs).
    const next = plan.values();
    const worker = async () => {
      for (const { width, format } of next) variants.push({ file: `${hash}-${width}.${format}`, format, bytes: await encode(width, format) });
    };
    await Promise.all(Array.from({ length: Math.min(plan.length, availableParallelism()) }, worker));
    // A cover's crops come from the file that was sent, not from the variants: a square of 1400 needs more than their 1600 × 900.
    if (crops) variants.push(...(await makeCoverCrops(hash, bytes, COVER_CROP_NAMES)));
    return { hash, width: info.width, height: info.height, variants };
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * The crops of a cover that has none (`cover-crops.ts`), made from the
 * widest variant stored: the site's own JPEG, already checked and upright
 * (`rotate()` finds no orientation to apply).
 */
export async function makeCoverCrops(hash: string, bytes: Buffer, crops: readonly CoverCrop[]): Promise<Variant[]> {
  const sharp = await loadSharp();
  const made: Variant[] = [];
  for (const crop of crops) made.push({ file: cropFileName(hash, crop), format: "jpg", bytes: await cropOf(sharp, bytes, crop) });
  return made;
}
