import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe.js";
import { signedInApi } from "./helpers.js";
import { test, type StorageState } from "./member-session.js";

// The admin's analytics and activity pages (issue 17; docs/decisions/038 and
// 039). These tests read sample content and change nothing visible: the
// activity test saves a post unchanged, which is still an admin action.

interface PostSummary {
  id: string;
  title: string;
}

/**
 * The oldest public post of the newest hundred: one of the sample content's.
 * Other specs create public posts and delete them while this one runs (the
 * newest public post may be gone by the time it is opened).
 */
async function samplePublicPost(admin: APIRequestContext): Promise<PostSummary & { content: string; isMembersOnly: boolean }> {
  const list = (await (await admin.get("/api/posts?limit=100")).json()) as { items: (PostSummary & { isMembersOnly: boolean })[] };
  const summary = list.items.findLast((p) => !p.isMembersOnly) ?? list.items.at(-1)!;
  return (await (await admin.get(`/api/posts/${summary.id}`)).json()) as PostSummary & { content: string; isMembersOnly: boolean };
}

/** The opens the analytics table shows for a title (0 when it is not listed). */
async function shownOpens(page: Page, title: string): Promise<number> {
  const row = page
    .getByRole("region", { name: "Content statistics" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole("cell").nth(1).textContent());
}

/** A page in its own context (axe needs one made with newContext). */
async function pageWith(browser: Browser, baseURL: string | undefined, storageState: StorageState): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState });
  return context.newPage();
}

test("the analytics page shows an open counted a moment ago", async ({ browser, baseURL, playwright, memberState, adminState }) => {
  // A post of its own: an open counts once per reader per day, and the
  // shared member may have read every sample post in another test today.
  const api = await signedInApi(playwright, baseURL!, "admin");
  const created = await api.post("/api/posts", { data: { title: `Analytics probe ${Date.now()}`, content: "Counted once.", isMembersOnly: false } });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as PostSummary;
  try {
    await expectOpenShown(browser, baseURL, { adminState, memberState }, post);
  } finally {
    await api.delete(`/api/posts/${post.id}`);
    await api.dispose();
  }
});

async function expectOpenShown(
  browser: Browser,
  baseURL: string | undefined,
  states: { adminState: StorageState; memberState: StorageState },
  post: PostSummary,
) {
  const { adminState, memberState } = states;

  const adminPage = await pageWith(browser, baseURL, adminState);
  await adminPage.goto("/admin/analytics?days=7");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(adminPage.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(adminPage.getByText("Public page views").first()).toBeVisible();
  const before = await shownOpens(adminPage, post.title);

  // The member reads the post in their own browser.
  const memberPage = await pageWith(browser, baseURL, memberState);
  // The page arrives rendered by the server (decision 060); the open is counted when the member's own read of it answers.
  const read = memberPage.waitForResponse((response) => new URL(response.url()).pathname === `/api/posts/${post.id}` && response.ok());
  await memberPage.goto(`/field-manual/${post.id}`);
  await expect(memberPage.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await read;
  await memberPage.context().close();

  // Counted in memory a moment ago; the report writes pending counts before it reads.
  await adminPage.reload();
  await expect.poll(() => shownOpens(adminPage, post.title)).toBeGreaterThanOrEqual(before + 1);

  // Every chart has a text equivalent: a summary on the image and a table.
  const chart = adminPage.getByRole("img", { name: /^Opens per day, last 7 days: / });
  await expect(chart).toBeVisible();
  await adminPage.getByText("Show as table").first().click();
  await expect(adminPage.getByRole("columnheader", { name: "Opens", exact: true }).first()).toBeVisible();

  await adminPage.getByRole("button", { name: "30 days" }).click();
  await expect(adminPage).toHaveURL(/days=30/);
  await expect(adminPage.getByRole("img", { name: /^Opens per day, last 30 days: / })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.context().close();
}

test("the activity page lists a content change, and filters by action", async ({ browser, baseURL, playwright, adminState }) => {
  const api = await signedInApi(playwright, baseURL!, "admin");
  const post = await samplePublicPost(api);
  const saved = await api.put(`/api/posts/${post.id}`, { data: { title: post.title, content: post.content, isMembersOnly: post.isMembersOnly } });
  expect(saved.status(), await saved.text()).toBe(200);
  await api.dispose();

  const page = await pageWith(browser, baseURL, adminState);
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const log = page.getByRole("region", { name: "Activity log" });
  const entry = log.getByRole("row").filter({ hasText: "Content updated" }).filter({ hasText: post.title }).first();
  await expect(entry).toBeVisible();

  await page.getByLabel("Action").selectOption({ label: "Content updated" });
  await expect(page).toHaveURL(/action=content\.update/);
  await expect(entry).toBeVisible();
  // The rows read once the filtered page has replaced the unfiltered one: read
  // at once, they were caught between the two (no rows) on a busy machine.
  await expect.poll(async () => [...new Set(await log.getByRole("row").locator("td:nth-child(3)").allTextContents())]).toEqual(["Content updated"]);

  await page.getByLabel("Action").selectOption({ label: "Member deleted" });
  await expect(log.getByRole("row").filter({ hasText: post.title })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});
