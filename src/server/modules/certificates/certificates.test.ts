import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { certificateApiPaths, normaliseCertificateNumber } from "../../../shared/certificates.js";
import { query } from "../../db/raw-query.js";
import { organisations, orgAssignments, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { verifyChain } from "../training-record/service.js";
import { issueCertificate, newCertificateNumber } from "./service.js";

// Certificates (issue 33, docs/decisions/095): issued with their event, listed
// and downloaded by their holder only, verified by anyone, revoked by the admin.

/** Without PUBLIC_URL, the verification URL is on the origin the app trusts first. */
const PUBLIC_URL = ORIGIN;

describe("certificate numbers", () => {
  it("are LBL- and three groups of four Crockford base32 characters, read back however typed", () => {
    const numbers = new Set(Array.from({ length: 2000 }, newCertificateNumber));
    expect(numbers.size).toBe(2000);
    for (const n of numbers) expect(n).toMatch(/^LBL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normaliseCertificateNumber("lbl 7k3m-0a1z-9qrs")).toBe("LBL-7K3M-0A1Z-9QRS");
    expect(normaliseCertificateNumber("LBL-OOII-LLOO-1234")).toBe("LBL-0011-1100-1234");
    expect(normaliseCertificateNumber("7K3M0A1Z9QRS")).toBe("LBL-7K3M-0A1Z-9QRS");
    expect(normaliseCertificateNumber("LBL-7K3M-0A1Z-9QRU")).toBeNull();
    expect(normaliseCertificateNumber("LBL-7K3M")).toBeNull();
    expect(normaliseCertificateNumber("x".repeat(100))).toBeNull();
  });
});

describe("the certificate PDF", () => {
  it("sets names and courses beyond Western European letters in an embedded font, so their text layer reads right", async () => {
    const { certificatePdf } = await import("./pdf.js");
    const doc = certificatePdf(
      {
        number: "LBL-7K3M-0A1Z-9QRS",
        name: "Łukasz Đặng-Kuznetsov",
        course: "Курс лидерства",
        hours: 1,
        issuedAt: new Date("2026-11-23T12:00:00Z"),
        revoked: true,
      },
      "https://lead.example.com/verify/LBL-7K3M-0A1Z-9QRS",
    );
    const chunks: Buffer[] = [];
    for await (const chunk of doc) chunks.push(chunk as Buffer);
    const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of ["Łukasz Đặng-Kuznetsov", "Курс лидерства", "1 credit hour", "November 23, 2026", "REVOKED"]) expect(text).toContain(expected);
    await pdf.destroy();
  });
});

describe.each(databaseKinds)("certificates (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let holder: { id: string; cookie: string };
  let other: string;
  let assignmentId: string;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "sergeant@example.com", undefined, "Dana Okafor-Ruiz");
    const cookie = sessionCookie(await signIn(t.app, "sergeant@example.com"));
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "sergeant@example.com"));
    holder = { id: row!.id, cookie };
    await signUp(t.app, "other@example.com");
    other = sessionCookie(await signIn(t.app, "other@example.com"));
    const [org] = await t.database.db.insert(organisations).values({ name: "City of X Police" }).returning();
    orgId = org!.id;
    const [assignment] = await t.database.db
      .insert(orgAssignments)
      .values({ orgId, contentKind: "series", contentId: "0c3e1b8a-1d2f-4a5b-9c6d-7e8f9a0b1c2d", title: "Leadership Foundations", dueAt: new Date(), hours: 4 })
      .returning();
    assignmentId = assignment!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const issue = (extra: Partial<Parameters<typeof issueCertificate>[1]> = {}) =>
    t.database.db.transaction((tx) =>
      issueCertificate(tx, { userId: holder.id, name: "Dana Okafor-Ruiz", course: "Leadership Foundations", hours: 4, orgId, assignmentId, ...extra }),
    );

  it("issues one certificate per person and assignment, with its event in the training record", async () => {
    const [first, second] = await Promise.all([issue(), issue()]);
    expect(first!.number).toBe(second!.number);
    expect([first!.created, second!.created].sort()).toEqual([false, true]);
    const events = await query<{ kind: string; user_id: string }>(
      t.database.db,
      sql`select kind, user_id from training_events where kind = 'certificate-issued'`,
    );
    expect(events).toEqual([{ kind: "certificate-issued", user_id: holder.id }]);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
    await expect(issue({ assignmentId: null, name: " " })).rejects.toMatchObject({ status: 400 });
    await expect(issue({ assignmentId: null, hours: -1 })).rejects.toMatchObject({ status: 400 });
  });

  it("lists the member's own certificates with the names other tools rely on", async () => {
    const { number } = await issue();
    const res = await t.app.inject({ url: certificateApiPaths.mine, headers: { cookie: holder.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { number, course: "Leadership Foundations", hours: 4, issuedAt: expect.any(String), pdfUrl: `/api/me/certificates/${number}/pdf`, status: "valid" },
      ],
    });
    expect((await t.app.inject({ url: certificateApiPaths.mine, headers: { cookie: other } })).json()).toEqual({ items: [] });
    expect((await t.app.inject({ url: certificateApiPaths.mine })).statusCode).toBe(401);
  });

  it("gives the holder a tagged PDF with a text layer, and nobody else", async () => {
    const { number } = await issue();
    const res = await t.app.inject({ url: certificateApiPaths.pdf(number), headers: { cookie: holder.cookie } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="certificate-${number}.pdf"`);
    const bytes = new Uint8Array(res.rawPayload);
    const pdf = await getDocumentProxy(bytes.slice());
    const { text } = await extractText(pdf, { mergePages: true });
    // Read as words, in reading order (what a screen reader gets from the text layer).
    for (const expected of ["Lead or Be Led", "Certificate of Completion", "Dana Okafor-Ruiz", "Leadership Foundations", "4 credit hours", number]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, "")).toContain(`${PUBLIC_URL}/verify/${number}`);
    expect(pdf.numPages).toBe(1);
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } };
    expect(info.Title).toBe("Certificate of Completion: Leadership Foundations");
    const tree = await (await pdf.getPage(1)).getStructTree();
    const roles = JSON.stringify(tree);
    for (const role of ['"role":"Document"', '"role":"H1"', '"role":"P"', '"role":"Figure"', `"alt":"QR code linking to ${PUBLIC_URL}/verify/${number}"`]) {
      expect(roles).toContain(role);
    }
    // The catalog itself: /Lang, /MarkInfo, /StructTreeRoot (PDFKit writes it as plain text).
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/Type \/Catalog[^>]*\/Lang \(en-US\)[^>]*\/MarkInfo \d+ 0 R[^>]*\/StructTreeRoot \d+ 0 R/);
    expect(raw).toContain("/StructTreeRoot");
    expect(raw).toContain("/Marked true");
    await pdf.destroy();

    // Another member's number: the same 404 as a number that does not exist; a visitor must sign in.
    const theirs = await t.app.inject({ url: certificateApiPaths.pdf(number), headers: { cookie: other } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: "NOT_FOUND", message: "Certificate not found." } });
    expect((await t.app.inject({ url: certificateApiPaths.pdf("LBL-0000-0000-0000"), headers: { cookie: holder.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: certificateApiPaths.pdf("nonsense"), headers: { cookie: holder.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: certificateApiPaths.pdf(number) })).statusCode).toBe(401);
  });

  it("lets anyone verify a number: valid, revoked by the admin with a reason, or not found", async () => {
    const { number } = await issue({ assignmentId: null, course: "Use of Force Review", hours: 1.5 });
    const valid = await t.app.inject({ url: certificateApiPaths.verify(number.toLowerCase()) });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      number,
      name: "Dana Okafor-Ruiz",
      course: "Use of Force Review",
      hours: 1.5,
      issuedAt: expect.any(String),
      status: "valid",
    });

    const unknown = await t.app.inject({ url: certificateApiPaths.verify("LBL-0000-0000-0000") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: "NOT_FOUND", message: "Certificate not found." } });
    expect((await t.app.inject({ url: certificateApiPaths.verify("%00<script>") })).statusCode).toBe(404);

    const revoke = (payload: object, cookie = admin) =>
      t.app.inject({ method: "POST", url: certificateApiPaths.revoke(number), payload, headers: { cookie, origin: ORIGIN } });
    expect((await revoke({ reason: "Issued in error" }, holder.cookie)).statusCode).toBe(403);
    const empty = await revoke({ reason: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("Give a reason for revoking the certificate.");
    expect((await revoke({})).statusCode).toBe(400);
    expect((await revoke({ reason: "x".repeat(1001) })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: certificateApiPaths.revoke("LBL-0000-0000-0000"),
          payload: { reason: "x" },
          headers: { cookie: admin, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(404);

    const done = await revoke({ reason: "Issued in error" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ number, status: "revoked", revokeReason: "Issued in error", revokedAt: expect.any(String) });
    expect((await revoke({ reason: "Again" })).statusCode).toBe(409);

    const revoked = await t.app.inject({ url: certificateApiPaths.verify(number) });
    expect(revoked.json()).toEqual({
      number,
      name: "Dana Okafor-Ruiz",
      course: "Use of Force Review",
      hours: 1.5,
      issuedAt: expect.any(String),
      status: "revoked",
    });
    expect(revoked.body).not.toContain("Issued in error");
    const looked = await t.app.inject({ url: certificateApiPaths.admin(number), headers: { cookie: admin } });
    expect(looked.json()).toMatchObject({ status: "revoked", revokeReason: "Issued in error" });
    const events = await query<{ kind: string }>(t.database.db, sql`select kind from training_events where kind = 'certificate-revoked'`);
    expect(events).toHaveLength(1);
    expect((await verifyChain(t.database.db)).ok).toBe(true);
    const logged = await query<{ action: string; target_id: string; details: { reason: string } }>(
      t.database.db,
      sql`select action, target_id, details from activity_log where action = 'certificate.revoke'`,
    );
    expect(logged).toEqual([{ action: "certificate.revoke", target_id: number, details: { reason: "Issued in error" } }]);
  });

  it("limits verification lookups per address", async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await t.app.inject({ url: certificateApiPaths.verify("LBL-0000-0000-0000"), remoteAddress: "10.9.9.9" })).statusCode;
    expect(last).toBe(429);
  });
});
