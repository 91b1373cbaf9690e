import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { LibraryPage } from "../../../shared/library-page.js";
import { LIBRARY_PAGE_SIZE } from "../../../shared/library.js";
import type { LibraryMissing } from "../../../shared/page-data.js";
import { contentItems, podcasts, posts, series, seriesParts, siteSettings } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { post, sessionCookie } from "../../test/auth-helpers.js";
import { writeStylePlans } from "../../test/built-pages.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { LIBRARY_PAGE_NOT_FOUND } from "../library/routes.js";

// The public library's pages (/field-manual, /briefing, /after-action; issue
// 32): a visitor's page arrives with its lists rendered in it and as page
// data, kept until the content changes; a member gets the app, which reads
// the member's own lists from GET /api/library/:area. The web app's renderer
// is stood in for by a small module that writes what the real one would
// (titles, the policy's teaser, the lock mark), so these tests are about the
// server's part: which records, in which view, on which page, for whom. The
// browser tests render with the real one (e2e/library.spec.ts).

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Lead or Be Led</title><link rel="stylesheet" crossorigin href="/assets/site-1.css"></head>
  <body><div id="root"></div></body>
</html>`;

const RENDERER = `
const esc = (text) => String(text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;");
export async function render(path, data) {
  const library = data.library;
  if (!library) return "<p>LOADING</p>";
  if (library.missing) return "<h2 data-path=\\"" + esc(path) + "\\">Page not found.</h2>";
  let html = "<div data-path=\\"" + esc(path) + "\\">";
  for (const name of ["posts", "episodes", "briefings", "reports"]) {
    const section = library[name];
    if (!section) continue;
    html += "<section id=\\"" + name + "\\">";
    for (const entry of section.items) {
      const teaser = name === "posts" ? entry.excerpt : entry.description;
      html += "<article><h3>" + esc(entry.title) + "</h3>" + (teaser ? "<p>" + esc(teaser) + "</p>" : "") + (entry.locked ? "<p>Members only</p>" : "") + "</article>";
    }
    html += "</section>";
  }
  return html + "</div>";
}`;

const SECRET_POST = "SECRET-POST-BODY-4410";
const SECRET_EPISODE = "SECRET-EPISODE-NOTES-8832";
const SECRET_ITEM = "SECRET-ITEM-TEXT-1907";
const PUBLIC_URL = "https://lead.example.com";

/** A cursor well formed and of the right kind, after every row: a page past the end. */
const PAST_THE_END = Buffer.from(JSON.stringify(["1970-01-01T00:00:00.000000Z", "00000000-0000-4000-8000-000000000000"])).toString("base64url");

describe.each(databaseKinds)("the library's pages (%s)", (kind) => {
  let t: TestApp;
  let root: string;
  let member: string;
  /** Published public posts, newest first. */
  const openPosts: string[] = [];
  let ids: Record<"lockedPost" | "draftPost" | "scheduledPost" | "lockedEpisode" | "lockedBriefing" | "publicReport" | "scheduledReport", string>;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-library-"));
    fs.mkdirSync(path.join(root, "web", "assets"), { recursive: true });
    fs.mkdirSync(path.join(root, "prerender"));
    fs.writeFileSync(path.join(root, "web", "index.html"), INDEX);
    fs.writeFileSync(path.join(root, "web", "assets", "site-1.css"), "article{color:SITE-STYLES}");
    writeStylePlans(path.join(root, "web"));
    fs.writeFileSync(path.join(root, "prerender", "prerender.js"), RENDERER);
    t = await createTestApp(kind, { WEB_DIR: path.join(root, "web"), PUBLIC_URL });
    const { db } = t.database;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes));

    // Two pages and a bit of public posts (the newest 12, 12, then 2), with a members-only post, a draft
    // and a scheduled post among them.
    for (let i = 0; i < 2 * LIBRARY_PAGE_SIZE + 2; i++) {
      const post = await insertPost(db, { title: `Open post ${i + 1}`, content: `Teaser of open post ${i + 1}.`, createdAt: at(i) });
      openPosts.unshift(post.id);
    }
    const lockedPost = await insertPost(db, { title: "Inner circle", content: `${SECRET_POST} starts the body.`, isMembersOnly: true, createdAt: at(100) });
    const draftPost = await insertPost(db, { title: "Draft post DRAFT-TITLE", createdAt: at(101) });
    await db.update(posts).set({ status: "draft" }).where(eq(posts.id, draftPost.id));
    const scheduledPost = await insertPost(db, { title: "Scheduled post SCHEDULED-TITLE", createdAt: at(102) });
    await db
      .update(posts)
      .set({ status: "scheduled", publishAt: new Date(Date.now() + 86_400_000) })
      .where(eq(posts.id, scheduledPost.id));

    await insertPodcast(db, t.storage, { title: "Episode 1: Open", description: "Open show notes." });
    const lockedEpisode = await insertPodcast(db, t.storage, { title: "Episode 2: Closed", description: SECRET_EPISODE, isMembersOnly: true });
    const draftEpisode = await insertPodcast(db, t.storage, { title: "Episode 3 DRAFT-TITLE" });
    await db.update(podcasts).set({ status: "draft" }).where(eq(podcasts.id, draftEpisode.id));
    await insertItem(db, t.storage, { title: "Weekly brief", description: "Three questions.", category: "briefing" });
    const lockedBriefing = await insertItem(db, t.storage, {
      title: "Closed brief",
      description: "What it covers.",
      category: "briefing",
      isMembersOnly: true,
      contentText: SECRET_ITEM,
    });
    const publicReport = await insertItem(db, t.storage, { title: "AAR: Flood", description: "The river rose.", contentText: "REPORT-BODY-TEXT" });
    const scheduledReport = await insertItem(db, t.storage, { title: "AAR SCHEDULED-TITLE" });
    await db
      .update(contentItems)
      .set({ status: "scheduled", publishAt: new Date(Date.now() + 86_400_000) })
      .where(eq(contentItems.id, scheduledReport.id));
    ids = {
      lockedPost: lockedPost.id,
      draftPost: draftPost.id,
      scheduledPost: scheduledPost.id,
      lockedEpisode: lockedEpisode.id,
      lockedBriefing: lockedBriefing.id,
      publicReport: publicReport.id,
      scheduledReport: scheduledReport.id,
    };
    // The app trusts PUBLIC_URL's origin.
    const credentials = { email: "library-member@example.com", password: "Tr1pwire-Falcon" };
    await post(t.app, "/api/auth/sign-up/email", { ...credentials, name: "Reader" }, { origin: PUBLIC_URL, ip: "10.201.0.1" });
    member = sessionCookie(await post(t.app, "/api/auth/sign-in/email", credentials, { origin: PUBLIC_URL, ip: "10.201.0.1" }));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async (url: string, status = 200, cookie?: string) => {
    const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(status);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(String(res.headers.vary)).toContain("cookie");
    return res.body;
  };
  const pageData = (html: string) =>
    (JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!) as { library: LibraryPage }).library;
  const root$ = (html: string) => html.slice(html.indexOf('<div id="root">'));
  const titles = (section: { items: { title: string }[] } | undefined) => section!.items.map((entry) => entry.title);

  it("lists a visitor the newest public posts first with their teasers, a members-only post by its title with the lock, and no draft", async () => {
    const html = await page("/field-manual");
    const library = pageData(html);
    const section = library.posts!;
    // The members-only post is the newest published one; the draft and the scheduled post are not there.
    expect(titles(section)).toEqual(["Inner circle", ...Array.from({ length: LIBRARY_PAGE_SIZE - 1 }, (_, i) => `Open post ${2 * LIBRARY_PAGE_SIZE + 2 - i}`)]);
    expect(section).toMatchObject({ cursor: null, newer: null, older: expect.any(String) });
    expect(section.items[0]).toMatchObject({ id: ids.lockedPost, locked: true, excerpt: "" });
    expect(section.items[1]).toMatchObject({ locked: false, excerpt: `Teaser of open post ${2 * LIBRARY_PAGE_SIZE + 2}.` });
    // In the HTML before any script: titles, the public teasers and the lock mark.
    const rendered = root$(html);
    expect(rendered).toContain("<h3>Inner circle</h3><p>Members only</p>");
    expect(rendered).toContain(`<h3>Open post ${2 * LIBRARY_PAGE_SIZE + 2}</h3><p>Teaser of open post ${2 * LIBRARY_PAGE_SIZE + 2}.</p>`);
    for (const hidden of [SECRET_POST, "DRAFT-TITLE", "SCHEDULED-TITLE", ids.draftPost, ids.scheduledPost]) expect(html).not.toContain(hidden);
    // Its head: the area's title and words, the canonical address, the area's share card.
    expect(html).toContain("<title>Field Manual | Lead or Be Led</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/field-manual" />`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/field-manual" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og/field-manual.png" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    // Its styles inline (docs/decisions/073).
    expect(html).toContain("<style>article{color:SITE-STYLES}</style>");
  });

  it("pages to older posts and back by the API's cursor, each page at its own canonical address", async () => {
    const first = pageData(await page("/field-manual")).posts!;
    const secondHtml = await page(`/field-manual?cursor=${first.older}`);
    const second = pageData(secondHtml).posts!;
    expect(titles(second)).toEqual(Array.from({ length: LIBRARY_PAGE_SIZE }, (_, i) => `Open post ${LIBRARY_PAGE_SIZE + 3 - i}`));
    expect(second).toMatchObject({ cursor: first.older, newer: null, older: expect.any(String) });
    expect(secondHtml).toContain(`<link rel="canonical" href="${PUBLIC_URL}/field-manual?cursor=${first.older}" />`);
    const third = pageData(await page(`/field-manual?cursor=${second.older}`)).posts!;
    expect(titles(third)).toEqual(["Open post 3", "Open post 2", "Open post 1"]);
    expect(third).toMatchObject({ older: null, newer: first.older });
    // A campaign's parameters are left alone: the same page, filed under its own address.
    const tagged = await page(`/field-manual?cursor=${first.older}&utm_source=mail`);
    expect(titles(pageData(tagged).posts)).toEqual(titles(second));
    expect(tagged).toContain(`<link rel="canonical" href="${PUBLIC_URL}/field-manual?cursor=${first.older}" />`);
  });

  it("answers an address that names no page with 404 and the area's not-found page, never an error", async () => {
    const first = pageData(await page("/field-manual")).posts!;
    const bad = [
      "/field-manual?cursor=not%20a%20cursor",
      "/field-manual?cursor=",
      "/field-manual?cursor=abc",
      `/field-manual?cursor=${Buffer.from("[1,2]").toString("base64url")}`,
      `/field-manual?cursor=${first.older}&cursor=${first.older}`,
      `/field-manual?cursor=${"A".repeat(201)}`,
      `/field-manual?cursor=${PAST_THE_END}`,
      "/field-manual?tag=resilience",
      "/field-manual?series=command",
      `/briefing?episodes=${PAST_THE_END}`,
      "/briefing?briefings=%00",
      `/after-action?cursor=${PAST_THE_END}`,
    ];
    for (const url of bad) {
      const html = await page(url, 404);
      expect(root$(html), url).toContain(">Page not found.</h2>");
      expect(pageData(html) as unknown as LibraryMissing, url).toMatchObject({ missing: true });
      expect(html, url).toContain("<title>Page not found | Lead or Be Led</title>");
      expect(html, url).not.toContain('rel="canonical"');
    }
    // The API says the same.
    for (const url of [`/api/library/field-manual?cursor=${PAST_THE_END}`, "/api/library/field-manual?cursor=abc", "/api/library/nowhere"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject("/api/library/field-manual?cursor=not%20one")).statusCode).toBe(400);
  });

  it("lists The Briefing's episodes and briefing items in two sections, each by the policy's view", async () => {
    const html = await page("/briefing");
    const library = pageData(html);
    expect(titles(library.episodes)).toEqual(["Episode 2: Closed", "Episode 1: Open"]);
    expect(library.episodes!.items[0]).toMatchObject({ id: ids.lockedEpisode, locked: true, description: null });
    expect(library.episodes!.items[0]).not.toHaveProperty("audioUrl");
    expect(titles(library.briefings)).toEqual(["Closed brief", "Weekly brief"]);
    expect(library.briefings!.items[0]).toMatchObject({ id: ids.lockedBriefing, locked: true });
    expect(root$(html)).toContain("<h3>Episode 2: Closed</h3><p>Members only</p>");
    expect(root$(html)).toContain("<h3>Episode 1: Open</h3><p>Open show notes.</p>");
    for (const hidden of [SECRET_EPISODE, SECRET_ITEM, "DRAFT-TITLE"]) expect(html).not.toContain(hidden);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og/the-briefing.png" />`);
    expect(library.posts).toBeUndefined();
  });

  it("lists After-Action's items without their text, and nothing scheduled", async () => {
    const html = await page("/after-action");
    const library = pageData(html);
    expect(titles(library.reports)).toEqual(["AAR: Flood"]);
    expect(library.reports!.items[0]).toMatchObject({ id: ids.publicReport, locked: false, description: "The river rose." });
    for (const hidden of ["REPORT-BODY-TEXT", "SCHEDULED-TITLE", ids.scheduledReport]) expect(html).not.toContain(hidden);
  });

  it("sends a member the app with the page's head, and the member's own lists from the API", async () => {
    const html = await page("/field-manual", 200, member);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("page-data");
    expect(html).toContain("<title>Field Manual | Lead or Be Led</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/field-manual" />`);
    expect(await page("/field-manual?tag=%21%21", 404, member)).toContain("<title>Page not found | Lead or Be Led</title>");

    const mine = await t.app.inject({ url: "/api/library/field-manual", headers: { cookie: member } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-cache");
    const body = mine.json<LibraryPage>();
    expect(body.posts!.items[0]).toMatchObject({ id: ids.lockedPost, locked: false, excerpt: expect.stringContaining(SECRET_POST) });
    expect(mine.body).not.toContain("DRAFT-TITLE");
    // A visitor's answer is the page's data.
    const theirs = await t.app.inject("/api/library/field-manual");
    expect(theirs.json()).toEqual(pageData(await page("/field-manual")));
    const episodes = (await t.app.inject({ url: "/api/library/briefing", headers: { cookie: member } })).json<LibraryPage>().episodes!;
    expect(episodes.items[0]).toMatchObject({ id: ids.lockedEpisode, locked: false, description: SECRET_EPISODE, audioUrl: expect.any(String) });
  });

  it("shows a new post and a members-only flip on the very next page, by this app or another writer", async () => {
    expect(titles(pageData(await page("/field-manual")).posts)[0]).toBe("Inner circle");
    const fresh = await insertPost(t.database.db, { title: "Fresh orders", content: "FRESH-TEASER" });
    await t.database.notifications.sync();
    const after = pageData(await page("/field-manual")).posts!;
    expect(after.items[0]).toMatchObject({ title: "Fresh orders", excerpt: "FRESH-TEASER" });

    await t.database.db.update(posts).set({ isMembersOnly: true, updatedAt: new Date() }).where(eq(posts.id, fresh.id));
    await t.database.notifications.sync();
    const locked = await page("/field-manual");
    expect(pageData(locked).posts!.items[0]).toMatchObject({ title: "Fresh orders", locked: true, excerpt: "" });
    expect(locked).not.toContain("FRESH-TEASER");
    await t.database.db.delete(posts).where(eq(posts.id, fresh.id));
    await t.database.notifications.sync();
    expect(titles(pageData(await page("/field-manual")).posts)).not.toContain("Fresh orders");
  });

  it("filters a page to a series' parts (docs/decisions/103), keeps the filter when paging, and answers a draft series' filter with 404", async () => {
    const { db } = t.database;
    const [made] = await db.insert(series).values({ title: "Leadership Foundations" }).returning();
    const id = made!.id;
    // Thirteen open posts, the members-only one and the draft: a page and a bit of what a visitor sees.
    const parts = [...openPosts.slice(0, 13), ids.lockedPost, ids.draftPost];
    await db.insert(seriesParts).values(parts.map((postId, i) => ({ seriesId: id, position: i + 1, postId })));
    await t.database.notifications.sync();

    const everything = pageData(await page("/field-manual"));
    expect(everything.series).toEqual({ options: [{ id, title: "Leadership Foundations" }], selected: null });
    const html = await page(`/field-manual?series=${id}`);
    const first = pageData(html);
    expect(first.series.selected).toEqual({ id, title: "Leadership Foundations" });
    expect(titles(first.posts)).toEqual([
      "Inner circle",
      ...Array.from({ length: LIBRARY_PAGE_SIZE - 1 }, (_, i) => `Open post ${2 * LIBRARY_PAGE_SIZE + 2 - i}`),
    ]);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/field-manual?series=${id}" />`);
    for (const hidden of ["DRAFT-TITLE", ids.draftPost, SECRET_POST]) expect(html).not.toContain(hidden);
    const second = pageData(await page(`/field-manual?series=${id}&cursor=${first.posts!.older}`)).posts!;
    expect(titles(second)).toEqual([`Open post ${LIBRARY_PAGE_SIZE + 3}`, `Open post ${LIBRARY_PAGE_SIZE + 2}`]);
    expect(second).toMatchObject({ older: null, newer: null });
    // The API says the same, and a series whose parts are all elsewhere leaves another area's lists empty.
    expect((await t.app.inject(`/api/library/field-manual?series=${id}`)).json()).toEqual(first);
    expect(pageData(await page(`/after-action?series=${id}`)).reports!.items).toEqual([]);

    // Its own page arrives with its title, words and canonical address for shared links.
    await db.update(series).set({ description: "Six short lessons." }).where(eq(series.id, id));
    const seriesPage = await t.app.inject(`/series/${id}`);
    expect(seriesPage.statusCode).toBe(200);
    expect(seriesPage.body).toContain("<title>Leadership Foundations | Lead or Be Led</title>");
    expect(seriesPage.body).toContain('<meta name="description" content="Six short lessons." />');
    expect(seriesPage.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/series/${id}" />`);

    // A draft series is not there for a visitor: its filter names no page, on every instance at once, and its page is a 404.
    await db.update(series).set({ status: "draft" }).where(eq(series.id, id));
    await t.database.notifications.sync();
    expect(pageData(await page(`/field-manual?series=${id}`, 404)) as unknown as LibraryMissing).toMatchObject({ missing: true });
    // The API says the same of it, of an id that names no series, and of one that is not an id at all: the area's 404, never a 400.
    for (const filter of [id, "00000000-0000-4000-8000-000000000000", "abc", "", "%00"]) {
      const api = await t.app.inject(`/api/library/field-manual?series=${filter}`);
      expect([filter, api.statusCode, api.json().error.message]).toEqual([filter, 404, LIBRARY_PAGE_NOT_FOUND]);
    }
    const draftPage = await t.app.inject(`/series/${id}`);
    expect(draftPage.statusCode).toBe(404);
    expect(draftPage.body).not.toContain("Leadership Foundations");
    expect((await t.app.inject("/series/not-an-id")).statusCode).toBe(404);
    expect(pageData(await page("/field-manual")).series.options).toEqual([]);
    await db.delete(series).where(eq(series.id, id));
    await t.database.notifications.sync();
  });

  it("filters a page to a tag (docs/decisions/106), keeps it when paging, offers only the tags of records the visitor may see listed, and answers a draft's tag with 404", async () => {
    const { db } = t.database;
    // Thirteen open posts and the members-only one are tagged "resilience"; the draft and the scheduled post carry tags of their own.
    await db
      .update(posts)
      .set({ tags: ["resilience"] })
      .where(inArray(posts.id, [...openPosts.slice(0, 13), ids.lockedPost]));
    await db
      .update(posts)
      .set({ tags: ["resilience", "secret-plan"] })
      .where(eq(posts.id, ids.draftPost));
    await db
      .update(posts)
      .set({ tags: ["next-quarter"] })
      .where(eq(posts.id, ids.scheduledPost));
    await t.database.notifications.sync();

    const everything = pageData(await page("/field-manual"));
    expect(everything.tags).toEqual({ options: ["resilience"], selected: null });
    const html = await page("/field-manual?tag=Resilience");
    const first = pageData(html);
    expect(first.tags.selected).toBe("resilience");
    expect(titles(first.posts)).toEqual([
      "Inner circle",
      ...Array.from({ length: LIBRARY_PAGE_SIZE - 1 }, (_, i) => `Open post ${2 * LIBRARY_PAGE_SIZE + 2 - i}`),
    ]);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/field-manual?tag=resilience" />`);
    for (const hidden of ["DRAFT-TITLE", "SCHEDULED-TITLE", "secret-plan", "next-quarter", SECRET_POST]) expect(html).not.toContain(hidden);
    const second = pageData(await page(`/field-manual?tag=resilience&cursor=${first.posts!.older}`)).posts!;
    expect(titles(second)).toEqual([`Open post ${LIBRARY_PAGE_SIZE + 3}`, `Open post ${LIBRARY_PAGE_SIZE + 2}`]);
    expect(second).toMatchObject({ older: null, newer: null });
    expect((await t.app.inject("/api/library/field-manual?tag=resilience")).json()).toEqual(first);
    // No tag here in another area; a draft's or a scheduled record's tag, or one nothing has, names no page.
    expect(pageData(await page("/after-action")).tags).toEqual({ options: [], selected: null });
    for (const url of ["/field-manual?tag=secret-plan", "/field-manual?tag=next-quarter", "/field-manual?tag=unheard-of", "/after-action?tag=resilience"]) {
      expect(pageData(await page(url, 404)) as unknown as LibraryMissing, url).toMatchObject({ missing: true });
      expect((await t.app.inject(url.replace(/^\//, "/api/library/"))).statusCode, url).toBe(404);
    }
    // A member is offered the same tags: the draft's stays an admin's.
    const forMember = (await t.app.inject({ url: "/api/library/field-manual", headers: { cookie: member } })).json() as LibraryPage;
    expect(forMember.tags.options).toEqual(["resilience"]);

    // Published, the draft's tag is offered at once, on every instance.
    await db.update(posts).set({ status: "published" }).where(eq(posts.id, ids.draftPost));
    await t.database.notifications.sync();
    expect(titles(pageData(await page("/field-manual?tag=secret-plan")).posts)).toEqual(["Draft post DRAFT-TITLE"]);
    await db.update(posts).set({ status: "draft" }).where(eq(posts.id, ids.draftPost));
    await db.update(posts).set({ tags: [] });
    await t.database.notifications.sync();
  });

  it("renders a post's page with the creator for its byline, and renders it again when the creator's settings change (docs/decisions/106)", async () => {
    const { db } = t.database;
    const creatorOf = async () =>
      (
        JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec((await t.app.inject(`/field-manual/${openPosts[0]}`)).body)![1]!) as {
          creator?: { name: string | null };
        }
      ).creator;
    await db
      .insert(siteSettings)
      .values({ id: "site", creatorName: "Jordan Vance" })
      .onConflictDoUpdate({ target: siteSettings.id, set: { creatorName: "Jordan Vance" } });
    await t.database.notifications.sync();
    expect(await creatorOf()).toMatchObject({ name: "Jordan Vance" });
    await db.update(siteSettings).set({ creatorName: "J. Vance" });
    await t.database.notifications.sync();
    expect(await creatorOf()).toMatchObject({ name: "J. Vance" });
  });
});
