import { parseImageUrl, variantUrl, variantWidths, type ImageFormat } from "../../../shared/images.js";
import { cn } from "../../lib/cn.js";
import { usePreviewQuery, withPreview } from "../../lib/preview.js";

/** The reading column's width (PageContainer's 3xl less its padding), for the browser to choose a variant. */
export const COLUMN_SIZES = "(min-width: 768px) 720px, calc(100vw - 2rem)";

export interface ResponsiveImageProps {
  /** An uploaded image's address (shared/images.ts): its size and variants are read from it. */
  src: string;
  /** Empty for a decorative picture (a cover beside its title). */
  alt: string;
  loading: "eager" | "lazy";
  /** How wide it is shown, for the browser to choose a variant. */
  sizes?: string;
  /** The page's main picture, fetched first. */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded image (docs/decisions/085): AVIF, then WebP, then JPEG, each at
 * the widths kept, with its size in the markup so nothing moves as it loads.
 * On a preview link's page each address carries the preview, so a draft's
 * images show to its reader.
 */
export function ResponsiveImage({ src, alt, loading, sizes = COLUMN_SIZES, priority = false, className }: ResponsiveImageProps) {
  const preview = usePreviewQuery();
  const image = parseImageUrl(src);
  if (!image) return null;
  const srcSet = (format: ImageFormat) =>
    variantWidths(image.width)
      .map((width) => `${withPreview(variantUrl(image.id, image.hash, width, format), preview)} ${width}w`)
      .join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={withPreview(src, preview)}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
        className={cn("h-auto max-w-full", className)}
      />
    </picture>
  );
}
