import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";

import {
  CERTIFICATE_ALPHABET,
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_PREFIX,
  certificateApiPaths,
  type AdminCertificate,
  type MyCertificate,
  type VerifiedCertificate,
} from "../../../shared/certificates.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { certificates } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { appendEvent, lockRecord } from "../training-record/service.js";

// Certificates (issue 33, docs/decisions/095-certificates.md). The row is
// what `/verify/<number>` reads; the training record's `certificate-issued`
// and `certificate-revoked` events, written in the same transaction, are its
// history.

/** `LBL-XXXX-XXXX-XXXX`: 60 random bits in Crockford base32 (no I, L, O, U), easy to read aloud and to type. */
export function newCertificateNumber(): string {
  const bytes = randomBytes(12);
  // 32 symbols: each byte's low five bits are uniform.
  const chars = Array.from(bytes, (b) => CERTIFICATE_ALPHABET[b & 31]).join("");
  return `${CERTIFICATE_PREFIX}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export interface IssueInput {
  userId: string;
  /** The holder's name as it is to be printed. */
  name: string;
  course: string;
  hours: number | null;
  orgId?: string | null;
  assignmentId?: string | null;
  seriesId?: string | null;
}

export interface Issued {
  number: string;
  issuedAt: Date;
  /** False when this person already had the assignment's certificate: that one is returned. */
  created: boolean;
}

/**
 * Issues a certificate inside the caller's transaction (the completion that
 * earns it commits with it), with its `certificate-issued` event. One per
 * person and assignment: a second call returns the first.
 */
export async function issueCertificate(tx: Db, input: IssueInput): Promise<Issued> {
  const name = input.name.trim();
  const course = input.course.trim();
  if (!name || !course) throw new AppError("BAD_REQUEST", "A certificate needs the holder's name and the course.");
  if (name.length > 200 || course.length > 300) throw new AppError("BAD_REQUEST", "The name can be at most 200 characters and the course 300.");
  if (input.hours !== null && !(Number.isFinite(input.hours) && input.hours >= 0 && input.hours <= 10_000)) {
    throw new AppError("BAD_REQUEST", "Credit hours must be a number from 0 to 10,000.");
  }
  const existing = async () => {
    if (!input.assignmentId) return undefined;
    const [row] = await tx
      .select({ number: certificates.number, issuedAt: certificates.issuedAt })
      .from(certificates)
      .where(sql`${certificates.assignmentId} = ${input.assignmentId} and ${certificates.userId} = ${input.userId}`)
      .limit(1);
    return row;
  };
  // The record's lock before the certificate's row, as every writer of both takes them (training-record lockRecord).
  await lockRecord(tx);
  const before = await existing();
  if (before) return { ...before, created: false };
  const issuedAt = new Date();
  const number = newCertificateNumber();
  // A concurrent issue of the same assignment's certificate waits for the other and then inserts nothing.
  const inserted = await tx
    .insert(certificates)
    .values({
      number,
      userId: input.userId,
      name,
      course,
      hours: input.hours,
      issuedAt,
      orgId: input.orgId ?? null,
      assignmentId: input.assignmentId ?? null,
      seriesId: input.seriesId ?? null,
    })
    .onConflictDoNothing()
    .returning({ number: certificates.number });
  if (!inserted.length) {
    const after = await existing();
    if (after) return { ...after, created: false };
    throw new AppError("CONFLICT", "The certificate could not be numbered; please try again.");
  }
  await appendEvent(tx, {
    kind: "certificate-issued",
    userId: input.userId,
    orgId: input.orgId ?? null,
    payload: { number, name, course, hours: input.hours, assignmentId: input.assignmentId ?? null, seriesId: input.seriesId ?? null },
  });
  return { number, issuedAt, created: true };
}

type Row = typeof certificates.$inferSelect;

const statusOf = (row: Pick<Row, "revokedAt">) => (row.revokedAt ? "revoked" : "valid");

/** What anyone may know of a certificate's row. */
const verifiedOf = (row: Row): VerifiedCertificate => ({
  number: row.number,
  name: row.name,
  course: row.course,
  hours: row.hours,
  issuedAt: row.issuedAt.toISOString(),
  status: statusOf(row),
});

async function byNumber(db: Db, number: string): Promise<Row | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.number, number)).limit(1);
  return row;
}

/** What anyone may know of a certificate: holder's name, course, date, hours, and whether it stands. */
export async function verifyCertificate(db: Db, number: string): Promise<VerifiedCertificate> {
  const row = await byNumber(db, number);
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return verifiedOf(row);
}

export async function adminCertificate(db: Db, number: string): Promise<AdminCertificate> {
  const row = await byNumber(db, number);
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return { ...verifiedOf(row), revokedAt: row.revokedAt?.toISOString() ?? null, revokeReason: row.revokeReason };
}

/** The member's own certificates, newest first. */
export async function myCertificates(db: Db, userId: string): Promise<MyCertificate[]> {
  const rows = await db
    .select({
      number: certificates.number,
      course: certificates.course,
      hours: certificates.hours,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.number))
    .limit(1000);
  return rows.map((r) => ({
    number: r.number,
    course: r.course,
    hours: r.hours,
    issuedAt: r.issuedAt.toISOString(),
    pdfUrl: certificateApiPaths.pdf(r.number),
    status: statusOf(r),
  }));
}

/** One of the member's own certificates, for its PDF; another's number is the same 404 as a number that does not exist. */
export async function ownCertificate(db: Db, userId: string, number: string): Promise<Row> {
  const row = await byNumber(db, number);
  if (!row || row.userId !== userId) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

/**
 * The site admin revokes a certificate, with a reason: the row says so (what
 * `/verify` reads) and a `certificate-revoked` event records it for good;
 * the admin activity log has it too (docs/decisions/038).
 */
export async function revokeCertificate(db: Db, { number, reason, viewer }: { number: string; reason: string; viewer: Viewer }): Promise<AdminCertificate> {
  if (viewer.role !== "admin") throw new AppError("FORBIDDEN", "Only admins can do that.");
  await db.transaction(async (tx) => {
    // The record's lock before the certificate's row, as every writer of both takes them (training-record lockRecord):
    // an account's deletion holds it while it deletes the holder's certificates.
    await lockRecord(tx);
    const [row] = await tx.select().from(certificates).where(eq(certificates.number, number)).for("update");
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    if (row.revokedAt) throw new AppError("CONFLICT", "This certificate is already revoked.");
    await tx.update(certificates).set({ revokedAt: new Date(), revokedBy: viewer.user.id, revokeReason: reason }).where(eq(certificates.number, number));
    await appendEvent(tx, { kind: "certificate-revoked", userId: row.userId, orgId: row.orgId, payload: { number, reason, revokedBy: viewer.user.id } });
    await recordActivity(tx, {
      actor: actorOf(viewer),
      action: "certificate.revoke",
      target: { kind: "certificate", id: number, title: `${row.course}, ${row.name}` },
      details: { reason },
    });
  });
  return adminCertificate(db, number);
}
