import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { postInputSchema } from "../../../shared/admin.js";
import { contentListQuerySchema, idParams, pageOf, postSchema, postSummarySchema } from "../../../shared/content.js";
import { LIMITS } from "../../../shared/constants.js";
import { createPost, deletePost, getPost, listPosts, POST_NOT_FOUND, updatePost } from "./service.js";

const params = idParams(POST_NOT_FOUND);

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, analytics } = app.deps;

  app.get(
    "/api/posts",
    { config: { access: "member" }, schema: { querystring: contentListQuerySchema, response: { 200: pageOf(postSummarySchema) } } },
    async (request) => listPosts(db, { viewer: request.viewer, page: request.query }),
  );

  app.get("/api/posts/:id", { config: { access: "viewer" }, schema: { params, response: { 200: postSchema } } }, async (request) => {
    const post = await getPost(db, { id: request.params.id, viewer: request.viewer });
    // A read is counted when the viewer got the text (docs/decisions/039): one in-memory increment.
    if (!post.locked) analytics.countOpen("post", post.id, request.viewer);
    return post;
  });

  // A post's markdown is at most LIMITS.postContent characters (≤ 4 bytes each in UTF-8).
  const write = { config: { access: "admin" as const }, bodyLimit: LIMITS.postContent * 4 + 64 * 1024 };

  app.post("/api/posts", { ...write, schema: { body: postInputSchema, response: { 201: postSchema } } }, async (request, reply) =>
    reply.code(201).send(await createPost(db, { input: request.body, authorId: request.user!.id, viewer: request.viewer })),
  );

  app.put("/api/posts/:id", { ...write, schema: { params, body: postInputSchema, response: { 200: postSchema } } }, async (request) =>
    updatePost(db, { id: request.params.id, input: request.body, viewer: request.viewer }),
  );

  app.delete("/api/posts/:id", { config: { access: "admin" }, schema: { params } }, async (request, reply) => {
    await deletePost(db, { id: request.params.id, viewer: request.viewer });
    return reply.code(204).send();
  });
};
