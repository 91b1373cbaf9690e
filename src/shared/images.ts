import { z } from "zod";

// Images in posts and text items (issue 30, docs/decisions/085). An upload is
// kept as a few responsive variants (AVIF, WebP and a JPEG fallback at a few
// widths), never as the file that was sent (its EXIF and GPS go with it).
// The address the markdown carries names the image, its content hash and its
// size, so a body renders its `<picture>` with width and height from the
// markdown alone: `/api/images/{id}/{hash}-{width}x{height}.jpg`. Each
// variant is `/api/images/{id}/{hash}-{width}.{avif|webp|jpg}`.

export const IMAGE_RULES = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The variants' widths; an image narrower than the widest is kept at its own width too. */
  widths: [480, 960, 1600] as const,
  altMaxLength: 300,
} as const;

export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_MIME: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** What the file input offers; the server checks the bytes whatever the name says. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const imagesApiPath = "/api/images";

export const ALT_REQUIRED = "Describe the image for readers who cannot see it (alt text).";
export const ALT_TOO_LONG = `Alt text must be at most ${IMAGE_RULES.altMaxLength} characters.`;
export const IMAGE_NOT_FOUND = "Image not found.";
/** A publish with an image that has no description (WCAG 1.1.1). */
export const IMAGES_NEED_ALT = "Every image needs a description (alt text) before this can be published: write it between the brackets of ![…].";

/** The answer to an upload: what the editor puts in the markdown. */
export const uploadedImageSchema = z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The upload form's text field. */
export const imageAltSchema = z.object({
  alt: z.string({ error: ALT_REQUIRED }).trim().min(1, ALT_REQUIRED).max(IMAGE_RULES.altMaxLength, ALT_TOO_LONG),
});

/** What an image is uploaded for: a body (the default), or a record's cover, which also gets its crops (COVER_CROPS). */
export const IMAGE_ROLES = ["body", "cover"] as const;
export type ImageRole = (typeof IMAGE_ROLES)[number];

/** The upload form's text fields: the description, and what the image is for. */
export const imageUploadFieldsSchema = imageAltSchema.extend({
  role: z.enum(IMAGE_ROLES, { error: "The image's role must be body or cover." }).default("body"),
});

/** The widths an image of `width` pixels is kept at: the standard ones below it, and its own (capped at the widest). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_RULES.widths.at(-1)!);
  return [...IMAGE_RULES.widths.filter((w) => w < largest), largest];
}

/** The size an image is shown at (its largest variant's), from its stored size. */
export function displaySize(width: number, height: number): { width: number; height: number } {
  const shown = Math.min(width, IMAGE_RULES.widths.at(-1)!);
  return { width: shown, height: Math.max(1, Math.round((height * shown) / width)) };
}

export const imageUrl = (id: string, hash: string, width: number, height: number) => `${imagesApiPath}/${id}/${hash}-${width}x${height}.jpg`;
export const variantUrl = (id: string, hash: string, width: number, format: ImageFormat) => `${imagesApiPath}/${id}/${hash}-${width}.${format}`;

/**
 * The crops a cover's upload also makes (docs/decisions/100), each a JPEG
 * cropped to fill its size: the share image a link preview shows
 * (`og:image`, 1200 × 630) and the square art podcast apps show beside an
 * episode (`itunes:image`, 1400 × 1400: Apple asks for 1400 to 3000).
 */
export const COVER_CROPS = {
  share: { width: 1200, height: 630, name: "share-1200x630" },
  square: { width: 1400, height: 1400, name: "square-1400" },
} as const;
export type CoverCrop = keyof typeof COVER_CROPS;

/** A crop's file name: `{hash}-share-1200x630.jpg`, `{hash}-square-1400.jpg`. */
export const cropFileName = (hash: string, crop: CoverCrop) => `${hash}-${COVER_CROPS[crop].name}.jpg`;
export const cropUrl = (id: string, hash: string, crop: CoverCrop) => `${imagesApiPath}/${id}/${cropFileName(hash, crop)}`;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const HASH = "[0-9a-f]{16}";
const IMAGE_URL = new RegExp(`^${imagesApiPath}/(${UUID})/(${HASH})-([1-9]\\d{0,4})x([1-9]\\d{0,4})\\.jpg$`);
const VARIANT_NAME = new RegExp(`^(${HASH})-([1-9]\\d{0,4})(?:x([1-9]\\d{0,4}))?\\.(avif|webp|jpg)$`);
const CROP_NAME = new RegExp(
  `^(${HASH})-(${Object.values(COVER_CROPS)
    .map((c) => c.name)
    .join("|")})\\.jpg$`,
);

/** An uploaded image's address as the markdown carries it, or null for any other address. */
export function parseImageUrl(src: string): { id: string; hash: string; width: number; height: number } | null {
  const match = IMAGE_URL.exec(src);
  if (!match) return null;
  return { id: match[1]!, hash: match[2]!, width: Number(match[3]), height: Number(match[4]) };
}

/**
 * The file part of an image address: which stored file is asked for (the
 * `WxH` form is the widest JPEG; a crop's name is its own), or null. `file`
 * is the stored file's name, which its storage key ends with.
 */
export function parseVariantName(name: string): { hash: string; file: string; format: ImageFormat } | null {
  const crop = CROP_NAME.exec(name);
  if (crop) return { hash: crop[1]!, file: name, format: "jpg" };
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const format = match[4] as ImageFormat;
  if (match[3] !== undefined && format !== "jpg") return null;
  return { hash: match[1]!, file: `${match[1]}-${Number(match[2])}.${format}`, format };
}

/** Markdown images with no description: `![](…)` or `![ ](…)`, inline or by reference. */
const UNDESCRIBED_IMAGE = /!\[\s*\]\s*[([]/;

/** Whether a markdown body shows an image without alt text (publishing refuses it). */
export const hasUndescribedImage = (markdown: string | null | undefined) => !!markdown && UNDESCRIBED_IMAGE.test(markdown);

// Covers (docs/decisions/086): a record's cover is one of these images. Its
// address is shown wherever the record is (a locked record's too), as a
// picture beside the title, so it is decorative (empty alt).

export const COVER_NOT_FOUND = "Cover image not found. Upload it again.";

/** A write's cover: an uploaded image's id; null or "" takes the cover off; left out keeps it. */
export const coverInputField = {
  coverImageId: z.preprocess((value) => (value === "" ? null : value), z.uuid({ error: COVER_NOT_FOUND }).nullable().optional()),
};

/** A view's cover: the image's address (parseImageUrl gives its size), or null. */
export const coverViewField = { coverUrl: z.string().nullable().optional() };
