import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  adminCertificateSchema,
  certificateApiPaths,
  certificateNumberParams,
  myCertificatesSchema,
  revokeCertificateInputSchema,
  verifiedCertificateSchema,
} from "../../../shared/certificates.js";
import { paths } from "../../../shared/paths.js";
import { trustedOrigins } from "../../auth/origins.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { printedLogo } from "../orgs/logo.js";
import { adminCertificate, myCertificates, ownCertificate, revokeCertificate, verifyCertificate } from "./service.js";

/** Lookups of `/verify/<number>` per IP per minute: plenty for people, too few to walk the number space (60 random bits anyway). */
const VERIFY_RATE = { name: "certificate-verify", max: 60, windowMs: 60_000 };

/** Certificates (issue 33, docs/decisions/095): the member's own list and PDFs, the public check, the admin's revocation. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app.deps;
  const origin = config.publicUrl ? new URL(config.publicUrl).origin : trustedOrigins(config)[0]!;
  const verifyUrl = (number: string) => new URL(paths.verify(number), origin).toString();

  app.get(certificateApiPaths.mine, { config: { access: "member" }, schema: { response: { 200: myCertificatesSchema } } }, async (request) => ({
    items: await myCertificates(db, request.user!.id),
  }));

  app.get(certificateApiPaths.pdfRoute, { config: { access: "member" }, schema: { params: certificateNumberParams } }, async (request, reply) => {
    const row = await ownCertificate(db, request.user!.id, request.params.number);
    // PDFKit and qrcode load on the first certificate, not at every start (docs/decisions/092).
    const [{ certificatePdf }, logo] = await Promise.all([import("./pdf.js"), printedLogo(db, storage, row.orgId)]);
    const pdf = certificatePdf(
      { number: row.number, name: row.name, course: row.course, hours: row.hours, issuedAt: row.issuedAt, revoked: row.revokedAt !== null },
      verifyUrl(row.number),
      logo,
    );
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="certificate-${row.number}.pdf"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  app.get(
    certificateApiPaths.verifyRoute,
    { config: { access: "public" }, schema: { params: certificateNumberParams, response: { 200: verifiedCertificateSchema } } },
    async (request, reply) => {
      await hit(db, VERIFY_RATE, request.ip);
      // A revocation must show at once: no shared cache keeps the answer.
      reply.header("cache-control", "no-store");
      return verifyCertificate(db, request.params.number);
    },
  );

  app.get(
    certificateApiPaths.adminRoute,
    { config: { access: "admin" }, schema: { params: certificateNumberParams, response: { 200: adminCertificateSchema } } },
    async (request) => adminCertificate(db, request.params.number),
  );

  app.post(
    certificateApiPaths.revokeRoute,
    {
      config: { access: "admin", cacheNeutral: true },
      bodyLimit: 16 * 1024,
      schema: { params: certificateNumberParams, body: revokeCertificateInputSchema, response: { 200: adminCertificateSchema } },
    },
    async (request) => revokeCertificate(db, { number: request.params.number, reason: request.body.reason, viewer: request.viewer }),
  );
};
