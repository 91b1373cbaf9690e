import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import { authorPageSchema, type Author } from "../../../shared/authors.js";
import { PAGE } from "../../../shared/constants.js";
import { libraryPageSchema } from "../../../shared/library-page.js";
import { LIBRARY_AREAS, LIBRARY_PATHS, libraryHref, parseLibraryQuery, type LibraryArea } from "../../../shared/library.js";
import type { PageData } from "../../../shared/page-data.js";
import { paths, routePatterns } from "../../../shared/paths.js";
import type { RenderedBodies } from "../../../shared/rendered-bodies.js";
import type { Creator } from "../../../shared/site.js";
import { STATIC_PAGE_META } from "../../../shared/static-pages.js";
import { isSignedIn, VISITOR } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import { isAppError } from "../../errors.js";
import { loggableError } from "../../http/db-errors.js";
import { htmlWithCanonical, htmlWithMeta, shareCard, type PageMeta } from "../../http/html-meta.js";
import { loadBodyRenderer, loadPageRenderer, WARM_UP_ID, warmUpPostPage, withRenderedRoot, type RenderPage } from "../../http/page-render.js";
import { PrecompressedPage } from "../../http/precompressed.js";
import { authorPage } from "../authors/service.js";
import { renderedBodiesFor, type BodyRecord } from "../bodies/rendered.js";
import { libraryLists, libraryPage } from "../library/service.js";
import { seriesCachesOf } from "../series/caches.js";
import { seriesPlace } from "../series/service.js";
import { keptCreator } from "../site/service.js";
import {
  authorPageMeta,
  creatorPageMeta,
  episodePageMeta,
  itemPageContent,
  libraryMissingMeta,
  libraryPageMeta,
  postPageContent,
  seriesPageMeta,
  type RecordPageContent,
  type SharePreview,
} from "./service.js";
import type { ShareCard } from "./share-cards.js";

/**
 * A page's absolute addresses, from the site's public origin: crawlers need
 * them, so without PUBLIC_URL a page gets neither og:url nor og:image.
 */
function publicLinks(publicUrl: string | undefined) {
  return {
    absolute: (path: string) => (publicUrl ? new URL(path, publicUrl).toString() : undefined),
    cardImage: (card: ShareCard) => (publicUrl ? shareCard(card, publicUrl) : undefined),
  };
}

/** About 5 ms for a long post's page, against 150 ms at brotli's strongest. */
const RECORD_BROTLI = 5;
/** How long start-up (and closing the app) waits for the renderer's warm-up, should a render ever hang. */
const WARM_UP_WAIT_MS = 5000;

/**
 * Makes pages whole: the shell with its head (`meta`; null keeps the
 * shell's own, with the page's own address when `canonical` is given),
 * rendered with `data` when there is any and the build has its renderer
 * (and `bodies`, its bodies rendered ahead). A render that fails sends the page unrendered, and is not kept
 * (ttlMs 0). Compressed, as the prerendered pages are, at a brotli quality
 * that a visitor's request can wait for.
 */
function pageMaker(app: FastifyInstance, renderer: Promise<RenderPage | null>) {
  return async function madePage(
    request: FastifyRequest,
    path: string,
    meta: PageMeta | null,
    data: PageData | null,
    canonical?: string,
    bodies: RenderedBodies | null = null,
  ): Promise<{ value: PrecompressedPage; ttlMs?: number }> {
    const withHead = (shell: string) => (meta ? htmlWithMeta(shell, meta) : canonical ? htmlWithCanonical(shell, canonical) : shell);
    const unrendered = new PrecompressedPage(withHead(app.indexHtml), RECORD_BROTLI);
    const renderPage = data ? await renderer : null;
    if (!data || !renderPage) return { value: unrendered };
    try {
      const rendered = await renderPage(path, data, bodies);
      const html = app.withPageStyles(withRenderedRoot(withHead(app.renderedShell), rendered, data));
      return { value: app.renderedPage(html, RECORD_BROTLI) };
    } catch (error) {
      request.log.error({ error: loggableError(error) }, "a page could not be rendered on the server");
      return { value: unrendered, ttlMs: 0 };
    }
  };
}

/**
 * Post, item and episode pages get the SPA with their own title and preview tags
 * (members-only: title only). A public post's or item's page also arrives
 * with the record rendered in it (docs/decisions/060). An unknown id, a
 * malformed one or a draft (which is not there for a visitor) answers 404
 * with the plain SPA, which shows the spec's "Post not found." or "Content
 * not found." (and, for an admin or a preview link, loads the draft itself).
 * Needs the built SPA (app.indexHtml).
 */
export const recordPageRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, caches } = app.deps;
  const { absolute, cardImage } = publicLinks(config.publicUrl);
  // A record's cover, cropped to 1200 × 630 and served by the images route as any image (docs/decisions/100), else its area's card.
  const previewMeta = (meta: SharePreview, path: string): PageMeta => {
    const coverUrl = meta.cover && absolute(meta.cover.path);
    return {
      title: meta.title,
      description: meta.description,
      url: absolute(path),
      image: meta.cover && coverUrl ? { url: coverUrl, alt: meta.cover.alt } : cardImage(meta.card),
    };
  };
  const sendHtml = (reply: FastifyReply, html: string) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);

  // A build without its server renderer (or one that cannot load) still sends every page, unrendered.
  const renderer = loadPageRenderer(config.webDir, app.indexHtml).catch((error: unknown) => {
    app.log.error({ error: loggableError(error) }, "the web app's server renderer could not be loaded; pages are sent unrendered");
    return null;
  });
  // What the first rendered page after a start needs, done before the server listens (its readiness waits
  // for it, docs/decisions/092): the renderer and the page code it loads on first use (http/page-render.ts,
  // started by the server beside opening the database), the stylesheet's rules (read once, by the first
  // page's styles), and a post's query. Bounded, should a render ever hang; closing the app waits for it
  // too, so nothing is still loading then.
  const warmedUp = (async () => {
    await postPageContent(db, { id: WARM_UP_ID }).catch(() => undefined);
    const render = await renderer;
    if (render) app.withPageStyles(withRenderedRoot(app.renderedShell, warmUpPostPage(render), {}));
  })().catch((error: unknown) => app.log.warn({ error: loggableError(error) }, "the page renderer's warm-up failed; the first page warms it instead"));
  const waitForWarmUp = () => Promise.race([warmedUp, new Promise((resolve) => setTimeout(resolve, WARM_UP_WAIT_MS).unref())]);
  await waitForWarmUp();
  app.addHook("onClose", async () => void (await waitForWarmUp()));

  const madePage = pageMaker(app, renderer);
  const bodyRenderer = loadBodyRenderer(config.webDir).catch(() => null);
  /** The record's body as the bodies.render job made it, while it is still this text's and this renderer's (docs/decisions/123). */
  async function bodiesAhead(part: BodyRecord, data: PageData): Promise<RenderedBodies | null> {
    const renderer = await bodyRenderer;
    const text = part.kind === "post" ? data.post?.content : data.item && (data.item.contentText ?? "");
    return renderer && text !== undefined ? renderedBodiesFor(db, renderer.version, part, text) : null;
  }

  const seriesCaches = seriesCachesOf(db, caches);
  /**
   * A record's whole page, made once and kept until the record changes (any
   * instance's write, by the database's change notice, as for the API's rows).
   */
  async function recordPage(
    request: FastifyRequest,
    pages: ReadCache<PrecompressedPage>,
    part: { kind: "post" | "item"; id: string },
    path: string,
    load: () => Promise<RecordPageContent | null>,
  ) {
    return pages.read(part.id, async () => {
      const content = await load();
      if (!content) return null;
      // In the rendered page, so kept pages are emptied by their changes too: the byline's creator (docs/decisions/106), and
      // the record's place in its series as a visitor sees it (103), which a page sent without the app cannot ask for (116).
      const data = content.data
        ? {
            ...content.data,
            creator: await keptCreator(db, caches.siteCreator),
            seriesPlace: await seriesPlace(db, seriesCaches, { viewer: VISITOR, ...part }),
          }
        : null;
      const bodies = data ? await bodiesAhead(part, data) : null;
      return madePage(request, path, previewMeta(content.preview, path), data, undefined, bodies);
    });
  }

  // A public post's or item's page: its address's id, its cache, and what the page is made of.
  const rendered = [
    { kind: "post", pattern: routePatterns.post, param: "postId", pages: caches.postPages, pathOf: paths.post, load: postPageContent },
    { kind: "item", pattern: routePatterns.item, param: "itemId", pages: caches.itemPages, pathOf: paths.item, load: itemPageContent },
  ] as const;
  for (const { kind, pattern, param, pages, pathOf, load } of rendered) {
    app.get<{ Params: Record<string, string> }>(pattern, { config: { access: "visitor" } }, async (request, reply) => {
      const id = request.params[param] ?? "";
      const page = await recordPage(request, pages, { kind, id }, pathOf(id), () => load(db, { id }));
      if (!page) reply.code(404);
      return (page ?? app.indexPage).send(request, reply.header("cache-control", "no-cache"));
    });
  }
  app.get<{ Params: { podcastId: string } }>(routePatterns.episode, { config: { access: "visitor" } }, async (request, reply) => {
    const id = request.params.podcastId;
    const meta = await episodePageMeta(db, { id });
    if (!meta) reply.code(404);
    return sendHtml(reply, meta ? htmlWithMeta(app.indexHtml, previewMeta(meta, paths.episode(id))) : app.indexHtml);
  });
  // A series' page (docs/decisions/103): the SPA with its title and preview tags; a draft or unknown id is a 404.
  app.get<{ Params: { seriesId: string } }>(routePatterns.series, { config: { access: "visitor" } }, async (request, reply) => {
    const id = request.params.seriesId;
    const meta = await seriesPageMeta(db, { id });
    if (!meta) reply.code(404);
    return sendHtml(reply, meta ? htmlWithMeta(app.indexHtml, previewMeta(meta, paths.series(id))) : app.indexHtml);
  });

  // The public library (shared/library.ts, issue 32). A visitor's page is
  // rendered here with its lists in it, and kept by address until any of the
  // content tables changes (caches.libraryPages). A signed-in member gets the
  // app with the page's head, and the app reads the member's own view of the
  // lists (members-only entries whole) from GET /api/library/:area: unlike a
  // public record's page, a list's render differs between the two, and the
  // server renders nothing but what a visitor sees (prerender.tsx). A page
  // filtered to a series (`?series=`, docs/decisions/103) or a tag (`?tag=`,
  // 106) is one more address. An address that names no page (a bad cursor,
  // one past the end, a series the visitor may not see, a tag of no record
  // they may see listed in the area) answers 404 with the area's not-found
  // page, one per area, which links back to the first page.
  const lists = libraryLists(db, caches);
  const libraryMeta = (area: LibraryArea, href: string): PageMeta => {
    const { card, ...meta } = libraryPageMeta(area);
    return { ...meta, url: absolute(href), image: cardImage(card) };
  };
  const libraryPages = caches.libraryPages;
  const missingPage = (request: FastifyRequest, area: LibraryArea) =>
    libraryPages.read(`${area} missing`, async () =>
      madePage(request, LIBRARY_PATHS[area], libraryMissingMeta(area), {
        library: { area, missing: true },
        creator: await keptCreator(db, caches.siteCreator),
      }),
    );
  for (const area of LIBRARY_AREAS) {
    app.get(LIBRARY_PATHS[area], { config: { access: "viewer" } }, async (request, reply) => {
      reply.header("cache-control", "no-cache").header("vary", "cookie");
      const cursors = parseLibraryQuery(area, new URLSearchParams(request.url.split("?")[1] ?? ""));
      const href = cursors ? libraryHref(area, cursors) : null;
      if (isSignedIn(request.viewer))
        return sendHtml(reply.code(href ? 200 : 404), htmlWithMeta(app.indexHtml, href ? libraryMeta(area, href) : libraryMissingMeta(area)));
      const page =
        cursors && href
          ? await libraryPages.read(href, async () => {
              const library = await libraryPage(db, lists, { viewer: VISITOR, area, cursors });
              // As the API would answer it (its response schema: nothing the page does not show).
              // With the creator, for the footer's links: a visitor's page has no app to read them (docs/decisions/116).
              const creator = await keptCreator(db, caches.siteCreator);
              return library ? madePage(request, href, libraryMeta(area, href), { library: libraryPageSchema.parse(library), creator }) : null;
            })
          : null;
      if (page) return page.send(request, reply);
      return (await missingPage(request, area))!.send(request, reply.code(404));
    });
  }

  // A guest author's page (docs/decisions/113, 117): as a library page, a visitor's is rendered here with the author and
  // the first (or `?cursor=`) page of their records in it, kept by address with the library's pages (emptied by the
  // records' tables, the authors' and the settings'), and sent with the islands; a signed-in member gets the app with
  // the page's head, which reads their own view (an admin's lists drafts too). An unknown address, or a bad cursor,
  // is the app's 404 page.
  const authorMeta = (author: Author, href: string): PageMeta => {
    const { card, ...meta } = authorPageMeta(author);
    return { ...meta, url: absolute(href), image: cardImage(card) };
  };
  /** The page's data as the API would answer a visitor at the same address (its response schema), or null for none. */
  const authorPageOf = (slug: string, cursor: string | undefined) =>
    authorPage(db, { slug, viewer: VISITOR, page: { cursor, limit: PAGE.defaultLimit } }).then(
      (page) => authorPageSchema.parse(page),
      (error: unknown) => {
        if (isAppError(error, "NOT_FOUND") || isAppError(error, "BAD_REQUEST")) return null;
        throw error;
      },
    );
  app.get<{ Params: { slug: string } }>(routePatterns.author, { config: { access: "viewer" } }, async (request, reply) => {
    reply.header("cache-control", "no-cache").header("vary", "cookie");
    const cursor = new URLSearchParams(request.url.split("?")[1] ?? "").get("cursor") ?? undefined;
    const href = paths.author(request.params.slug, cursor);
    if (isSignedIn(request.viewer)) {
      const found = await authorPageOf(request.params.slug, cursor);
      return sendHtml(reply.code(found ? 200 : 404), found ? htmlWithMeta(app.indexHtml, authorMeta(found.author, href)) : app.indexHtml);
    }
    const page = await libraryPages.read(href, async () => {
      const authorPageData = await authorPageOf(request.params.slug, cursor);
      if (!authorPageData) return null;
      const creator = await keptCreator(db, caches.siteCreator);
      return madePage(request, href, authorMeta(authorPageData.author, href), { authorPage: authorPageData, creator });
    });
    if (page) return page.send(request, reply);
    return app.indexPage.send(request, reply.code(404));
  });
};

/**
 * The landing page and the creator's page (docs/decisions/096): rendered
 * with the creator's settings as their page data (pageMaker, as record
 * pages), and kept by path until the settings change (caches.sitePages,
 * emptied by the settings' change notice from any instance). The landing
 * page keeps the head the build gave it (the site's title, description and
 * share card); without the build's renderer it is the page the build
 * rendered ahead of time, as before. Needs the built SPA (app.indexHtml),
 * like recordPageRoutes.
 */
export const sitePageRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, caches } = app.deps;
  // The same renderer as recordPageRoutes' (loaded once per process; that plugin logs a failure).
  const renderer = loadPageRenderer(config.webDir, app.indexHtml).catch(() => null);
  const madePage = pageMaker(app, renderer);
  const { absolute, cardImage } = publicLinks(config.publicUrl);
  const creatorMeta = (creator: Creator): PageMeta => {
    const { card, ...preview } = creatorPageMeta(creator);
    return { ...preview, type: "profile", url: absolute(paths.creator), image: cardImage(card) };
  };

  /**
   * The page for `path` with the creator in it, kept until the settings
   * change. A failed render is not kept: the creator's page is then sent
   * unrendered; a page the build rendered too (null) is the build's own (http/spa.ts).
   */
  const sitePage = (request: FastifyRequest, path: string, meta: (creator: Creator) => PageMeta | null) =>
    caches.sitePages.read(path, async () => {
      const creator = await keptCreator(db, caches.siteCreator);
      const made = await madePage(request, path, meta(creator), { creator }, absolute(path));
      return path !== paths.creator && made.ttlMs === 0 ? null : made;
    });

  // The landing page (the build's head), and the static pages with their own title and description and the footer's
  // links in them: a visitor's page has no app to set or read them (docs/decisions/116). The build rendered them too,
  // without the creator, and that page is sent when the server cannot render.
  const staticMeta = (page: keyof typeof STATIC_PAGE_META, path: string): PageMeta => ({
    ...STATIC_PAGE_META[page],
    type: "website",
    url: absolute(path),
    image: cardImage("site"),
  });
  const rendered: [string, PageMeta | null][] = [
    [paths.home, null],
    [paths.about, staticMeta("about", paths.about)],
    [paths.privacyTerms, staticMeta("privacyTerms", paths.privacyTerms)],
  ];
  for (const [path, meta] of rendered) {
    app.get(path, { config: { access: "visitor" } }, async (request, reply) => {
      const page = (await renderer) ? await sitePage(request, path, () => meta) : null;
      if (!page) return reply.callNotFound();
      return page.send(request, reply.header("cache-control", "no-cache"));
    });
  }
  // Unrendered (no renderer), the shell with the page's head: the browser reads the creator itself.
  app.get(paths.creator, { config: { access: "visitor" } }, async (request, reply) => {
    const page = await sitePage(request, paths.creator, creatorMeta);
    return (page ?? app.indexPage).send(request, reply.header("cache-control", "no-cache"));
  });
};
