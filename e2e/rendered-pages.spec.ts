import { expect } from "@playwright/test";

import type { ContentItemSummary, Post, PostSummary } from "../src/shared/content.js";
import { signedInApi } from "./helpers.js";
import { collectErrors, cspViolations, keepServerHeading, serverHeadingKept, watchCsp } from "./hydration.js";
import { test } from "./member-session.js";

// A public post's or item's page arrives with the record in it, rendered by
// the server, and the browser takes that HTML over without rendering it again
// (docs/decisions/060). Members-only text is never in a visitor's HTML.

let open: Post;
let locked: Post;
/** One public item of each media type the sample content has. */
let itemsByType: ContentItemSummary[];

/**
 * The first run of plain words (letters, digits, spaces and commas) of at
 * least 20 characters in the post's first paragraph: none of them is escaped
 * in HTML, so the run reads the same in the page's text and in its HTML, and
 * a check that the HTML does not hold it cannot pass just because an
 * apostrophe or a quote in it was written as an entity.
 */
function marker(post: Post): string {
  const paragraph = post.content?.split("\n").find((line) => /^[A-Z]/.test(line)) ?? "";
  const run = (paragraph.match(/[A-Za-z0-9 ,]+/g) ?? []).map((words) => words.trim()).find((words) => words.length >= 20) ?? "";
  expect(run.length, `a run of plain words in "${post.title}"`).toBeGreaterThanOrEqual(20);
  return run;
}
let openMarker: string;
let lockedMarker: string;

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

test.beforeAll(async ({ playwright }, testInfo) => {
  const member = await signedInApi(playwright, testInfo.project.use.baseURL!, "member");
  const { items: posts } = (await (await member.get("/api/posts?limit=100")).json()) as { items: PostSummary[] };
  const read = async (summary: PostSummary | undefined) => {
    expect(summary).toBeDefined();
    return (await (await member.get(`/api/posts/${summary!.id}`)).json()) as Post;
  };
  // The oldest of each: the sample content's (other specs create public posts and delete them meanwhile).
  open = await read(posts.findLast((post) => !post.isMembersOnly));
  locked = await read(posts.findLast((post) => post.isMembersOnly));
  openMarker = marker(open);
  lockedMarker = marker(locked);
  const listed: ContentItemSummary[] = [];
  for (const category of ["briefing", "after-action"]) {
    listed.push(...((await (await member.get(`/api/content-items?category=${category}&limit=100`)).json()) as { items: ContentItemSummary[] }).items);
  }
  const publicItems = listed.filter((item) => !item.isMembersOnly);
  itemsByType = [...new Map(publicItems.map((item) => [item.mediaType, item])).values()];
  await member.dispose();
});

const longDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone }).format(new Date(iso));

test.describe("a public post's page", () => {
  test("holds the article's title and text before any script runs", async ({ request }) => {
    const res = await request.get(`/field-manual/${open.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`Posted on <time dateTime="${open.createdAt}" data-format="long">`);
    expect(root).toContain(openMarker);
    expect(root).not.toContain("Loading Post...");
  });

  // Nothing at a page's end is laid out late (docs/decisions/121, 123): a band drawn only when it came near the viewport,
  // with a placeholder's height until then, made the page shorter under a reader who had scrolled to its end.
  test("keeps its height as a visitor scrolls to its end", async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(`/field-manual/${open.id}`);
      await expect(page.getByRole("complementary", { name: "Ready to Lead?" })).toBeAttached();
      const afterFrames = () =>
        page.evaluate(
          () =>
            new Promise<{ height: number; y: number }>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve({ height: document.documentElement.scrollHeight, y: window.scrollY }))),
            ),
        );
      const before = await afterFrames();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const atEnd = await afterFrames();
      await page.waitForTimeout(300);
      expect(await afterFrames(), `at ${width} px`).toEqual(atEnd);
      expect(atEnd.height, `at ${width} px`).toBe(before.height);
    }
  });

  test("in a time zone where the post's date is another day than in UTC, is taken over without a hydration error, then shows the reader's date", async ({
    browser,
  }) => {
    // A day ahead of UTC when the post was written at 10:00 UTC or later, else a day behind.
    const timezoneId = new Date(open.createdAt).getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
    const local = longDate(open.createdAt, timezoneId);
    expect(local, `the post's date in ${timezoneId} and in UTC`).not.toBe(longDate(open.createdAt, "UTC"));
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await keepServerHeading(page);
    await page.goto(`/field-manual/${open.id}`);
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(open.title);
    await expect(page.locator("main time")).toHaveText(local);
    await expect(page.getByText(openMarker).first()).toBeVisible();
    expect(await serverHeadingKept(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  // The body keeps the server's HTML (docs/decisions/074), so the markdown
  // renderer, a chunk of its own, is not loaded at all (076); a body the
  // browser renders (a members-only post, which the server sends by its
  // title only) loads it.
  test("is taken over without loading the markdown renderer, which a body rendered in the browser then loads", async ({ browser, memberState }) => {
    const context = await browser.newContext({ storageState: memberState });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const renderer = (paths: string[]) => paths.filter((path) => /\/assets\/markdown-render-[\w-]+\.js$/.test(path));
    await page.goto(`/field-manual/${open.id}`);
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(1);
    expect(renderer(scripts)).toEqual([]);
    // The renderer held back a second: the body shows the spec's "Loading Post..." in its place meanwhile,
    // and the page never falls back to the layout's bare "Loading..." once the post is in.
    await page.route(/\/assets\/markdown-render-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { statusesSeen: seen });
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) if (status.textContent) seen.push(`${status.tagName} ${status.textContent}`);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`/field-manual/${locked.id}`);
    await expect(page.getByText(lockedMarker).first()).toBeVisible();
    expect(renderer(scripts)).toHaveLength(1);
    const statuses = await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);
    expect(statuses).toContain("P Loading Post...");
    const afterBody = statuses.slice(statuses.indexOf("P Loading Post..."));
    expect(afterBody.filter((status) => status !== "P Loading Post...")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("opened by a member shows the server's article at once and keeps it", async ({ browser, memberState }) => {
    const context = await browser.newContext({ storageState: memberState });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await keepServerHeading(page);
    await watchCsp(page);
    await page.goto(`/field-manual/${open.id}`);
    await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
    await expect(page.getByText(openMarker).first()).toBeVisible();
    // The member's own answer has been read (and parsed) by now.
    await page.waitForLoadState("networkidle");
    expect(await serverHeadingKept(page)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test("a members-only post's page holds its title only, for a visitor and for a member alike", async ({ playwright, baseURL }) => {
  const member = await signedInApi(playwright, baseURL!, "member");
  const visitor = await playwright.request.newContext({ baseURL });
  for (const client of [visitor, member]) {
    const html = await (await client.get(`/field-manual/${locked.id}`)).text();
    expect(html).toContain(`<div id="root"></div>`);
    expect(html).not.toContain('id="page-data"');
    expect(html).not.toContain(lockedMarker);
  }
  await Promise.all([member.dispose(), visitor.dispose()]);
});

test("a public text item's page arrives with its title and is taken over without a hydration error; other media come unrendered", async ({ page, request }) => {
  expect(
    itemsByType.map((item) => item.mediaType),
    "the sample content has a public text item",
  ).toContain("text");
  const errors = collectErrors(page);
  await keepServerHeading(page);
  await watchCsp(page);
  for (const item of itemsByType) {
    const html = await (await request.get(`/after-action/${item.id}`)).text();
    // Only text items are rendered on the server (a frame or player would miss its load events).
    if (item.mediaType !== "text") {
      expect(html, item.mediaType).toContain('<div id="root"></div>');
      continue;
    }
    expect(html.slice(html.indexOf('<div id="root">')), item.mediaType).toContain(`>${escapeHtml(item.title)}</h1>`);
    await page.goto(`/after-action/${item.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
    expect(await serverHeadingKept(page), item.mediaType).toBe(true);
    expect(await cspViolations(page), item.mediaType).toEqual([]);
  }
  expect(errors).toEqual([]);
});
