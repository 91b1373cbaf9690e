import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { libraryPageSchema, libraryParamsSchema, libraryQuerySchema } from "../../../shared/library-page.js";
import { LIBRARY_SECTIONS, seriesFilterOf, type LibraryQuery } from "../../../shared/library.js";
import { notFound } from "../../errors.js";
import { libraryLists, libraryPage } from "./service.js";

/** What a library address that names no page answers. */
export const LIBRARY_PAGE_NOT_FOUND = "This page of the library does not exist.";

/**
 * GET /api/library/:area: one page of an area's public library, shaped for
 * whoever asks (visitors get members-only entries locked); what the page
 * /field-manual, /briefing or /after-action shows, filtered to a series'
 * parts with `?series=` and to a tag's records with `?tag=`. A cursor that
 * names no page, one past the end, a series the viewer may not see, or a tag
 * of no record they may see listed there, is a 404.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches } = app.deps;
  const lists = libraryLists(db, caches);
  app.get(
    "/api/library/:area",
    { config: { access: "viewer" }, schema: { params: libraryParamsSchema, querystring: libraryQuerySchema, response: { 200: libraryPageSchema } } },
    async (request, reply) => {
      const { area } = request.params;
      const cursors: LibraryQuery = {};
      if (request.query.series !== undefined) {
        // A malformed id is a series that does not exist (as a malformed id in a path is a record that does not).
        const series = seriesFilterOf(request.query.series);
        if (!series) throw notFound(LIBRARY_PAGE_NOT_FOUND);
        cursors.series = series;
      }
      if (request.query.tag) cursors.tag = request.query.tag;
      for (const { name, param } of LIBRARY_SECTIONS[area]) {
        const cursor = request.query[param];
        if (cursor) cursors[name] = cursor;
      }
      const page = await libraryPage(db, lists, { viewer: request.viewer, area, cursors });
      if (!page) throw notFound(LIBRARY_PAGE_NOT_FOUND);
      // A member's answer is theirs (members-only entries whole, their progress): never a shared cache's.
      reply.header("cache-control", "private, no-cache").header("vary", "cookie");
      return page;
    },
  );
};
