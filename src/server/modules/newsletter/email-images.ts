import { parseImageUrl, variantUrl, variantWidths } from "../../../shared/images.js";

/** The largest kept JPEG of an uploaded image that is at most 960 px wide: e-mail columns are 600 px, and 2x screens. */
export function emailImageUrl(origin: string, src: string): string | null {
  const image = parseImageUrl(src);
  if (!image) return null;
  const width =
    variantWidths(image.width)
      .filter((w) => w <= 960)
      .at(-1) ?? variantWidths(image.width)[0]!;
  return `${origin}${variantUrl(image.id, image.hash, width, "jpg")}`;
}
