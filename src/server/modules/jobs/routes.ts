import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { idParams } from "../../../shared/content.js";
import { JOB_NOT_FOUND, jobsApiPaths, jobsPageSchema, jobsQuerySchema, jobsSummarySchema } from "../../../shared/jobs.js";
import { jobsSummary, listJobs, retryJob } from "./service.js";

const params = idParams(JOB_NOT_FOUND);

/** The admin's view of the jobs module: what is queued, running, failing or dead, and a retry for the dead. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app.deps;

  app.get(jobsApiPaths.list, { config: { access: "admin" }, schema: { querystring: jobsQuerySchema, response: { 200: jobsPageSchema } } }, async (request) =>
    listJobs(db, request.query),
  );

  app.get(jobsApiPaths.summary, { config: { access: "admin" }, schema: { response: { 200: jobsSummarySchema } } }, async () => jobsSummary(db, jobs));

  app.post(
    jobsApiPaths.retryRoute,
    // A retry changes no cached read: it answers at once.
    { config: { access: "admin", cacheNeutral: true }, schema: { params, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await retryJob(db, { id: request.params.id, viewer: request.viewer });
      // Due now: this instance looks at once rather than at its next poll.
      jobs.wake();
      return reply.code(204).send();
    },
  );
};
