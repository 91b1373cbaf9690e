import fs from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ActivityEntry } from "../../../shared/activity.js";
import { activityLog, users } from "../../db/schema.js";
import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { multipart, type FilePart } from "../../test/multipart.js";
import { pruneActivity, recordActivity } from "./service.js";

const fixture = (name: string) => fs.readFileSync(projectPath("e2e", "fixtures", name));
const mp3: FilePart = { filename: "episode.mp3", contentType: "audio/mpeg", data: fixture("clip.mp3") };
const pdf: FilePart = { filename: "worksheet.pdf", contentType: "application/pdf", data: fixture("worksheet.pdf") };
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("activity log (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin, id: adminId } = await signInAdmin(t));
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    cookie?: string,
    body?: { payload: Buffer | object; headers?: Record<string, string> },
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  const entries = async (query = ""): Promise<{ items: ActivityEntry[]; nextCursor: string | null }> => {
    const res = await send("GET", `/api/admin/activity${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const latest = async () => (await entries("?limit=1")).items[0]!;

  it("answers visitors 401 and members 403 on every activity route", async () => {
    for (const url of ["/api/admin/activity", "/api/admin/activity/actors", "/api/admin/activity?action=content.create"]) {
      expect((await send("GET", url)).statusCode, url).toBe(401);
      const res = await send("GET", url, member);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
      expect((await send("GET", url, admin)).statusCode, url).toBe(200);
    }
  });

  it("has no route that changes or removes an entry", async () => {
    for (const method of ["PUT", "DELETE", "POST"] as const) {
      expect((await send(method, "/api/admin/activity", admin)).statusCode, method).toBe(404);
    }
  });

  it("records each post action with the admin, the post and the previous title", async () => {
    const created = (await send("POST", "/api/posts", admin, { payload: { title: "Hold the line", content: "Body" } })).json();
    expect(await latest()).toMatchObject({
      action: "content.create",
      actorId: adminId,
      actorEmail: "chief@example.com",
      actorName: "Test Member",
      targetKind: "post",
      targetId: created.id,
      targetTitle: "Hold the line",
    });

    expect((await send("PUT", `/api/posts/${created.id}`, admin, { payload: { title: "Hold the ridge", content: "Body 2" } })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: "content.update",
      targetId: created.id,
      targetTitle: "Hold the ridge",
      details: { previousTitle: "Hold the line" },
    });

    expect((await send("DELETE", `/api/posts/${created.id}`, admin)).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ action: "content.delete", targetKind: "post", targetId: created.id, targetTitle: "Hold the ridge" });
  });

  it("records episode create and delete", async () => {
    const created = (await send("POST", "/api/podcasts", admin, multipart({ title: "Episode 1" }, mp3))).json();
    expect(await latest()).toMatchObject({
      action: "content.create",
      targetKind: "episode",
      targetId: created.id,
      targetTitle: "Episode 1",
      details: { fileName: "episode.mp3" },
    });
    expect((await send("DELETE", `/api/podcasts/${created.id}`, admin)).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ action: "content.delete", targetKind: "episode", targetId: created.id, targetTitle: "Episode 1" });
  });

  it("records item create, update, file replacement and delete", async () => {
    const fields = { title: "Worksheet", category: "briefing", mediaType: "pdf" };
    const created = (await send("POST", "/api/content-items", admin, multipart(fields, pdf))).json();
    expect(await latest()).toMatchObject({
      action: "content.create",
      targetKind: "item",
      targetId: created.id,
      details: { mediaType: "pdf", fileName: "worksheet.pdf" },
    });

    // Fields only: an update, no file replaced.
    const before = (await entries()).items.length;
    expect((await send("PUT", `/api/content-items/${created.id}`, admin, multipart({ ...fields, title: "Worksheet v2" }))).statusCode).toBe(200);
    const afterFields = (await entries()).items;
    expect(afterFields.length).toBe(before + 1);
    expect(afterFields[0]).toMatchObject({ action: "content.update", targetTitle: "Worksheet v2", details: { previousTitle: "Worksheet" } });

    // A new file: the update and the replacement, in one go.
    const res = await send("PUT", `/api/content-items/${created.id}`, admin, multipart(fields, { ...pdf, filename: "new.pdf" }));
    expect(res.statusCode, res.body).toBe(200);
    // Both entries share the transaction's time, so their order is the ids'.
    const two = (await entries("?limit=2")).items;
    expect(two.find((e) => e.action === "content.update")).toMatchObject({ targetId: created.id });
    expect(two.find((e) => e.action === "file.replace")).toMatchObject({
      targetId: created.id,
      details: { previousFileName: "worksheet.pdf", fileName: "new.pdf" },
    });

    expect((await send("DELETE", `/api/content-items/${created.id}`, admin)).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ action: "content.delete", targetKind: "item", targetId: created.id, targetTitle: "Worksheet" });
  });

  it("writes no entry for a change that fails", async () => {
    const before = (await entries("?limit=100")).items.length;
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await send("PUT", `/api/posts/${missing}`, admin, { payload: { title: "X", content: "Y" } })).statusCode).toBe(404);
    expect((await send("DELETE", `/api/podcasts/${missing}`, admin)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/content-items/${missing}`, admin)).statusCode).toBe(404);
    expect((await send("POST", "/api/posts", admin, { payload: { title: "", content: "Y" } })).statusCode).toBe(400);
    expect((await send("POST", "/api/posts", member, { payload: { title: "X", content: "Y" } })).statusCode).toBe(403);
    expect((await entries("?limit=100")).items.length).toBe(before);
  });

  it("filters by action and by admin, and pages with a cursor", async () => {
    const other = await signInAdmin(t, "deputy@example.com");
    for (const title of ["A", "B", "C"]) await send("POST", "/api/posts", other.cookie, { payload: { title, content: "x" } });

    const mine = await entries(`?actor=${encodeURIComponent(other.id)}`);
    expect(mine.items.map((e) => e.targetTitle)).toEqual(["C", "B", "A"]);
    expect(mine.items.every((e) => e.actorEmail === "deputy@example.com")).toBe(true);

    const deletes = await entries("?action=content.delete");
    expect(deletes.items.length).toBeGreaterThan(0);
    expect(deletes.items.every((e) => e.action === "content.delete")).toBe(true);

    const first = await entries(`?actor=${encodeURIComponent(other.id)}&limit=2`);
    expect(first.items.map((e) => e.targetTitle)).toEqual(["C", "B"]);
    const second = await entries(`?actor=${encodeURIComponent(other.id)}&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((e) => e.targetTitle)).toEqual(["A"]);
    expect(second.nextCursor).toBeNull();

    const actors = (await send("GET", "/api/admin/activity/actors", admin)).json().actors as { email: string }[];
    expect(actors.map((a) => a.email).sort()).toEqual(["chief@example.com", "deputy@example.com"]);

    expect((await send("GET", "/api/admin/activity?action=content.explode", admin)).statusCode).toBe(400);
    expect((await send("GET", "/api/admin/activity?cursor=nonsense", admin)).statusCode).toBe(400);
  });

  it("keeps an entry after its admin's account is deleted, by the name and e-mail it had", async () => {
    const gone = await signInAdmin(t, "gone@example.com");
    await send("POST", "/api/posts", gone.cookie, { payload: { title: "Parting note", content: "x" } });
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const [entry] = await t.database.db.select().from(activityLog).where(eq(activityLog.actorEmail, "gone@example.com"));
    expect(entry).toMatchObject({ actorId: null, actorEmail: "gone@example.com", targetTitle: "Parting note" });
  });

  it("prunes entries older than a year and keeps the rest", async () => {
    const actor = { id: adminId, name: "Chief", email: "chief@example.com" };
    const now = new Date();
    await recordActivity(t.database.db, { actor, action: "message.delete", target: { kind: "message", id: "old", title: "Old" } });
    await recordActivity(t.database.db, { actor, action: "message.delete", target: { kind: "message", id: "recent", title: "Recent" } });
    await t.database.db.execute(
      sql`update activity_log set created_at = ${new Date(now.getTime() - 366 * DAY).toISOString()}::timestamptz where target_id = 'old'`,
    );
    await t.database.db.execute(
      sql`update activity_log set created_at = ${new Date(now.getTime() - 364 * DAY).toISOString()}::timestamptz where target_id = 'recent'`,
    );
    expect(await pruneActivity(t.database.db, now)).toBe(1);
    // Of this test's two (other tests record message deletions too).
    const left = await t.database.db
      .select({ id: activityLog.targetId })
      .from(activityLog)
      .where(and(eq(activityLog.action, "message.delete"), inArray(activityLog.targetId, ["old", "recent"])));
    expect(left.map((r) => r.id)).toEqual(["recent"]);
  });

  it("clips long text so an entry stays small", async () => {
    const actor = { id: adminId, name: "Chief", email: "chief@example.com" };
    await recordActivity(t.database.db, {
      actor,
      action: "message.delete",
      target: { kind: "message", title: "x".repeat(5000) },
      details: { note: "y".repeat(5000) },
    });
    const entry = await latest();
    expect(entry.targetTitle!.length).toBeLessThanOrEqual(300);
    expect(String(entry.details.note).length).toBeLessThanOrEqual(300);
  });
});
