import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SERIES_WITHOUT_PARTS } from "../../../shared/assignments.js";
import { standingIn } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import { query } from "../../db/raw-query.js";
import { certificates, posts } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN } from "../../test/auth-helpers.js";
import { insertItem, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { twoOrgs, type Person, type TwoOrgs } from "../../test/two-orgs.js";
import { certifyAlreadyDone } from "./completion.js";
import { completionReport } from "./report.js";

// A series assigned to an organisation (issue 33, docs/decisions/103): done
// when every part a member is shown (the published ones) is complete, by the
// progress and completions that already exist; rosters, "Assigned to you",
// the report and certificates treat it as any assignment.

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe.each(databaseKinds)("series assignments (%s)", (kind) => {
  let t: TestApp;
  let o: TwoOrgs;
  const ids = { post: "", item: "", draft: "", series: "", empty: "", draftSeries: "" };

  const req = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Person, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { origin: ORIGIN, cookie: who.cookie } });
  const makeSeries = async (payload: object) => {
    const res = await req("POST", "/api/series", o.admin, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const finish = async (who: Person, partKind: "post" | "item", id: string) => {
    const res = await req("PUT", `/api/progress/${partKind}/${id}`, who, { position: 0, finished: true, clientTime: Date.now() });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rosterOf = async (assignmentId: string) => {
    const res = await req("GET", `/api/orgs/${o.a.id}/assignments/${assignmentId}/roster`, o.ownerA);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: { userId: string; status: string; completedAt: string | null }[] }>().items;
  };
  const statusOf = async (assignmentId: string, who: Person) => (await rosterOf(assignmentId)).find((row) => row.userId === who.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    o = await twoOrgs(t);
    ids.post = (await insertPost(db, { title: "Part one" })).id;
    ids.item = (await insertItem(db, t.storage, { title: "Part two case", mediaType: "text", isMembersOnly: true })).id;
    const draft = await insertPost(db, { title: "Part three, not out yet" });
    await db.update(posts).set({ status: "draft" }).where(eq(posts.id, draft.id));
    ids.draft = draft.id;
    const parts = [
      { kind: "post", id: ids.post },
      { kind: "item", id: ids.item },
      { kind: "post", id: ids.draft },
    ];
    ids.series = await makeSeries({ title: "Leadership Foundations", parts });
    ids.empty = await makeSeries({ title: "Nothing out yet", parts: [] });
    ids.draftSeries = await makeSeries({ title: "Draft series", status: "draft", parts: [] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a series a member cannot complete, with a clear message", async () => {
    const refused = async (recordId: string, status: number, message: string) => {
      const res = await req("POST", `/api/orgs/${o.a.id}/assignments`, o.ownerA, { kind: "series", recordId, dueAt: inDays(10) });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    };
    await refused(ids.draftSeries, 404, "Content not found.");
    await refused(ids.post, 404, "Content not found.");
    await refused(ids.empty, 400, SERIES_WITHOUT_PARTS);
  });

  it("is done when every published part is complete, and certifies it like any assignment", async () => {
    const res = await req("POST", `/api/orgs/${o.a.id}/assignments`, o.ownerA, { kind: "series", recordId: ids.series, dueAt: inDays(10), hours: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const assignmentId = res.json<{ id: string }>().id;
    const mine = async () => (await req("GET", "/api/me/assignments", o.member1)).json<{ items: { assignmentId: string; kind: string; status: string }[] }>();
    expect((await mine()).items).toEqual(expect.arrayContaining([expect.objectContaining({ assignmentId, kind: "series", status: "not-started" })]));
    expect(await statusOf(assignmentId, o.member1)).toMatchObject({ status: "not-started", completedAt: null });

    await finish(o.member1, "post", ids.post);
    expect(await statusOf(assignmentId, o.member1)).toMatchObject({ status: "in-progress", completedAt: null });
    // The draft part is not asked of anyone: the members-only item completes the series.
    await finish(o.member1, "item", ids.item);
    const done = await statusOf(assignmentId, o.member1);
    expect(done).toMatchObject({ status: "done", completedAt: expect.any(String) });
    expect(await statusOf(assignmentId, o.member2)).toMatchObject({ status: "not-started" });
    expect((await mine()).items.map((a) => a.assignmentId)).not.toContain(assignmentId);

    // Its credit hours earn a certificate for the series, once.
    const certs = await t.database.db.select().from(certificates).where(eq(certificates.userId, o.member1.id));
    expect(certs).toEqual([expect.objectContaining({ assignmentId, seriesId: ids.series, course: "Leadership Foundations" })]);
    const standing = await standingIn(t.database.db, t.config, { role: "member", user: { id: o.ownerA.id } } as Viewer, o.a.id);
    const report = await completionReport(t.database.db, standing, { from: "2020-01-01", to: new Date().toISOString().slice(0, 10) });
    expect(report.rows).toEqual([expect.objectContaining({ email: "m1-a@example.com", title: "Leadership Foundations", hours: 3 })]);

    // A part published later is asked of everyone too: the series is in progress again until it is done.
    const published = await req("PUT", `/api/posts/${ids.draft}`, o.admin, { title: "Part three", content: "Now out.", status: "published" });
    expect(published.statusCode, published.body).toBe(200);
    expect(await statusOf(assignmentId, o.member1)).toMatchObject({ status: "in-progress" });
    await finish(o.member1, "post", ids.draft);
    expect(await statusOf(assignmentId, o.member1)).toMatchObject({ status: "done" });
    expect(await t.database.db.select().from(certificates).where(eq(certificates.userId, o.member1.id))).toHaveLength(1);
  });

  it("certifies those a series' change leaves done: a part dropped on a save, unpublished or deleted queues the certify job with the change (docs/decisions/112)", async () => {
    const { db } = t.database;
    const who = o.member2;
    const certsOf = async (assignmentId: string) =>
      db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, who.id), eq(certificates.assignmentId, assignmentId)));
    const queued = async (assignmentId: string) =>
      (
        await query<{ n: number }>(
          db,
          sql`select count(*)::int as n from jobs where name = 'assignments.certify' and payload->>'assignmentId' = ${assignmentId}`,
        )
      )[0]!.n;
    /** A series of `parts`, assigned with credit hours (and one without, which is owed nothing), of which the person has finished the first. */
    const started = async (title: string, parts: { kind: "post" | "item"; id: string }[]) => {
      const id = await makeSeries({ title, parts });
      const assign = async (hours?: number) => {
        const res = await req("POST", `/api/orgs/${o.a.id}/assignments`, o.ownerA, {
          kind: "series",
          recordId: id,
          dueAt: inDays(10),
          ...(hours ? { hours } : {}),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: string }>().id;
      };
      const assignment = await assign(2);
      const noHours = await assign();
      await finish(who, parts[0]!.kind, parts[0]!.id);
      expect(await statusOf(assignment, who)).toMatchObject({ status: "in-progress" });
      return { id, assignment, noHours, jobs: await queued(assignment) };
    };
    /** Done at once, certified once the queued job runs; the assignment without hours queues nothing. */
    const doneAndOwed = async ({ assignment, noHours, jobs }: { assignment: string; noHours: string; jobs: number }) => {
      expect(await statusOf(assignment, who)).toMatchObject({ status: "done" });
      expect(await certsOf(assignment)).toEqual([]);
      expect(await queued(assignment)).toBe(jobs + 1);
      expect(await queued(noHours)).toBe(0);
      expect(await certifyAlreadyDone(db, { assignmentId: assignment })).toBe(1);
      expect(await certsOf(assignment)).toEqual([expect.objectContaining({ hours: 2 })]);
    };
    const post = async (title: string) => (await insertPost(db, { title })).id;

    // A part dropped from the series on a save; a reorder that drops nothing queues nothing.
    const [a, b] = [await post("Dropped A"), await post("Dropped B")];
    const dropped = await started("Dropping", [
      { kind: "post", id: a },
      { kind: "post", id: b },
    ]);
    /** Saves the series with these posts as its parts, in order. */
    const save = async (...postIds: string[]) => {
      const parts = postIds.map((id) => ({ kind: "post", id }));
      const res = await req("PUT", `/api/series/${dropped.id}`, o.admin, { title: "Dropping", parts });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save(b, a);
    expect(await queued(dropped.assignment)).toBe(dropped.jobs);
    await save(a);
    await doneAndOwed(dropped);

    // Its last unfinished part unpublished (back to draft); saving a draft again queues nothing more.
    const [c, d] = [await post("Unpublished C"), await post("Unpublished D")];
    const unpublished = await started("Unpublishing", [
      { kind: "post", id: c },
      { kind: "post", id: d },
    ]);
    for (let i = 0; i < 2; i++) {
      const res = await req("PUT", `/api/posts/${d}`, o.admin, { title: "Unpublished D", content: "Not yet after all.", status: "draft" });
      expect(res.statusCode, res.body).toBe(200);
    }
    await doneAndOwed(unpublished);

    // Its last unfinished part deleted.
    const e = await post("Deleted E");
    const f = (await insertItem(db, t.storage, { title: "Deleted F", mediaType: "text" })).id;
    const deleted = await started("Deleting", [
      { kind: "post", id: e },
      { kind: "item", id: f },
    ]);
    expect((await req("DELETE", `/api/content-items/${f}`, o.admin)).statusCode).toBe(204);
    await doneAndOwed(deleted);

    // The other way: a part added asks it of everyone again. The person is in progress (in the roster, "Assigned to you" and the
    // reminders), out of the completions report until they finish it; the certificate they earned stays, and is not issued twice.
    const added = await post("Added later");
    await save(a, added);
    expect(await statusOf(dropped.assignment, who)).toMatchObject({ status: "in-progress", completedAt: null });
    const standing = await standingIn(db, t.config, { role: "member", user: { id: o.ownerA.id } } as Viewer, o.a.id);
    const reportTitles = async () =>
      (await completionReport(db, standing, { from: "2020-01-01", to: new Date().toISOString().slice(0, 10) })).rows
        .filter((r) => r.email === "m2-a@example.com" && r.hours !== null)
        .map((r) => r.title);
    expect((await reportTitles()).sort()).toEqual(["Deleting", "Unpublishing"]);
    await finish(who, "post", added);
    expect(await statusOf(dropped.assignment, who)).toMatchObject({ status: "done" });
    expect((await reportTitles()).sort()).toEqual(["Deleting", "Dropping", "Unpublishing"]);
    expect(await certsOf(dropped.assignment)).toHaveLength(1);
  });

  it("refuses to delete an assigned series, naming who assigned it, until those assignments are deleted (docs/decisions/110)", async () => {
    const assign = async (org: string, who: Person, recordId: string) => {
      const res = await req("POST", `/api/orgs/${org}/assignments`, who, { kind: "series", recordId, dueAt: inDays(10) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const part = (await insertPost(t.database.db, { title: "Only part" })).id;
    const id = await makeSeries({ title: "Refresher", parts: [{ kind: "post", id: part }] });
    const inA = [await assign(o.a.id, o.ownerA, id), await assign(o.a.id, o.ownerA, id)];
    const inB = await assign(o.b.id, o.ownerB, id);
    const del = () => req("DELETE", `/api/series/${id}`, o.admin);

    const refused = await del();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(
      "“Refresher” is assigned (3 assignments: Alpha PD, Bravo Inc). Delete those assignments first; their people could not complete a deleted series. Certificates already issued stay.",
    );
    // Nothing is deleted: the series, its part and the assignments stand.
    expect((await req("GET", `/api/series/${id}`, o.member1)).json()).toMatchObject({ partCount: 1 });
    expect((await rosterOf(inA[0]!)).length).toBeGreaterThan(0);

    for (const assignment of inA) expect((await req("DELETE", `/api/orgs/${o.a.id}/assignments/${assignment}`, o.ownerA)).statusCode).toBe(204);
    expect((await del()).json().error.message).toBe(
      "“Refresher” is assigned (1 assignment: Bravo Inc). Delete those assignments first; their people could not complete a deleted series. Certificates already issued stay.",
    );
    expect((await req("DELETE", `/api/orgs/${o.b.id}/assignments/${inB}`, o.ownerB)).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(204);
    // And a deleted series cannot be assigned.
    const late = await req("POST", `/api/orgs/${o.a.id}/assignments`, o.ownerA, { kind: "series", recordId: id, dueAt: inDays(10) });
    expect(late.statusCode, late.body).toBe(404);
  });
});
