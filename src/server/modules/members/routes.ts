import { Readable } from "node:stream";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { utcDay } from "../../../shared/dates.js";
import {
  grantAdminSchema,
  memberDetailSchema,
  memberParams,
  memberSearchSchema,
  membersPageSchema,
  membersQuerySchema,
  memberSummarySchema,
  revokedSessionsSchema,
} from "../../../shared/members.js";
import { CLIENT_IP_HEADER } from "../../auth/origins.js";
import { deleteMember, exportMembersCsv, getMember, grantAdmin, listMembers, resendVerification, revokeAdmin, revokeSessions } from "./service.js";

const admin = { access: "admin" as const };
const params = memberParams;

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, getAuth } = app.deps;

  app.get("/api/admin/members", { config: admin, schema: { querystring: membersQuerySchema, response: { 200: membersPageSchema } } }, async (request) =>
    listMembers(db, request.query),
  );

  // Streamed a batch at a time (never built whole); the name carries the day.
  app.get("/api/admin/members/export.csv", { config: admin, schema: { querystring: memberSearchSchema } }, async (request, reply) => {
    const day = utcDay(new Date());
    return reply
      .type("text/csv; charset=utf-8; header=present")
      .header("content-disposition", `attachment; filename="members-${day}.csv"`)
      .send(Readable.from(exportMembersCsv(db, { q: request.query.q })));
  });

  app.get("/api/admin/members/:id", { config: admin, schema: { params, response: { 200: memberDetailSchema } } }, async (request) =>
    getMember(db, request.params.id),
  );

  app.delete("/api/admin/members/:id", { config: admin, schema: { params } }, async (request, reply) => {
    await deleteMember(db, { id: request.params.id, viewer: request.viewer });
    return reply.code(204).send();
  });

  app.delete("/api/admin/members/:id/sessions", { config: admin, schema: { params, response: { 200: revokedSessionsSchema } } }, async (request) => ({
    revoked: await revokeSessions(db, { id: request.params.id, viewer: request.viewer }),
  }));

  app.post("/api/admin/members/:id/verification", { config: admin, schema: { params } }, async (request, reply) => {
    await resendVerification(db, { auth: await getAuth(), id: request.params.id });
    return reply.code(204).send();
  });

  app.put(
    "/api/admin/members/:id/admin",
    { config: admin, schema: { params, body: grantAdminSchema, response: { 200: memberSummarySchema } }, bodyLimit: 16 * 1024 },
    async (request) => {
      // The account API checks the acting admin's password against their own session, and counts wrong ones per account and IP.
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      return grantAdmin(db, { auth: await getAuth(), headers, id: request.params.id, password: request.body.password, viewer: request.viewer });
    },
  );

  app.delete("/api/admin/members/:id/admin", { config: admin, schema: { params, response: { 200: memberSummarySchema } } }, async (request) =>
    revokeAdmin(db, { id: request.params.id, viewer: request.viewer }),
  );
};
