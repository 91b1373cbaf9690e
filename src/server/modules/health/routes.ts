import type { FastifyPluginAsync } from "fastify";

import { loggableError } from "../../http/db-errors.js";

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Liveness: the process is up and serving.
  app.get("/healthz", { config: { access: "public" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  // Readiness: the database answers. A load balancer stops sending traffic
  // while this fails (database down, or this instance shutting down).
  app.get("/readyz", { config: { access: "public" } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await app.deps.database.ping();
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ error: loggableError(error) }, "readiness check failed");
      return reply.code(503).send({ error: { code: "UNAVAILABLE", message: "Database unavailable." } });
    }
  });
};
