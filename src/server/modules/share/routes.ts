import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { paths, routePatterns } from "../../../shared/paths.js";
import { contentRowCache } from "../../cache/content-rows.js";
import { htmlWithMeta } from "../../http/html-meta.js";
import { loadPageRenderer, withRenderedRoot } from "../../http/page-render.js";
import { loggableError } from "../../http/db-errors.js";
import { episodePageMeta, itemPageMeta, postPageContent, type SharePreview } from "./service.js";

/**
 * Post, item and episode pages get the SPA with their own title and preview tags
 * (members-only: title only). A public post's page also arrives with the
 * article rendered in it (docs/decisions/060). Unknown ids still get the
 * plain SPA, which shows its own not-found text. Needs the built SPA
 * (app.indexHtml).
 */
export const shareRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, database } = app.deps;
  // Crawlers need absolute URLs: without PUBLIC_URL the page gets neither og:url nor og:image.
  const absolute = (path: string) => (config.publicUrl ? new URL(path, config.publicUrl).toString() : undefined);
  const withPreview = (meta: SharePreview, path: string) =>
    htmlWithMeta(app.indexHtml, { title: meta.title, description: meta.description, url: absolute(path), image: absolute(`/og/${meta.card}.png`) });
  const sendHtml = (reply: FastifyReply, html: string) => reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  const send = (reply: FastifyReply, meta: SharePreview | null, path: string) => sendHtml(reply, meta ? withPreview(meta, path) : app.indexHtml);

  // A build without its server renderer (or one that cannot load) still sends every page, unrendered.
  const renderPage = await loadPageRenderer(config.webDir).catch((error: unknown) => {
    app.log.error({ error: loggableError(error) }, "the web app's server renderer could not be loaded; pages are sent unrendered");
    return null;
  });
  // A post's whole page is made once and kept until the post changes (any
  // instance's write, by the database's change notice, as for the API's rows).
  const postPages = await contentRowCache<{ html: string }>(database.notifications, "posts", { max: 200, ttlMs: 10 * 60_000 });

  app.get<{ Params: { postId: string } }>(routePatterns.post, { config: { access: "visitor" } }, async (request, reply) => {
    const id = request.params.postId;
    const page = await postPages.read(id, async () => {
      const content = await postPageContent(db, { id });
      if (!content) return null;
      const path = paths.post(id);
      const shell = withPreview(content.preview, path);
      if (!content.post || !renderPage) return { value: { html: shell } };
      const data = { post: content.post };
      try {
        return { value: { html: withRenderedRoot(shell, await renderPage(path, data), data) } };
      } catch (error) {
        // The browser renders the page itself then; the failure is not kept.
        request.log.error({ error: loggableError(error) }, "a post page could not be rendered on the server");
        return { value: { html: shell }, ttlMs: 0 };
      }
    });
    return sendHtml(reply, page?.html ?? app.indexHtml);
  });
  app.get<{ Params: { itemId: string } }>(routePatterns.item, { config: { access: "visitor" } }, async (request, reply) =>
    send(reply, await itemPageMeta(db, { id: request.params.itemId }), request.url),
  );
  app.get<{ Params: { podcastId: string } }>(routePatterns.episode, { config: { access: "visitor" } }, async (request, reply) =>
    send(reply, await episodePageMeta(db, { id: request.params.podcastId }), request.url),
  );
};
