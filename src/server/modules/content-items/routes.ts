import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { ACCEPT, contentItemFieldsSchema, takesTranscript } from "../../../shared/admin.js";
import { contentItemSchema, contentItemsQuerySchema, contentItemSummarySchema, idParams, pageOf } from "../../../shared/content.js";
import { previewQuerySchema } from "../../../shared/previews.js";
import { isPreviewReader } from "../../access/policy.js";
import { sendStoredFile } from "../../http/media.js";
import { readUpload } from "../../uploads/multipart.js";
import { readerOf } from "../analytics/readers.js";
import { previewViewer } from "../previews/service.js";
import { MemberProgress } from "../progress/list-progress.js";
import {
  assertContentItemExists,
  CONTENT_NOT_FOUND,
  contentItemFile,
  createContentItem,
  deleteContentItem,
  getContentItem,
  listContentItems,
  updateContentItem,
} from "./service.js";

const params = idParams(CONTENT_NOT_FOUND);

export const contentItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config, analytics, caches } = app.deps;
  const publishing = app.deps.work;

  // Pages and members' progress in memory, dropped by change notices (docs/decisions/062).
  const lists = { pages: caches.itemLists, progress: new MemberProgress(db, "item", caches.itemProgress) };
  app.get(
    "/api/content-items",
    { config: { access: "member" }, schema: { querystring: contentItemsQuerySchema, response: { 200: pageOf(contentItemSummarySchema) } } },
    async (request) => {
      const { category, ...page } = request.query;
      return listContentItems(db, lists, { viewer: request.viewer, category, page });
    },
  );

  app.get(
    "/api/content-items/:id",
    { config: { access: "viewer" }, schema: { params, querystring: previewQuerySchema, response: { 200: contentItemSchema } } },
    async (request) => {
      const viewer = await previewViewer(db, request.viewer, request.query, "item", request.params.id);
      const item = await getContentItem(db, { id: request.params.id, viewer });
      // Opened when the reader page got the item (its file's range requests are not counted): docs/decisions/039.
      // An admin's look at a draft, or a read through a preview link, is no reader's open.
      if (!item.locked && item.status === "published" && !isPreviewReader(viewer)) analytics.countOpen("item", item.id, readerOf(request));
      return item;
    },
  );

  app.get(
    "/api/content-items/:id/file",
    { config: { access: "viewer" }, schema: { params, querystring: previewQuerySchema }, compress: false },
    async (request, reply) => {
      const viewer = await previewViewer(db, request.viewer, request.query, "item", request.params.id);
      return sendStoredFile(request, reply, storage, await contentItemFile(db, { id: request.params.id, viewer }));
    },
  );

  const readItemForm = (request: FastifyRequest) =>
    readUpload(request, storage, {
      fields: contentItemFieldsSchema,
      accepts: (f) => (f.mediaType === "text" ? null : ACCEPT[f.mediaType]),
      // Key {userId}/{category}-{timestamp}-{random}.{ext} (files/keys.ts, docs/decisions/010).
      ownerId: request.user!.id,
      keyLabel: (f) => f.category,
      maxBytes: config.maxUploadBytes,
      transcript: (f) => takesTranscript(f.mediaType),
    });

  app.post("/api/content-items", { config: { access: "admin" }, schema: { response: { 201: contentItemSchema } } }, async (request, reply) => {
    const { fields, file, transcript, documentText } = await readItemForm(request);
    return reply
      .code(201)
      .send(await createContentItem(db, storage, { fields, file, transcript, documentText, viewer: request.viewer, authorId: request.user!.id, publishing }));
  });

  app.put("/api/content-items/:id", { config: { access: "admin" }, schema: { params, response: { 200: contentItemSchema } } }, async (request) => {
    // The id is checked (its form by the params schema, its row here) before the body is read, so an
    // unknown id streams nothing to storage.
    await assertContentItemExists(db, request.params.id);
    const { fields, file, transcript, documentText } = await readItemForm(request);
    return updateContentItem(db, storage, { id: request.params.id, fields, file, transcript, documentText, viewer: request.viewer, publishing });
  });

  app.delete("/api/content-items/:id", { config: { access: "admin" }, schema: { params } }, async (request, reply) => {
    await deleteContentItem(db, storage, { id: request.params.id, viewer: request.viewer, certify: publishing.assignmentCertify });
    return reply.code(204).send();
  });
};
