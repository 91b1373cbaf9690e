import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchPage } from "../../../shared/search.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { query } from "../../db/raw-query.js";
import { databaseKinds } from "../../test/database.js";
import { snippetParts } from "./service.js";

describe.each(databaseKinds)("search (%s)", (kind) => {
  let t: TestApp;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() - days * day);
    await insertPost(db, { title: "Handoffs at shift change", content: "What the outgoing sergeant says first decides the night.", createdAt: at(40) });
    await insertPost(db, { title: "Morning routines", content: "A good handoff starts before the shift ends. Night shift is another story.", createdAt: at(2) });
    await insertPost(db, { title: "Leaders eat last", content: "The leaders who serve first are followed.", createdAt: at(10) });
    await insertPost(db, { title: "Locked Title Foxtrot", content: "Members read about MARKERZULU here.", isMembersOnly: true });
    await insertPost(db, { title: "Quiet notes", content: "Only members read MARKERZULU and MARKERYANKEE.", isMembersOnly: true });
    // A long body whose only match is far from the top: the snippet is cut from a window around it.
    await insertPost(db, { title: "Long read", content: `${"Filler words about nothing much. ".repeat(400)}The NEEDLEWORD is here at last.`, createdAt: at(300) });
    for (let i = 0; i < 25; i++) await insertPost(db, { title: `Drill ${i}`, content: `Drill number ${i} of the pagination series.`, createdAt: at(100 + i) });
    await insertPodcast(t.database.db, t.storage, { title: "Commander's intent, explained" });
    await insertItem(db, t.storage, { title: "After-action: the flooded basement", category: "after-action", contentText: "The basement flooded during the handoff." });
    await signUp(t.app, "searcher@example.com");
    member = sessionCookie(await signIn(t.app, "searcher@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const find = async (q: string, options: { cookie?: string; type?: string; cursor?: string; limit?: number } = {}) => {
    const params = new URLSearchParams({ q, ...(options.type ? { type: options.type } : {}), ...(options.cursor ? { cursor: options.cursor } : {}) });
    if (options.limit) params.set("limit", String(options.limit));
    const res = await t.app.inject({ url: `/api/search?${params}`, headers: options.cookie ? { cookie: options.cookie } : {} });
    return { status: res.statusCode, body: res.body, page: res.json() as SearchPage };
  };
  const titles = (page: SearchPage) => page.items.map((i) => i.title);

  it("ranks a title match above a body match, marks the matched words, and links each result to its page", async () => {
    const { page } = await find("handoff", { cookie: member });
    expect(titles(page)[0]).toBe("Handoffs at shift change");
    expect(titles(page)).toEqual(expect.arrayContaining(["Morning routines", "After-action: the flooded basement"]));
    const routines = page.items.find((i) => i.title === "Morning routines")!;
    expect(routines.snippet?.some((p) => p.match && /handoff/i.test(p.text))).toBe(true);
    expect(routines).toMatchObject({ kind: "post", area: "field-manual", mediaType: "article", url: `/field-manual/${routines.id}`, locked: false });
    const basement = page.items.find((i) => i.kind === "item")!;
    expect(basement).toMatchObject({ area: "after-action", mediaType: "text", url: `/after-action/${basement.id}` });
  });

  it("cuts the snippet from around a match deep in a long body", async () => {
    const { page } = await find("needleword", { cookie: member });
    expect(page.items[0]!.snippet?.find((p) => p.match)?.text).toBe("NEEDLEWORD");
  });

  it("understands phrases, exclusions and word forms", async () => {
    expect(titles((await find('"shift change"', { cookie: member })).page)).toEqual(["Handoffs at shift change"]);
    expect(titles((await find("handoff -night", { cookie: member })).page)).toEqual(["After-action: the flooded basement"]);
    expect(titles((await find("leader", { cookie: member })).page)).toEqual(["Leaders eat last"]);
    const episodes = (await find("intent", { cookie: member, type: "briefing" })).page;
    expect(titles(episodes)).toEqual(["Commander's intent, explained"]);
    expect(episodes.items[0]).toMatchObject({ kind: "episode", area: "briefing", mediaType: "audio", url: `/briefing/${episodes.items[0]!.id}` });
    expect((await find("intent", { cookie: member, type: "field-manual" })).page.items).toEqual([]);
  });

  it("offers titles that look like a misspelt query", async () => {
    const { page } = await find("comander intnet", { cookie: member });
    expect(page.fuzzy).toBe(true);
    expect(titles(page)[0]).toBe("Commander's intent, explained");
    expect(page.items[0]!.snippet).toBeNull();
    expect(page.suggestion).toBe("commander intnet");
    const suggested = await find("comander intent", { cookie: member });
    expect(suggested.page).toMatchObject({ fuzzy: true, suggestion: "commander intent" });
    expect((await find("handoff", { cookie: member })).page.suggestion).toBeNull();
  });

  it("pages through many results without repeats", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { page } = await find("drill", { cookie: member, limit: 10, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect((await find("drill", { cursor: "bm9wZQ" })).status).toBe(400);
  });

  it("a visitor finds members-only records by their title only, locked, with nothing of the body", async () => {
    const byBody = await find("markerzulu");
    expect(byBody.status).toBe(200);
    expect(byBody.page.items).toEqual([]);
    expect(byBody.body).not.toMatch(/MARKER/i);
    // Title and body words together: the words do not match the title alone, so
    // only the title's likeness can bring the record up (the body plays no part).
    const byTitle = await find("foxtrot markerzulu");
    expect(byTitle.page.fuzzy).toBe(true);
    expect(byTitle.page.items.map((i) => [i.title, i.locked, i.snippet])).toEqual([["Locked Title Foxtrot", true, null]]);
    expect(byTitle.body).not.toMatch(/Members read/i);
    // A `-word` that only the locked body holds changes nothing: the body is not part of the match.
    for (const q of ["foxtrot -markerzulu", "foxtrot -markerxray"]) {
      const res = await find(q);
      expect(res.page, q).toMatchObject({ fuzzy: false, items: [{ title: "Locked Title Foxtrot", locked: true, snippet: null }] });
    }
    const titleOnly = await find("foxtrot");
    expect(titleOnly.page.items).toHaveLength(1);
    expect(titleOnly.page.items[0]).toMatchObject({ title: "Locked Title Foxtrot", locked: true, isMembersOnly: true, snippet: null });
    expect(titleOnly.body).not.toMatch(/MARKER|Members read/i);
    // A member gets the body's snippet.
    const asMember = await find("markerzulu", { cookie: member });
    expect(titles(asMember.page).sort()).toEqual(["Locked Title Foxtrot", "Quiet notes"]);
    expect(asMember.page.items.every((i) => !i.locked && i.snippet?.some((p) => p.match))).toBe(true);
  });

  it.each([
    ["", 400],
    ["   ", 400],
    ["x".repeat(201), 400],
    ["lead\u0000er", 400],
    ['"unbalanced quote', 200],
    ["-", 200],
    ["or or or", 200],
    ["!!! && ||", 200],
    ["'); drop table posts; --", 200],
  ])("answers %j with %i, never a server error", async (q, status) => {
    const res = await find(q);
    expect(res.status).toBe(status);
    expect(res.body).not.toMatch(/syntax|postgres|drizzle|tsquery/i);
    if (status === 400) expect(res.page).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("turns PostgreSQL's marked headline into text parts", () => {
    expect(snippetParts("A \u0001handoff\u0002 at \u0001shift\u0002 end")).toEqual([
      { text: "A ", match: false },
      { text: "handoff", match: true },
      { text: " at ", match: false },
      { text: "shift", match: true },
      { text: " end", match: false },
    ]);
  });
});

// More posts than the window of newest rows searched first (docs/decisions/028).
describe.each(databaseKinds)("search beyond the window of newest posts (%s)", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // 5,300 posts, one an hour: "archiveword" only in the 300 oldest, "tallyword" in every tenth.
    await t.database.db.execute(sql`insert into posts (title, content, created_at)
      select 'Entry ' || g, 'Routine entry ' || g || case when g > 5000 then ' archiveword' else '' end || case when g % 10 = 0 then ' tallyword' else '' end,
        now() - make_interval(hours => g)
      from generate_series(1, 5300) g`);
    // Title matches: "beacon" in 530 titles between them, a third members-only;
    // "lantern" in the oldest 110 of those, on both sides of the window's start.
    await t.database.db.execute(sql`insert into posts (title, content, is_members_only, created_at)
      select 'Beacon ' || g || case when g > 4200 then ' lantern' else '' end, 'Signal ' || g, (g / 10) % 3 = 0,
        now() - make_interval(hours => g, mins => 30)
      from generate_series(1, 5300, 10) g`);
    await t.database.db.execute(sql`analyze posts`);
    await signUp(t.app, "window.searcher@example.com");
    member = sessionCookie(await signIn(t.app, "window.searcher@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  let member: string;
  const find = async (q: string, limit = 50, cookie?: string) =>
    (await t.app.inject({ url: `/api/search?q=${q}&limit=${limit}`, headers: cookie ? { cookie } : {} })).json() as SearchPage;
  const everyPage = async (q: string, cookie?: string) => {
    const first = await find(q, 100, cookie);
    const second: SearchPage = first.nextCursor ? await find(`${q}&cursor=${first.nextCursor}`, 100, cookie) : { ...first, items: [], nextCursor: null };
    expect(second.nextCursor).toBeNull();
    return [...first.items, ...second.items];
  };
  const lanterns = async () => {
    const [row] = await query<{ open: number; locked: number }>(
      t.database.db,
      sql`select count(*) filter (where not is_members_only)::int as open, count(*) filter (where is_members_only)::int as locked
        from posts where title like '%lantern'`,
    );
    return row!;
  };

  it("gives a visitor the most recent title matches of each kind once, locked ones without a snippet", async () => {
    for (const q of ["beacon", "lantern"]) {
      const page = await find(q, 100);
      const ids = page.items.map((i) => i.id);
      expect(new Set(ids).size, q).toBe(ids.length);
      expect(page.items.every((i) => i.locked === i.isMembersOnly && (i.locked ? i.snippet === null : true)), q).toBe(true);
    }
    // Fewer matches than the window's start needs: the whole table is searched, every match found once.
    const { open, locked } = await lanterns();
    const items = await everyPage("lantern");
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.filter((i) => !i.locked)).toHaveLength(open);
    expect(items.filter((i) => i.locked)).toHaveLength(locked);
  });

  it("gives a member every match once, none locked", async () => {
    const { open, locked } = await lanterns();
    const items = await everyPage("lantern", member);
    expect(items).toHaveLength(open + locked);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.some((i) => i.locked)).toBe(false);
  });

  it("finds words that only older posts hold", async () => {
    const page = await find("archiveword");
    expect(page.fuzzy).toBe(false);
    expect(page.items).toHaveLength(50);
    expect(page.items.every((i) => Number(i.title.slice(6)) > 5000)).toBe(true);
  });

  it("ranks the most recent matches of a common word, or of words needed together", async () => {
    // One word looks among the newest posts first; two words together search every post at once.
    for (const q of ["tallyword", "routine tallyword"]) {
      const page = await find(q);
      expect(page.items.map((i) => i.title), q).toEqual(Array.from({ length: 50 }, (_, i) => `Entry ${(i + 1) * 10}`));
    }
  });
});
