import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { postInputSchema } from "../../../shared/admin.js";
import { LIMITS } from "../../../shared/constants.js";
import { contentListQuerySchema, idParams, pageOf, postSchema, postSummarySchema } from "../../../shared/content.js";
import { previewQuerySchema } from "../../../shared/previews.js";
import { isPreviewReader } from "../../access/policy.js";
import { isAdmin } from "../../access/viewer.js";
import { jsonOnce, sendJson } from "../../http/json-once.js";
import { readerOf } from "../analytics/readers.js";
import { previewViewer } from "../previews/service.js";
import { MemberProgress } from "../progress/list-progress.js";
import { createPost, deletePost, getPost, listPosts, POST_NOT_FOUND, updatePost } from "./service.js";

const params = idParams(POST_NOT_FOUND);
/** A 304 has no body. */
const notModified = z.undefined();

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, analytics, caches } = app.deps;
  const publishing = app.deps.work;

  // Pages and members' progress in memory, dropped by change notices (docs/decisions/062).
  const lists = { pages: caches.postLists, progress: new MemberProgress(db, "post", caches.postProgress) };
  app.get(
    "/api/posts",
    { config: { access: "member" }, schema: { querystring: contentListQuerySchema, response: { 200: pageOf(postSummarySchema) } } },
    async (request) => listPosts(db, lists, { viewer: request.viewer, page: request.query }),
  );

  // The most read posts stay in memory; change notices drop an edited one (docs/decisions/026).
  const rows = caches.postRows;
  // Each kept row's body, made once per variant (docs/decisions/066).
  const postJson = jsonOnce(postSchema);

  app.get(
    "/api/posts/:id",
    { config: { access: "viewer" }, schema: { params, querystring: previewQuerySchema, response: { 200: postSchema, 304: notModified } } },
    async (request, reply) => {
      const viewer = await previewViewer(db, request.viewer, request.query, "post", request.params.id);
      const { post, version, row } = await getPost(db, rows, { id: request.params.id, viewer });
      // A read is counted when the viewer got the text (docs/decisions/039): one in-memory increment.
      // An admin's look at a draft, or a read through a preview link, is no reader's open.
      if (!post.locked && post.status === "published" && !isPreviewReader(viewer)) analytics.countOpen("post", post.id, readerOf(request));
      // What a viewer gets depends on the row and on whether they may read it, so both are in the tag.
      // An admin's view also holds the revision count: a variant of its own.
      const variant = isAdmin(viewer) ? "admin" : post.locked ? "locked" : "open";
      const etag = `W/"${post.id}-${version}-${variant}"`;
      reply.header("etag", etag).header("cache-control", "private, no-cache").header("vary", "cookie");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      // What the view holds depends on the row and on the variant: the same things as the tag.
      return sendJson(reply, postJson(row, variant, post));
    },
  );

  // A post's markdown is at most LIMITS.postContent characters (≤ 4 bytes each in UTF-8).
  const write = { config: { access: "admin" as const }, bodyLimit: LIMITS.postContent * 4 + 64 * 1024 };

  app.post("/api/posts", { ...write, schema: { body: postInputSchema, response: { 201: postSchema } } }, async (request, reply) =>
    reply.code(201).send(await createPost(db, { input: request.body, authorId: request.user!.id, viewer: request.viewer, publishing })),
  );

  app.put("/api/posts/:id", { ...write, schema: { params, body: postInputSchema, response: { 200: postSchema } } }, async (request) =>
    updatePost(db, { id: request.params.id, input: request.body, viewer: request.viewer, publishing }),
  );

  app.delete("/api/posts/:id", { config: { access: "admin" }, schema: { params } }, async (request, reply) => {
    await deletePost(db, { id: request.params.id, viewer: request.viewer, certify: publishing.assignmentCertify });
    return reply.code(204).send();
  });
};
