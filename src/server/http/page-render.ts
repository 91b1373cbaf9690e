import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../shared/page-data.js";

/**
 * The web app's own server render of a page (src/web/prerender.tsx: React's
 * static rendering with no session), as the build made it for Node.
 */
export type RenderPage = (path: string, data: PageData) => Promise<string>;

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The build's page renderer: dist/prerender/prerender.js beside the web
 * directory (scripts/prerender.mjs builds it), or null when the build has
 * none (pages are then sent as the shell the browser fills). Throws when the
 * shell has no empty #root to render into.
 */
export async function loadPageRenderer(webDir: string, shell: string): Promise<RenderPage | null> {
  const file = path.join(webDir, "..", "prerender", "prerender.js");
  if (!fs.existsSync(file)) return null;
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${path.join(webDir, "index.html")} has no ${EMPTY_ROOT} to render pages into`);
  const built = (await import(pathToFileURL(file).href)) as { render?: unknown };
  return typeof built.render === "function" ? (built.render as RenderPage) : null;
}

/**
 * The page's HTML: the shell with the render inside #root and the data it was
 * rendered with beside it, as JSON the browser reads before it hydrates. A
 * JSON script is data, never run (the content security policy allows no
 * inline script but the shell's loader, by its hash); every "<" is escaped
 * so no text in it can end the element.
 */
export function withRenderedRoot(shell: string, body: string, data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // A function, not a string: "$'" or "$$" in a post would otherwise be read as replacement patterns.
  return shell.replace(EMPTY_ROOT, () => `<div id="root">${body}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`);
}
