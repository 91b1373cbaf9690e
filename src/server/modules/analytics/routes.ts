import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { analyticsApiPaths, analyticsQuerySchema, analyticsReportSchema, pageViewInputSchema } from "../../../shared/analytics.js";
import { AppError } from "../../errors.js";
import { memoryWindow } from "../../rate-limit/memory-window.js";
import { tooManyRequestsMessage } from "../../rate-limit/rate-limiter.js";
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

  // The SPA reports a view of a public page by its name only: no session is read, nothing about the visitor is
  // kept (the address only as a key of this process's limit, for ten minutes at most).
  // A person reading opens a few pages a minute; a script posting views to skew the counts is held to the limit.
  const viewsByIp = memoryWindow({ max: app.deps.config.pageViewRateLimit, windowMs: 10 * 60_000 });
  app.post(
    analyticsApiPaths.pageView,
    { config: { access: "public", cacheNeutral: true }, bodyLimit: 1024, schema: { body: pageViewInputSchema } },
    async (request, reply) => {
      const wait = viewsByIp.hit(request.ip);
      if (wait > 0) throw new AppError("RATE_LIMITED", tooManyRequestsMessage(wait), { "retry-after": String(wait) });
      analytics.countPageView(request.body.page);
      return reply.code(204).send();
    },
  );
};
