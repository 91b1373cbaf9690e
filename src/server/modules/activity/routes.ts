import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { activityActorsSchema, activityApiPaths, activityPageSchema, activityQuerySchema } from "../../../shared/activity.js";
import { listActivity, listActivityActors } from "./service.js";

// Read-only on purpose: the log is append-only for the app (no update or delete route).
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    activityApiPaths.list,
    { config: { access: "admin" }, schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema } } },
    async (request) => listActivity(db, request.query),
  );

  app.get(activityApiPaths.actors, { config: { access: "admin" }, schema: { response: { 200: activityActorsSchema } } }, async () => ({
    actors: await listActivityActors(db),
  }));
};
