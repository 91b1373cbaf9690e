import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { idParams } from "../../../shared/content.js";
import { createdPreviewLinkSchema, PREVIEW_NOT_FOUND, previewApiPaths, previewLinksSchema, previewTargetSchema } from "../../../shared/previews.js";
import { trustedOrigins } from "../../auth/origins.js";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "./service.js";

/** The admin's preview links of a record: make one, list those that work, revoke one. */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const origin = trustedOrigins(config)[0]!;
  // Making or revoking a link changes no content anyone reads.
  const admin = { access: "admin", cacheNeutral: true } as const;

  app.post(
    previewApiPaths.links,
    { config: admin, schema: { body: previewTargetSchema, response: { 201: createdPreviewLinkSchema } } },
    async (request, reply) => reply.code(201).send(await createPreviewLink(db, { target: request.body, viewer: request.viewer, origin })),
  );

  app.get(
    previewApiPaths.links,
    { config: { access: "admin" }, schema: { querystring: previewTargetSchema, response: { 200: previewLinksSchema } } },
    async (request) => ({
      items: await listPreviewLinks(db, request.query),
    }),
  );

  app.delete(
    previewApiPaths.linkRoute,
    { config: admin, schema: { params: idParams(PREVIEW_NOT_FOUND), response: { 204: z.undefined() } } },
    async (request, reply) => {
      await revokePreviewLink(db, { id: request.params.id, viewer: request.viewer });
      return reply.code(204).send();
    },
  );
};
