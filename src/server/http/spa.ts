import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { isPagePath, paths } from "../../shared/paths.js";
import { afterPaintLoader, criticalStyles, renderedShell, STYLE_PLANS_FILE, stylesheetsOf, type StylePlans } from "../../shared/rendered-shell.js";
import { STATIC_PAGE_META } from "../../shared/static-pages.js";
import { ASSETS_ROUTE } from "../access/built-files.js";
import { redactUrl } from "../logger.js";
import { htmlWithCanonical, htmlWithSiteCard, htmlWithTitle } from "./html-meta.js";
import { islandsVariant, pageLoaders, PageWithIslands, readIslandsEntry } from "./islands.js";
import { PrecompressedPage } from "./precompressed.js";

const YEAR = "public, max-age=31536000, immutable";
// Prerendered pages a visitor gets with islands rather than the app (docs/decisions/116, 119), with the title and
// description the app would have set: the login form's own island.
const PRERENDERED_WITH_ISLANDS = new Map<string, { title: string; description: string }>([[paths.login, STATIC_PAGE_META.login]]);
const PRECOMPRESSED_COPY = /\.(br|gz)$/;
// Files whose answer depends on Accept-Encoding (precompressed by the build, or compressed per request).
const COMPRESSIBLE = /\.(js|css|svg|json|txt)(\.br|\.gz)?$/;

function sendNotFound(reply: FastifyReply, request: FastifyRequest) {
  return reply.code(404).send({ error: { code: "NOT_FOUND", message: `Route ${request.method} ${redactUrl(request.url.split("?")[0] ?? "")} not found.` } });
}

/**
 * The plans the build made of its stylesheets (scripts/prerender.mjs writes
 * them beside the page renderer, docs/decisions/124), or null when it made
 * none. Read once, for the first rendered page; a linked stylesheet without
 * a plan (no file, or one from another build) is said in the log, and the
 * pages then keep their stylesheet links.
 */
function readStylePlans(app: FastifyInstance, webDir: string, indexHtml: string): StylePlans | null {
  const file = path.join(webDir, "..", "prerender", STYLE_PLANS_FILE);
  const plans = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as StylePlans) : null;
  const missing = stylesheetsOf(indexHtml).filter((href) => !plans?.[href]);
  if (missing.length > 0)
    app.log.warn({ file, missing }, "the build has no style plan for a stylesheet: rendered pages link their stylesheet instead of carrying its rules");
  return plans;
}

/** The build's files, its shell and its prerendered pages; returns the page to send for a path. */
async function serveBuild(
  app: FastifyInstance,
  webDir: string,
  indexFile: string,
  publicUrl: string | undefined,
): Promise<(pathname: string) => PrecompressedPage> {
  // Read once at start-up: index.html is small and served on every page load.
  const indexHtml = fs.readFileSync(indexFile, "utf8");
  const withCard = (html: string) => (publicUrl ? htmlWithSiteCard(html, publicUrl) : html);
  app.decorate("indexHtml", withCard(indexHtml));
  app.decorate("renderedShell", withCard(renderedShell(indexHtml)));
  // A page the server renders, sent with the app or with the islands (docs/decisions/116), when the build has them.
  const loaders = pageLoaders(indexHtml, readIslandsEntry(webDir));
  app.decorate("renderedPage", (html: string, brotliQuality?: number) => {
    const islands = loaders ? islandsVariant(html, loaders) : null;
    return islands ? new PageWithIslands(html, islands, brotliQuality) : new PrecompressedPage(html, brotliQuality);
  });
  app.decorate(
    "withPageStyles",
    criticalStyles(indexHtml, () => readStylePlans(app, webDir, indexHtml)),
  );
  // A prerendered page also names its own address (og:url, canonical), once the site's public origin is known;
  // the login page is sent with its island to a visitor (docs/decisions/119).
  const pages = readPrerendered(webDir, (html, pathname) => {
    const page = publicUrl ? htmlWithCanonical(withCard(html), new URL(pathname, publicUrl).href) : html;
    const meta = PRERENDERED_WITH_ISLANDS.get(pathname);
    return meta ? app.renderedPage(htmlWithTitle(page, meta)) : new PrecompressedPage(page);
  });
  app.decorate("indexPage", new PrecompressedPage(app.indexHtml));
  // The build compressed the text files once (scripts/precompress.mjs,
  // docs/decisions/064): a browser that accepts brotli or gzip gets those
  // files as they are; the compressed copies are not addresses of their own.
  const compressed = { preCompressed: true, allowedPath: (pathname: string) => !PRECOMPRESSED_COPY.test(pathname) };
  const varyByEncoding = (res: { setHeader: (name: string, value: string) => unknown }, filePath: string) => {
    if (COMPRESSIBLE.test(filePath)) res.setHeader("vary", "accept-encoding");
  };
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: "/",
    index: false,
    wildcard: false,
    cacheControl: false,
    globIgnore: ["assets/**"],
    ...compressed,
    setHeaders(res, filePath) {
      res.setHeader("cache-control", path.relative(webDir, filePath) === "index.html" ? "no-cache" : "public, max-age=3600");
      varyByEncoding(res, filePath);
    },
  });
  // The hashed files: a year, never revalidated (immutable), so no validators
  // or ranges either: only the headers a script, stylesheet or font needs
  // (docs/decisions/091). One route for the folder (ASSETS_ROUTE), not one per
  // file and compressed copy: registering those took about 20 ms of a start
  // (docs/decisions/124); a missing file is the same 404 either way.
  if (fs.existsSync(path.join(webDir, "assets")))
    await app.register(fastifyStatic, {
      root: path.join(webDir, "assets"),
      prefix: ASSETS_ROUTE.slice(0, -1),
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      ...compressed,
      // A folder, or a path that climbs, is no file of the build: the same 404 as a missing file (send would answer 403).
      allowedPath: (pathname: string) => compressed.allowedPath(pathname) && !pathname.endsWith("/") && !pathname.includes(".."),
      setHeaders(res, filePath) {
        res.setHeader("cache-control", YEAR);
        varyByEncoding(res, filePath);
      },
    });
  return (pathname) => pages.get(pathname) ?? app.indexPage;
}

/**
 * The inline scripts the built pages run: the rendered pages' script loader
 * (docs/decisions/071), made from index.html as the build made it for the
 * prerendered pages and as registerSpa makes it for the pages rendered per
 * request, and the islands' loader (116) when the build has islands. None
 * without a build.
 */
export function builtInlineScripts(webDir: string): string[] {
  const indexFile = path.join(webDir, "index.html");
  if (!fs.existsSync(indexFile)) return [];
  const indexHtml = fs.readFileSync(indexFile, "utf8");
  const loaders = pageLoaders(indexHtml, readIslandsEntry(webDir));
  if (loaders) return [loaders.app, loaders.islands];
  const loader = afterPaintLoader(indexHtml);
  return loader ? [loader] : [];
}

/**
 * Serves the built SPA: hashed files under /assets cached for a year, other
 * public files for an hour, and index.html (never cached) for page routes.
 * Unknown /api routes and missing files are real 404s; an unknown page path
 * gets the SPA with status 404 so it can show its not-found page.
 * Returns whether a build was found (and so `app.indexHtml` exists).
 */
export async function registerSpa(app: FastifyInstance, webDir: string, publicUrl: string | undefined): Promise<boolean> {
  const indexFile = path.join(webDir, "index.html");
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) app.log.warn({ webDir }, "no built web app found; run `npm run build` to serve pages");
  const pageFor = hasBuild ? await serveBuild(app, webDir, indexFile, publicUrl) : () => undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      !pathname.startsWith("/assets/") &&
      path.extname(pathname) === "";
    const page = wantsPage ? pageFor(pathname) : undefined;
    if (!page) return sendNotFound(reply, request);
    return page.send(request, reply.code(isPagePath(pathname) ? 200 : 404).header("cache-control", "no-cache"));
  });
  return hasBuild;
}

/**
 * The public pages the build rendered ahead of time (scripts/prerender.mjs,
 * docs/decisions/058), by path: prerendered/index.html is "/", about.html
 * "/about". A build without them serves the empty shell for every page.
 */
function readPrerendered(webDir: string, prepare: (html: string, pathname: string) => PrecompressedPage): Map<string, PrecompressedPage> {
  const dir = path.join(webDir, "prerendered");
  const pages = new Map<string, PrecompressedPage>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir)) {
    if (path.extname(file) !== ".html") continue;
    const name = path.basename(file, ".html");
    const pathname = name === "index" ? "/" : `/${name}`;
    pages.set(pathname, prepare(fs.readFileSync(path.join(dir, file), "utf8"), pathname));
  }
  return pages;
}

declare module "fastify" {
  interface FastifyInstance {
    indexHtml: string;
    /** indexHtml, kept compressed (http/precompressed.ts). */
    indexPage: PrecompressedPage;
    /** indexHtml with its scripts and stylesheet after the first paint: the shell of a page the server renders (docs/decisions/071). */
    renderedShell: string;
    /** A rendered page kept compressed: with the islands variant beside it when the build has islands (docs/decisions/116). */
    renderedPage: (html: string, brotliQuality?: number) => PrecompressedPage;
    /** A rendered page with the stylesheet's rules it uses inline, in place of the stylesheet's link (docs/decisions/073). */
    withPageStyles: (page: string) => string;
  }
}
