import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { searchApiPath, searchPageSchema, searchQuerySchema } from "../../../shared/search.js";
import { search } from "./service.js";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches } = app.deps;
  const windows = caches.searchWindows;
  app.get(searchApiPath, { config: { access: "viewer" }, schema: { querystring: searchQuerySchema, response: { 200: searchPageSchema } } }, async (request) =>
    search(db, windows, { viewer: request.viewer, query: request.query }),
  );
};
