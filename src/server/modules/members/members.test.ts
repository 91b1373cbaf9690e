import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setAdmin } from "../../auth/admin.js";
import { activityLog, feedTokens, progress, sessions, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { me, ORIGIN, outbox, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPodcast } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { csvCell } from "./csv.js";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const PASSWORD = "Tr1pwire-Falcon";

// The tests share one member and build on each other in order (the last one
// deletes the member); each also runs alone with -t.
describe.each(databaseKinds)("admin members (%s)", (kind) => {
  let t: TestApp;
  let chief: { cookie: string; id: string };
  let member: string;
  let memberId: string;

  const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const entries = async (action: string) => t.database.db.select().from(activityLog).where(eq(activityLog.action, action));

  beforeAll(async () => {
    t = await createTestApp(kind);
    chief = await signInAdmin(t, "chief@example.com");
    await signUp(t.app, "member@example.com", PASSWORD, "Morgan Member");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
    memberId = await idOf("member@example.com");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers visitors 401 and members 403 on every members route, changing nothing", async () => {
    const logged = await t.database.db.select().from(activityLog);
    const routes: [Method, string, object?][] = [
      ["GET", "/api/admin/members"],
      ["GET", "/api/admin/members?q=chief"],
      ["GET", "/api/admin/members/export.csv"],
      ["GET", `/api/admin/members/${chief.id}`],
      ["DELETE", `/api/admin/members/${chief.id}`],
      ["DELETE", `/api/admin/members/${chief.id}/sessions`],
      ["POST", `/api/admin/members/${memberId}/verification`],
      ["PUT", `/api/admin/members/${memberId}/admin`, { password: PASSWORD }],
      ["DELETE", `/api/admin/members/${chief.id}/admin`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await me(t.app, chief.cookie)).json()).toMatchObject({ isAdmin: true });
    expect((await me(t.app, member)).json()).toMatchObject({ isAdmin: false });
    expect(await t.database.db.select().from(activityLog)).toEqual(logged);
  });

  it("lists members newest first with joined, last seen, verified, 2FA, admin and live session count", async () => {
    const res = await call("GET", "/api/admin/members", chief.cookie);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Record<string, unknown>[] }>();
    expect(items.map((m) => m.email)).toEqual(["member@example.com", "chief@example.com"]);
    expect(items[0]).toMatchObject({ id: memberId, name: "Morgan Member", emailVerified: false, twoFactorEnabled: false, isAdmin: false, sessionCount: 1 });
    expect(items[1]).toMatchObject({ isAdmin: true, sessionCount: 1 });
    expect(Date.parse(items[0]!.lastSeenAt as string)).toBeGreaterThan(Date.now() - 60_000);
    // An expired session is not counted.
    await t.database.db.insert(sessions).values({ id: "expired-session", token: "expired-token", userId: memberId, expiresAt: new Date(Date.now() - 1000) });
    expect((await call("GET", "/api/admin/members", chief.cookie)).json().items[0].sessionCount).toBe(1);
  });

  it("searches name and e-mail by any part, any case; wildcards are letters; pages with a cursor", async () => {
    for (let i = 0; i < 5; i++) await signUp(t.app, `recruit${i}@corps.example`, PASSWORD, `Recruit_${i} Alvarez`);
    const search = async (q: string, extra = "") =>
      (await call("GET", `/api/admin/members?q=${encodeURIComponent(q)}${extra}`, chief.cookie)).json<{
        items: { email: string }[];
        nextCursor: string | null;
      }>();
    expect((await search("MORGAN")).items.map((m) => m.email)).toEqual(["member@example.com"]);
    expect((await search("corps.EX")).items).toHaveLength(5);
    expect((await search("alvar")).items).toHaveLength(5);
    expect((await search("%")).items).toEqual([]);
    expect((await search("t_3")).items.map((m) => m.email)).toEqual(["recruit3@corps.example"]);
    expect((await search("nobody-at-all")).items).toEqual([]);
    // A whole address: that member (any case); a whole address nobody has still searches as a substring.
    expect((await search("Recruit3@Corps.Example")).items.map((m) => m.email)).toEqual(["recruit3@corps.example"]);
    expect((await search("t3@corps.example")).items.map((m) => m.email)).toEqual(["recruit3@corps.example"]);
    const first = await search("corps", "&limit=3");
    expect(first.items.map((m) => m.email)).toEqual(["recruit4@corps.example", "recruit3@corps.example", "recruit2@corps.example"]);
    const second = await search("corps", `&limit=3&cursor=${first.nextCursor}`);
    expect(second).toEqual({
      items: [{ email: "recruit1@corps.example" }, { email: "recruit0@corps.example" }].map((m) => expect.objectContaining(m)),
      nextCursor: null,
    });
    expect((await call("GET", "/api/admin/members?cursor=bogus", chief.cookie)).statusCode).toBe(400);
    expect((await call("GET", `/api/admin/members?q=${"x".repeat(201)}`, chief.cookie)).statusCode).toBe(400);
  });

  it("shows one member: live sessions, progress and feed; unknown or malformed ids are 404", async () => {
    const episode = await insertPodcast(t.database.db, t.storage, { title: "Ep" });
    await t.database.db
      .insert(progress)
      .values({ userId: memberId, contentKind: "episode", contentId: episode.id, positionSeconds: 5, finishedAt: new Date(), clientUpdatedAt: new Date() });
    await t.database.db.insert(feedTokens).values({ userId: memberId, tokenHash: "h".repeat(64), downloads: 7 });
    const res = await call("GET", `/api/admin/members/${memberId}`, chief.cookie);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.member).toMatchObject({ email: "member@example.com" });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.progress).toEqual({ episodes: { started: 1, finished: 1 }, items: { started: 0, finished: 0 }, posts: { started: 0, finished: 0 } });
    expect(detail.feed).toMatchObject({ downloads: 7, lastFetchedAt: null, possiblyShared: false });
    expect(JSON.stringify(detail)).not.toContain("h".repeat(64));
    for (const id of ["nobody", "no%20such", "x".repeat(100)]) {
      const missing = await call("GET", `/api/admin/members/${id}`, chief.cookie);
      expect(missing.statusCode, id).toBe(404);
    }
    expect((await call("GET", "/api/admin/members/nobody", chief.cookie)).json().error.message).toBe("No such member.");
  });

  it("revokes a member's sessions: signed out at once, and recorded", async () => {
    const second = sessionCookie(await signIn(t.app, "member@example.com"));
    // Every session row goes, expired ones too (the list test adds one).
    const held = await t.database.db.select().from(sessions).where(eq(sessions.userId, memberId));
    expect(held.length).toBeGreaterThanOrEqual(2);
    const res = await call("DELETE", `/api/admin/members/${memberId}/sessions`, chief.cookie);
    expect(res.json()).toEqual({ revoked: held.length });
    expect((await me(t.app, member)).statusCode).toBe(401);
    expect((await me(t.app, second)).statusCode).toBe(401);
    expect(await entries("sessions.revoke")).toEqual([
      expect.objectContaining({ actorId: chief.id, targetId: memberId, targetTitle: "member@example.com", details: { sessions: held.length } }),
    ]);
    expect((await call("DELETE", "/api/admin/members/nobody/sessions", chief.cookie)).statusCode).toBe(404);
    member = sessionCookie(await signIn(t.app, "member@example.com"));
  });

  it("resends the verification e-mail to an unverified member; a verified one is a 409", async () => {
    const before = outbox(t.dataDir, "member@example.com").length;
    expect((await call("POST", `/api/admin/members/${memberId}/verification`, chief.cookie)).statusCode).toBe(204);
    expect(outbox(t.dataDir, "member@example.com")).toHaveLength(before + 1);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, chief.id));
    const verified = await call("POST", `/api/admin/members/${chief.id}/verification`, chief.cookie);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error.message).toBe("This member's e-mail address is already verified.");
  });

  it("grants admin only with the acting admin's own password", async () => {
    const url = `/api/admin/members/${memberId}/admin`;
    expect((await call("PUT", url, chief.cookie, {})).json().error).toEqual({ code: "BAD_REQUEST", message: "Enter your password." });
    const wrong = await call("PUT", url, chief.cookie, { password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("Your password is not correct.");
    expect((await me(t.app, member)).json().isAdmin).toBe(false);
    expect(await entries("member.grant_admin")).toEqual([]);

    const ok = await call("PUT", url, chief.cookie, { password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: memberId, isAdmin: true });
    expect((await me(t.app, member)).json().isAdmin).toBe(true);
    expect(await entries("member.grant_admin")).toEqual([expect.objectContaining({ actorId: chief.id, targetId: memberId })]);
    expect((await call("PUT", "/api/admin/members/nobody/admin", chief.cookie, { password: PASSWORD })).statusCode).toBe(404);
  });

  it("revokes admin, but never from the last admin", async () => {
    // Two admins (the test before grants it through the API): the member is demoted.
    await setAdmin(t.database.db, "member@example.com", true);
    const res = await call("DELETE", `/api/admin/members/${memberId}/admin`, chief.cookie);
    expect(res.json()).toMatchObject({ isAdmin: false });
    expect(await entries("member.revoke_admin")).toHaveLength(1);
    // The chief is now the only admin and cannot demote themselves.
    const last = await call("DELETE", `/api/admin/members/${chief.id}/admin`, chief.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe("This is the last admin account. Make another member an admin first, so the site keeps one.");
    expect((await me(t.app, chief.cookie)).json().isAdmin).toBe(true);
    expect(await entries("member.revoke_admin")).toHaveLength(1);
    // Revoking from a non-admin changes nothing.
    expect((await call("DELETE", `/api/admin/members/${memberId}/admin`, chief.cookie)).json()).toMatchObject({ isAdmin: false });
  });

  it("exports members as streamed RFC 4180 CSV, formula cells defused", async () => {
    await signUp(t.app, "formula@example.com", PASSWORD, '=HYPERLINK("http://evil.example","click"), "boss"');
    await signUp(t.app, "csv.one@export.example", PASSWORD, "Export One");
    await signUp(t.app, "csv.two@export.example", PASSWORD, "Export Two");
    // Every member: the chief, the member, these and those the other tests signed up.
    const everyone = (await t.database.db.select({ id: users.id }).from(users)).length;
    const res = await call("GET", "/api/admin/members/export.csv", chief.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("id,name,email,joined,last_seen,email_verified,two_factor,admin,sessions");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(1 + everyone + 1);
    const formula = lines.find((l) => l.includes("formula@example.com"))!;
    expect(formula).toContain(`,"'=HYPERLINK(""http://evil.example"",""click""), ""boss""",formula@example.com,`);
    const searched = await call("GET", "/api/admin/members/export.csv?q=export.example", chief.cookie);
    const rows = searched.body.trim().split("\r\n");
    expect(rows).toHaveLength(1 + 2);
    expect(rows.slice(1).map((row) => row.split(",")[2])).toEqual(["csv.two@export.example", "csv.one@export.example"]);
  });

  it("deletes a member with everything of theirs, recorded; the last admin cannot be deleted", async () => {
    const res = await call("DELETE", `/api/admin/members/${memberId}`, chief.cookie);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, memberId))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, memberId))).toEqual([]);
    expect((await me(t.app, member)).statusCode).toBe(401);
    expect(await entries("member.delete")).toEqual([expect.objectContaining({ actorId: chief.id, targetId: memberId, targetTitle: "member@example.com" })]);
    expect((await call("DELETE", `/api/admin/members/${memberId}`, chief.cookie)).statusCode).toBe(404);
    const self = await call("DELETE", `/api/admin/members/${chief.id}`, chief.cookie);
    expect(self.statusCode).toBe(409);
    expect(await t.database.db.select().from(users).where(eq(users.id, chief.id))).toHaveLength(1);
    // With a second admin, an admin may go.
    await signUp(t.app, "deputy@example.com", PASSWORD, "Deputy Admin");
    await setAdmin(t.database.db, "deputy@example.com", true);
    expect((await call("DELETE", `/api/admin/members/${await idOf("deputy@example.com")}`, chief.cookie)).statusCode).toBe(204);
  });
});

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["cr\rlf", '"cr\rlf"'],
    ["=1+2", "'=1+2"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
    ["=a,b", `"'=a,b"`],
    ["a=b", "a=b"],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
  it("writes non-text values as they are and null as empty", () => {
    expect([csvCell(3), csvCell(true), csvCell(null)]).toEqual(["3", "true", ""]);
  });
});
