import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { Post } from "../../shared/content.js";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../shared/page-data.js";
import { paths } from "../../shared/paths.js";
import type { BodyRenderer, RenderedBodies } from "../../shared/rendered-bodies.js";

/**
 * The web app's own server render of a page (src/web/prerender.tsx: React's
 * static rendering with no session), as the build made it for Node. `bodies`:
 * the HTML of bodies rendered ahead (docs/decisions/123), written as they are.
 */
export type RenderPage = (path: string, data: PageData, bodies?: RenderedBodies | null) => Promise<string>;

const EMPTY_ROOT = '<div id="root"></div>';

interface BuiltRenderer {
  render?: unknown;
  renderBody?: unknown;
  bodyRendererVersion?: unknown;
}

const modules = new Map<string, Promise<BuiltRenderer | null>>();
const loading = new Map<string, Promise<RenderPage | null>>();

/** dist/prerender/prerender.js beside the web directory, imported once per process; null when the build has none. */
function builtRenderer(webDir: string): Promise<BuiltRenderer | null> {
  const file = path.join(webDir, "..", "prerender", "prerender.js");
  let built = modules.get(file);
  if (!built) {
    built = fs.existsSync(file) ? (import(pathToFileURL(file).href) as Promise<BuiltRenderer>) : Promise.resolve(null);
    modules.set(file, built);
  }
  return built;
}

/**
 * The build's page renderer: dist/prerender/prerender.js beside the web
 * directory (scripts/prerender.mjs builds it), or null when the build has
 * none (pages are then sent as the shell the browser fills). Loaded once per
 * process, and warmed (warmUpRenderer) before it is handed out. The server
 * starts it first thing (startPageRenderer), beside opening the database.
 */
export function startPageRenderer(webDir: string): Promise<RenderPage | null> {
  let renderer = loading.get(webDir);
  if (!renderer) {
    renderer = (async () => {
      const built = await builtRenderer(webDir);
      if (typeof built?.render !== "function") return null;
      const render = built.render as RenderPage;
      await warmUpRenderer(render);
      return render;
    })();
    loading.set(webDir, renderer);
  }
  return renderer;
}

/** The build's body renderer (the bodies.render job's), or null when the build has none. */
export async function loadBodyRenderer(webDir: string): Promise<BodyRenderer | null> {
  const built = await builtRenderer(webDir);
  if (typeof built?.renderBody !== "function" || typeof built.bodyRendererVersion !== "function") return null;
  const version = await (built.bodyRendererVersion as () => Promise<string>)();
  return { version, render: built.renderBody as BodyRenderer["render"] };
}

/** As startPageRenderer; throws when the shell has no empty #root to render into. */
export async function loadPageRenderer(webDir: string, shell: string): Promise<RenderPage | null> {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`${path.join(webDir, "index.html")} has no ${EMPTY_ROOT} to render pages into`);
  return startPageRenderer(webDir);
}

/** No record's id: the address the renderer is warmed up with. */
export const WARM_UP_ID = "00000000-0000-4000-8000-000000000000";
/** A public post with a markdown body of what posts are made of, so the first real post finds that code loaded and compiled. */
const WARM_UP_POST: Post = {
  id: WARM_UP_ID,
  title: "Warm-up",
  isMembersOnly: false,
  createdAt: new Date(0).toISOString(),
  status: "published",
  publishAt: null,
  tags: ["warm-up"],
  readingMinutes: 1,
  locked: false,
  content: [
    "## Warm-up",
    "A paragraph with **strong** and *emphasised* words, a [link](/about), `code` and https://example.com.",
    "- a list\n- with [a link](https://example.com)",
    "1. numbered\n2. items",
    "> A quote.",
    "| a | b |\n|---|---|\n| 1 | 2 |",
  ].join("\n\n"),
  excerpt: "A paragraph with strong and emphasised words.",
};

/**
 * The renderer loads the page code it needs (a post's page, an item's, a
 * library page, the markdown renderer) on first use: done here, so no
 * visitor waits for it (docs/decisions/092). A render that fails here fails
 * again, and is logged, when a page asks for it.
 */
async function warmUpRenderer(render: RenderPage): Promise<void> {
  const warm = (path: string, data: PageData) => render(path, data).catch(() => "");
  const [post] = await Promise.all([warm(paths.post(WARM_UP_ID), { post: WARM_UP_POST }), warm(paths.item(WARM_UP_ID), {}), warm(paths.fieldManual, {})]);
  warmUpPosts.set(render, post);
}

const warmUpPosts = new WeakMap<RenderPage, string>();
/** The warm-up's render of a post's page (the body inside #root), for warming what comes after a render: the page's styles. */
export const warmUpPostPage = (render: RenderPage): string => warmUpPosts.get(render) ?? "";

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
