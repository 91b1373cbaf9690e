import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { SEED_POSTS } from "../src/cli/seed/content.js";
import type { ContentItemSummary, Podcast, PostSummary } from "../src/shared/content.js";
import { axeViolations, expectNoAxeViolations } from "./axe.js";
import { test as base } from "./member-session.js";

const EDITED_POST = SEED_POSTS.find((post) => post.title.startsWith("Decision Speed"))!.title;

// axe reports no violation on any page (issue 32: "an axe run over every
// page and state (visitor, member, admin; desktop and phone) finds
// nothing"): every WCAG 2.x A and AA rule and axe's best practices, on each
// page once its content (lists, players, media) has loaded, at 1280 px and
// at 390 px, for each role that can see the page. One page per role and
// width walks all of its pages (a session reused, no new context per page);
// every page is checked even when one fails, and the failure lists them all.

interface Records {
  publicPost: PostSummary;
  lockedPost: PostSummary;
  items: ContentItemSummary[];
  /** A public sample episode with a transcript: the episode page shows it open under the player. */
  episodeWithTranscript: Podcast;
  /** A series of this worker's own (the sample content has none), with a post of its own as its part. */
  seriesId: string;
  /** A member's page in the admin area. */
  memberId: string;
}

async function ownSeries(admin: APIRequestContext): Promise<{ seriesId: string; postId: string }> {
  const tag = Date.now().toString(36);
  const post = await admin.post("/api/posts", { data: { title: `Axe series part ${tag}`, content: "A part of the series axe reads.", isMembersOnly: false } });
  expect(post.status(), await post.text()).toBe(201);
  const postId = ((await post.json()) as { id: string }).id;
  const series = await admin.post("/api/series", {
    data: { title: `Axe series ${tag}`, description: "The series axe reads.", parts: [{ kind: "post", id: postId }] },
  });
  expect(series.status(), await series.text()).toBe(201);
  return { seriesId: ((await series.json()) as { id: string }).id, postId };
}

const test = base.extend<object, { records: Records }>({
  records: [
    async ({ playwright, memberState, adminState }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const api = await playwright.request.newContext({ baseURL, storageState: memberState });
      const admin = await playwright.request.newContext({ baseURL, storageState: adminState });
      const list = async <T>(path: string, as = api) => ((await (await as.get(path)).json()) as { items: T[] }).items;
      const posts = await list<PostSummary>("/api/posts?limit=100");
      const items = [
        ...(await list<ContentItemSummary>("/api/content-items?category=briefing&limit=100")),
        ...(await list<ContentItemSummary>("/api/content-items?category=after-action&limit=100")),
      ];
      const podcasts = await list<Podcast>("/api/podcasts?limit=100");
      const members = await list<{ id: string }>("/api/admin/members?limit=1", admin);
      const { seriesId, postId } = await ownSeries(admin);
      // The sample content's own records: one of each media type.
      const seeded = (r: { createdAt: string }) => Date.parse(r.createdAt) < Date.now() - 60 * 60 * 1000;
      const byType = new Map<string, ContentItemSummary>();
      for (const item of items.filter(seeded)) if (!byType.has(item.mediaType)) byType.set(item.mediaType, item);
      await use({
        publicPost: posts.filter(seeded).find((p) => !p.isMembersOnly)!,
        lockedPost: posts.filter(seeded).find((p) => p.isMembersOnly)!,
        items: [...byType.values()],
        episodeWithTranscript: podcasts.filter(seeded).find((p) => p.transcriptUrl && !p.isMembersOnly)!,
        seriesId,
        memberId: members[0]!.id,
      });
      expect((await admin.delete(`/api/series/${seriesId}`)).status()).toBe(204);
      expect((await admin.delete(`/api/posts/${postId}`)).status()).toBe(204);
      await api.dispose();
      await admin.dispose();
    },
    { scope: "worker" },
  ],
});

async function settled(page: Page) {
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

/** Opens `path` and waits until it is what a reader would see: loaded, the session known, no transition running. */
async function open(page: Page, path: string, member: boolean) {
  await page.goto(path);
  await settled(page);
  // A page rendered ahead of time shows a visitor's navigation until the
  // member's session is known (on a phone the link is in the closed menu).
  if (member) await expect(page.getByRole("link", { name: "Dashboard", exact: true, includeHidden: true }).first()).toBeAttached();
  // Colours half-way through a transition (a navigation item restyled as the session arrives) are not what anyone reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
}

async function expectNoViolations(page: Page, path: string, { member = false } = {}) {
  await open(page, path, member);
  await expectNoAxeViolations(page, path);
}

/** Every page of `paths` in turn on one page, each checked even when another failed; one failure lists them all. */
async function expectNoViolationsOnAll(page: Page, paths: readonly string[], { member = false, width }: { member?: boolean; width: number }) {
  await page.setViewportSize({ width, height: 900 });
  const found: string[] = [];
  for (const path of paths) {
    try {
      await open(page, path, member);
      for (const violation of await axeViolations(page)) found.push(`${path} at ${width} px: ${violation}`);
    } catch (error) {
      found.push(`${path} at ${width} px did not settle: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
  }
  expect(found, `axe at ${width} px`).toEqual([]);
}

const WIDTHS = [1280, 390] as const;

/** What everyone sees, signed in or not. */
const everyonesPages = (r: Records) => [
  "/about",
  "/creator",
  "/privacy-terms",
  "/field-manual",
  "/briefing",
  "/after-action",
  `/field-manual/${r.publicPost.id}`,
  `/field-manual/${r.lockedPost.id}`,
  ...r.items.map((item) => `/after-action/${item.id}`),
  `/briefing/${r.episodeWithTranscript.id}`,
  `/series/${r.seriesId}`,
  "/search?q=leader",
  "/verify/LBL-0000-0000-0000",
  "/join/not-a-real-invitation",
  "/no-such-page",
];

const visitorPages = (r: Records) => [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  "/contact",
  "/newsletter/confirm?token=not-a-real-token",
  "/newsletter/preferences",
  "/newsletter/unsubscribe",
  ...everyonesPages(r),
];

const memberPages = (r: Records) => [
  "/",
  "/dashboard",
  "/dashboard?tab=briefing",
  "/dashboard?tab=after-action",
  "/account",
  "/organisation",
  "/contact",
  ...everyonesPages(r),
];

const adminPages = (r: Records) => [
  "/admin/dashboard?tab=podcasts",
  "/admin/dashboard?tab=field-manual",
  "/admin/dashboard?tab=briefings",
  "/admin/dashboard?tab=after-action",
  "/admin/inbox",
  "/admin/members",
  `/admin/members/${r.memberId}`,
  "/admin/analytics",
  "/admin/activity",
  "/admin/feeds",
  "/admin/site",
  "/admin/series",
  "/admin/jobs",
  "/admin/newsletter",
  "/admin/certificates",
  "/admin/organisations",
  "/dashboard",
  "/account",
];

test.describe("axe: no violations on any page", () => {
  for (const width of WIDTHS) {
    test(`every page a visitor sees, at ${width} px`, async ({ page, records }) => {
      test.setTimeout(300_000);
      await expectNoViolationsOnAll(page, visitorPages(records), { width });
    });
  }

  test.describe("as a member", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });
    for (const width of WIDTHS) {
      test(`every page a member sees, at ${width} px`, async ({ page, records }) => {
        test.setTimeout(300_000);
        await expectNoViolationsOnAll(page, memberPages(records), { member: true, width });
      });
    }
  });

  test.describe("as the admin", () => {
    test.use({ storageState: async ({ adminState }, use) => use(adminState) });
    for (const width of WIDTHS) {
      test(`every admin page, at ${width} px`, async ({ page, records }) => {
        test.setTimeout(300_000);
        await expectNoViolationsOnAll(page, adminPages(records), { member: true, width });
      });
    }
  });
});

test.describe("axe: no violations in a page's other states", () => {
  test("the mobile menu, open, as a visitor at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page, "the open mobile menu");
  });

  test.describe("as a member", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });

    test("an episode page with its transcript open under the player", async ({ page, records }) => {
      await page.goto(`/briefing/${records.episodeWithTranscript.id}`);
      await settled(page);
      await expect(page.getByTestId("transcript-cue").first()).toBeVisible();
      await expectNoAxeViolations(page, "the episode page");
    });

    test("The Briefing tab with an episode's transcript disclosure opened", async ({ page }) => {
      await page.goto("/dashboard?tab=briefing");
      await settled(page);
      await page.getByText("Transcript", { exact: true }).first().click();
      await expect(page.getByTestId("transcript-cue").first()).toBeVisible();
      await expectNoAxeViolations(page, "the opened transcript");
    });

    test("the mobile menu, open, as a member at 390 px", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await expectNoViolations(page, "/dashboard", { member: true });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expectNoAxeViolations(page, "the member's open mobile menu");
    });
  });

  test.describe("as the admin", () => {
    test.use({ storageState: async ({ adminState }, use) => use(adminState) });

    test("a post in edit mode", async ({ page }) => {
      await page.goto("/admin/dashboard?tab=field-manual");
      // A post of the sample content, which no test changes: the list's first is whatever another test made last, and
      // may be deleted by it meanwhile (the series' parts above are).
      await page.getByRole("button", { name: `Edit ${EDITED_POST}` }).click();
      await expect(page.getByRole("button", { name: "Update Post" })).toBeVisible();
      await expectNoAxeViolations(page, "a post in edit mode");
    });
  });
});
