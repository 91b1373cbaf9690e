import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { idParams } from "../../../shared/content.js";
import { inboxMessageSchema, inboxPageSchema, inboxQuerySchema, inboxUpdateSchema, MESSAGE_NOT_FOUND, unreadCountSchema } from "../../../shared/inbox.js";
import { deleteMessage, getMessage, listMessages, unreadCount, updateMessage } from "./service.js";

const params = idParams(MESSAGE_NOT_FOUND);
const admin = { access: "admin" as const };

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get("/api/admin/inbox", { config: admin, schema: { querystring: inboxQuerySchema, response: { 200: inboxPageSchema } } }, async (request) =>
    listMessages(db, request.query),
  );

  app.get("/api/admin/inbox/unread-count", { config: admin, schema: { response: { 200: unreadCountSchema } } }, async () => ({
    unread: await unreadCount(db),
  }));

  app.get("/api/admin/inbox/:id", { config: admin, schema: { params, response: { 200: inboxMessageSchema } } }, async (request) =>
    getMessage(db, request.params.id),
  );

  app.patch("/api/admin/inbox/:id", { config: admin, schema: { params, body: inboxUpdateSchema, response: { 200: inboxMessageSchema } } }, async (request) =>
    updateMessage(db, { id: request.params.id, update: request.body }),
  );

  app.delete("/api/admin/inbox/:id", { config: admin, schema: { params } }, async (request, reply) => {
    await deleteMessage(db, { id: request.params.id, viewer: request.viewer });
    return reply.code(204).send();
  });
};
