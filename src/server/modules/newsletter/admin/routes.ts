import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { idParams, pageQuerySchema } from "../../../../shared/content.js";
import {
  bouncedAddressesPageSchema,
  failedDeliveriesPageSchema,
  newsletterAdminApiPaths,
  newsletterSendsPageSchema,
  newsletterSummarySchema,
  recordSendQuerySchema,
  recordSendSchema,
  SEND_NOT_FOUND,
} from "../../../../shared/newsletter-admin.js";
import { listBounced, listFailedDeliveries, listSends, newsletterSummary, recordSendState } from "../admin.js";

const admin = { access: "admin" } as const;

/**
 * The admin's newsletter page and the editors' "was it e-mailed?": reads
 * only, each a query of ../admin.ts. In a folder of their own because a
 * module's routes are its routes.ts files (the lint's layer rule).
 */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(newsletterAdminApiPaths.summary, { config: admin, schema: { response: { 200: newsletterSummarySchema } } }, async () => newsletterSummary(db));

  app.get(
    newsletterAdminApiPaths.sends,
    { config: admin, schema: { querystring: pageQuerySchema, response: { 200: newsletterSendsPageSchema } } },
    async (request) => listSends(db, request.query),
  );

  app.get(
    newsletterAdminApiPaths.failuresRoute,
    { config: admin, schema: { params: idParams(SEND_NOT_FOUND), querystring: pageQuerySchema, response: { 200: failedDeliveriesPageSchema } } },
    async (request) => listFailedDeliveries(db, request.params.id, request.query),
  );

  app.get(
    newsletterAdminApiPaths.bounced,
    { config: admin, schema: { querystring: pageQuerySchema, response: { 200: bouncedAddressesPageSchema } } },
    async (request) => listBounced(db, request.query),
  );

  app.get(
    newsletterAdminApiPaths.recordSend,
    { config: admin, schema: { querystring: recordSendQuerySchema, response: { 200: recordSendSchema } } },
    async (request) => recordSendState(db, request.query),
  );
};
