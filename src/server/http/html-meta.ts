import { BRAND } from "../../shared/constants.js";
import { COVER_CROPS } from "../../shared/images.js";
import { SHARE_CARD_ALT, shareCardPath, type ShareCard } from "../modules/pages/share-cards.js";

/** A page's share image: a share card, or a cover's share crop (docs/decisions/100); both 1200 × 630. */
export interface ShareImage {
  /** Absolute: crawlers fetch it from other sites. */
  url: string;
  alt: string;
}

export interface PageMeta {
  title: string;
  description?: string | undefined;
  /** Absolute URL of the page, when PUBLIC_URL is known: its og:url and its canonical link. */
  url?: string | undefined;
  /** og:type: "article" (a record's page) unless said. */
  type?: "article" | "website" | "profile" | undefined;
  /** The 1200 × 630 share image, when PUBLIC_URL is known. */
  image?: ShareImage | undefined;
}

const { width: SHARE_WIDTH, height: SHARE_HEIGHT } = COVER_CROPS.share;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * The SPA's index.html with the page's own title, description, canonical URL
 * and Open Graph / Twitter tags, so a shared link previews without running
 * JavaScript, and a crawler files the page under one address. Every
 * value is HTML-escaped: titles are admin-written text, not markup.
 */
export function htmlWithMeta(indexHtml: string, meta: PageMeta): string {
  const title = `${meta.title} | ${BRAND}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta.description !== undefined ? `<meta name="description" content="${escapeHtml(meta.description)}" />` : "",
    meta.url ? `<link rel="canonical" href="${escapeHtml(meta.url)}" />` : "",
    `<meta property="og:type" content="${meta.type ?? "article"}" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    meta.description !== undefined ? `<meta property="og:description" content="${escapeHtml(meta.description)}" />` : "",
    meta.url ? `<meta property="og:url" content="${escapeHtml(meta.url)}" />` : "",
    ...(meta.image ? imageTags(meta.image) : [`<meta name="twitter:card" content="summary" />`]),
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    meta.description !== undefined ? `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />` : "",
  ].filter(Boolean);
  return withTags(withoutShareTags(withoutTitle(indexHtml)), tags);
}

/**
 * A built page with its own title and description in its head (a page the
 * build rendered, sent without the app that would set them: the login
 * page's island, docs/decisions/119); its share tags stay the site's.
 */
export function htmlWithTitle(html: string, { title, description }: { title: string; description: string }): string {
  const tags = [`<title>${escapeHtml(`${title} | ${BRAND}`)}</title>`, `<meta name="description" content="${escapeHtml(description)}" />`];
  return withTags(withoutTitle(html), tags);
}

/** The share image's tags: Open Graph's (with its size and description) and the large card's. */
const imageTags = ({ url, alt }: ShareImage) => [
  `<meta property="og:image" content="${escapeHtml(url)}" />`,
  `<meta property="og:image:width" content="${SHARE_WIDTH}" />`,
  `<meta property="og:image:height" content="${SHARE_HEIGHT}" />`,
  `<meta property="og:image:alt" content="${escapeHtml(alt)}" />`,
  `<meta name="twitter:card" content="summary_large_image" />`,
  `<meta name="twitter:image" content="${escapeHtml(url)}" />`,
  `<meta name="twitter:image:alt" content="${escapeHtml(alt)}" />`,
];

// Replacements are functions: a replacement string would read "$&", "$`" or "$'" in a title as patterns.
const withTags = (html: string, tags: string[]) => html.replace(/<\/head>/i, () => `    ${tags.join("\n    ")}\n  </head>`);
const withoutTitle = (html: string) => html.replace(/<title>[\s\S]*?<\/title>/i, "").replace(/<meta\s+name="description"[\s\S]*?\/?>/i, "");
const withoutShareTags = (html: string) => html.replace(/\s*<(?:meta (?:property="og:|name="twitter:)|link rel="canonical")[^>]*>/g, "");

/**
 * index.html with the site's share card for every page that has no preview of
 * its own (the landing page above all), when PUBLIC_URL gives the absolute
 * URL crawlers need. Page previews (htmlWithMeta) replace these tags.
 */
export function htmlWithSiteCard(indexHtml: string, publicUrl: string): string {
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(indexHtml)?.[1];
  return withTags(
    indexHtml,
    [
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(BRAND)}" />`,
      `<meta property="og:title" content="${escapeHtml(BRAND)}" />`,
      // Already escaped: it is read out of the HTML.
      description !== undefined ? `<meta property="og:description" content="${description}" />` : "",
      ...imageTags(shareCard("site", publicUrl)),
    ].filter(Boolean),
  );
}

/**
 * A page's own address as its canonical link and og:url, for a page whose
 * other head tags are the shell's (the landing page, the prerendered pages):
 * a crawler files it under one address, whatever query it was reached with.
 */
export function htmlWithCanonical(html: string, url: string): string {
  return withTags(withoutTag(html, CANONICAL_OR_OG_URL), [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ]);
}

const CANONICAL_OR_OG_URL = /\s*<(?:link rel="canonical"|meta property="og:url")[^>]*>/g;
const withoutTag = (html: string, tag: RegExp) => html.replace(tag, "");

/** A share card's image (absolute, from the site's public origin). */
export const shareCard = (card: ShareCard, publicUrl: string): ShareImage => ({
  url: new URL(shareCardPath(card), publicUrl).toString(),
  alt: SHARE_CARD_ALT[card],
});
