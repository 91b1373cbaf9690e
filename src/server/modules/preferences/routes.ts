import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { preferencesApiPaths, preferencesInputSchema, preferencesSchema } from "../../../shared/preferences.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { getPreferences, recordVisit, updatePreferences } from "./service.js";

/** Speed changes and dashboard visits: a few a minute in honest use. */
const WRITE_LIMIT = { name: "preferences", max: 60, windowMs: 60 * 1000 };

/** The signed-in member's preferences (docs/decisions/040). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const member = { config: { access: "member" as const } };
  const reply200 = { response: { 200: preferencesSchema } };

  app.get(preferencesApiPaths.preferences, { ...member, schema: reply200 }, async (request) => getPreferences(db, { userId: request.user!.id }));

  app.put(preferencesApiPaths.preferences, { ...member, bodyLimit: 1024, schema: { body: preferencesInputSchema, ...reply200 } }, async (request) => {
    const userId = request.user!.id;
    await hit(db, WRITE_LIMIT, userId);
    return updatePreferences(db, { userId, input: request.body });
  });

  app.post(preferencesApiPaths.visit, { ...member, schema: reply200 }, async (request) => {
    const userId = request.user!.id;
    await hit(db, WRITE_LIMIT, userId);
    return recordVisit(db, { userId });
  });
};
