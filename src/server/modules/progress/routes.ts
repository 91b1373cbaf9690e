import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { continueListSchema, oneProgressSchema, progressInputSchema, progressParamsSchema, progressSchema } from "../../../shared/progress.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { clearProgress, continueList, getProgress, resetProgress, saveProgress } from "./service.js";

/** A player saves every ~15 s and on pause: two a second is far above honest use. */
const SAVE_LIMIT = { name: "progress", max: 120, windowMs: 60 * 1000 };

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const member = { config: { access: "member" as const } };

  app.put(
    "/api/progress/:kind/:id",
    { ...member, bodyLimit: 4096, schema: { params: progressParamsSchema, body: progressInputSchema, response: { 200: progressSchema } } },
    async (request) => {
      const userId = request.user!.id;
      await hit(db, SAVE_LIMIT, userId);
      return saveProgress(db, { viewer: request.viewer, userId, kind: request.params.kind, id: request.params.id, input: request.body });
    },
  );

  app.get("/api/progress/:kind/:id", { ...member, schema: { params: progressParamsSchema, response: { 200: oneProgressSchema } } }, async (request) => ({
    progress: await getProgress(db, { viewer: request.viewer, userId: request.user!.id, ...request.params }),
  }));

  app.delete("/api/progress/:kind/:id", { ...member, schema: { params: progressParamsSchema } }, async (request, reply) => {
    await clearProgress(db, { userId: request.user!.id, ...request.params });
    return reply.code(204).send();
  });

  app.get("/api/progress", { ...member, schema: { response: { 200: continueListSchema } } }, async (request) =>
    continueList(db, { viewer: request.viewer, userId: request.user!.id }),
  );

  app.delete("/api/progress", member, async (request, reply) => {
    await resetProgress(db, { userId: request.user!.id });
    return reply.code(204).send();
  });
};
