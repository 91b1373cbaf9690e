import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, pageOf, pageQuerySchema, podcastSchema } from "../../../shared/content.js";
import { requireUser } from "../../auth/guards.js";
import { sendStoredFile } from "../../http/media.js";
import { listPodcasts, podcastAudio } from "./service.js";

export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/podcasts",
    { preHandler: requireUser, schema: { querystring: pageQuerySchema, response: { 200: pageOf(podcastSchema) } } },
    async (request) => listPodcasts(app.deps.db, request.query),
  );

  app.get("/api/podcasts/:id/audio", { schema: { params: idParamsSchema }, compress: false }, async (request, reply) =>
    sendStoredFile(request, reply, app.deps.storage, await podcastAudio(app.deps.db, request.params.id)),
  );
};
