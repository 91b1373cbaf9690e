import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TRAINING_RECORD_CSV_PATH, TRAINING_RECORD_PDF_PATH } from "../../../shared/certificates.js";
import { organisations, orgMembers, trainingEvents, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { trainingRecordCsv } from "./export.js";
import { appendEvent, chainHead } from "./service.js";

// A member's own training record as CSV: every event about them, oldest
// first, each with its hash; nobody else's; formula-safe.

describe.each(databaseKinds)("a member's training record CSV (%s)", (kind) => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, "deputy@record.example");
    cookie = sessionCookie(await signIn(t.app, "deputy@record.example"));
    userId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "deputy@record.example")))[0]!.id;
    const [post] = await t.database.db
      .execute(sql`insert into posts (title, content, excerpt) values ('=Use of Force Review', 'x', 'x') returning id`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    postId = post!.id;
    await t.database.db.transaction(async (tx) => {
      await appendEvent(tx, { kind: "completion", userId, payload: { contentKind: "post", contentId: post!.id } });
      await appendEvent(tx, {
        kind: "acknowledgment",
        userId,
        payload: { contentKind: "post", contentId: post!.id, fileSha256: "a".repeat(64), statement: "I have read and understood this" },
      });
      await appendEvent(tx, {
        kind: "certificate-issued",
        userId,
        payload: { number: "LBL-AAAA-BBBB-CCCC", name: "Deputy", course: "Leadership Foundations", hours: 2.5 },
      });
      // Someone else's event is not in this member's record.
      await appendEvent(tx, { kind: "completion", userId: "someone-else", payload: { contentKind: "post", contentId: post!.id, title: "Not theirs" } });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the member's own events with titles, details and hashes, and only to them", async () => {
    const res = await t.app.inject({ url: TRAINING_RECORD_CSV_PATH, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="training-record-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("seq,at,event,title,hours,detail,hash");
    expect(lines).toHaveLength(4);
    // The record's title starts with "=": kept as text, not a formula.
    expect(lines[1]).toMatch(/^1,\d{4}-\d{2}-\d{2}T[\d:.]+Z,Completed,'=Use of Force Review,,,[0-9a-f]{64}$/);
    expect(lines[2]).toContain(`Read and understood,'=Use of Force Review,,file SHA-256 ${"a".repeat(64)}`);
    expect(lines[3]).toContain("Certificate issued,Leadership Foundations,2.5,certificate LBL-AAAA-BBBB-CCCC");
    expect(res.body).not.toContain("Not theirs");
    expect((await t.app.inject({ url: TRAINING_RECORD_CSV_PATH })).statusCode).toBe(401);
  });

  it("streams a page of events at a time, the same lines whatever the page's size", async () => {
    const user = { id: userId, email: "deputy@record.example", name: "Deputy", isAdmin: false, emailVerified: true, twoFactorEnabled: false };
    const read = async (batch: number) => {
      let out = "";
      for await (const chunk of trainingRecordCsv(t.database.db, user, { batch })) out += chunk;
      return out;
    };
    const whole = (await t.app.inject({ url: TRAINING_RECORD_CSV_PATH, headers: { cookie } })).body;
    expect(await read(1)).toBe(whole);
    expect(await read(2)).toBe(whole);
    expect(await read(3)).toBe(whole);
  });

  it("prints the member's record as a tagged PDF: name, organisation, every event with dates and hours, and the record's head", async () => {
    const { db } = t.database;
    await db.update(users).set({ name: "Deputy Sheriff" }).where(eq(users.id, userId));
    const [org] = await db.insert(organisations).values({ name: "Record County" }).returning({ id: organisations.id });
    await db.insert(orgMembers).values({ userId, orgId: org!.id, role: "member", joinedBy: "admin" });
    await db.transaction(async (tx) => {
      await appendEvent(tx, { kind: "quiz-attempt", userId, payload: { assignmentId: randomUUID(), score: 50, passMark: 80, passed: false } });
      await appendEvent(tx, { kind: "certificate-revoked", userId, payload: { number: "LBL-AAAA-BBBB-CCCC", reason: "Issued in error", revokedBy: null } });
    });
    const res = await t.app.inject({ url: TRAINING_RECORD_PDF_PATH, headers: { cookie: sessionCookie(await signIn(t.app, "deputy@record.example")) } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="training-record-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const bytes = new Uint8Array(res.rawPayload);
    const pdf = await getDocumentProxy(bytes.slice());
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Training record");
    expect(text).toContain("Deputy Sheriff (deputy@record.example)");
    expect(text).toContain("Organisation: Record County");
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC Completed: =Use of Force Review/);
    expect(text).toContain(`Read and understood: =Use of Force Review file SHA-256 ${"a".repeat(64)}`);
    expect(text).toContain("Certificate issued: Leadership Foundations, 2.5 credit hours certificate LBL-AAAA-BBBB-CCCC");
    expect(text).toContain("Certificate revoked certificate LBL-AAAA-BBBB-CCCC: Issued in error");
    expect(text).toContain("Knowledge check score 50 of pass mark 80: not passed");
    expect(text).not.toContain("Not theirs");
    const head = await chainHead(t.database.db);
    expect(text).toContain(`Training record head: event ${head!.seq}, hash ${head!.hash}`);
    expect(text).toContain(`npm run cli -- record verify ${head!.seq}:${head!.hash}`);
    // Each event's own number and hash, as the chain has them.
    const [first] = await t.database.db.select({ hash: trainingEvents.hash }).from(trainingEvents).where(eq(trainingEvents.seq, 1));
    expect(text).toContain(`Event 1, hash ${first!.hash}`);
    // Tagged: marked, titled, with a language and a structure tree.
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe("Training record: Deputy Sheriff");
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/Lang \(en\)/);
    expect(raw).toContain("/StructTreeRoot");
    expect((await t.app.inject({ url: TRAINING_RECORD_PDF_PATH })).statusCode).toBe(401);
  });

  it("names a record only as the access policy lets the member see it (not one made a draft since)", async () => {
    await t.database.db.execute(sql`update posts set status = 'draft' where id = ${postId}`);
    const res = await t.app.inject({ url: TRAINING_RECORD_CSV_PATH, headers: { cookie } });
    expect(res.body).not.toContain("Use of Force Review");
    expect(res.body.trimEnd().split("\r\n")[1]).toMatch(/^1,[^,]+,Completed,,,,[0-9a-f]{64}$/);
  });
});
