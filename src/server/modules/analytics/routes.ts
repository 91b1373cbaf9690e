import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsApiPaths, analyticsQuerySchema, analyticsReportSchema, pageViewInputSchema } from "../../../shared/analytics.js";
import { analyticsReport } from "./service.js";

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, analytics } = app.deps;

  // Counts still in memory are written first, so the report includes an open of a moment ago.
  app.get(
    analyticsApiPaths.report,
    { config: { access: "admin" }, schema: { querystring: analyticsQuerySchema, response: { 200: analyticsReportSchema } } },
    async (request) => {
      await analytics.flush();
      return analyticsReport(db, { days: request.query.days });
    },
  );

  // The SPA reports a view of a public page by its name only: no session is read, nothing about the visitor is kept.
  app.post(analyticsApiPaths.pageView, { config: { access: "public", cacheNeutral: true }, bodyLimit: 1024, schema: { body: pageViewInputSchema } }, async (request, reply) => {
    analytics.countPageView(request.body.page);
    return reply.code(204).send();
  });
};
