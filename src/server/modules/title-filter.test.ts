import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../test/app.js";
import { sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../test/content-fixtures.js";
import { databaseKinds } from "../test/database.js";

// The lists' `q`: only the records whose title contains it, in any case, with
// LIKE's wildcards taken literally (the admin lists' search box, docs/decisions/044).
describe.each(databaseKinds)("lists filtered by title (%s)", (kind) => {
  let t: TestApp;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    for (const title of ["Night Shift Handoff", "Handoffs, part 2", "Morning brief", "100% effort", "Snake_case notes"]) await insertPost(db, { title });
    await insertPodcast(db, t.storage, { title: "Handoff drills" });
    await insertPodcast(db, t.storage, { title: "Intent" });
    await insertItem(db, t.storage, { title: "AAR: the handoff", category: "after-action" });
    await insertItem(db, t.storage, { title: "Handoff card", category: "briefing" });
    await signUp(t.app, "lister@example.com");
    member = sessionCookie(await signIn(t.app, "lister@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const titles = async (url: string) => {
    const res = await t.app.inject({ url, headers: { cookie: member } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { title: string }[]; nextCursor: string | null }).items.map((i) => i.title);
  };

  it("keeps the titles that contain the words, newest first, in each list", async () => {
    expect((await titles("/api/posts?q=handoff")).sort()).toEqual(["Handoffs, part 2", "Night Shift Handoff"]);
    expect(await titles("/api/podcasts?q=HANDOFF")).toEqual(["Handoff drills"]);
    expect(await titles("/api/content-items?category=after-action&q=handoff")).toEqual(["AAR: the handoff"]);
    expect(await titles("/api/content-items?category=briefing&q=%20handoff%20")).toEqual(["Handoff card"]);
    expect(await titles("/api/posts?q=")).toHaveLength(5);
  });

  it("takes % and _ literally", async () => {
    expect(await titles("/api/posts?q=%25")).toEqual(["100% effort"]);
    expect(await titles("/api/posts?q=e_c")).toEqual(["Snake_case notes"]);
    expect(await titles("/api/posts?q=_")).toEqual(["Snake_case notes"]);
  });

  it("pages through a filtered list", async () => {
    const first = await t.app.inject({ url: "/api/posts?q=handoff&limit=1", headers: { cookie: member } });
    const page = first.json() as { items: { title: string }[]; nextCursor: string };
    expect(page.items).toHaveLength(1);
    const second = await t.app.inject({ url: `/api/posts?q=handoff&limit=1&cursor=${page.nextCursor}`, headers: { cookie: member } });
    expect(second.json()).toMatchObject({ items: [{ title: expect.stringMatching(/handoff/i) }], nextCursor: null });
    expect((second.json() as { items: { title: string }[] }).items[0]!.title).not.toBe(page.items[0]!.title);
  });

  it("answers a too long filter 400 with a message", async () => {
    const res = await t.app.inject({ url: `/api/posts?q=${"x".repeat(201)}`, headers: { cookie: member } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "BAD_REQUEST", message: expect.stringMatching(/at most 200/) } });
  });
});
