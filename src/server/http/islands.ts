import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";

import { APP_ENTRY_ATTRIBUTE } from "../../shared/app-entry.js";
import { PAGE_DATA_ELEMENT_ID } from "../../shared/page-data.js";
import { afterPaintLoader, appEntryScript, islandsLoader } from "../../shared/rendered-shell.js";
import { authCookieName } from "../auth/cookie-names.js";
import { sessionCookieValue } from "../auth/session-cache.js";
import { PrecompressedPage } from "./precompressed.js";

/**
 * A reading page without the app (docs/decisions/116). A page the server
 * renders for everyone (the landing and creator's pages, a public post or
 * item, a visitor's library page) is sent two ways: to a browser with a
 * session cookie, or opening a preview link, with the app, which takes the
 * page over and shows the member's own navigation; to everyone else with the
 * islands (src/web/islands, a few kilobytes, no React): the server's HTML as
 * it is, with only what responds to a person brought to life.
 */

/** The islands build's entry (scripts/build-islands.mjs writes dist/prerender/islands.json), or null without one. */
export function readIslandsEntry(webDir: string): string | null {
  const file = path.join(webDir, "..", "prerender", "islands.json");
  if (!fs.existsSync(file)) return null;
  const { entry } = JSON.parse(fs.readFileSync(file, "utf8")) as { entry?: unknown };
  return typeof entry === "string" && /^\/assets\/islands-[\w-]+\.js$/.test(entry) ? entry : null;
}

/** A rendered page's two inline loaders, the app's and the islands', and the app's entry script; made from the build's files. */
export interface PageLoaders {
  app: string;
  islands: string;
  /** Where an island that hands the page to the app finds it (web/islands/app-boot.ts, docs/decisions/119). */
  appEntry: string;
}

/** The page loaders of a build (`PageLoaders`); null without a build or without islands. */
export function pageLoaders(indexHtml: string, islandsEntry: string | null): PageLoaders | null {
  const app = afterPaintLoader(indexHtml);
  const appEntry = appEntryScript(indexHtml);
  const islands = islandsEntry ? islandsLoader(indexHtml, islandsEntry) : null;
  return app && islands && appEntry ? { app, islands, appEntry } : null;
}

const PAGE_DATA = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">[^]*?</script>`);

/**
 * A rendered page as the islands variant: the app's loader swapped for the
 * islands', which names the app's entry for an island that hands the page
 * over (docs/decisions/119), and without the page data, which only the app
 * reads (a post's data is its whole text again). Its "<" are escaped, so the
 * first "</script>" after it starts is its end. Null when the page has no app
 * loader (a page made without the rendered shell).
 */
export function islandsVariant(html: string, loaders: PageLoaders): string | null {
  const appLoader = `<script>${loaders.app}</script>`;
  const at = html.lastIndexOf(appLoader);
  if (at < 0) return null;
  const islandsLoader = `<script ${APP_ENTRY_ATTRIBUTE}="${loaders.appEntry}">${loaders.islands}</script>`;
  const swapped = html.slice(0, at) + islandsLoader + html.slice(at + appLoader.length);
  return swapped.replace(PAGE_DATA, "");
}

/** The browser gets the app: it has a session (a member's navigation, their own lists) or opens a preview link (the preview's banner and draft). */
function wantsApp(request: FastifyRequest): boolean {
  const cookie = sessionCookieValue(request.headers.cookie, authCookieName(request.server.deps.config.secure, "session_token"));
  return cookie !== undefined || new URLSearchParams(request.url.split("?")[1] ?? "").has("preview");
}

/** A rendered page kept both ways; `send` chooses per request, and says so (vary: cookie). */
export class PageWithIslands extends PrecompressedPage {
  readonly #islands: PrecompressedPage;

  constructor(html: string, islandsHtml: string, brotliQuality?: number) {
    super(html, brotliQuality);
    this.#islands = new PrecompressedPage(islandsHtml, brotliQuality);
  }

  override get size(): number {
    return super.size + this.#islands.size;
  }

  /** The islands variant's HTML (tests). */
  get islandsHtml(): string {
    return this.#islands.html;
  }

  override send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const vary = reply.getHeader("vary");
    if (!/\bcookie\b/i.test(String(vary ?? ""))) reply.header("vary", vary ? `${String(vary)}, cookie` : "cookie");
    return wantsApp(request) ? super.send(request, reply) : this.#islands.send(request, reply);
  }
}
