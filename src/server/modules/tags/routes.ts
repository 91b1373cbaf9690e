import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { tagListSchema } from "../../../shared/tags.js";
import { tagsInUse } from "./service.js";

/**
 * GET /api/tags: the tags of the records the viewer may see listed (admins:
 * every record's, drafts too), alphabetical. The admin's forms suggest them
 * and the dashboard's lists offer them as filters (docs/decisions/106).
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches } = app.deps;
  app.get("/api/tags", { config: { access: "viewer" }, schema: { response: { 200: tagListSchema } } }, async (request, reply) => {
    // Drafts' tags are in an admin's answer: never a shared cache's.
    reply.header("cache-control", "private, no-cache").header("vary", "cookie");
    return { tags: await tagsInUse(db, caches.tagLists, request.viewer) };
  });
};
