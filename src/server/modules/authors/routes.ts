import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { adminAuthorSchema, AUTHOR_NOT_FOUND, authorApiPaths, authorPageSchema, authorWriteSchema } from "../../../shared/authors.js";
import { idParams, pageQuerySchema } from "../../../shared/content.js";
import { authorPage, createAuthor, deleteAuthor, listAuthors, updateAuthor } from "./service.js";

const params = idParams(AUTHOR_NOT_FOUND);
const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Authors (issue 30, docs/decisions/113): admins manage them; anyone reads an author's page, its records through the access policy. */
export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // Drafts are listed to admins: an answer per viewer, never a shared cache's.
  app.get(
    authorApiPaths.one,
    { config: { access: "viewer" }, schema: { params: slugParams, querystring: pageQuerySchema, response: { 200: authorPageSchema } } },
    async (request, reply) =>
      reply
        .headers({ "cache-control": "private, no-cache", vary: "cookie" })
        .send(await authorPage(db, { slug: request.params.slug, viewer: request.viewer, page: request.query })),
  );

  app.get(authorApiPaths.admin, { config: { access: "admin" }, schema: { response: { 200: z.object({ items: z.array(adminAuthorSchema) }) } } }, async () => ({
    items: await listAuthors(db),
  }));

  app.post(
    authorApiPaths.admin,
    { config: { access: "admin" }, schema: { body: authorWriteSchema, response: { 201: adminAuthorSchema } } },
    async (request, reply) => reply.code(201).send(await createAuthor(db, { input: request.body, viewer: request.viewer })),
  );

  app.put(
    authorApiPaths.adminOne,
    { config: { access: "admin" }, schema: { params, body: authorWriteSchema, response: { 200: adminAuthorSchema } } },
    async (request) => updateAuthor(db, { id: request.params.id, input: request.body, viewer: request.viewer }),
  );

  app.delete(authorApiPaths.adminOne, { config: { access: "admin" }, schema: { params, response: { 204: z.undefined() } } }, async (request, reply) => {
    await deleteAuthor(db, { id: request.params.id, viewer: request.viewer });
    return reply.code(204).send();
  });
};
