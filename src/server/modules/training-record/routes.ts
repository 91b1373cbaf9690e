import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { TRAINING_RECORD_CSV_PATH, TRAINING_RECORD_PDF_PATH } from "../../../shared/certificates.js";
import { recordEntries, recordHolder, trainingRecordCsv } from "./export.js";
import { chainHead } from "./service.js";

/** The member's own training record, to keep or hand to a board (the organisation's copy is its rosters); streamed a page at a time. */
export const trainingRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const download = (name: string) => `attachment; filename="training-record-${new Date().toISOString().slice(0, 10)}.${name}"`;
  app.get(TRAINING_RECORD_CSV_PATH, { config: { access: "member" } }, async (request, reply) =>
    reply
      .type("text/csv; charset=utf-8; header=present")
      .header("content-disposition", download("csv"))
      .header("cache-control", "private, no-store")
      .send(Readable.from(trainingRecordCsv(db, request.user!))),
  );
  // The same events as a printable, tagged PDF (PDFKit loaded on use), with the record's head read before them.
  app.get(TRAINING_RECORD_PDF_PATH, { config: { access: "member" } }, async (request, reply) => {
    const user = request.user!;
    const [holder, head, { trainingRecordPdf }] = await Promise.all([recordHolder(db, user), chainHead(db), import("./record-pdf.js")]);
    return reply
      .type("application/pdf")
      .header("content-disposition", download("pdf"))
      .header("cache-control", "private, no-store")
      .send(trainingRecordPdf(holder, head, recordEntries(db, user), new Date()));
  });
};
