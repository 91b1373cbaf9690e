import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentItemSchema, contentItemsQuerySchema, contentItemSummarySchema, idParamsSchema, pageOf } from "../../../shared/content.js";
import { loadUser, requireUser } from "../../auth/guards.js";
import { sendStoredFile } from "../../http/media.js";
import { contentItemFile, getContentItem, listContentItems } from "./service.js";

export const contentItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/content-items",
    { preHandler: requireUser, schema: { querystring: contentItemsQuerySchema, response: { 200: pageOf(contentItemSummarySchema) } } },
    async (request) => {
      const { category, ...page } = request.query;
      return listContentItems(app.deps.db, category, page);
    },
  );

  app.get("/api/content-items/:id", { schema: { params: idParamsSchema, response: { 200: contentItemSchema } } }, async (request, reply) => {
    const user = await loadUser(request, reply);
    return getContentItem(app.deps.db, request.params.id, user !== null);
  });

  app.get("/api/content-items/:id/file", { schema: { params: idParamsSchema }, compress: false }, async (request, reply) =>
    sendStoredFile(request, reply, app.deps.storage, await contentItemFile(app.deps.db, request.params.id)),
  );
};
