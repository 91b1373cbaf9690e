import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCEPT, contentItemFieldsSchema } from "../../../shared/admin.js";
import { contentItemSchema, contentItemsQuerySchema, contentItemSummarySchema, idParamsSchema, pageOf } from "../../../shared/content.js";
import { loadUser, requireAdmin, requireUser } from "../../auth/guards.js";
import { isUuid } from "../../db/pagination.js";
import { notFound } from "../../errors.js";
import { sendStoredFile } from "../../http/media.js";
import { readUpload, uniqueName } from "../../uploads/multipart.js";
import type { FastifyRequest } from "fastify";
import {
  contentItemFile,
  createContentItem,
  deleteContentItem,
  getContentItem,
  listContentItems,
  updateContentItem,
} from "./service.js";

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
    return getContentItem(app.deps.db, request.params.id, { signedIn: user !== null, isAdmin: user?.isAdmin === true });
  });

  app.get("/api/content-items/:id/file", { schema: { params: idParamsSchema }, compress: false }, async (request, reply) =>
    sendStoredFile(request, reply, app.deps.storage, await contentItemFile(app.deps.db, request.params.id)),
  );

  const readItemForm = (request: FastifyRequest) => {
    const userId = request.user!.id;
    return readUpload(request, app.deps.storage, {
      fields: contentItemFieldsSchema,
      accepts: (f) => (f.mediaType === "text" ? null : ACCEPT[f.mediaType]),
      // Spec: {userId}/{category}-{timestamp}.{ext}, plus a random suffix against collisions.
      key: (f, ext) => `${userId}/${uniqueName(`${f.category}-`, ext)}`,
      maxBytes: app.deps.config.maxUploadBytes,
    });
  };

  app.post("/api/content-items", { onRequest: requireAdmin, schema: { response: { 201: contentItemSchema } } }, async (request, reply) => {
    const { fields, file } = await readItemForm(request);
    return reply.code(201).send(await createContentItem(app.deps.db, app.deps.storage, fields, file, request.user!.id));
  });

  app.put("/api/content-items/:id", { onRequest: requireAdmin, schema: { params: idParamsSchema, response: { 200: contentItemSchema } } }, async (request) => {
    // Refuse an unknown id before reading (and storing) a possibly large upload.
    if (!isUuid(request.params.id)) throw notFound("Content not found.");
    const { fields, file } = await readItemForm(request);
    return updateContentItem(app.deps.db, app.deps.storage, request.params.id, fields, file);
  });

  app.delete("/api/content-items/:id", { onRequest: requireAdmin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteContentItem(app.deps.db, app.deps.storage, request.params.id);
    return reply.code(204).send();
  });
};
