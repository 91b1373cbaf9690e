import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { SearchPage } from "../../../shared/search.js";
import { VISITOR } from "../../access/viewer.js";
import { query } from "../../db/raw-query.js";
import { series } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { pageOfHits } from "./matches.js";
import { pairsQuery } from "./query-shape.js";
import { snippetParts, tsQuery, withIndexPlans } from "./service.js";

const PHRASE_POSTS: [string, string, boolean][] = [
  ["Moving in column", "Keep the convoy of escorts tight on the highway.", false],
  ["Bravo notes", "The convoy bravo escorts waited.", false],
  ["Spacing", "A convoy and the escort kept apart.", false],
  ["Reverse order", "Every escort of the convoy.", false],
  ["Far apart", "The convoy left at dawn; much later an escort followed.", false],
  ["Wide gaps", "A convoy of all the escorts.", false],
  ["Sealed orders", "Members read of the convoy of escorts.", true],
];

describe.each(databaseKinds)("search (%s)", (kind) => {
  let t: TestApp;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() - days * day);
    await insertPost(db, { title: "Handoffs at shift change", content: "What the outgoing sergeant says first decides the night.", createdAt: at(40) });
    await insertPost(db, {
      title: "Morning routines",
      content: "A good handoff starts before the shift ends. Night shift is another story.",
      createdAt: at(2),
    });
    await insertPost(db, { title: "Leaders eat last", content: "The leaders who serve first are followed.", createdAt: at(10) });
    await insertPost(db, { title: "Locked Title Foxtrot", content: "Members read about MARKERZULU here.", isMembersOnly: true });
    await insertPost(db, { title: "Quiet notes", content: "Only members read MARKERZULU and MARKERYANKEE.", isMembersOnly: true });
    // A long body whose only match is far from the top: the snippet is cut from a window around it.
    await insertPost(db, {
      title: "Long read",
      content: `${"Filler words about nothing much. ".repeat(400)}The NEEDLEWORD is here at last.`,
      createdAt: at(300),
    });
    for (let i = 0; i < 25; i++) await insertPost(db, { title: `Drill ${i}`, content: `Drill number ${i} of the pagination series.`, createdAt: at(100 + i) });
    // Quoted phrases: the words in order and close, or in order with another word between, or too far, or reversed.
    for (const [title, content, isMembersOnly] of PHRASE_POSTS) await insertPost(db, { title, content, isMembersOnly });
    await insertPodcast(t.database.db, t.storage, { title: "Commander's intent, explained" });
    await insertItem(db, t.storage, {
      title: "After-action: the flooded basement",
      category: "after-action",
      contentText: "The basement flooded during the handoff.",
    });
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

  // A phrase whose words are at most three places apart is looked up by its
  // word pairs (migration 0021); one further apart, or under `or`, is not:
  // either way the rows are those PostgreSQL's own phrase match finds.
  it.each([
    '"convoy of escorts"',
    '"convoy of escorts tight"',
    '"convoy and the escort"',
    '"convoy of all the escorts"',
    '"convoy of escorts" -highway',
    '"convoy of escorts" or "escort of the convoy"',
  ])("finds for %s exactly the rows PostgreSQL's phrase match finds", async (q) => {
    const matching = await query<{ title: string; is_members_only: boolean }>(
      t.database.db,
      sql`select title, is_members_only from posts where search_vector @@ websearch_to_tsquery('english', ${q})`,
    );
    expect(matching.length, q).toBeGreaterThan(0);
    const asMember = (await find(q, { cookie: member, type: "field-manual", limit: 100 })).page;
    expect(asMember.fuzzy).toBe(false);
    expect(titles(asMember).sort()).toEqual(matching.map((r) => r.title).sort());
    // A visitor's locked rows match by their titles, which hold no phrase here.
    const asVisitor = (await find(q, { type: "field-manual", limit: 100 })).page;
    expect(titles(asVisitor).sort()).toEqual(
      matching
        .filter((r) => !r.is_members_only)
        .map((r) => r.title)
        .sort(),
    );
  });

  it("looks a close phrase's rows up by its word pairs, and other queries by their words", async () => {
    // The plan the service's own settings give the page's statement for the query.
    const plan = async (q: string) =>
      withIndexPlans(t.database.db, tsQuery(q), async (tx, shape) => {
        const statement = pageOfHits(VISITOR, { q: tsQuery(q), shape }, "field-manual", {}, { limit: 20, offset: 0 });
        const rows = await query<Record<string, string>>(tx, sql`explain ${statement}`);
        return rows.map((row) => Object.values(row)[0]).join("\n");
      });
    const phrase = await plan('"convoy of escorts"');
    expect(phrase).toMatch(/posts_search_pairs_idx/);
    expect(phrase).not.toMatch(/posts_search_idx/);
    for (const q of ['"convoy of all the escorts"', "convoy escort"]) {
      const words = await plan(q);
      expect(words, q).toMatch(/posts_search_idx/);
      expect(words, q).not.toMatch(/posts_search_pairs_idx/);
    }
  });

  it("holds every ordered pair of words at most three places apart in a vector's pairs, hashed as the server hashes them", async () => {
    // chain 1, command 3, chain 4, big 5, command 6 ("of" takes place 2).
    const vector = sql`to_tsvector('english', 'Chain of command, chain big command')`;
    const pairs = ["big command", "chain big", "chain chain", "chain command", "command big", "command chain", "command command"];
    const [row] = await query<{ count: number; held: boolean[]; absent: boolean[] }>(
      t.database.db,
      sql`select length(search_phrase_pairs(${vector})) as count,
            array[${sql.join(
              pairs.map((p) => sql`search_phrase_pairs(${vector}) @@ ${pairsQuery([p])}::tsquery`),
              sql`, `,
            )}] as held,
            array[${sql.join(
              ["big chain", "of command", "chain of"].map((p) => sql`search_phrase_pairs(${vector}) @@ ${pairsQuery([p])}::tsquery`),
              sql`, `,
            )}] as absent`,
    );
    expect(row).toEqual({ count: pairs.length, held: pairs.map(() => true), absent: [false, false, false] });
    // Quotes, backslashes and letters beyond ASCII: PostgreSQL's MD5 of the words' UTF-8 is the server's.
    const [odd] = await query<{ held: boolean }>(
      t.database.db,
      sql`select search_phrase_pairs(${"'o''neil':1 'a\\\\b':2 'café':3"}::tsvector) @@ ${pairsQuery(["o'neil a\\b", "a\\b café"])}::tsquery as held`,
    );
    expect(odd!.held).toBe(true);
  });

  it("makes pairs of no more than a tsvector keeps places for, however long the text", async () => {
    // Distinct words well past place 16,383, where a tsvector puts every later word in one place.
    const words = Array.from({ length: 40_000 }, (_, i) => `w${i.toString(36)}x`).join(" ");
    const [row] = await query<{ count: number }>(t.database.db, sql`select length(search_phrase_pairs(to_tsvector('english', ${words}))) as count`);
    // Places 1 to 16,382 make 3 pairs each but the last three (2, 1, 0); a collision of two hashes would make one fewer.
    expect(row!.count).toBeLessThanOrEqual(3 * 16_382 - 6);
    expect(row!.count).toBeGreaterThan(3 * 16_382 - 20);
  });

  it("offers titles that look like a misspelt query", async () => {
    const { page } = await find("comander intnet", { cookie: member });
    expect(page.fuzzy).toBe(true);
    expect(titles(page)[0]).toBe("Commander's intent, explained");
    expect(page.items[0]!.snippet).toBeNull();
    // Half corrected, the words still match nothing: no help, so not offered (issue 32).
    expect(page.suggestion).toBeNull();
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

  it("offers the series whose title or description holds the words, above the first page of every area's results, a draft only to admins (docs/decisions/112)", async () => {
    const { db } = t.database;
    const [open] = await db
      .insert(series)
      .values({ title: "Resilience drills", description: "Six short lessons on QUIVERWORD and staying calm.", status: "published" })
      .returning({ id: series.id });
    await db.insert(series).values({ title: "QUIVERWORD plans, not yet out", description: "Draft words.", status: "draft" });
    const { cookie: admin } = await signInAdmin(t);

    const asVisitor = await find("quiverword");
    expect(asVisitor.page.series).toEqual([
      {
        id: open!.id,
        title: "Resilience drills",
        url: `/series/${open!.id}`,
        // The matched passage of its description, the word marked.
        snippet: expect.arrayContaining([{ text: "QUIVERWORD", match: true }, expect.objectContaining({ text: expect.stringContaining("lessons on") })]),
      },
    ]);
    expect(asVisitor.body).not.toContain("not yet out");
    expect((await find("quiverword", { cookie: member })).page.series.map((s) => s.title)).toEqual(["Resilience drills"]);
    expect((await find("quiverword", { cookie: admin })).page.series.map((s) => s.title).sort()).toEqual([
      "QUIVERWORD plans, not yet out",
      "Resilience drills",
    ]);
    // By its title, with no snippet; not with an area asked, nor on a later page.
    expect((await find("resilience drills")).page.series).toEqual([expect.objectContaining({ title: "Resilience drills", snippet: null })]);
    expect((await find("quiverword", { type: "field-manual" })).page.series).toEqual([]);
    const later = await find("drill", { limit: 5 });
    expect(later.page.series.map((s) => s.title)).toEqual(["Resilience drills"]);
    expect((await find("drill", { limit: 5, cursor: later.page.nextCursor! })).page.series).toEqual([]);
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
      expect(
        page.items.every((i) => i.locked === i.isMembersOnly && (i.locked ? i.snippet === null : true)),
        q,
      ).toBe(true);
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
      expect(
        page.items.map((i) => i.title),
        q,
      ).toEqual(Array.from({ length: 50 }, (_, i) => `Entry ${(i + 1) * 10}`));
    }
  });
});
