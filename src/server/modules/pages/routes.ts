import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import { paths, routePatterns } from "../../../shared/paths.js";
import type { ReadCache } from "../../cache/read-cache.js";
import { loggableError } from "../../http/db-errors.js";
import { htmlWithMeta } from "../../http/html-meta.js";
import { loadPageRenderer, withRenderedRoot } from "../../http/page-render.js";
import { PrecompressedPage } from "../../http/precompressed.js";
import { episodePageMeta, itemPageContent, postPageContent, type RecordPageContent, type SharePreview } from "./service.js";

/** About 5 ms for a long post's page, against 150 ms at brotli's strongest. */
const RECORD_BROTLI = 5;
/** No record's id: the address the renderer is warmed up with at start. */
const WARM_UP_ID = "00000000-0000-4000-8000-000000000000";
/** How long closing the app waits for that warm-up, should a render ever hang. */
const WARM_UP_WAIT_MS = 5000;

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
  // Crawlers need absolute URLs: without PUBLIC_URL the page gets neither og:url nor og:image.
  const absolute = (path: string) => (config.publicUrl ? new URL(path, config.publicUrl).toString() : undefined);
  const withPreview = (meta: SharePreview, path: string, shell = app.indexHtml) =>
    htmlWithMeta(shell, { title: meta.title, description: meta.description, url: absolute(path), image: absolute(`/og/${meta.card}.png`) });
  const sendHtml = (reply: FastifyReply, html: string) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);

  // A build without its server renderer (or one that cannot load) still sends every page, unrendered.
  // Not awaited by start-up (its import takes about half a second): a page asked for meanwhile waits for it.
  const renderer = loadPageRenderer(config.webDir, app.indexHtml).catch((error: unknown) => {
    app.log.error({ error: loggableError(error) }, "the web app's server renderer could not be loaded; pages are sent unrendered");
    return null;
  });
  // The renderer's page code loads on its first use: done now, so no visitor's request waits for it
  // (and finished before the app closes, which then has nothing still loading).
  const warmedUp = renderer.then((render) =>
    Promise.all([paths.post(WARM_UP_ID), paths.item(WARM_UP_ID)].map((path) => render?.(path, {}).catch(() => undefined))),
  );
  app.addHook("onClose", async () => void (await Promise.race([warmedUp, new Promise((resolve) => setTimeout(resolve, WARM_UP_WAIT_MS).unref())])));

  /**
   * A record's whole page, made once and kept until the record changes (any
   * instance's write, by the database's change notice, as for the API's rows).
   * A render that fails sends the page unrendered and is not kept. Kept
   * compressed, as the prerendered pages are, at a brotli quality that a
   * visitor's request can wait for.
   */
  async function recordPage(
    request: FastifyRequest,
    pages: ReadCache<PrecompressedPage>,
    id: string,
    path: string,
    load: () => Promise<RecordPageContent | null>,
  ) {
    const page = await pages.read(id, async () => {
      const content = await load();
      if (!content) return null;
      const unrendered = new PrecompressedPage(withPreview(content.preview, path), RECORD_BROTLI);
      const renderPage = content.data ? await renderer : null;
      if (!content.data || !renderPage) return { value: unrendered };
      try {
        const rendered = await renderPage(path, content.data);
        const html = app.withPageStyles(withRenderedRoot(withPreview(content.preview, path, app.renderedShell), rendered, content.data));
        return { value: new PrecompressedPage(html, RECORD_BROTLI) };
      } catch (error) {
        request.log.error({ error: loggableError(error) }, "a page could not be rendered on the server");
        return { value: unrendered, ttlMs: 0 };
      }
    });
    return page;
  }

  // A public post's or item's page: its address's id, its cache, and what the page is made of.
  const rendered = [
    { pattern: routePatterns.post, param: "postId", pages: caches.postPages, pathOf: paths.post, load: postPageContent },
    { pattern: routePatterns.item, param: "itemId", pages: caches.itemPages, pathOf: paths.item, load: itemPageContent },
  ];
  for (const { pattern, param, pages, pathOf, load } of rendered) {
    app.get<{ Params: Record<string, string> }>(pattern, { config: { access: "visitor" } }, async (request, reply) => {
      const id = request.params[param] ?? "";
      const page = await recordPage(request, pages, id, pathOf(id), () => load(db, { id }));
      if (!page) reply.code(404);
      return (page ?? app.indexPage).send(request, reply.header("cache-control", "no-cache"));
    });
  }
  app.get<{ Params: { podcastId: string } }>(routePatterns.episode, { config: { access: "visitor" } }, async (request, reply) => {
    const id = request.params.podcastId;
    const meta = await episodePageMeta(db, { id });
    if (!meta) reply.code(404);
    return sendHtml(reply, meta ? withPreview(meta, paths.episode(id)) : app.indexHtml);
  });
};
