import { z } from "zod";

import { plainText } from "./text.js";

// Certificates (issue 33, docs/decisions/095-certificates.md): numbered
// `LBL-XXXX-XXXX-XXXX` (12 Crockford base32 characters from a random
// source), verifiable by anyone at `/verify/<number>`.

export const CERTIFICATE_NOT_FOUND = "Certificate not found.";
export const CERTIFICATE_PREFIX = "LBL";
/** Crockford's base32: no I, L, O, U. */
export const CERTIFICATE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A number as someone typed or read it, in its one written form: case,
 * spaces and dashes do not matter, and the letters Crockford's alphabet
 * leaves out read as the digits they look like (I and L as 1, O as 0).
 * Null when it cannot be a certificate number.
 */
export function normaliseCertificateNumber(input: string): string | null {
  if (input.length > 64) return null;
  let body = input.toUpperCase().replace(/[\s-]/g, "");
  if (body.startsWith(CERTIFICATE_PREFIX)) body = body.slice(CERTIFICATE_PREFIX.length);
  body = body.replace(/[IL]/g, "1").replace(/O/g, "0");
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(body)) return null;
  return `${CERTIFICATE_PREFIX}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}`;
}

/** A `:number` parameter: normalised, and a number that cannot exist is the same 404 as one that does not. */
export const certificateNumberParams = z.object({
  number: z.string().transform((value, ctx) => {
    const number = normaliseCertificateNumber(value);
    if (!number) {
      ctx.addIssue({ code: "custom", message: CERTIFICATE_NOT_FOUND });
      return z.NEVER;
    }
    return number;
  }),
});

/** "4 credit hours", "1 credit hour", "1.5 credit hours": as the PDF, the account page and the verification page write them. */
export const hoursText = (hours: number) => `${Number(hours.toFixed(2))} credit hour${hours === 1 ? "" : "s"}`;

export const CERTIFICATE_STATUSES = ["valid", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** One of the member's own certificates (`GET /api/me/certificates`); these names are relied on by other tools. */
export const myCertificateSchema = z.object({
  number: z.string(),
  course: z.string(),
  hours: z.number().nullable(),
  issuedAt: z.string(),
  pdfUrl: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificatesSchema = z.object({ items: z.array(myCertificateSchema) });

/** What anyone sees at `/verify/<number>`: nothing more than this. */
export const verifiedCertificateSchema = z.object({
  number: z.string(),
  name: z.string(),
  course: z.string(),
  hours: z.number().nullable(),
  issuedAt: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;

/** What the site admin sees when looking a certificate up to revoke it. */
export const adminCertificateSchema = verifiedCertificateSchema.extend({
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

export const REVOKE_REASON_MAX = 1000;
export const revokeCertificateInputSchema = z.object({
  reason: plainText("Reason", "Give a reason for revoking the certificate.")
    .trim()
    .min(1, { error: "Give a reason for revoking the certificate." })
    .max(REVOKE_REASON_MAX, { error: `The reason can be at most ${REVOKE_REASON_MAX} characters.` }),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateInputSchema>;

/** The member's own training record as CSV: every event about them, with each one's hash. */
export const TRAINING_RECORD_CSV_PATH = "/api/me/training-record.csv";
/** The same record as a printable, tagged PDF, with the member's organisation and the record's head. */
export const TRAINING_RECORD_PDF_PATH = "/api/me/training-record.pdf";

export const certificateApiPaths = {
  mine: "/api/me/certificates",
  pdf: (number: string) => `/api/me/certificates/${encodeURIComponent(number)}/pdf`,
  pdfRoute: "/api/me/certificates/:number/pdf",
  verify: (number: string) => `/api/verify/${encodeURIComponent(number)}`,
  verifyRoute: "/api/verify/:number",
  admin: (number: string) => `/api/admin/certificates/${encodeURIComponent(number)}`,
  adminRoute: "/api/admin/certificates/:number",
  revoke: (number: string) => `/api/admin/certificates/${encodeURIComponent(number)}/revoke`,
  revokeRoute: "/api/admin/certificates/:number/revoke",
} as const;
