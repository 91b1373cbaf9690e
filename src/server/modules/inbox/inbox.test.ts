import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { activityLog, contacts } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, outbox, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";

const MISSING = "3f0c9a52-5d7e-4b7a-9d43-6c1f2e8b9a10";

describe.each(databaseKinds)("admin inbox (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let ip = 0;
  /** Dana's message, the oldest of the three every test reads. */
  let dana: string;

  beforeAll(async () => {
    // CONTACT_NOTIFY on without SMTP: the notices land in the dev outbox.
    t = await createTestApp(kind, { CONTACT_NOTIFY: "true" });
    // The notices are mailed by jobs.
    await t.app.deps.jobs.start();
    admin = (await signInAdmin(t, "chief@example.com")).cookie;
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
    // The messages the tests read, oldest first, all in one ten-minute burst (so the admins get one notice):
    // sent here, so that each test also runs alone (-t). A test that changes one puts it back, but for the
    // deletion of the newest, which no later test reads.
    dana = (await send({ name: "Dana", email: "dana@example.com", message: "Question about joining" })).json<{ id: string }>().id;
    await send({ name: "Eve", email: "eve@example.com", message: "\n\n  First line here  \nSecond line" });
    await send({ name: "Finn", email: "finn@example.com", message: "x".repeat(300) });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: `10.3.0.${++ip}` });
  const call = (method: "GET" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const list = async (filter = "inbox") =>
    (await call("GET", `/api/admin/inbox?filter=${filter}`, admin)).json<{ items: { id: string; firstLine: string; read: boolean }[] }>().items;
  const unread = async () => (await call("GET", "/api/admin/inbox/unread-count", admin)).json<{ unread: number }>().unread;
  /** The admin's new-message notices (the outbox also holds their verification mail). */
  const notices = (to = "chief@example.com") => outbox(t.dataDir, to).filter((m) => m.includes("Subject: New message"));
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 150 && notices().length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return notices();
  };

  it("answers visitors 401 and members 403 on every inbox route, and stores nothing for them", async () => {
    const id = dana;
    const routes: [method: "GET" | "PATCH" | "DELETE", url: string, body?: object][] = [
      ["GET", "/api/admin/inbox"],
      ["GET", "/api/admin/inbox/unread-count"],
      ["GET", `/api/admin/inbox/${id}`],
      ["PATCH", `/api/admin/inbox/${id}`, { read: true }],
      ["DELETE", `/api/admin/inbox/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({ readAt: null, archivedAt: null });
  });

  it("lists messages newest first with their first line, and e-mails the admins once per burst", async () => {
    const items = await list();
    expect(items.slice(0, 3).map((m) => m.firstLine)).toEqual([`${"x".repeat(199)}…`, "First line here", "Question about joining"]);
    expect(items[0]).toMatchObject({ name: "Finn", email: "finn@example.com", read: false, archived: false, spam: false });
    // Three messages within ten minutes: one notice, which quotes none of them.
    const mails = await waitForMail(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(notices()).toHaveLength(1);
    expect(mails[0]).toContain("http://127.0.0.1:3000/admin/inbox");
    expect(mails[0]).not.toContain("Question about");
    expect(notices("member@example.com")).toHaveLength(0);
  });

  it("pages with a cursor, newest first, without repeats", async () => {
    const first = (await call("GET", "/api/admin/inbox?limit=2", admin)).json<{ items: { id: string }[]; nextCursor: string }>();
    expect(first.items).toHaveLength(2);
    const second = (await call("GET", `/api/admin/inbox?limit=2&cursor=${first.nextCursor}`, admin)).json<{
      items: { id: string }[];
      nextCursor: string | null;
    }>();
    expect(second.items.map((m) => m.id)).toEqual((await list()).slice(2, 4).map((m) => m.id));
    expect((await call("GET", "/api/admin/inbox?cursor=nonsense", admin)).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/inbox?filter=everything", admin)).statusCode).toBe(400);
  });

  it("opens a message whole; marking it read drops the unread count, unread raises it again", async () => {
    const before = await unread();
    expect(before).toBe(3);
    const [newest] = await list();
    const opened = await call("GET", `/api/admin/inbox/${newest!.id}`, admin);
    expect(opened.json()).toMatchObject({ message: "x".repeat(300), read: false });
    const read = await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { read: true });
    expect(read.json()).toMatchObject({ id: newest!.id, read: true });
    expect(await unread()).toBe(before - 1);
    expect((await list("unread")).map((m) => m.id)).not.toContain(newest!.id);
    // Reading it again keeps the first time it was read.
    const [{ readAt } = { readAt: null }] = await t.database.db.select({ readAt: contacts.readAt }).from(contacts).where(eq(contacts.id, newest!.id));
    await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { read: true });
    expect((await t.database.db.select({ readAt: contacts.readAt }).from(contacts).where(eq(contacts.id, newest!.id)))[0]!.readAt).toEqual(readAt);
    expect((await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { read: false })).json().read).toBe(false);
    expect(await unread()).toBe(before);
  });

  it("archives out of the inbox and back; refuses empty or unknown changes and ids", async () => {
    const [newest] = await list();
    await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { archived: true });
    expect((await list()).map((m) => m.id)).not.toContain(newest!.id);
    expect((await list("archived")).map((m) => m.id)).toEqual([newest!.id]);
    expect(await unread()).toBe(2);
    await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { archived: false });
    expect((await list())[0]!.id).toBe(newest!.id);

    expect((await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, {})).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { read: "yes" })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { starred: true })).statusCode).toBe(400);
    for (const id of [MISSING, "not-a-uuid"]) {
      expect((await call("GET", `/api/admin/inbox/${id}`, admin)).json()).toEqual({ error: { code: "NOT_FOUND", message: "Message not found." } });
      expect((await call("PATCH", `/api/admin/inbox/${id}`, admin, { read: true })).statusCode).toBe(404);
      expect((await call("DELETE", `/api/admin/inbox/${id}`, admin)).statusCode).toBe(404);
    }
  });

  it("marks a message as spam (out of the inbox and its count, into Spam) and back (issue 32)", async () => {
    const [newest] = await list();
    const before = await unread();
    const marked = await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { spam: true });
    expect(marked.json()).toMatchObject({ id: newest!.id, spam: true });
    expect((await list()).map((m) => m.id)).not.toContain(newest!.id);
    expect((await list("spam")).map((m) => m.id)).toContain(newest!.id);
    expect(await unread()).toBe(newest!.read ? before : before - 1);
    await call("PATCH", `/api/admin/inbox/${newest!.id}`, admin, { spam: false });
    expect((await list())[0]!.id).toBe(newest!.id);
    expect(await unread()).toBe(before);
  });

  it("deletes a message for good and records who did it, without its text", async () => {
    const [newest] = await list();
    expect((await call("DELETE", `/api/admin/inbox/${newest!.id}`, admin)).statusCode).toBe(204);
    expect((await call("GET", `/api/admin/inbox/${newest!.id}`, admin)).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(activityLog).where(eq(activityLog.targetId, newest!.id));
    expect(entry).toMatchObject({ action: "message.delete", actorEmail: "chief@example.com", targetKind: "message", targetTitle: "Message from Finn" });
    expect(JSON.stringify(entry)).not.toContain("xxxx");
  });

  it("keeps a message caught by the honeypot as spam: answered like any other, not in the inbox, not counted, not mailed", async () => {
    // A new burst window, so a notice would go out if spam were notified.
    await t.database.db.execute(sql`delete from rate_limits where key like 'contact-notify:%'`);
    const mailsBefore = notices().length;
    const countBefore = await unread();
    const res = await send({ name: "Bot", email: "bot@example.com", message: "Buy now", website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(["id"]);
    const { id } = res.json<{ id: string }>();
    expect((await list()).map((m) => m.id)).not.toContain(id);
    expect((await list("spam")).map((m) => m.id)).toEqual([id]);
    expect(await unread()).toBe(countBefore);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({ isSpam: true, message: "Buy now" });
    await new Promise((r) => setTimeout(r, 200));
    expect(notices()).toHaveLength(mailsBefore);
    // An empty honeypot (what the real form sends) is an ordinary message, and notified.
    const human = await send({ name: "Gil", email: "gil@example.com", message: "Hi", website: "" });
    expect((await list())[0]!.id).toBe(human.json().id);
    expect(await waitForMail(mailsBefore + 1)).toHaveLength(mailsBefore + 1);
  });
});

describe("contact notices (pglite)", () => {
  it("are off by default without SMTP", async () => {
    const t = await createTestApp("pglite");
    try {
      await t.app.deps.jobs.start();
      expect(t.config.contactNotify).toBe(false);
      await signInAdmin(t, "boss@example.com");
      const before = outbox(t.dataDir, "boss@example.com").length; // the verification mail
      await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "A", email: "a@example.com", message: "hi" } });
      await new Promise((r) => setTimeout(r, 300));
      expect(outbox(t.dataDir, "boss@example.com")).toHaveLength(before);
    } finally {
      await t.close();
    }
  });
});
