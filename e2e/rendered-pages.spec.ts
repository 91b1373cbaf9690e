import { expect, type Page } from "@playwright/test";
import { signedInApi } from "./helpers.js";
import { test } from "./member-session.js";

// A public post's or item's page arrives with the record in it, rendered by
// the server, and the browser takes that HTML over without rendering it
// again (docs/decisions/060). Members-only text is never in a visitor's HTML.

interface PostSummary {
  id: string;
  title: string;
  isMembersOnly: boolean;
}
interface Post extends PostSummary {
  content: string;
  createdAt: string;
}

interface ItemSummary {
  id: string;
  title: string;
  mediaType: string;
  isMembersOnly: boolean;
}

let open: Post;
let locked: Post;
/** One public item of each media type the sample content has. */
let itemsByType: ItemSummary[];

test.beforeAll(async ({ playwright }, testInfo) => {
  const member = await signedInApi(playwright, testInfo.project.use.baseURL!, "member");
  const { items: posts } = (await (await member.get("/api/posts?limit=100")).json()) as { items: PostSummary[] };
  const read = async (summary: PostSummary | undefined) => {
    expect(summary).toBeDefined();
    return (await (await member.get(`/api/posts/${summary!.id}`)).json()) as Post;
  };
  open = await read(posts.find((post) => !post.isMembersOnly));
  locked = await read(posts.find((post) => post.isMembersOnly));
  const listed: ItemSummary[] = [];
  for (const category of ["briefing", "after-action"]) {
    listed.push(...((await (await member.get(`/api/content-items?category=${category}&limit=100`)).json()) as { items: ItemSummary[] }).items);
  }
  const publicItems = listed.filter((item) => !item.isMembersOnly);
  itemsByType = [...new Map(publicItems.map((item) => [item.mediaType, item])).values()];
  await member.dispose();
});

/** A sentence of the post's first paragraph, as it appears in the page's text. */
const firstWords = (post: Post) => post.content.split("\n").find((line) => /^[A-Z]/.test(line))!.split(/[.*_`[]/)[0]!.slice(0, 60);

/**
 * Keeps the server's heading element before any script runs, so the test can
 * tell later whether React took it over (still in the page) or threw the
 * server's HTML away and rendered again (a hydration failure).
 */
async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector("#root h1");
    });
  });
}
const serverHeadingKept = (page: Page) =>
  page.evaluate(() => {
    const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return heading !== null && heading.isConnected;
  });

/** Content security policy refusals in the page (zod's parser compiler tried `new Function` until told not to). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("a public post's page", () => {
  test("holds the article's title and text before any script runs", async ({ request }) => {
    const res = await request.get(`/field-manual/${open.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`Posted on <time dateTime="${open.createdAt}">`);
    expect(root).toContain(firstWords(open));
    expect(root).not.toContain("Loading Post...");
  });

  test.describe("in a time zone a day ahead of UTC", () => {
    test.use({ timezoneId: "Pacific/Kiritimati" });

    test("is taken over without a hydration error, then shows the date where the reader is", async ({ page }) => {
      const errors = collectErrors(page);
      await keepServerHeading(page);
      await page.goto(`/field-manual/${open.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(open.title);
      const local = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Pacific/Kiritimati" }).format(new Date(open.createdAt));
      await expect(page.locator("main time")).toHaveText(local);
      await expect(page.getByText(firstWords(open)).first()).toBeVisible();
      expect(await serverHeadingKept(page)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  test("opened by a member shows the server's article at once and keeps it", async ({ browser, memberState }) => {
    const context = await browser.newContext({ storageState: memberState });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await keepServerHeading(page);
    await watchCsp(page);
    await page.goto(`/field-manual/${open.id}`);
    await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
    await expect(page.getByText(firstWords(open)).first()).toBeVisible();
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
    expect(html).not.toContain(firstWords(locked));
  }
  await Promise.all([member.dispose(), visitor.dispose()]);
});

test("a public text item's page arrives with its title and is taken over without a hydration error; other media come unrendered", async ({ page, request }) => {
  expect(itemsByType.length).toBeGreaterThan(0);
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
    expect(html.slice(html.indexOf('<div id="root">')), item.mediaType).toContain(`>${item.title.replace(/&/g, "&amp;")}</h1>`);
    await page.goto(`/after-action/${item.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
    expect(await serverHeadingKept(page), item.mediaType).toBe(true);
    expect(await cspViolations(page), item.mediaType).toEqual([]);
  }
  expect(errors).toEqual([]);
});
