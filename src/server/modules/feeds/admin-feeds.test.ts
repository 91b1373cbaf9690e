import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { activityLog, feedTokens, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, outbox, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPodcast } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";

type Method = "GET" | "DELETE";
interface Row {
  memberId: string;
  email: string;
  name: string;
  downloads: number;
  ipsToday: number;
  suspiciousAt: string | null;
  lastFetchedAt: string | null;
}

describe.each(databaseKinds)("admin feeds (%s)", (kind) => {
  let t: TestApp;
  let chief: { cookie: string; id: string };
  const members: Record<string, { cookie: string; id: string; feed: string }> = {};
  let episodeId: string;

  const call = (method: Method, url: string, cookie?: string) => t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const list = async (query = "") => (await call("GET", `/api/admin/feeds${query}`, chief.cookie)).json<{ items: Row[]; nextCursor: string | null }>();
  /** The "your link was reset" mails in the dev outbox (sign-up's verification mails are there too). */
  const resetMails = (to: string) => outbox(t.dataDir, to).filter((m) => m.includes("Subject: Your Lead or Be Led podcast link was reset"));
  const feedPath = async (cookie: string) => new URL((await call("GET", "/api/feed", cookie)).json<{ url: string }>().url).pathname;

  beforeAll(async () => {
    t = await createTestApp(kind, { FEED_SHARING_IP_LIMIT: "2" });
    episodeId = (await insertPodcast(t.database.db, t.storage, { title: "Locked one", isMembersOnly: true })).id;
    chief = await signInAdmin(t, "chief@example.com");
    for (const [email, name] of [
      ["alpha@example.com", "Alpha Listener"],
      ["bravo@example.com", "Bravo Listener"],
      ["charlie@example.com", "Charlie Sharer"],
    ] as const) {
      await signUp(t.app, email, undefined, name);
      const cookie = sessionCookie(await signIn(t.app, email));
      const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      members[email] = { cookie, id: user!.id, feed: await feedPath(cookie) };
    }
    // Charlie's feed is fetched from three IPs (over the limit of 2); then Bravo's app polls, then Alpha's.
    const fetched = async (email: string, ip: string) => {
      await t.app.inject({ method: "GET", url: members[email]!.feed, remoteAddress: ip });
      // Noted after the answer: wait for it, so the fetch times are in this order.
      await vi.waitFor(async () => {
        const [row] = await t.database.db.select().from(feedTokens).where(eq(feedTokens.userId, members[email]!.id));
        expect(row?.lastFetchedAt).not.toBeNull();
      });
    };
    for (let i = 1; i <= 3; i++) await t.app.inject({ method: "GET", url: members["charlie@example.com"]!.feed, remoteAddress: `10.2.0.${i}` });
    await vi.waitFor(async () => expect((await t.database.db.select().from(feedTokens)).filter((r) => r.suspiciousAt)).toHaveLength(1));
    await fetched("bravo@example.com", "10.1.0.1");
    await fetched("alpha@example.com", "10.1.0.2");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers visitors 401 and members 403, changing nothing", async () => {
    const member = members["alpha@example.com"]!;
    const logged = await t.database.db.select().from(activityLog);
    for (const [method, url] of [
      ["GET", "/api/admin/feeds"],
      ["DELETE", `/api/admin/feeds/${member.id}`],
    ] as [Method, string][]) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: member.feed })).statusCode).toBe(200);
    expect(await t.database.db.select().from(activityLog)).toEqual(logged);
  });

  it("lists every feed, possibly shared first, then the latest fetch; metadata only, never a token", async () => {
    const res = await call("GET", "/api/admin/feeds", chief.cookie);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Row[] }>();
    expect(items.map((r) => r.email)).toEqual(["charlie@example.com", "alpha@example.com", "bravo@example.com"]);
    expect(items[0]).toMatchObject({ name: "Charlie Sharer", ipsToday: 3, memberId: members["charlie@example.com"]!.id });
    expect(items[0]!.suspiciousAt).not.toBeNull();
    expect(items[1]).toMatchObject({ suspiciousAt: null });
    expect(items[2]).toMatchObject({ ipsToday: 1, suspiciousAt: null, downloads: 0 });
    expect(Date.parse(items[1]!.lastFetchedAt!)).toBeGreaterThan(Date.parse(items[2]!.lastFetchedAt!));
    for (const email of Object.keys(members)) expect(res.body).not.toContain(members[email]!.feed.split("/")[2]);
  });

  it("pages with a cursor in the same order, and searches name and e-mail", async () => {
    const first = await list("?limit=2");
    expect(first.items.map((r) => r.email)).toEqual(["charlie@example.com", "alpha@example.com"]);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((r) => r.email)).toEqual(["bravo@example.com"]);
    expect(second.nextCursor).toBeNull();
    expect((await list("?q=BRAVO")).items.map((r) => r.email)).toEqual(["bravo@example.com"]);
    expect((await list("?q=sharer")).items.map((r) => r.email)).toEqual(["charlie@example.com"]);
    expect((await call("GET", "/api/admin/feeds?cursor=bogus", chief.cookie)).statusCode).toBe(400);
  });

  // Changes Charlie's feed: after the tests above, which read the feeds as beforeAll left them.
  it("revokes a feed: its URL and enclosures 404 at once, the member is e-mailed, the log says who", async () => {
    const charlie = members["charlie@example.com"]!;
    const enclosure = charlie.feed.replace("briefing.xml", `episodes/${episodeId}.mp3`);
    expect((await t.app.inject({ method: "GET", url: enclosure })).statusCode).toBeLessThan(400);
    const res = await call("DELETE", `/api/admin/feeds/${charlie.id}`, chief.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mailed: true });
    for (const url of [charlie.feed, enclosure]) {
      const gone = await t.app.inject({ method: "GET", url });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.json().error.message).toBe("Feed not found.");
    }
    expect(resetMails("charlie@example.com")).toHaveLength(1);
    const [entry] = await t.database.db.select().from(activityLog).where(eq(activityLog.action, "feed.revoke"));
    expect(entry).toMatchObject({ actorId: chief.id, targetKind: "member", targetId: charlie.id, targetTitle: "charlie@example.com" });
    expect(JSON.stringify(entry)).not.toContain(charlie.feed.split("/")[2]);
    // The member's next visit to the panel makes a new URL; the old one stays dead.
    const fresh = await feedPath(charlie.cookie);
    expect(fresh).not.toBe(charlie.feed);
    expect((await t.app.inject({ method: "GET", url: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: charlie.feed })).statusCode).toBe(404);
  });

  it("a member without a feed, an unknown member or a bad id is a 404, nothing mailed or logged", async () => {
    const revokes = async () => (await t.database.db.select().from(activityLog).where(eq(activityLog.action, "feed.revoke"))).length;
    const before = await revokes();
    await signUp(t.app, "nofeed@example.com");
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "nofeed@example.com"));
    for (const id of [user!.id, "no-such-member", "bad%20id"]) {
      const res = await call("DELETE", `/api/admin/feeds/${id}`, chief.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe("This member has no private feed.");
    }
    expect(resetMails("nofeed@example.com")).toEqual([]);
    expect(await revokes()).toBe(before);
  });
});
