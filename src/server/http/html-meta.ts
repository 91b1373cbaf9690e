import { BRAND } from "../../shared/constants.js";
import type { PreviewMeta } from "../access/policy.js";

export interface PageMeta extends PreviewMeta {
  /** Absolute URL of the page, when PUBLIC_URL is known. */
  url?: string | undefined;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * The SPA's index.html with the page's own title, description and Open Graph /
 * Twitter tags, so a shared link previews without running JavaScript. Every
 * value is HTML-escaped: titles are admin-written text, not markup.
 */
export function htmlWithMeta(indexHtml: string, meta: PageMeta): string {
  const title = `${meta.title} | ${BRAND}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta.description !== undefined ? `<meta name="description" content="${escapeHtml(meta.description)}" />` : "",
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    meta.description !== undefined ? `<meta property="og:description" content="${escapeHtml(meta.description)}" />` : "",
    meta.url ? `<meta property="og:url" content="${escapeHtml(meta.url)}" />` : "",
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    meta.description !== undefined ? `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />` : "",
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, "")
    .replace(/<\/head>/i, `    ${tags.join("\n    ")}\n  </head>`);
}
