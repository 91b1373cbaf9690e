import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { TRAINING_RECORD_CSV_PATH } from "../../../shared/certificates.js";
import { trainingRecordCsv } from "./export.js";

/** The member's own training record, to keep or hand to a board (the organisation's copy is its rosters); streamed a page at a time. */
export const trainingRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(TRAINING_RECORD_CSV_PATH, { config: { access: "member" } }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8; header=present")
      .header("content-disposition", `attachment; filename="training-record-${day}.csv"`)
      .header("cache-control", "private, no-store")
      .send(Readable.from(trainingRecordCsv(db, request.user!)));
  });
};
