import { expect, type Page } from "@playwright/test";

import { SEED_PODCASTS, SEED_POSTS } from "../src/cli/seed/content.js";
import type { SearchPage } from "../src/shared/search.js";
import { test as memberSessionTest } from "./member-session.js";

// Search (issue 15): the navigation bar's field, the /search page (results
// in the URL, the back button, area filter, keyboard, did-you-mean, the lock
// mark for visitors), and the episode page with its server-rendered meta.

const memberTest = memberSessionTest.extend({
  storageState: async ({ memberState }, use) => use(memberState),
});
const test = memberSessionTest;

const navSearch = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("searchbox", { name: "Search" });
const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const resultTitles = (page: Page) => results(page).getByRole("heading").allTextContents();

const OPEN_POST = SEED_POSTS.find((p) => p.title.startsWith("Own the Outcome"))!;
const LOCKED_POST = SEED_POSTS.find((p) => p.title === "The First 90 Days as a New Supervisor")!;
const OPEN_EPISODE = SEED_PODCASTS.find((p) => !p.isMembersOnly)!;
const LOCKED_EPISODE = SEED_PODCASTS.find((p) => p.isMembersOnly)!;

memberTest("type in the navbar, see marked results, open one, and come back to the same results", async ({ page }) => {
  await page.goto("/dashboard");
  await navSearch(page).fill("problems");
  await navSearch(page).press("Enter");
  await expect(page).toHaveURL("/search?q=problems");
  await expect(results(page).getByRole("link", { name: OPEN_POST.title })).toBeVisible();
  // Matched words are marked as text, never as markup from the body.
  await expect(results(page).locator("mark").first()).toHaveText(/^problems?$/i);
  const before = await resultTitles(page);
  expect(before.length).toBeGreaterThan(0);

  await results(page).getByRole("link", { name: OPEN_POST.title }).click();
  await expect(page).toHaveURL(/\/field-manual\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OPEN_POST.title);

  await page.goBack();
  await expect(page).toHaveURL("/search?q=problems");
  await expect(navSearch(page)).toHaveValue("problems");
  await expect(results(page).getByRole("link", { name: OPEN_POST.title })).toBeVisible();
  expect(await resultTitles(page)).toEqual(before);
});

test("'/' focuses the search field, except while typing in another field", async ({ page }) => {
  await page.goto("/contact");
  await expect(navSearch(page)).toBeVisible();
  await page.locator("body").press("/");
  await expect(navSearch(page)).toBeFocused();
  await expect(navSearch(page)).toHaveValue("");

  const name = page.getByLabel("Name");
  await name.click();
  await name.pressSequentially("a/b");
  await expect(name).toHaveValue("a/b");
  await expect(name).toBeFocused();
});

test("on a phone, '/' opens the menu and focuses its search field", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/about");
  await page.locator("body").press("/");
  await expect(navSearch(page)).toBeFocused();
  await navSearch(page).fill("commander");
  await navSearch(page).press("Enter");
  await expect(page).toHaveURL("/search?q=commander");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

memberTest("filters by area in the URL and moves through results with the arrow keys", async ({ page }) => {
  await page.goto("/search?q=brief");
  await expect(results(page)).toBeVisible();
  await page.getByRole("navigation", { name: "Filter results by area" }).getByRole("link", { name: "The Briefing" }).click();
  await expect(page).toHaveURL("/search?q=brief&type=briefing");
  await expect(page.getByRole("navigation", { name: "Filter results by area" }).getByRole("link", { name: "The Briefing" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(results(page).getByText("The Briefing").first()).toBeVisible();
  await expect(results(page).getByText(/^(Field Manual|After-Action)$/)).toHaveCount(0);

  const links = results(page).getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  await page.getByRole("searchbox", { name: "Search articles, episodes and case studies" }).press("ArrowDown");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(links.nth(0)).toBeFocused();
});

test("a misspelt search says so and suggests the word the titles use", async ({ page }) => {
  await page.goto("/search?q=acountability");
  const suggestion = page.getByRole("link", { name: "accountability", exact: true });
  await expect(suggestion).toBeVisible();
  // "No results" only when nothing is listed; titles like the words are said to be that (issue 32).
  const listed = await page.getByRole("list", { name: "Titles like it" }).count();
  await expect(page.getByText("No results for “acountability”.")).toHaveCount(listed ? 0 : 1);
  await expect(page.getByText("Nothing matches “acountability” word for word.")).toHaveCount(listed ? 1 : 0);
  await suggestion.click();
  await expect(page).toHaveURL("/search?q=accountability");
  await expect(results(page).getByRole("link", { name: OPEN_POST.title })).toBeVisible();
});

test("a visitor sees a members-only title with a lock mark and no snippet", async ({ page }) => {
  await page.goto("/search?q=supervisor");
  // The card is an article whose link is its title (the link's name is the text it shows).
  const card = results(page)
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: LOCKED_POST.title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("MEMBERS ONLY")).toBeVisible();
  await expect(card.locator("mark")).toHaveCount(0);
});

test("the episode page plays a public episode, and its server HTML carries its title and description", async ({ page, request }) => {
  const found = (await (await request.get(`/api/search?type=briefing&q=${encodeURIComponent(OPEN_EPISODE.title)}`)).json()) as SearchPage;
  const episode = found.items.find((r) => r.kind === "episode" && r.title === OPEN_EPISODE.title)!;
  expect(episode.url).toMatch(/^\/briefing\/[0-9a-f-]{36}$/);

  const html = await (await request.get(episode.url)).text();
  expect(html).toContain(`<title>${OPEN_EPISODE.title} | Lead or Be Led</title>`);
  expect(html).toContain(`<meta property="og:title" content="${OPEN_EPISODE.title}" />`);
  expect(html).toMatch(/<meta property="og:description" content="When a mission goes wrong/);

  await page.goto(episode.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OPEN_EPISODE.title);
  await expect(page.getByText(OPEN_EPISODE.description)).toBeVisible();
  await expect(page.getByRole("button", { name: `Play ${OPEN_EPISODE.title}` })).toBeVisible();
  await expect(page).toHaveTitle(`${OPEN_EPISODE.title} | Lead or Be Led`);
});

test("a members-only episode gives a visitor its title and the lock panel, never its description", async ({ page, request }) => {
  const found = (await (await request.get(`/api/search?type=briefing&q=${encodeURIComponent(LOCKED_EPISODE.title)}`)).json()) as SearchPage;
  const episode = found.items.find((r) => r.title === LOCKED_EPISODE.title)!;
  expect(episode).toMatchObject({ locked: true, snippet: null });

  const html = await (await request.get(episode.url)).text();
  expect(html).toContain(`<title>${LOCKED_EPISODE.title.replace("'", "&#39;")} | Lead or Be Led</title>`);
  expect(html).not.toContain(LOCKED_EPISODE.description.slice(0, 30));
  expect(html).not.toContain("og:description");

  await page.goto(episode.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LOCKED_EPISODE.title);
  await expect(page.getByRole("heading", { name: "Members-Only Content" })).toBeVisible();
  await expect(page.getByText(LOCKED_EPISODE.description.slice(0, 30))).toHaveCount(0);
});

memberTest("finds the sample worksheet by a word inside its PDF, marked in the snippet, and opens it", async ({ page }) => {
  await page.goto("/search?q=facilitator");
  const worksheet = results(page).getByRole("link", { name: "After-Action Review Worksheet" });
  await expect(worksheet).toBeVisible();
  await expect(results(page).locator("mark")).toHaveText(["Facilitator"]);
  await worksheet.click();
  await expect(page).toHaveURL(/\/after-action\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("After-Action Review Worksheet");
});
