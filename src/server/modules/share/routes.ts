import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { htmlWithMeta, type PageMeta } from "../../http/html-meta.js";
import { itemPageMeta, postPageMeta } from "./service.js";

/**
 * Post and item pages get the SPA with their own title and preview tags
 * (members-only: title only). Unknown ids still get the plain SPA, which
 * shows its own not-found text. Needs the built SPA (app.indexHtml).
 */
export const shareRoutes: FastifyPluginAsync = async (app) => {
  const send = (reply: FastifyReply, meta: PageMeta | null, path: string) => {
    const html = meta ? htmlWithMeta(app.indexHtml, { ...meta, url: app.deps.config.publicUrl ? new URL(path, app.deps.config.publicUrl).toString() : undefined }) : app.indexHtml;
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  };
  app.get<{ Params: { postId: string } }>("/field-manual/:postId", async (request, reply) =>
    send(reply, await postPageMeta(app.deps.db, request.params.postId), request.url),
  );
  app.get<{ Params: { itemId: string } }>("/after-action/:itemId", async (request, reply) =>
    send(reply, await itemPageMeta(app.deps.db, request.params.itemId), request.url),
  );
};
