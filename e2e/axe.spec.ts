import { expect, type Page } from "@playwright/test";

import type { ContentItemSummary, Podcast, PostSummary } from "../src/shared/content.js";
import { expectNoAxeViolations } from "./axe.js";
import { test as base } from "./member-session.js";

// axe reports no violation on any page, as visitor, member and admin: every
// WCAG 2.x A and AA rule and axe's best practices, on each page once its
// content (lists, players, media) has loaded.

interface Records {
  publicPost: PostSummary;
  lockedPost: PostSummary;
  items: ContentItemSummary[];
  /** A public sample episode with a transcript: the episode page shows it open under the player. */
  episodeWithTranscript: Podcast;
}

const test = base.extend<object, { records: Records }>({
  records: [
    async ({ playwright, memberState }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL!, storageState: memberState });
      const list = async <T>(path: string) => ((await (await api.get(path)).json()) as { items: T[] }).items;
      const posts = await list<PostSummary>("/api/posts?limit=100");
      const items = [
        ...(await list<ContentItemSummary>("/api/content-items?category=briefing&limit=100")),
        ...(await list<ContentItemSummary>("/api/content-items?category=after-action&limit=100")),
      ];
      const podcasts = await list<Podcast>("/api/podcasts?limit=100");
      await api.dispose();
      // The sample content's own records: one of each media type.
      const seeded = (r: { createdAt: string }) => Date.parse(r.createdAt) < Date.now() - 60 * 60 * 1000;
      const byType = new Map<string, ContentItemSummary>();
      for (const item of items.filter(seeded)) if (!byType.has(item.mediaType)) byType.set(item.mediaType, item);
      await use({
        publicPost: posts.filter(seeded).find((p) => !p.isMembersOnly)!,
        lockedPost: posts.filter(seeded).find((p) => p.isMembersOnly)!,
        items: [...byType.values()],
        episodeWithTranscript: podcasts.filter(seeded).find((p) => p.transcriptUrl && !p.isMembersOnly)!,
      });
    },
    { scope: "worker" },
  ],
});

async function settled(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoViolations(page: Page, path: string, { member = false } = {}) {
  await page.goto(path);
  await settled(page);
  // A page rendered ahead of time shows a visitor's navigation until the member's session is known.
  if (member) await expect(page.getByRole("link", { name: "Dashboard", exact: true }).first()).toBeVisible();
  // Colours half-way through a transition (a navigation item restyled as the session arrives) are not what anyone reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
  await expectNoAxeViolations(page, path);
}

const visitorPages = ["/", "/login", "/signup", "/forgot-password", "/about", "/creator", "/contact", "/privacy-terms", "/no-such-page"];

test.describe("axe: no violations", () => {
  for (const path of visitorPages) {
    test(`${path} as a visitor`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }

  test("the readers as a visitor: a public post, a locked post, the items", async ({ page, records }) => {
    // Several pages, each analysed in full: more than one page's time on a loaded machine.
    test.slow();
    await expectNoViolations(page, `/field-manual/${records.publicPost.id}`);
    await expectNoViolations(page, `/field-manual/${records.lockedPost.id}`);
    for (const item of records.items) await expectNoViolations(page, `/after-action/${item.id}`);
  });

  test("the mobile menu, open, as a visitor at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page, "the open mobile menu");
  });

  test.describe("as a member", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });

    for (const path of ["/dashboard", "/dashboard?tab=briefing", "/dashboard?tab=after-action", "/about"]) {
      test(path, async ({ page }) => {
        await expectNoViolations(page, path, { member: true });
      });
    }

    test("the readers: posts and every kind of item", async ({ page, records }) => {
      // Several pages, each analysed in full: more than one page's time on a loaded machine.
      test.slow();
      await expectNoViolations(page, `/field-manual/${records.publicPost.id}`, { member: true });
      await expectNoViolations(page, `/field-manual/${records.lockedPost.id}`, { member: true });
      for (const item of records.items) await expectNoViolations(page, `/after-action/${item.id}`, { member: true });
    });

    test("an episode page with its transcript open under the player, and search results", async ({ page, records }) => {
      await page.goto(`/briefing/${records.episodeWithTranscript.id}`);
      await settled(page);
      await expect(page.getByTestId("transcript-cue").first()).toBeVisible();
      await expectNoAxeViolations(page, "the episode page");
      await expectNoViolations(page, "/search?q=leader");
    });

    test("The Briefing tab with an episode's transcript disclosure opened", async ({ page }) => {
      await page.goto("/dashboard?tab=briefing");
      await settled(page);
      await page.getByText("Transcript", { exact: true }).first().click();
      await expect(page.getByTestId("transcript-cue").first()).toBeVisible();
      await expectNoAxeViolations(page, "the opened transcript");
    });
  });

  test.describe("as the admin", () => {
    test.use({ storageState: async ({ adminState }, use) => use(adminState) });

    for (const tab of ["podcasts", "field-manual", "briefings", "after-action"]) {
      test(`/admin/dashboard?tab=${tab}`, async ({ page }) => {
        await expectNoViolations(page, `/admin/dashboard?tab=${tab}`);
      });
    }

    test("a post in edit mode", async ({ page }) => {
      await page.goto("/admin/dashboard?tab=field-manual");
      await page
        .getByRole("button", { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole("button", { name: "Update Post" })).toBeVisible();
      await expectNoAxeViolations(page, "a post in edit mode");
    });
  });
});
