import { photoSources } from "../../../shared/site-links.js";
import { CreatorPortrait } from "./creator-portrait.js";

const SIZES = {
  /** The landing page's section. */
  section: { portrait: "size-32 rounded-sm sm:size-40", photo: "aspect-square w-32 rounded-sm object-cover sm:w-40", sizes: "160px" },
  /** The creator's page. */
  page: { portrait: "size-48 rounded-sm sm:size-64", photo: "aspect-square w-48 rounded-sm object-cover sm:w-64", sizes: "256px" },
  /** A post's, episode's or item's byline (docs/decisions/106). */
  byline: { portrait: "size-12 rounded-full", photo: "aspect-square w-12 rounded-full object-cover", sizes: "48px" },
} as const;

/**
 * The creator's photo (an uploaded image, docs/decisions/096), square, or the
 * site's drawn portrait when none is set. Decorative: the name is beside it.
 * Its own <picture> rather than ResponsiveImage, whose address helpers come
 * with the contract's schemas: the landing page loads none (docs/decisions/096).
 */
export function CreatorPicture({ photoUrl, size }: { photoUrl: string | null; size: keyof typeof SIZES }) {
  const { portrait, photo, sizes } = SIZES[size];
  const sources = photoUrl ? photoSources(photoUrl) : null;
  if (!photoUrl || !sources) return <CreatorPortrait className={portrait} />;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSet.webp} sizes={sizes} />
      <img
        src={photoUrl}
        srcSet={sources.srcSet.jpg}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt=""
        loading={size === "page" ? "eager" : "lazy"}
        decoding="async"
        className={photo}
      />
    </picture>
  );
}
