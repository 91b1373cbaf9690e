import { expect, type APIRequestContext } from "@playwright/test";

import type { Series } from "../src/shared/series.js";
import { expectNoAxeViolations } from "./axe.js";
import { expectToast, signedInApi } from "./helpers.js";
import { newSignedInMember, test } from "./member-session.js";

// Series (issue 30, decision 103): the admin makes "Leadership Foundations"
// from three posts (one of them a draft, one members-only), orders its parts
// by keyboard, and saves it; a visitor then reads it part by part ("Part 1 of
// 2", Next in this series) without the draft ever being counted or named, and
// a member sees their progress through it.

test.describe.configure({ mode: "serial" });

const tag = `${Date.now().toString(36)}-${process.pid}`;
const TITLES = { open: `Series drill open ${tag}`, locked: `Series drill locked ${tag}`, draft: `Series drill draft ${tag}` };
const SERIES_TITLE = `Leadership Foundations ${tag}`;
const ids: Record<keyof typeof TITLES, string> = { open: "", locked: "", draft: "" };
let seriesId = "";

async function createPost(admin: APIRequestContext, data: object): Promise<string> {
  const res = await admin.post("/api/posts", { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL!, "admin");
  ids.draft = await createPost(admin, { title: TITLES.draft, content: "Not out yet.", status: "draft" });
  ids.locked = await createPost(admin, { title: TITLES.locked, content: "Members hear the rally point.", isMembersOnly: true });
  ids.open = await createPost(admin, { title: TITLES.open, content: "Command presence starts with the first word." });
  await admin.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL!, "admin");
  if (seriesId) await admin.delete(`/api/series/${seriesId}`);
  for (const id of Object.values(ids)) if (id) await admin.delete(`/api/posts/${id}`);
  await admin.dispose();
});

test.describe("the admin", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("makes a series and orders its parts by keyboard", async ({ page }) => {
    await page.goto("/admin/series");
    const form = page.getByRole("region", { name: "Create New Series" });
    await form.getByLabel("Title").fill(SERIES_TITLE);
    await form.getByLabel("Description").fill("Six short lessons on leading from the front.");

    // Add the three posts, the draft first: the search finds them by title.
    await form.getByLabel("Find posts, episodes and items to add").fill(`Series drill`);
    const found = form.getByRole("list", { name: "Records to add" });
    for (const title of [TITLES.draft, TITLES.locked, TITLES.open]) await found.getByRole("button", { name: `Add “${title}”` }).click();
    await expect(found.getByRole("button", { name: `Added “${TITLES.open}”` })).toBeDisabled();
    const parts = form.getByRole("list", { name: "Parts of the series" }).getByRole("listitem");
    await expect(parts).toHaveText([new RegExp(`^Part 1${TITLES.draft}`), new RegExp(`^Part 2${TITLES.locked}`), new RegExp(`^Part 3${TITLES.open}`)]);
    await expect(parts.nth(0).getByText("Draft", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "the series form with its parts");

    // By keyboard: the open post up twice (the button, then Alt+↑), focus staying with it.
    const up = form.getByRole("button", { name: `Move “${TITLES.open}” up` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(up).toBeFocused();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(form.getByRole("button", { name: `Move “${TITLES.open}” down` })).toBeFocused();
    await expect(page.getByText(`“${TITLES.open}” is now part 1 of 3.`)).toBeAttached();
    // The draft to the end with Tab and Enter on its Move down button.
    const draftDown = form.getByRole("button", { name: `Move “${TITLES.draft}” down` });
    await draftDown.focus();
    await page.keyboard.press("Enter");
    await expect(parts).toHaveText([new RegExp(`^Part 1${TITLES.open}`), new RegExp(`^Part 2${TITLES.locked}`), new RegExp(`^Part 3${TITLES.draft}`)]);
    // Or by mouse: the locked post dragged onto the first place, and back.
    await parts.nth(1).dragTo(parts.nth(0));
    await expect(parts.first()).toContainText(TITLES.locked);
    await parts.nth(0).dragTo(parts.nth(1));
    await expect(parts).toHaveText([new RegExp(`^Part 1${TITLES.open}`), new RegExp(`^Part 2${TITLES.locked}`), new RegExp(`^Part 3${TITLES.draft}`)]);

    const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/series" && r.request().method() === "POST");
    await form.getByRole("button", { name: "Create Series" }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const series = (await response.json()) as Series;
    seriesId = series.id;
    expect(series.parts.map((part) => part.id)).toEqual([ids.open, ids.locked, ids.draft]);
    await expectToast(page, "Series created or updated successfully!");
    const row = page.getByRole("region", { name: "Manage Series", exact: true }).getByRole("listitem").filter({ hasText: SERIES_TITLE });
    await expect(row).toContainText("3 parts");

    // Editing loads the parts back in their order.
    await row.getByRole("button", { name: `Edit ${SERIES_TITLE}` }).click();
    const editForm = page.getByRole("region", { name: "Edit Series" });
    await expect(editForm.getByRole("list", { name: "Parts of the series" }).getByRole("listitem").first()).toContainText(TITLES.open);
  });
});

test.describe("a reader", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("moves through the series part by part, the draft never counted", async ({ page }) => {
    expect(seriesId, "the admin's test made the series").not.toBe("");
    await page.goto(`/series/${seriesId}`);
    await expect(page.getByRole("heading", { level: 1, name: SERIES_TITLE })).toBeVisible();
    const parts = page.getByRole("list", { name: "Parts" }).getByRole("listitem");
    await expect(parts).toHaveCount(2);
    await expect(parts.nth(0)).toContainText("Part 1");
    await expect(parts.nth(1)).toContainText("Members only");
    await expect(page.getByText(TITLES.draft)).toHaveCount(0);
    await expectNoAxeViolations(page, "the series page as a visitor");

    await page.getByRole("link", { name: "Start with Part 1" }).click();
    await expect(page.getByRole("heading", { level: 1, name: TITLES.open })).toBeVisible();
    await expect(page.getByText("Part 1 of 2 ·")).toBeVisible();
    const next = page.getByRole("link", { name: new RegExp(`Next in this series.*${TITLES.locked}`) });
    await expect(next).toContainText("Members only");
    await expectNoAxeViolations(page, "a part's page with its place in the series");
    await next.click();
    await expect(page.getByRole("heading", { level: 1, name: TITLES.locked })).toBeVisible();
    await expect(page.getByText("Part 2 of 2 ·")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Members-Only Content" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Next in this series/ })).toHaveCount(0);
    await page.getByRole("link", { name: new RegExp(`Previous in this series.*${TITLES.open}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: TITLES.open })).toBeVisible();
    // Back to the series from its name.
    await page.getByRole("link", { name: SERIES_TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${seriesId}$`));

    // The library filters by it, in the server's HTML.
    await page.goto(`/field-manual?series=${seriesId}`);
    const filter = page.getByRole("navigation", { name: "Filter by series" });
    await expect(filter.getByRole("link", { name: SERIES_TITLE })).toHaveAttribute("aria-current", "page");
    const articles = page.getByRole("list", { name: "Leadership Articles" }).getByRole("listitem");
    await expect(articles).toHaveCount(2);
  });

  test("a member sees their progress through it", async ({ browser, baseURL, playwright }) => {
    const member = await newSignedInMember(playwright, baseURL!, { tag: "series" });
    const context = await browser.newContext({ baseURL, storageState: member.state });
    try {
      const page = await context.newPage();
      await page.goto(`/series/${seriesId}`);
      await expect(page.getByText("You have finished 0 of 2 parts.")).toBeVisible();
      await expect(page.getByRole("list", { name: "Parts" }).getByText("Members only")).toHaveCount(0);
      const saved = await member.api.put(`/api/progress/post/${ids.open}`, { data: { position: 0, finished: true, clientTime: Date.now() } });
      expect(saved.status(), await saved.text()).toBe(200);
      await page.reload();
      await expect(page.getByText("You have finished 1 of 2 parts.")).toBeVisible();
      await expect(page.getByRole("list", { name: "Parts" }).getByRole("listitem").first()).toContainText("Finished");
      await expectNoAxeViolations(page, "the series page with a member's progress");
      await page.getByRole("link", { name: "Continue with Part 2" }).click();
      await expect(page.getByRole("heading", { level: 1, name: TITLES.locked })).toBeVisible();
      await expect(page.getByText("Members hear the rally point.")).toBeVisible();
    } finally {
      await context.close();
      await member.api.dispose();
    }
  });
});

test.describe("on a phone", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState), viewport: { width: 390, height: 844 } });

  test("long unbroken titles wrap on the series page and in the admin's form", async ({ page, playwright, baseURL }) => {
    const admin = await signedInApi(playwright, baseURL!, "admin");
    const long = `Series${"W".repeat(180)}${tag}`;
    const postId = await createPost(admin, { title: long, content: "Wide." });
    const res = await admin.post("/api/series", { data: { title: long, parts: [{ kind: "post", id: postId }] } });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { id: string }).id;
    try {
      const fits = async (what: string) => {
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${what} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
      };
      await page.goto(`/series/${id}`);
      await expect(page.getByRole("list", { name: "Parts" }).getByRole("listitem")).toHaveCount(1);
      await fits("the series page");
      await page.goto(`/field-manual/${postId}`);
      await expect(page.getByText("Part 1 of 1 ·")).toBeVisible();
      await fits("the part's page");
      await page.goto("/admin/series");
      await page.getByRole("button", { name: `Edit ${long}` }).click();
      await expect(page.getByRole("list", { name: "Parts of the series" }).getByRole("listitem")).toHaveCount(1);
      await fits("the admin's series form");
    } finally {
      await admin.delete(`/api/series/${id}`);
      await admin.delete(`/api/posts/${postId}`);
      await admin.dispose();
    }
  });
});
