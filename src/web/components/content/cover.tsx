import { ResponsiveImage } from "./responsive-image.js";

// A record's cover (docs/decisions/086, 100): shown wherever the record is,
// locked or not, as a decorative picture (the title beside it says what the
// record is). A record without one shows none: its card and its page read
// without a picture, and a stock one repeated down a list would say nothing.

/** A card's width in the dashboard's column, less the card's padding. */
export const DASHBOARD_CARD_SIZES = "(min-width: 1024px) 900px, calc(100vw - 5rem)";
/** A card's width in the library's column, less its padding. */
export const LIBRARY_CARD_SIZES = "(min-width: 1024px) 860px, calc(100vw - 5rem)";

/** A list card's cover: lazy, cropped to the card's band. */
export function CardCover({ url, sizes, className = "max-h-56" }: { url: string | null | undefined; sizes: string; className?: string }) {
  return url ? <ResponsiveImage src={url} alt="" loading="lazy" sizes={sizes} className={`${className} w-full rounded-sm object-cover`} /> : null;
}

/** A record page's cover: the page's first picture, fetched first. */
export function ReaderCover({ url }: { url: string | null | undefined }) {
  return url ? <ResponsiveImage src={url} alt="" loading="eager" priority className="w-full rounded-sm border border-border" /> : null;
}
