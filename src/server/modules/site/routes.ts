import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { creatorSchema, creatorWriteSchema, siteApiPaths } from "../../../shared/site.js";
import { keptCreator, saveCreator } from "./service.js";

/** The site's settings (docs/decisions/096): the creator, read by anyone, written by admins. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches } = app.deps;

  // The same for everyone: the pages' footers read it after they load (those the server did not render with it).
  app.get(siteApiPaths.creator, { config: { access: "visitor" }, schema: { response: { 200: creatorSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return keptCreator(db, caches.siteCreator);
  });

  app.put(siteApiPaths.adminCreator, { config: { access: "admin" }, schema: { body: creatorWriteSchema, response: { 200: creatorSchema } } }, async (request) =>
    saveCreator(db, { input: request.body, viewer: request.viewer }),
  );
};
