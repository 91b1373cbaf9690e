import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { signedInApi } from "./helpers.js";
import { LONG_MARKDOWN, LONG_TITLE, LONG_WORD } from "./long-content.js";
import { test as base } from "./member-session.js";

// Content written to break the layout, created through the admin API: no
// page may scroll sideways at 320 px (long URLs and words break anywhere,
// tables and code scroll in their own box); dashboard previews end at a word
// boundary with "…" and the CSS clamps them to two lines; the description
// meta keeps table cells apart; text items render markdown like posts.

const PROSE =
  "Every leader inherits problems they did not create. The ones who earn trust are the ones who name those problems out loud instead of letting them hide problems behind a reorganisation, a memo or a new org chart.";

interface Created {
  longPostId: string;
  prosePostId: string;
  tablePostId: string;
  textItemId: string;
  tag: string;
}

const test = base.extend<object, { created: Created }>({
  created: [
    async ({ playwright }, use, workerInfo) => {
      const admin: APIRequestContext = await signedInApi(playwright, workerInfo.project.use.baseURL!, "admin");
      const tag = `${Date.now().toString(36)}-${workerInfo.workerIndex}`;
      const post = async (title: string, content: string) => {
        const res = await admin.post("/api/posts", { data: { title, content, isMembersOnly: false } });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { id: string }).id;
      };
      const longPostId = await post(`${LONG_TITLE} ${tag}`, LONG_MARKDOWN);
      const prosePostId = await post(`Prose ${tag}`, PROSE);
      const tablePostId = await post(`Table first ${tag}`, "| Col A | Col B |\n|---|---|\n| 1 | 2 |\n\nThen the text.");
      const item = await admin.post("/api/content-items", {
        multipart: {
          title: `${LONG_TITLE} item ${tag}`,
          description: `A text item full of long URLs ${LONG_WORD}`,
          category: "after-action",
          mediaType: "text",
          contentText: `## Findings ${tag}\n\n- Handoff notes carry intent.\n- Threats are read out first.\n\n${LONG_MARKDOWN}`,
          isMembersOnly: "false",
        },
      });
      expect(item.status(), await item.text()).toBe(201);
      const textItemId = ((await item.json()) as { id: string }).id;
      await use({ longPostId, prosePostId, tablePostId, textItemId, tag });
      for (const id of [longPostId, prosePostId, tablePostId]) await admin.delete(`/api/posts/${id}`);
      await admin.delete(`/api/content-items/${textItemId}`);
      await admin.dispose();
    },
    { scope: "worker" },
  ],
});

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSideways(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/** Waits until no loading text is left on the page. */
async function loaded(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await loaded(page);
    await expectNoSideways(page, path);
  }
}

test.use({ viewport: { width: 320, height: 720 } });

test.describe("at 320 px, with long URLs and long words", () => {
  test("no page scrolls sideways for a visitor", async ({ page, created }) => {
    await visitAll(page, [
      "/",
      "/login",
      "/signup",
      "/about",
      "/contact",
      "/privacy-terms",
      "/forgot-password",
      `/field-manual/${created.longPostId}`,
      `/after-action/${created.textItemId}`,
    ]);
  });

  test.describe("as a member", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });

    test("no page scrolls sideways, and long titles stay inside their cards", async ({ page, created }) => {
      await visitAll(page, [
        "/dashboard",
        "/dashboard?tab=briefing",
        "/dashboard?tab=after-action",
        `/field-manual/${created.longPostId}`,
        `/after-action/${created.textItemId}`,
      ]);
      await page.goto("/dashboard");
      const card = page.getByRole("link", { name: `${LONG_TITLE} ${created.tag}` });
      await expect(card).toBeVisible();
      const overflow = await card.evaluate((a) => {
        const box = a.getBoundingClientRect();
        return [...a.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > box.right + 0.5).length;
      });
      expect(overflow).toBe(0);
    });

    test("tables and code scroll inside their own box, which takes keyboard focus", async ({ page, created }) => {
      await page.goto(`/field-manual/${created.longPostId}`);
      const table = page.getByRole("region", { name: "Table" });
      await expect(table).toBeVisible();
      const sizes = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      await table.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect(page.locator("main pre")).toHaveAttribute("tabindex", "0");
      await expectNoSideways(page, "the post");
    });

    test("a dashboard preview ends at a word boundary with an ellipsis, clamped to two lines", async ({ page, created, playwright, baseURL, memberState }) => {
      const api = await playwright.request.newContext({ baseURL, storageState: memberState });
      const post = (await (await api.get(`/api/posts/${created.prosePostId}`)).json()) as { excerpt: string };
      await api.dispose();
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
      expect(post.excerpt.endsWith("…")).toBe(true);
      // It is the start of the text, cut where a word ends.
      const body = post.excerpt.slice(0, -1);
      expect(PROSE.startsWith(body)).toBe(true);
      expect(PROSE[body.length]).toMatch(/[\s,.;:]/);

      await page.goto("/dashboard");
      const preview = page.getByRole("link", { name: `Prose ${created.tag}` }).locator("p");
      await expect(preview).toHaveText(post.excerpt);
      const clamp = await preview.evaluate((p) => ({
        lines: getComputedStyle(p).webkitLineClamp,
        clipped: p.scrollHeight > p.clientHeight,
      }));
      expect(clamp).toEqual({ lines: "2", clipped: true });
    });

    test("a text item's content is rendered as markdown, like a post", async ({ page, created }) => {
      await page.goto(`/after-action/${created.textItemId}`);
      await expect(page.getByRole("heading", { level: 2, name: `Findings ${created.tag}` })).toBeVisible();
      const list = page.locator("main ul").first();
      await expect(list.getByRole("listitem")).toHaveText(["Handoff notes carry intent.", "Threats are read out first."]);
      await expect(page.getByText("## Findings")).toHaveCount(0);
    });
  });

  test.describe("as the admin", () => {
    test.use({ storageState: async ({ adminState }, use) => use(adminState) });

    test("no admin tab scrolls sideways", async ({ page }) => {
      await visitAll(page, ["/admin/dashboard", "/admin/dashboard?tab=field-manual", "/admin/dashboard?tab=briefings", "/admin/dashboard?tab=after-action"]);
    });
  });
});

test("the description meta keeps table cells apart, in the server's HTML and in the page", async ({ page, created, request }) => {
  const html = await (await request.get(`/field-manual/${created.tablePostId}`)).text();
  expect(html).toContain('<meta name="description" content="Col A Col B 1 2 Then the text."');
  await page.goto(`/field-manual/${created.tablePostId}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Col A Col B 1 2 Then the text.");
});
