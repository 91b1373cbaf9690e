import { expect, test, type Browser, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe.js";
import { signedInApi } from "./helpers.js";

// Tags and bylines (issue 30, docs/decisions/106): the library's topic
// filter is plain links, so it works with JavaScript off and on, keeps only
// the tagged posts, and never offers a draft's tag (a draft's tag is the
// area's not-found page, with its way back); a post's page shows the
// creator's byline, its reading time and its tags as links to the filter.

test.describe.configure({ mode: "serial" });

const TAG = "e2e-ridge-craft";
const HIDDEN = "e2e-hidden-plan";
const TAGGED = "Tag drill: reading the ridge";
const UNTAGGED = "Tag drill: untagged orders";
const ids: string[] = [];
/** 461 words: 3 minutes at 230 a minute. */
const LONG = Array.from({ length: 461 }, (_, i) => `step${i}`).join(" ");

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const make = async (data: object) => {
    const res = await admin.post("/api/posts", { data });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  };
  await make({ title: UNTAGGED, content: "Hold until relieved." });
  await make({ title: TAGGED, content: LONG, tags: ["E2E Ridge Craft"] });
  await make({ title: "Tag drill: a draft", content: "Not yet.", tags: [HIDDEN, TAG], status: "draft" });
  await admin.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL!, "admin");
  for (const id of ids) expect((await admin.delete(`/api/posts/${id}`)).status()).toBe(204);
  await admin.dispose();
});

async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const topics = (page: Page) => page.getByRole("navigation", { name: "Filter by topic" });
const articles = (page: Page) => page.getByRole("list", { name: "Leadership Articles" });

async function filterByTag(page: Page) {
  await page.goto("/field-manual");
  await expect(topics(page).getByRole("link", { name: "e2e hidden plan" })).toHaveCount(0);
  await topics(page).getByRole("link", { name: "e2e ridge craft" }).click();
  await expect(page).toHaveURL(`/field-manual?tag=${TAG}`);
  await expect(topics(page).getByRole("link", { name: "e2e ridge craft" })).toHaveAttribute("aria-current", "page");
  await expect(articles(page).getByRole("heading", { name: TAGGED })).toBeVisible();
  await expect(articles(page).getByRole("heading", { name: UNTAGGED })).toHaveCount(0);
  await expect(page.getByText(`Showing entries tagged “e2e ridge craft”.`)).toBeVisible();
}

test("filters the Field Manual by topic with JavaScript off: plain links, no draft's tag, a draft's tag a not-found page that leads back", async ({
  browser,
}) => {
  await withoutScript(browser, async (page) => {
    await filterByTag(page);
    const missing = await page.goto(`/field-manual?tag=${HIDDEN}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found." })).toBeVisible();
    await page.getByRole("link", { name: "Back to the newest entries" }).click();
    await expect(page).toHaveURL("/field-manual");
  });
});

test("filters the Field Manual by topic with JavaScript on, and All topics takes it off", async ({ page }) => {
  await filterByTag(page);
  await expectNoAxeViolations(page);
  await topics(page).getByRole("link", { name: "All topics" }).click();
  await expect(page).toHaveURL("/field-manual");
  await expect(articles(page).getByRole("heading", { name: UNTAGGED })).toBeVisible();
});

test("the member's dashboard filters its lists by topic, never offering a draft's tag", async ({ browser, playwright, baseURL }) => {
  const api = await signedInApi(playwright, baseURL!, "member");
  const context = await browser.newContext({ storageState: await api.storageState() });
  await api.dispose();
  try {
    const page = await context.newPage();
    await page.goto("/dashboard");
    const filter = topics(page);
    await expect(filter.getByRole("link", { name: "e2e ridge craft" })).toBeVisible();
    await expect(filter.getByRole("link", { name: "e2e hidden plan" })).toHaveCount(0);
    await expect(page.getByText(UNTAGGED)).toBeVisible();
    await filter.getByRole("link", { name: "e2e ridge craft" }).click();
    await expect(page).toHaveURL(/[?&]tag=e2e-ridge-craft/);
    await expect(page.getByText(TAGGED)).toBeVisible();
    await expect(page.getByText(UNTAGGED)).toHaveCount(0);
    await filter.getByRole("link", { name: "All topics" }).click();
    await expect(page.getByText(UNTAGGED)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a post's page shows the creator's byline, its reading time and its tags, before any script", async ({ browser, request }) => {
  const creator = (await (await request.get("/api/site/creator")).json()) as { name: string | null };
  await withoutScript(browser, async (page) => {
    await page.goto(`/field-manual/${ids[1]}`);
    await expect(page.getByText("3 min read")).toBeVisible();
    if (creator.name) await expect(page.getByRole("main").getByRole("link", { name: creator.name, exact: true })).toHaveAttribute("href", "/creator");
    const tag = page.getByRole("list", { name: "Topics" }).getByRole("link", { name: "e2e ridge craft" });
    await expect(tag).toHaveAttribute("href", `/field-manual?tag=${TAG}`);
    await tag.click();
    await expect(articles(page).getByRole("heading", { name: TAGGED })).toBeVisible();
  });
});
