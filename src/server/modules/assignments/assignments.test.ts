import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { standingIn } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import { query } from "../../db/raw-query.js";
import { certificates, posts, quizAttempts, trainingCompletions, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { fileBytes, insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { twoOrgs, type Person, type TwoOrgs } from "../../test/two-orgs.js";
import { anchorOf, chainHead, verifyChain } from "../training-record/service.js";
import { certifyAlreadyDone, certifyPlaced } from "./completion.js";
import { completionReport } from "./report.js";
import { rosterCsv } from "./roster.js";

// Assignments, rosters, checks and completion through the real app (issue 33,
// docs/decisions/097), on PGlite and PostgreSQL.

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

describe.each(databaseKinds)("assignments (%s)", (kind) => {
  let t: TestApp;
  let o: TwoOrgs;
  const ids = { post: "", episode: "", video: "", pdf: "", text: "", draft: "", postB: "" };
  const pdfBytes = fileBytes("pdf-version-one", 70_000);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    o = await twoOrgs(t);
    ids.post = (await insertPost(db, { title: "Leadership Foundations", isMembersOnly: true })).id;
    ids.postB = (await insertPost(db, { title: "Bravo reading" })).id;
    ids.episode = (await insertPodcast(db, t.storage, { title: "Briefing one" })).id;
    ids.video = (await insertItem(db, t.storage, { title: "Use of force video", mediaType: "video" })).id;
    ids.pdf = (await insertItem(db, t.storage, { title: "Policy 4.2", mediaType: "pdf", bytes: pdfBytes })).id;
    ids.text = (await insertItem(db, t.storage, { title: "Case study", mediaType: "text" })).id;
    const draft = await insertPost(db, { title: "Not out yet" });
    await db.update(posts).set({ status: "draft" }).where(eq(posts.id, draft.id));
    ids.draft = draft.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const req = (method: "GET" | "POST" | "DELETE" | "PUT" | "PATCH", url: string, who?: Person, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) } });
  const assign = (who: Person, orgId: string, body: object) => req("POST", `/api/orgs/${orgId}/assignments`, who, body);
  const created = async (who: Person, orgId: string, body: object) => {
    const res = await assign(who, orgId, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const rosterOf = async (who: Person, orgId: string, id: string) => {
    const res = await req("GET", `/api/orgs/${orgId}/assignments/${id}/roster`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: { userId: string; email: string; status: string; completedAt: string | null }[]; nextCursor: string | null }>();
  };
  const standingOf = (who: Person, orgId: string) => standingIn(t.database.db, t.config, { role: "member", user: { id: who.id } } as Viewer, orgId);
  const statusOf = async (orgId: string, id: string, userId: string) => (await rosterOf(o.ownerA, orgId, id)).items.find((i) => i.userId === userId)?.status;

  it("creates an assignment for an owner or a site admin, with clear refusals for bad input", async () => {
    const id = await created(o.ownerA, o.a.id, { kind: "post", recordId: ids.post, dueAt: inDays(10), hours: 2 });
    const list = (await req("GET", `/api/orgs/${o.a.id}/assignments`, o.ownerA)).json();
    expect(list.items[0]).toMatchObject({ id, kind: "post", recordId: ids.post, title: "Leadership Foundations", hours: 2, unitId: null, userId: null });
    await created(o.admin, o.a.id, { kind: "episode", recordId: ids.episode, dueAt: inDays(3), unitId: o.a.unit1 });

    const cases: [object, number, string][] = [
      [{ kind: "post", recordId: ids.post, dueAt: inDays(-1) }, 400, "The due date must be in the future."],
      [{ kind: "series", recordId: ids.post, dueAt: inDays(5) }, 404, "Content not found."],
      [{ kind: "post", recordId: ids.draft, dueAt: inDays(5) }, 404, "Content not found."],
      [{ kind: "post", recordId: "6b1f4c1e-94d2-4c55-8a3e-2d5b1c9e0a01", dueAt: inDays(5) }, 404, "Content not found."],
      [{ kind: "episode", recordId: ids.post, dueAt: inDays(5) }, 404, "Content not found."],
      [{ kind: "post", recordId: ids.post, dueAt: inDays(5), unitId: o.b.unit }, 404, "Unit not found."],
      [{ kind: "post", recordId: ids.post, dueAt: inDays(5), userId: o.memberB.id }, 404, "That person is not in this organisation."],
      [{ kind: "post", recordId: ids.post, dueAt: inDays(5), unitId: o.a.unit1, userId: o.member1.id }, 400, "Assign to a unit or to a person, not both."],
      [{ kind: "post", recordId: ids.post, dueAt: "next week" }, 400, "Due date must be a date and time (ISO 8601)."],
      [{ kind: "post", recordId: ids.post, dueAt: inDays(5), hours: 0 }, 400, "Hours must be more than 0."],
      [{ kind: "post", recordId: ids.post, dueAt: inDays(5), passMark: 80 }, 400, "A knowledge check needs both its questions and a pass mark."],
      [
        { kind: "post", recordId: ids.post, dueAt: inDays(5), passMark: 80, questions: [{ prompt: "Q", choices: ["a", "b"], answer: 0 }] },
        400,
        "A knowledge check has at least 2 questions.",
      ],
      [
        {
          kind: "post",
          recordId: ids.post,
          dueAt: inDays(5),
          passMark: 80,
          questions: [
            { prompt: "Q1", choices: ["a", "b"], answer: 2 },
            { prompt: "Q2", choices: ["a", "b"], answer: 0 },
          ],
        },
        400,
        "Each answer must be the index of one of its choices.",
      ],
      [{ kind: "post", recordId: ids.post, dueAt: inDays(5), passMark: 0, questions: [] }, 400, "Pass mark must be at least 1 %."],
    ];
    for (const [body, status, message] of cases) {
      const res = await assign(o.ownerA, o.a.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
  });

  it("keeps organisations apart: every route, every role, the other organisation's ids", async () => {
    const a = await created(o.ownerA, o.a.id, { kind: "post", recordId: ids.post, dueAt: inDays(10), unitId: o.a.unit1 });
    const checked = await created(o.ownerA, o.a.id, {
      kind: "item",
      recordId: ids.text,
      dueAt: inDays(10),
      passMark: 50,
      questions: [
        { prompt: "Q1", choices: ["a", "b"], answer: 1 },
        { prompt: "Q2", choices: ["a", "b", "c"], answer: 2 },
      ],
    });
    const b = await created(o.ownerB, o.b.id, { kind: "post", recordId: ids.postB, dueAt: inDays(10) });
    const body = { kind: "post", recordId: ids.post, dueAt: inDays(9) };
    const routes = (orgId: string, id: string) =>
      [
        ["GET", `/api/orgs/${orgId}/assignments`],
        ["POST", `/api/orgs/${orgId}/assignments`],
        ["GET", `/api/orgs/${orgId}/assignments/${id}/roster`],
        ["GET", `/api/orgs/${orgId}/assignments/${id}/roster.csv`],
        ["GET", `/api/orgs/${orgId}/assignments/${id}/check`],
        ["POST", `/api/orgs/${orgId}/assignments/${id}/check/attempts`],
        ["GET", `/api/orgs/${orgId}/people/${o.memberB.id}/training`],
        ["DELETE", `/api/orgs/${orgId}/assignments/${id}`],
      ] as const;
    // Anyone outside organisation B, under B's ids: the 404 of nothing, with no name of B's in it.
    for (const who of [o.ownerA, o.supervisorA, o.member1, o.outsider]) {
      for (const [method, url] of routes(o.b.id, b)) {
        const res = await req(method, url, who, method === "POST" ? (url.endsWith("attempts") ? { answers: [0, 0] } : body) : undefined);
        expect(res.statusCode, `${who.email} ${method} ${url}`).toBe(404);
        expect(res.body).not.toMatch(/Bravo|owner-b|m-b@/);
      }
    }
    // A's people asking A's organisation for B's assignment: 404 (another organisation's id is absent here).
    for (const who of [o.ownerA, o.supervisorA, o.member1]) {
      for (const [method, url] of routes(o.a.id, b).slice(2)) {
        const res = await req(method, url, who, method === "POST" ? { answers: [0, 0] } : undefined);
        expect([403, 404], `${who.email} ${method} ${url}`).toContain(res.statusCode);
        expect(res.body).not.toMatch(/Bravo|owner-b|m-b@/);
      }
    }
    // A visitor: 401 everywhere.
    for (const [method, url] of routes(o.a.id, a)) expect((await req(method, url)).statusCode, `${method} ${url}`).toBe(401);

    // Within A: members and supervisors may not manage; members see no rosters.
    expect((await assign(o.member1, o.a.id, body)).statusCode).toBe(403);
    expect((await assign(o.supervisorA, o.a.id, body)).statusCode).toBe(403);
    expect((await req("DELETE", `/api/orgs/${o.a.id}/assignments/${a}`, o.supervisorA)).statusCode).toBe(403);
    expect((await req("GET", `/api/orgs/${o.a.id}/assignments/${a}/roster`, o.member1)).statusCode).toBe(403);
    expect((await req("GET", `/api/orgs/${o.a.id}/assignments/${a}/roster.csv`, o.member1)).statusCode).toBe(403);
    // The per-person view: owners anyone, supervisors their units' people, members themselves.
    const training = (who: Person, of: Person) => req("GET", `/api/orgs/${o.a.id}/people/${of.id}/training`, who);
    expect((await training(o.ownerA, o.member2)).statusCode).toBe(200);
    expect((await training(o.admin, o.member2)).statusCode).toBe(200);
    expect((await training(o.supervisorA, o.member1)).statusCode).toBe(200);
    expect((await training(o.supervisorA, o.member2)).statusCode).toBe(404);
    expect((await training(o.member1, o.member1)).statusCode).toBe(200);
    expect((await training(o.member1, o.member2)).statusCode).toBe(404);
    expect((await training(o.ownerA, o.memberB)).statusCode).toBe(404);
    // The check: the people it reaches take it; member 2 is reached (whole organisation), B's owner is not.
    expect((await req("GET", `/api/orgs/${o.a.id}/assignments/${checked}/check`, o.member2)).json().questions).toEqual([
      { prompt: "Q1", choices: ["a", "b"] },
      { prompt: "Q2", choices: ["a", "b", "c"] },
    ]);
    expect((await req("GET", `/api/orgs/${o.a.id}/assignments/${a}/check`, o.member2)).statusCode).toBe(404);
    // Lists: each sees what reaches their scope.
    const listed = async (who: Person) => (await req("GET", `/api/orgs/${o.a.id}/assignments`, who)).json().items.map((i: { id: string }) => i.id);
    expect(await listed(o.ownerA)).toEqual(expect.arrayContaining([a, checked]));
    expect(await listed(o.member2)).not.toContain(a);
    expect(await listed(o.member1)).toContain(a);
    expect(await listed(o.supervisorA)).toContain(a);
    expect(await listed(o.admin)).not.toContain(b);
    // One person's: a supervisor sees those of their units' people only.
    const toMember1 = await created(o.ownerA, o.a.id, { kind: "post", recordId: ids.post, dueAt: inDays(10), userId: o.member1.id });
    const toMember2 = await created(o.ownerA, o.a.id, { kind: "post", recordId: ids.post, dueAt: inDays(10), userId: o.member2.id });
    const supervised = await listed(o.supervisorA);
    expect(supervised).toContain(toMember1);
    expect(supervised).not.toContain(toMember2);
    expect(await listed(o.member1)).not.toContain(toMember2);
  });

  it("shows a supervisor only their units' people on a roster, and the CSV safely", async () => {
    const id = await created(o.ownerA, o.a.id, { kind: "post", recordId: ids.post, dueAt: inDays(20) });
    const owner = await rosterOf(o.ownerA, o.a.id, id);
    expect(owner.items.map((i) => i.email).sort()).toEqual(["m1-a@example.com", "m2-a@example.com", "owner-a@example.com", "sup-a@example.com"]);
    expect(owner.items.every((i) => i.status === "not-started" && i.completedAt === null)).toBe(true);
    const sup = await rosterOf(o.supervisorA, o.a.id, id);
    expect(sup.items.map((i) => i.email).sort()).toEqual(["m1-a@example.com", "sup-a@example.com"]);
    // Paging: two at a time, all four, no repeats.
    const first = (await req("GET", `/api/orgs/${o.a.id}/assignments/${id}/roster?limit=2`, o.ownerA)).json();
    const second = (await req("GET", `/api/orgs/${o.a.id}/assignments/${id}/roster?limit=2&cursor=${first.nextCursor}`, o.ownerA)).json();
    expect([...first.items, ...second.items].map((i: { email: string }) => i.email)).toEqual(owner.items.map((i) => i.email));
    expect((await req("GET", `/api/orgs/${o.a.id}/assignments/${id}/roster?cursor=nonsense`, o.ownerA)).statusCode).toBe(400);

    await t.database.db.execute(sql`update users set name = '=HYPERLINK("http://x")' where id = ${o.member1.id}`);
    const csv = await req("GET", `/api/orgs/${o.a.id}/assignments/${id}/roster.csv`, o.supervisorA);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("assignment,due,hours,user_id,name,email,status,completed_at,record_head");
    // Each row carries the training record's head as the anchor `record verify` takes.
    const head = await chainHead(t.database.db);
    expect(lines.slice(1).map((line) => line.split(",").at(-1))).toEqual([anchorOf(head), anchorOf(head)]);
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).not.toContain("m2-a@example.com");
    // Page after page (a batch of 1): every person once, in the roster's order.
    const standing = await standingOf(o.ownerA, o.a.id);
    let text = "";
    for await (const chunk of (await rosterCsv(t.database.db, standing, id, { batch: 1 })).lines) text += chunk;
    expect(
      text
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",").at(-4)),
    ).toEqual(owner.items.map((i) => i.email));
  });

  it("counts completion from progress (articles read to the end, media 90 % played), once, in the training record", async () => {
    const post = await created(o.ownerA, o.a.id, { kind: "post", recordId: ids.post, dueAt: inDays(30), userId: o.member1.id });
    const video = await created(o.ownerA, o.a.id, { kind: "item", recordId: ids.video, dueAt: inDays(30), unitId: o.a.unit2, hours: 1.5 });
    const save = (who: Person, path: string, body: object) => req("PUT", `/api/progress/${path}`, who, { clientTime: Date.now(), ...body });

    expect(await statusOf(o.a.id, post, o.member1.id)).toBe("not-started");
    await save(o.member1, `post/${ids.post}`, { position: 0 });
    expect(await statusOf(o.a.id, post, o.member1.id)).toBe("in-progress");
    await save(o.member1, `post/${ids.post}`, { position: 0, finished: true });
    expect(await statusOf(o.a.id, post, o.member1.id)).toBe("done");
    await save(o.member1, `post/${ids.post}`, { position: 0, finished: true });

    await save(o.member2, `item/${ids.video}`, { position: 80, duration: 100 });
    expect(await statusOf(o.a.id, video, o.member2.id)).toBe("in-progress");
    await save(o.member2, `item/${ids.video}`, { position: 90, duration: 100 });
    expect(await statusOf(o.a.id, video, o.member2.id)).toBe("done");
    // Anyone's completion counts, in an organisation or not.
    await save(o.outsider, `episode/${ids.episode}`, { position: 95, duration: 100 });

    const rows = await t.database.db.select().from(trainingCompletions);
    expect(rows.map((r) => `${r.userId}:${r.contentKind}`).sort()).toEqual([`${o.member1.id}:post`, `${o.member2.id}:item`, `${o.outsider.id}:episode`].sort());
    const events = await query<{ kind: string; user_id: string }>(t.database.db, sql`select kind, user_id from training_events where kind = 'completion'`);
    expect(events).toHaveLength(3);
    expect(await verifyChain(t.database.db)).toMatchObject({ ok: true });
    // Credit hours: the certificate, once.
    const certs = await t.database.db.select().from(certificates).where(eq(certificates.assignmentId, video));
    expect(certs).toHaveLength(1);
    expect(certs[0]).toMatchObject({ userId: o.member2.id, course: "Use of force video", hours: 1.5 });

    const mine = (await req("GET", "/api/me/assignments", o.member2)).json();
    expect(mine.items.map((i: { assignmentId: string }) => i.assignmentId)).not.toContain(video);
    const person = (await req("GET", `/api/orgs/${o.a.id}/people/${o.member2.id}/training`, o.ownerA)).json();
    expect(person.items.find((i: { assignmentId: string }) => i.assignmentId === video)).toMatchObject({ status: "done", hours: 1.5 });
  });

  it("acknowledges a PDF with the SHA-256 of the stored file, once per version", async () => {
    const id = await created(o.ownerA, o.a.id, { kind: "item", recordId: ids.pdf, dueAt: inDays(30), userId: o.member2.id });
    // Opening a PDF (its progress marked read) is not enough.
    await req("PUT", `/api/progress/item/${ids.pdf}`, o.member2, { position: 0, finished: true, clientTime: Date.now() });
    expect(await statusOf(o.a.id, id, o.member2.id)).toBe("in-progress");

    expect((await req("POST", "/api/me/acknowledgments", o.member2, { itemId: ids.video })).json().error.message).toMatch(/Only PDF items/);
    expect((await req("POST", "/api/me/acknowledgments", o.member2, { itemId: "nope" })).statusCode).toBe(400);
    expect((await req("POST", "/api/me/acknowledgments", undefined, { itemId: ids.pdf })).statusCode).toBe(401);
    const res = await req("POST", "/api/me/acknowledgments", o.member2, { itemId: ids.pdf });
    expect(res.statusCode, res.body).toBe(201);
    const sha = createHash("sha256").update(pdfBytes).digest("hex");
    expect(res.json().fileSha256).toBe(sha);
    expect(await statusOf(o.a.id, id, o.member2.id)).toBe("done");
    await req("POST", "/api/me/acknowledgments", o.member2, { itemId: ids.pdf });
    const acks = await query<{ sha: string; statement: string }>(
      t.database.db,
      sql`select p.payload->>'fileSha256' as sha, p.payload->>'statement' as statement from training_events e join training_event_payloads p using (seq) where e.kind = 'acknowledgment'`,
    );
    expect(acks).toEqual([{ sha, statement: "I have read and understood this" }]);
    expect((await req("GET", `/api/me/acknowledgments/${ids.pdf}`, o.member2)).json().acknowledgment).toMatchObject({ fileSha256: sha });
    expect((await req("GET", `/api/me/acknowledgments/${ids.pdf}`, o.member1)).json().acknowledgment).toBeNull();
  });

  it("scores knowledge check attempts, keeps each, and needs a pass for done", async () => {
    const id = await created(o.ownerA, o.a.id, {
      kind: "item",
      recordId: ids.text,
      dueAt: inDays(30),
      hours: 3,
      passMark: 100,
      unitId: o.a.unit1,
      questions: [
        { prompt: "Who leads?", choices: ["You", "Nobody"], answer: 0 },
        { prompt: "When?", choices: ["Later", "Now", "Never"], answer: 1 },
      ],
    });
    const url = `/api/orgs/${o.a.id}/assignments/${id}/check/attempts`;
    await req("PUT", `/api/progress/item/${ids.text}`, o.member1, { position: 0, finished: true, clientTime: Date.now() });
    expect(await statusOf(o.a.id, id, o.member1.id)).toBe("in-progress");
    expect((await req("POST", url, o.member1, { answers: [0] })).json().error.message).toMatch(/2 answers are needed/);
    expect((await req("POST", url, o.member1, { answers: [0, 5] })).statusCode).toBe(400);
    expect((await req("POST", url, o.member2, { answers: [0, 1] })).statusCode).toBe(404);
    expect((await req("POST", url, o.ownerA, { answers: [0, 1] })).statusCode).toBe(403);
    const fail = await req("POST", url, o.member1, { answers: [0, 0] });
    expect(fail.statusCode).toBe(201);
    expect(fail.json()).toMatchObject({ score: 50, passed: false, correct: 1, total: 2 });
    expect(await statusOf(o.a.id, id, o.member1.id)).toBe("in-progress");
    expect(await t.database.db.select().from(certificates).where(eq(certificates.assignmentId, id))).toHaveLength(0);
    const pass = await req("POST", url, o.member1, { answers: [0, 1] });
    expect(pass.json()).toMatchObject({ score: 100, passed: true });
    await req("POST", url, o.member1, { answers: [0, 1] });
    expect(await statusOf(o.a.id, id, o.member1.id)).toBe("done");
    expect(await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.assignmentId, id))).toHaveLength(3);
    expect(await t.database.db.select().from(certificates).where(eq(certificates.assignmentId, id))).toHaveLength(1);
    const events = await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from training_events where kind = 'quiz-attempt'`);
    expect(events[0]!.n).toBe(3);
    const check = (await req("GET", `/api/orgs/${o.a.id}/assignments/${id}/check`, o.member1)).json();
    expect(check.attempts).toHaveLength(3);
    expect(JSON.stringify(check)).not.toContain("answer");
  });

  it("certifies, by a job queued with the assignment, those who completed its record before it was made", async () => {
    const { db } = t.database;
    const earlier = await insertPost(db, { title: "Read before assigned" });
    await req("PUT", `/api/progress/post/${earlier.id}`, o.member1, { position: 0, finished: true, clientTime: Date.now() });
    const id = await created(o.ownerA, o.a.id, { kind: "post", recordId: earlier.id, dueAt: inDays(5), hours: 4 });
    const [job] = await query<{ name: string }>(db, sql`select name from jobs where key = ${`assignment-certify:${id}`}`);
    expect(job).toEqual({ name: "assignments.certify" });
    expect(await certifyAlreadyDone(db, { assignmentId: id })).toBe(1);
    expect(await certifyAlreadyDone(db, { assignmentId: id })).toBe(0);
    const certs = await db.select().from(certificates).where(eq(certificates.assignmentId, id));
    expect(certs.map((c) => [c.userId, c.course, c.hours])).toEqual([[o.member1.id, "Read before assigned", 4]]);
    // Without hours: no job.
    const plain = await created(o.ownerA, o.a.id, { kind: "post", recordId: earlier.id, dueAt: inDays(5) });
    expect(await query(db, sql`select 1 from jobs where key = ${`assignment-certify:${plain}`}`)).toEqual([]);
  });

  it("prints the completions of a period as a tagged PDF with the rows' SHA-256, within the viewer's scope", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const url = (orgId: string, q = `?from=2020-01-01&to=${today}`) => `/api/orgs/${orgId}/reports/completions.pdf${q}`;
    const res = await t.app.inject({ url: url(o.a.id), headers: { cookie: o.ownerA.cookie } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const owner = await completionReport(t.database.db, await standingOf(o.ownerA, o.a.id), { from: "2020-01-01", to: today });
    expect(owner.rows.length).toBeGreaterThanOrEqual(3);
    expect(res.headers["x-report-sha256"]).toBe(owner.sha256);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Training completions");
    expect(text).toContain("Alpha PD");
    expect(text).toContain("Use of force video");
    expect(text).toContain(owner.sha256);
    // The training record's head when it was made: event and hash, and the command that checks it later.
    const head = await chainHead(t.database.db);
    expect(head).not.toBeNull();
    expect(owner.head).toEqual(head);
    const flowing = text.replace(/\s+/g, " ");
    expect(flowing).toContain(`Training record head: event ${head!.seq}, hash ${head!.hash}`);
    expect(flowing).toContain(`npm run cli -- record verify ${head!.seq}:${head!.hash}`);
    // A supervisor: their unit's people only (member 2, of the other unit, is not in it).
    const sup = await completionReport(t.database.db, await standingOf(o.supervisorA, o.a.id), { from: "2020-01-01", to: today });
    expect(sup.rows.map((r) => r.email)).not.toContain("m2-a@example.com");
    expect(owner.rows.map((r) => r.email)).toContain("m2-a@example.com");
    // An assignment with a check is done at its first passed attempt (after the completion), not before, and listed once.
    const [checked] = await query<{ title: string; passed_at: string }>(
      t.database.db,
      sql`select a.title, to_char(min(q.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as passed_at
          from org_assignments a join quiz_attempts q on q.assignment_id = a.id and q.passed
          where a.org_id = ${o.a.id} and a.pass_mark is not null and q.user_id = ${o.member1.id} group by a.id, a.title`,
    );
    const checkedRows = owner.rows.filter((r) => r.title === checked!.title && r.completedAt === checked!.passed_at);
    expect(checkedRows).toHaveLength(1);
    // Nothing in a period before any completion; refusals.
    expect((await completionReport(t.database.db, await standingOf(o.ownerA, o.a.id), { from: "2020-01-01", to: "2020-12-31" })).rows).toEqual([]);
    expect((await t.app.inject({ url: url(o.a.id), headers: { cookie: o.member1.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(o.b.id), headers: { cookie: o.ownerA.cookie } })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: url(o.a.id, "?from=2026-13-45"), headers: { cookie: o.ownerA.cookie } });
    expect(bad.statusCode).toBe(400);
    // Days that are no calendar day (Date.parse would roll them over) are the same 400, never the database's refusal.
    for (const q of ["?from=2026-02-31", "?from=0000-01-01", "?to=2025-02-29"]) {
      const res = await t.app.inject({ url: url(o.a.id, q), headers: { cookie: o.ownerA.cookie } });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.message, q).toBe("Dates must be written as YYYY-MM-DD.");
    }
    expect((await t.app.inject({ url: url(o.a.id, "?from=2026-02-01&to=2026-01-01"), headers: { cookie: o.ownerA.cookie } })).json().error.message).toBe(
      "The start date must not be after the end date.",
    );
  });

  it("lists a member's open assignments soonest first, overdue ones marked, and deletes for owners only", async () => {
    const soon = await created(o.ownerA, o.a.id, { kind: "episode", recordId: ids.episode, dueAt: inDays(2), userId: o.member2.id });
    const mine = await req("GET", "/api/me/assignments", o.member2);
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items as { assignmentId: string; dueAt: string; status: string }[];
    expect(items[0]!.assignmentId).toBe(soon);
    expect(items.map((i) => i.dueAt)).toEqual([...items.map((i) => i.dueAt)].sort());
    expect((await req("GET", "/api/me/assignments", o.outsider)).json()).toEqual({ orgId: null, items: [] });
    await t.database.db.execute(sql`update org_assignments set due_at = now() - interval '1 hour' where id = ${soon}`);
    expect((await req("GET", "/api/me/assignments", o.member2)).json().items[0]).toMatchObject({ assignmentId: soon, status: "overdue" });
    expect((await req("DELETE", `/api/orgs/${o.a.id}/assignments/${soon}`, o.member2)).statusCode).toBe(403);
    expect((await req("DELETE", `/api/orgs/${o.b.id}/assignments/${soon}`, o.ownerB)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/orgs/${o.a.id}/assignments/${soon}`, o.ownerA)).statusCode).toBe(204);
    expect((await req("DELETE", `/api/orgs/${o.a.id}/assignments/${soon}`, o.ownerA)).statusCode).toBe(404);
  });

  it("certifies, by a job queued when they join or move unit, people who had already done an assignment with hours", async () => {
    const { db } = t.database;
    const email = "newcomer@example.com";
    await signUp(t.app, email, undefined, "Nia Newcomer");
    const newcomer = {
      id: (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id,
      email,
      cookie: sessionCookie(await signIn(t.app, email)),
    };
    const read = await insertPost(db, { title: "Read before joining" });
    await req("PUT", `/api/progress/post/${read.id}`, newcomer, { position: 0, finished: true, clientTime: Date.now() });
    const whole = await created(o.ownerA, o.a.id, { kind: "post", recordId: read.id, dueAt: inDays(5), hours: 2 });
    const unit2 = await created(o.ownerA, o.a.id, { kind: "post", recordId: read.id, dueAt: inDays(5), hours: 3, unitId: o.a.unit2 });
    await created(o.ownerA, o.a.id, { kind: "post", recordId: read.id, dueAt: inDays(5) });
    const queued = async () =>
      (await query<{ n: number }>(db, sql`select count(*)::int as n from jobs where name = 'assignments.certify' and payload->>'userId' = ${newcomer.id}`))[0]!
        .n;
    const certsOf = async () => (await db.select().from(certificates).where(eq(certificates.userId, newcomer.id))).map((c) => [c.assignmentId, c.hours]);

    // Joins unit 1 by an invitation link: the whole organisation's assignment reaches them, unit 2's does not.
    const link = await req("POST", `/api/orgs/${o.a.id}/invite-links`, o.ownerA, { unitId: o.a.unit1, expiresInDays: 1 });
    expect(link.statusCode, link.body).toBe(201);
    const token = decodeURIComponent(new URL(link.json<{ url: string }>().url).pathname.split("/").at(-1)!);
    expect((await req("POST", `/api/join/${encodeURIComponent(token)}`, newcomer)).statusCode).toBe(200);
    expect(await queued()).toBe(1);
    expect(await certsOf()).toEqual([]);
    expect(await certifyPlaced(db, { userId: newcomer.id })).toBe(1);
    expect(await certifyPlaced(db, { userId: newcomer.id })).toBe(0);
    expect(await certsOf()).toEqual([[whole, 2]]);

    // A role change keeps the unit: nothing queued. A move to unit 2: its assignment's certificate, once.
    expect((await req("PATCH", `/api/orgs/${o.a.id}/people/${newcomer.id}`, o.ownerA, { role: "member" })).statusCode).toBe(204);
    expect(await queued()).toBe(1);
    expect((await req("PATCH", `/api/orgs/${o.a.id}/people/${newcomer.id}`, o.ownerA, { unitId: o.a.unit2 })).statusCode).toBe(204);
    expect(await queued()).toBe(2);
    expect(await certifyPlaced(db, { userId: newcomer.id })).toBe(1);
    expect(await certifyPlaced(db, { userId: newcomer.id })).toBe(0);
    expect((await certsOf()).sort()).toEqual(
      [
        [whole, 2],
        [unit2, 3],
      ].sort(),
    );
    expect(await verifyChain(db)).toMatchObject({ ok: true });
  });
});
