import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { routePatterns } from "../../../shared/paths.js";
import { htmlWithMeta } from "../../http/html-meta.js";
import { episodePageMeta, itemPageMeta, postPageMeta, type SharePreview } from "./service.js";

/**
 * Post, item and episode pages get the SPA with their own title and preview tags
 * (members-only: title only). Unknown ids still get the plain SPA, which
 * shows its own not-found text. Needs the built SPA (app.indexHtml).
 */
export const shareRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  // Crawlers need absolute URLs: without PUBLIC_URL the page gets neither og:url nor og:image.
  const absolute = (path: string) => (config.publicUrl ? new URL(path, config.publicUrl).toString() : undefined);
  const send = (reply: FastifyReply, meta: SharePreview | null, path: string) => {
    const html = meta ? htmlWithMeta(app.indexHtml, { title: meta.title, description: meta.description, url: absolute(path), image: absolute(`/og/${meta.card}.png`) }) : app.indexHtml;
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  };
  app.get<{ Params: { postId: string } }>(routePatterns.post, { config: { access: "visitor" } }, async (request, reply) =>
    send(reply, await postPageMeta(db, { id: request.params.postId }), request.url),
  );
  app.get<{ Params: { itemId: string } }>(routePatterns.item, { config: { access: "visitor" } }, async (request, reply) =>
    send(reply, await itemPageMeta(db, { id: request.params.itemId }), request.url),
  );
  app.get<{ Params: { podcastId: string } }>(routePatterns.episode, { config: { access: "visitor" } }, async (request, reply) =>
    send(reply, await episodePageMeta(db, { id: request.params.podcastId }), request.url),
  );
};
