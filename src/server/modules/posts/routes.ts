import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, pageOf, pageQuerySchema, postSchema, postSummarySchema } from "../../../shared/content.js";
import { loadUser, requireUser } from "../../auth/guards.js";
import { getPost, listPosts } from "./service.js";

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/posts",
    { preHandler: requireUser, schema: { querystring: pageQuerySchema, response: { 200: pageOf(postSummarySchema) } } },
    async (request) => listPosts(app.deps.db, request.query),
  );

  app.get("/api/posts/:id", { schema: { params: idParamsSchema, response: { 200: postSchema } } }, async (request, reply) => {
    const user = await loadUser(request, reply);
    return getPost(app.deps.db, request.params.id, user !== null);
  });
};
