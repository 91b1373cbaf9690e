/** The built shell's stylesheet links (Vite writes `<link rel="stylesheet" crossorigin href="/assets/….css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The shell a page rendered ahead of its code is sent in: its stylesheets
 * inlined as `<style>` (docs/decisions/061), so the text paints as soon as the
 * HTML is parsed, with no request before it. Used by the build for the
 * prerendered pages and by the server for the pages it renders per request.
 * `readStylesheet` gets the link's path, e.g. "/assets/index-abc.css".
 */
export function withInlineStyles(html: string, readStylesheet: (href: string) => string): string {
  // A stylesheet cannot end the element early: "</style" has no meaning in CSS outside a string, where "\/" is the same character.
  return html.replace(STYLESHEET_LINK, (_, href: string) => `<style>${readStylesheet(href).replace(/<\/style/gi, "<\\/style")}</style>`);
}
