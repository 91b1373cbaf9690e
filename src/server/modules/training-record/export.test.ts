import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TRAINING_RECORD_CSV_PATH } from "../../../shared/certificates.js";
import { users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { trainingRecordCsv } from "./export.js";
import { appendEvent } from "./service.js";

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

  it("names a record only as the access policy lets the member see it (not one made a draft since)", async () => {
    await t.database.db.execute(sql`update posts set status = 'draft' where id = ${postId}`);
    const res = await t.app.inject({ url: TRAINING_RECORD_CSV_PATH, headers: { cookie } });
    expect(res.body).not.toContain("Use of Force Review");
    expect(res.body.trimEnd().split("\r\n")[1]).toMatch(/^1,[^,]+,Completed,,,,[0-9a-f]{64}$/);
  });
});
