import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  acknowledgmentInputSchema,
  acknowledgmentSchema,
  assignmentApiPaths,
  assignmentParams,
  assignmentsPageSchema,
  attemptInputSchema,
  attemptResultSchema,
  checkSchema,
  createAssignmentSchema,
  ITEM_NOT_FOUND,
  myAcknowledgmentSchema,
  myAssignmentsSchema,
  personTrainingSchema,
  reportQuerySchema,
  rosterPageSchema,
  rosterQuerySchema,
} from "../../../shared/assignments.js";
import { pageQuerySchema } from "../../../shared/content.js";
import { utcDay } from "../../../shared/dates.js";
import { createdIdSchema, orgParams, personParams } from "../../../shared/orgs.js";
import { standingIn, standingOfRequest } from "../../access/org-policy.js";
import { orgMembers } from "../../db/schema.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { printedLogo } from "../orgs/logo.js";
import { attemptCheck, getCheck } from "./checks.js";
import { acknowledge, myAcknowledgment } from "./completion.js";
import { completionReport } from "./report.js";
import { roster, rosterCsv } from "./roster.js";
import { createAssignment, deleteAssignment, listAssignments, myOpenAssignments, personTraining } from "./service.js";

/**
 * Assignments, rosters, knowledge checks, a member's "Assigned to you" and
 * PDF acknowledgments (issue 33; docs/decisions/097). Every organisation
 * route asks the organisation policy for the viewer's standing first.
 */
/** An acknowledgment hashes the whole file; an attempt is scored and recorded: far above honest use, well below a flood. */
const ACKNOWLEDGE_LIMIT = { name: "acknowledgments", max: 20, windowMs: 60 * 1000 };
const ATTEMPT_LIMIT = { name: "check-attempts", max: 30, windowMs: 60 * 1000 };

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app.deps;
  const member = { access: "member" } as const;
  // Assignments, attempts and acknowledgments change no public content.
  const write = { access: "member", cacheNeutral: true } as const;
  const standing = standingOfRequest(db, config);

  app.post(
    assignmentApiPaths.listRoute,
    { config: write, bodyLimit: 256 * 1024, schema: { params: orgParams, body: createAssignmentSchema, response: { 201: createdIdSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAssignment(db, await standing(request), request.body, { certify: app.deps.work.assignmentCertify })),
  );

  app.get(
    assignmentApiPaths.listRoute,
    { config: member, schema: { params: orgParams, querystring: pageQuerySchema, response: { 200: assignmentsPageSchema } } },
    async (request) => listAssignments(db, await standing(request), request.query),
  );

  app.delete(assignmentApiPaths.oneRoute, { config: write, schema: { params: assignmentParams, response: { 204: z.undefined() } } }, async (request, reply) => {
    await deleteAssignment(db, await standing(request), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    assignmentApiPaths.rosterRoute,
    { config: member, schema: { params: assignmentParams, querystring: rosterQuerySchema, response: { 200: rosterPageSchema } } },
    async (request) => roster(db, await standing(request), request.params.id, request.query),
  );

  // Streamed a page at a time; access is checked before the first byte.
  app.get(assignmentApiPaths.rosterCsvRoute, { config: member, schema: { params: assignmentParams } }, async (request, reply) => {
    const { lines } = await rosterCsv(db, await standing(request), request.params.id);
    return reply
      .type("text/csv; charset=utf-8; header=present")
      .header("content-disposition", `attachment; filename="roster-${request.params.id}-${utcDay(new Date())}.csv"`)
      .send(Readable.from(lines));
  });

  // The printable report: checked and read first, then the PDF (PDFKit loaded on use) streamed as it is written.
  app.get(assignmentApiPaths.reportRoute, { config: member, schema: { params: orgParams, querystring: reportQuerySchema } }, async (request, reply) => {
    const s = await standing(request);
    const report = await completionReport(db, s, request.query);
    const [{ reportPdf }, logo] = await Promise.all([import("./report-pdf.js"), printedLogo(db, storage, s.orgId)]);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="completions-${report.from}-to-${report.to}.pdf"`)
      .header("x-report-sha256", report.sha256)
      .send(reportPdf(report, new Date(), logo));
  });

  app.get(
    assignmentApiPaths.personTrainingRoute,
    { config: member, schema: { params: personParams, response: { 200: personTrainingSchema } } },
    async (request) => personTraining(db, await standing(request), request.params.userId),
  );

  app.get(assignmentApiPaths.checkRoute, { config: member, schema: { params: assignmentParams, response: { 200: checkSchema } } }, async (request) =>
    getCheck(db, await standing(request), request.params.id),
  );

  app.post(
    assignmentApiPaths.attemptsRoute,
    { config: write, bodyLimit: 16 * 1024, schema: { params: assignmentParams, body: attemptInputSchema, response: { 201: attemptResultSchema } } },
    async (request, reply) => {
      await hit(db, ATTEMPT_LIMIT, request.user!.id);
      return reply.code(201).send(await attemptCheck(db, await standing(request), request.params.id, request.body.answers));
    },
  );

  // The member's open assignments; through the policy like every organisation read (none outside an organisation).
  app.get(assignmentApiPaths.mine, { config: member, schema: { response: { 200: myAssignmentsSchema } } }, async (request) => {
    const [membership] = await db.select({ orgId: orgMembers.orgId }).from(orgMembers).where(eq(orgMembers.userId, request.user!.id));
    return myOpenAssignments(db, membership ? await standingIn(db, config, request.viewer, membership.orgId) : null);
  });

  app.post(
    assignmentApiPaths.acknowledgments,
    { config: write, bodyLimit: 4096, schema: { body: acknowledgmentInputSchema, response: { 201: acknowledgmentSchema } } },
    async (request, reply) => {
      await hit(db, ACKNOWLEDGE_LIMIT, request.user!.id);
      return reply.code(201).send(await acknowledge(db, storage, { viewer: request.viewer, userId: request.user!.id, itemId: request.body.itemId }));
    },
  );

  app.get(
    assignmentApiPaths.acknowledgmentRoute,
    { config: member, schema: { params: z.object({ itemId: z.uuid({ error: ITEM_NOT_FOUND }) }), response: { 200: myAcknowledgmentSchema } } },
    async (request) => ({ acknowledgment: await myAcknowledgment(db, request.user!.id, request.params.itemId) }),
  );
};
