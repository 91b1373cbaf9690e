import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { idParams, pageOf } from "../../../shared/content.js";
import {
  SERIES_NOT_FOUND,
  seriesApiPaths,
  seriesCandidatesQuerySchema,
  seriesCandidatesSchema,
  seriesInputSchema,
  seriesListQuerySchema,
  seriesPlaceParamsSchema,
  seriesPlaceSchema,
  seriesSchema,
  seriesSummarySchema,
} from "../../../shared/series.js";
import { seriesCachesOf } from "./caches.js";
import { createSeries, deleteSeries, getSeries, listSeries, seriesCandidates, seriesPlace, updateSeries } from "./service.js";

const params = idParams(SERIES_NOT_FOUND);

/**
 * Series (issue 30, docs/decisions/103): anyone reads a published series and
 * where a record stands in it, shaped by the access policy for whoever asks;
 * admins write them (the parts in order, replaced whole by each save).
 */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const caches = seriesCachesOf(db, app.deps.caches);
  // Answers differ per viewer (drafts for admins, members' progress): never a shared cache's.
  const privateAnswer = { "cache-control": "private, no-cache", vary: "cookie" };

  app.get(
    seriesApiPaths.list,
    { config: { access: "viewer" }, schema: { querystring: seriesListQuerySchema, response: { 200: pageOf(seriesSummarySchema) } } },
    async (request, reply) => reply.headers(privateAnswer).send(await listSeries(db, caches, { viewer: request.viewer, page: request.query })),
  );

  app.get(
    seriesApiPaths.candidates,
    { config: { access: "admin" }, schema: { querystring: seriesCandidatesQuerySchema, response: { 200: seriesCandidatesSchema } } },
    async (request) => ({ items: await seriesCandidates(db, { q: request.query.q }) }),
  );

  app.get(
    "/api/series/parts/:kind/:id",
    { config: { access: "viewer" }, schema: { params: seriesPlaceParamsSchema, response: { 200: seriesPlaceSchema } } },
    async (request, reply) =>
      reply.headers(privateAnswer).send({ place: await seriesPlace(db, caches, { viewer: request.viewer, kind: request.params.kind, id: request.params.id }) }),
  );

  app.get("/api/series/:id", { config: { access: "viewer" }, schema: { params, response: { 200: seriesSchema } } }, async (request, reply) =>
    reply.headers(privateAnswer).send(await getSeries(db, caches, { viewer: request.viewer, id: request.params.id })),
  );

  app.post(seriesApiPaths.list, { config: { access: "admin" }, schema: { body: seriesInputSchema, response: { 201: seriesSchema } } }, async (request, reply) =>
    reply.code(201).send(await createSeries(db, { input: request.body, viewer: request.viewer })),
  );

  app.put("/api/series/:id", { config: { access: "admin" }, schema: { params, body: seriesInputSchema, response: { 200: seriesSchema } } }, async (request) =>
    updateSeries(db, { id: request.params.id, input: request.body, viewer: request.viewer, certify: app.deps.work.assignmentCertify }),
  );

  app.delete("/api/series/:id", { config: { access: "admin" }, schema: { params, response: { 204: z.undefined() } } }, async (request, reply) => {
    await deleteSeries(db, { id: request.params.id, viewer: request.viewer });
    return reply.code(204).send();
  });
};
