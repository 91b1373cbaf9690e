import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

import type { LibraryPage } from "../src/shared/library-page.js";
import { expectNoAxeViolations } from "./axe.js";
import { signedInApi } from "./helpers.js";
import { collectErrors, keepServerHeading, serverHeadingKept } from "./hydration.js";
import { test } from "./member-session.js";

// The public library (issue 32): /field-manual, /briefing and /after-action
// list their area's published records newest first, a page at a time. A
// visitor's page arrives with its lists in the HTML (it works with
// JavaScript off), public entries with their teaser and members-only ones
// locked; "Older" and "Newer" are plain links; a public post ends with an
// invitation to join.

const AREAS = [
  { path: "/field-manual", title: "Field Manual", lists: ["Leadership Articles"] },
  { path: "/briefing", title: "The Briefing", lists: ["Podcast Episodes", "Briefings"] },
  { path: "/after-action", title: "After-Action", lists: ["Case Studies & Exercises"] },
] as const;

// One worker for the file: its posts are made once, and its pages read in order.
test.describe.configure({ mode: "serial" });

/** Public posts made for this spec, so the Field Manual has a second page (12 a page; the sample content has 7). */
const DRILL_POSTS = 6;
const drillIds: string[] = [];

/** The library as the API gives a visitor (what their page is rendered with) and a member. */
async function libraryOf(api: APIRequestContext, path: string): Promise<LibraryPage> {
  const res = await api.get(`/api/library${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as LibraryPage;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL!, "admin");
  for (let i = 1; i <= DRILL_POSTS; i++) {
    const res = await admin.post("/api/posts", {
      data: { title: `Library paging drill ${i}`, content: `Drill ${i}: hold the line until relieved.`, isMembersOnly: false },
    });
    expect(res.status(), await res.text()).toBe(201);
    drillIds.push(((await res.json()) as { id: string }).id);
  }
  // A members-only post whose teaser is long and its own, so the lock test has one whatever other specs publish.
  const locked = await admin.post("/api/posts", {
    data: {
      title: "Library locked drill",
      content: "Locked drill: the members' teaser of this post names the rally point behind the ridge line.",
      isMembersOnly: true,
    },
  });
  expect(locked.status(), await locked.text()).toBe(201);
  drillIds.push(((await locked.json()) as { id: string }).id);
  await admin.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL!, "admin");
  for (const id of drillIds) expect((await admin.delete(`/api/posts/${id}`)).status()).toBe(204);
  await admin.dispose();
});

/** A page that runs no script: what the server's HTML alone shows. */
async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * What a visitor's library page at `url` was rendered with: the API's answer
 * for a visitor at the same address (the page itself, sent with the islands,
 * carries no page data: docs/decisions/116).
 */
async function visitorLibrary(request: APIRequestContext, url: string): Promise<LibraryPage> {
  const { pathname, search } = new URL(url, "http://localhost");
  const res = await request.get(`/api/library${pathname}${search}`);
  expect(res.status(), `the visitor's library at ${url}`).toBe(200);
  return (await res.json()) as LibraryPage;
}

const entry = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("as a visitor with JavaScript off", () => {
  for (const area of AREAS) {
    test(`${area.path} holds its lists in the server's HTML`, async ({ browser, request }) => {
      await withoutScript(browser, async (page) => {
        const res = await page.goto(area.path);
        expect(res?.status()).toBe(200);
        // What the page was rendered with (the API's answer for a visitor).
        const library = await visitorLibrary(request, area.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.title);
        for (const list of area.lists) await expect(page.getByRole("heading", { level: 2, name: list })).toBeVisible();
        const entries = [
          ...(library.posts?.items ?? []),
          ...(library.episodes?.items ?? []),
          ...(library.briefings?.items ?? []),
          ...(library.reports?.items ?? []),
        ];
        expect(entries.length, "the sample content lists something here").toBeGreaterThan(0);
        for (const record of entries) {
          const shown = entry(page, record.title);
          await expect(shown).toBeVisible();
          if (record.locked) await expect(shown).toContainText("Members only");
          else await expect(shown).not.toContainText("Members only");
          const teaser = "excerpt" in record ? record.excerpt : record.description;
          if (teaser) await expect(shown).toContainText(teaser.slice(0, 40));
        }
      });
    });
  }

  test("a members-only post is listed by its title with the lock, without its teaser", async ({ browser, playwright, baseURL, request }) => {
    await withoutScript(browser, async (page) => {
      const res = await page.goto("/field-manual");
      const raw = await res!.text();
      // Every members-only post on the page (this spec's own among them; other specs may publish short ones meanwhile):
      // listed without a teaser, and none of a long teaser, as a member reads it, is in the visitor's HTML.
      const lockedOnPage = (await visitorLibrary(request, "/field-manual")).posts!.items.filter((post) => post.locked);
      expect(lockedOnPage.length, "a members-only post on the first page").toBeGreaterThan(0);
      const html = raw
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
      const member = await signedInApi(playwright, baseURL!, "member");
      let checked = 0;
      for (const locked of lockedOnPage) {
        expect(locked.excerpt).toBe("");
        expect(html).toContain(locked.title);
        await expect(entry(page, locked.title)).toContainText("Members only");
        const { excerpt } = (await (await member.get(`/api/posts/${locked.id}`)).json()) as { excerpt: string };
        if (excerpt.length <= 20) continue;
        expect(html).not.toContain(excerpt.slice(0, 40));
        checked++;
      }
      await member.dispose();
      expect(checked, "a members-only post with a long teaser on the first page").toBeGreaterThan(0);
    });
  });

  test("pages to older posts and back with plain links, opens a public post, and is invited to join at its end", async ({ browser, request }) => {
    await withoutScript(browser, async (page) => {
      await page.goto("/field-manual");
      const first = (await visitorLibrary(request, page.url())).posts!;
      expect(first.older, "a second page of posts").not.toBeNull();
      await expect(page.getByRole("link", { name: /^Newer/ })).toHaveCount(0);
      await page.getByRole("link", { name: "Older Leadership Articles" }).click();
      await expect(page).toHaveURL(`/field-manual?cursor=${first.older}`);
      const second = (await visitorLibrary(request, page.url())).posts!;
      expect(second.cursor).toBe(first.older);
      const lastOnFirst = first.items.at(-1)!.title;
      await expect(entry(page, lastOnFirst)).toHaveCount(0);
      for (const post of second.items) await expect(entry(page, post.title)).toBeVisible();
      // Newer leads to the page just before this one: the first page, unless another test published posts
      // meanwhile, in which case the page before this one starts later (a cursor page).
      await page.getByRole("link", { name: "Newer Leadership Articles" }).click();
      await expect(page).toHaveURL(second.newer ? `/field-manual?cursor=${second.newer}` : "/field-manual");
      const back = (await visitorLibrary(request, page.url())).posts!;
      expect(back.cursor ?? null).toBe(second.newer ?? null);
      // Newer than the second page, whatever was published or deleted meanwhile: none of its entries, and some.
      expect(back.items.length).toBeGreaterThan(0);
      const secondIds = new Set(second.items.map((post) => post.id));
      expect(back.items.filter((post) => secondIds.has(post.id))).toEqual([]);
      if (!second.newer) await expect(page.getByRole("link", { name: /^Newer/ })).toHaveCount(0);
      for (const post of back.items) await expect(entry(page, post.title)).toBeVisible();

      const open = first.items.find((post) => !post.locked)!;
      await entry(page, open.title).getByRole("link").click();
      await expect(page).toHaveURL(`/field-manual/${open.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(open.title);
      const invitation = page.getByRole("complementary", { name: "Ready to Lead?" });
      await expect(invitation).toBeVisible();
      await expect(invitation.getByRole("link", { name: "Join for Free" })).toHaveAttribute("href", "/signup");
      // The way back is the library, and the area's name above the title leads there too.
      await expect(page.getByRole("link", { name: "Back to the Field Manual" })).toHaveAttribute("href", "/field-manual");
      await expect(page.locator("header").getByRole("link", { name: "Field Manual", exact: true })).toHaveAttribute("href", "/field-manual");
    });
  });

  test("an address that names no page is a 404 that says so and leads to the newest entries", async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      for (const url of ["/field-manual?cursor=bogus", "/briefing?episodes=%21", "/after-action?tag=unknown"]) {
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(404);
        await expect(page.getByRole("heading", { name: "Page not found." }), url).toBeVisible();
      }
      await page.getByRole("link", { name: "Back to the newest entries" }).click();
      await expect(page).toHaveURL("/after-action");
      await expect(page.getByRole("heading", { level: 2, name: "Case Studies & Exercises" })).toBeVisible();
    });
  });
});

test.describe("as a visitor with JavaScript", () => {
  test("the page the server sent is taken over without a hydration error", async ({ page }) => {
    const errors = collectErrors(page);
    await keepServerHeading(page);
    for (const area of AREAS) {
      await page.goto(area.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.title);
      expect(await serverHeadingKept(page), area.path).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test("comes in from the landing page, pages to older posts and back, opens a public post and joins from its end", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await page.getByRole("region", { name: "The Arsenal" }).getByRole("link", { name: "Browse the Field Manual" }).click();
    await expect(page).toHaveURL("/field-manual");
    const list = page.getByRole("list", { name: "Leadership Articles" });
    const firstTitle = (await list.getByRole("heading").first().textContent())!;
    const older = page.getByRole("link", { name: "Older Leadership Articles" });
    const olderHref = (await older.getAttribute("href"))!;
    expect(olderHref).toMatch(/^\/field-manual\?cursor=[\w-]+$/);
    await older.click();
    await expect(page).toHaveURL(olderHref);
    await expect(entry(page, firstTitle)).toHaveCount(0);
    await expect(list.getByRole("listitem").first()).toBeVisible();
    await page.getByRole("link", { name: "Newer Leadership Articles" }).click();
    await expect(page).toHaveURL("/field-manual");
    await expect(entry(page, firstTitle)).toBeVisible();
    const open = (await libraryOf(page.request, "/field-manual")).posts!.items.find((post) => !post.locked)!;
    await entry(page, open.title).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(open.title);
    const join = page.getByRole("complementary", { name: "Ready to Lead?" }).getByRole("link", { name: "Join for Free" });
    await join.click();
    await expect(page).toHaveURL("/signup");
    expect(errors).toEqual([]);
  });

  test("opens a public episode's own page from The Briefing, and comes back to it", async ({ page, playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const episode = (await libraryOf(visitor, "/briefing")).episodes!.items.find((item) => !item.locked)!;
    await visitor.dispose();
    await page.goto("/briefing");
    await entry(page, episode.title).getByRole("link").click();
    await expect(page).toHaveURL(`/briefing/${episode.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(episode.title);
    await page.getByRole("link", { name: "Back to The Briefing" }).click();
    await expect(page).toHaveURL("/briefing");
    await expect(page.getByRole("heading", { level: 2, name: "Podcast Episodes" })).toBeVisible();
  });
});

test.describe("as a member", () => {
  test.use({ storageState: async ({ memberState }, use) => use(memberState) });

  test("sees members-only entries whole, and no invitation under a public post", async ({ page }) => {
    // The member's own view, as the page reads it.
    const library = await libraryOf(page.request, "/field-manual");
    const lockedForVisitors = library.posts!.items.find((post) => post.isMembersOnly)!;
    expect(lockedForVisitors.locked).toBe(false);
    await page.goto("/field-manual");
    const shown = entry(page, lockedForVisitors.title);
    await expect(shown).toContainText(lockedForVisitors.excerpt.slice(0, 40));
    await expect(shown).toContainText("MEMBERS");
    await expect(shown).not.toContainText("Members only");
    const open = library.posts!.items.find((post) => !post.isMembersOnly)!;
    await entry(page, open.title).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(open.title);
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Ready to Lead?" })).toHaveCount(0);
  });
});

test.describe("axe: no violations on the library pages", () => {
  for (const width of [1280, 390]) {
    for (const area of AREAS) {
      test(`${area.path} as a visitor at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(area.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.title);
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
        await expectNoAxeViolations(page, `${area.path} at ${width} px`);
      });
    }
  }
  test("a second page and a page that is not there, as a visitor", async ({ page }) => {
    const older = (await libraryOf(page.request, "/field-manual")).posts!.older;
    for (const path of [`/field-manual?cursor=${older}`, "/field-manual?cursor=bogus"]) {
      await page.goto(path);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    }
  });
});
