import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { idParams } from "../../../shared/content.js";
import {
  REVISION_KINDS,
  REVISION_NOT_FOUND,
  revisionApiPaths,
  revisionSchema,
  revisionsQuerySchema,
  revisionSummarySchema,
} from "../../../shared/revisions.js";
import { restoreRevision } from "./restore.js";
import { getRevision, listRevisions } from "./service.js";

const params = idParams(REVISION_NOT_FOUND);

/** A record's revision history for admins: the list, one revision whole, and a restore. */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const publishing = app.deps.work;

  app.get(
    revisionApiPaths.list,
    { config: { access: "admin" }, schema: { querystring: revisionsQuerySchema, response: { 200: z.object({ items: z.array(revisionSummarySchema) }) } } },
    async (request) => ({ items: await listRevisions(db, request.query) }),
  );

  app.get(revisionApiPaths.oneRoute, { config: { access: "admin" }, schema: { params, response: { 200: revisionSchema } } }, async (request) =>
    getRevision(db, request.params.id),
  );

  app.post(
    revisionApiPaths.restoreRoute,
    {
      config: { access: "admin" },
      schema: { params, response: { 200: z.object({ kind: z.enum(REVISION_KINDS), id: z.string(), revision: z.number().int() }) } },
    },
    async (request) => restoreRevision({ db, storage, publishing, viewer: request.viewer }, request.params.id),
  );
};
