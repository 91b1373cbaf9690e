import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCEPT, MISSING_PODCAST_FIELDS, podcastFieldsSchema } from "../../../shared/admin.js";
import { idParamsSchema, pageOf, pageQuerySchema, podcastSchema } from "../../../shared/content.js";
import { requireAdmin, requireUser } from "../../auth/guards.js";
import { badRequest } from "../../errors.js";
import { sendStoredFile } from "../../http/media.js";
import { readUpload, uniqueName } from "../../uploads/multipart.js";
import { createPodcast, deletePodcast, listPodcasts, podcastAudio } from "./service.js";

export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/podcasts",
    { preHandler: requireUser, schema: { querystring: pageQuerySchema, response: { 200: pageOf(podcastSchema) } } },
    async (request) => listPodcasts(app.deps.db, request.query),
  );

  app.get("/api/podcasts/:id/audio", { schema: { params: idParamsSchema }, compress: false }, async (request, reply) =>
    sendStoredFile(request, reply, app.deps.storage, await podcastAudio(app.deps.db, request.params.id)),
  );

  app.post("/api/podcasts", { onRequest: requireAdmin, schema: { response: { 201: podcastSchema } } }, async (request, reply) => {
    const userId = request.user!.id;
    const { fields, file } = await readUpload(request, app.deps.storage, {
      fields: podcastFieldsSchema,
      accepts: () => ACCEPT.podcast,
      // Spec: {userId}/{timestamp}.{ext}, plus a random suffix against collisions.
      key: (_fields, ext) => `${userId}/${uniqueName("", ext)}`,
      maxBytes: app.deps.config.maxUploadBytes,
    }).catch((error: unknown) => {
      throw isMissingTitle(error) ? badRequest(MISSING_PODCAST_FIELDS) : error;
    });
    if (!file) throw badRequest(MISSING_PODCAST_FIELDS);
    return reply.code(201).send(await createPodcast(app.deps.db, app.deps.storage, fields, file, userId));
  });

  app.delete("/api/podcasts/:id", { onRequest: requireAdmin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deletePodcast(app.deps.db, app.deps.storage, request.params.id);
    return reply.code(204).send();
  });
};

/** The spec words a missing title like a missing file. */
function isMissingTitle(error: unknown): boolean {
  return error instanceof Error && error.message === "Title is required.";
}
