import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { postInputSchema } from "../../../shared/admin.js";
import { idParamsSchema, pageOf, pageQuerySchema, postSchema, postSummarySchema } from "../../../shared/content.js";
import { LIMITS } from "../../../shared/constants.js";
import { loadUser, requireAdmin, requireUser } from "../../auth/guards.js";
import { createPost, deletePost, getPost, listPosts, updatePost } from "./service.js";

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

  // A post's markdown is at most LIMITS.postContent characters (≤ 4 bytes each in UTF-8).
  const writeOptions = { onRequest: requireAdmin, bodyLimit: LIMITS.postContent * 4 + 64 * 1024 };

  app.post("/api/posts", { ...writeOptions, schema: { body: postInputSchema, response: { 201: postSchema } } }, async (request, reply) =>
    reply.code(201).send(await createPost(app.deps.db, request.body, request.user!.id)),
  );

  app.put("/api/posts/:id", { ...writeOptions, schema: { params: idParamsSchema, body: postInputSchema, response: { 200: postSchema } } }, async (request) =>
    updatePost(app.deps.db, request.params.id, request.body),
  );

  app.delete("/api/posts/:id", { onRequest: requireAdmin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deletePost(app.deps.db, request.params.id);
    return reply.code(204).send();
  });
};
