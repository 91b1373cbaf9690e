import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { memberPreferences, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { recordVisit, VISIT_GAP_MS } from "./service.js";

describe.each(databaseKinds)("member preferences (%s)", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, "alice@example.com");
    alice = sessionCookie(await signIn(t.app, "alice@example.com"));
    await signUp(t.app, "bob@example.com");
    bob = sessionCookie(await signIn(t.app, "bob@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (cookie?: string) => t.app.inject({ url: "/api/preferences", headers: cookie ? { cookie } : {} });
  const put = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = { origin: ORIGIN }) =>
    t.app.inject({ method: "PUT", url: "/api/preferences", payload: payload as object, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const userId = async (email: string) => (await t.database.db.query.users.findFirst({ where: eq(users.email, email) }))!.id;

  it("are for members only", async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(undefined, { playbackRate: 1.5 })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/preferences/visit", headers: { origin: ORIGIN } })).statusCode).toBe(401);
  });

  it("start from the defaults, and a member who never set any has no row", async () => {
    const res = await get(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ playbackRate: 1, captionsOn: false, previousVisitAt: null, lastVisitAt: null });
    expect(await t.database.db.select().from(memberPreferences)).toEqual([]);
  });

  it("keep the speed and captions each member sets, one at a time, apart from other members", async () => {
    expect((await put(alice, { playbackRate: 1.5 })).json()).toMatchObject({ playbackRate: 1.5, captionsOn: false });
    expect((await put(alice, { captionsOn: true })).json()).toMatchObject({ playbackRate: 1.5, captionsOn: true });
    expect((await get(alice)).json()).toMatchObject({ playbackRate: 1.5, captionsOn: true });
    expect((await get(bob)).json()).toMatchObject({ playbackRate: 1, captionsOn: false });
  });

  it("refuse speeds the player does not offer, wrong types and unknown fields with a 400, storing nothing", async () => {
    const bobs = async () =>
      t.database.db
        .select()
        .from(memberPreferences)
        .where(eq(memberPreferences.userId, await userId("bob@example.com")));
    const before = await bobs();
    for (const body of [
      { playbackRate: 3 },
      { playbackRate: 0.1 },
      { playbackRate: "fast" },
      { captionsOn: "yes" },
      { lastVisitAt: "2020-01-01T00:00:00Z" },
      [1],
    ]) {
      const res = await put(bob, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toMatch(
        /^(Playback speed must be one of 0.75, 1, 1.25, 1.5, 1.75, 2|captionsOn must be true or false|Only playbackRate and captionsOn can be set|Send the preferences as a JSON object)\./,
      );
    }
    expect(await bobs()).toEqual(before);
  });

  it("take a same-site write such as a page's keepalive fetch, and refuse one from another site", async () => {
    expect((await put(bob, { playbackRate: 2 }, { origin: ORIGIN, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await put(bob, { playbackRate: 0.75 }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await get(bob)).json().playbackRate).toBe(2);
  });

  it("count a new visit after 30 minutes away: the previous visit's end is what 'New' compares with", async () => {
    const { db } = t.database;
    const id = await userId("bob@example.com");
    // Bob's speed (as the test before sets it), which a visit keeps.
    expect((await put(bob, { playbackRate: 2 })).statusCode).toBe(200);
    const t0 = new Date("2026-01-01T10:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    expect(await recordVisit(db, { userId: id, now: t0 })).toMatchObject({ previousVisitAt: null, lastVisitAt: t0.toISOString() });
    // Within the visit: the previous visit stays unknown, the last moment moves on.
    expect(await recordVisit(db, { userId: id, now: at(20) })).toMatchObject({ previousVisitAt: null, lastVisitAt: at(20).toISOString() });
    // Back after more than the gap: a new visit.
    const later = at(20 + VISIT_GAP_MS / 60_000 + 1);
    expect(await recordVisit(db, { userId: id, now: later })).toMatchObject({ previousVisitAt: at(20).toISOString(), lastVisitAt: later.toISOString() });
    // A late request does not move the last visit back; speed is kept.
    expect(await recordVisit(db, { userId: id, now: at(5) })).toMatchObject({
      previousVisitAt: at(20).toISOString(),
      lastVisitAt: later.toISOString(),
      playbackRate: 2,
    });

    const res = await t.app.inject({ method: "POST", url: "/api/preferences/visit", headers: { origin: ORIGIN, cookie: bob } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ previousVisitAt: later.toISOString() });
    expect(Date.parse(res.json().lastVisitAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("go with their member", async () => {
    const { db } = t.database;
    // Both members have preferences (as the tests before leave them).
    for (const cookie of [alice, bob]) expect((await put(cookie, { captionsOn: true })).statusCode).toBe(200);
    expect((await db.select().from(memberPreferences)).length).toBe(2);
    await db.delete(users).where(eq(users.email, "alice@example.com"));
    expect((await db.select().from(memberPreferences)).map((r) => r.userId)).toEqual([await userId("bob@example.com")]);
  });
});
