import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import type { ContentItemSummary, Podcast, Post, PostSummary } from "../src/shared/content.js";
import { demoAccount, expectToast, holdRequests, signedInApi, toasts } from "./helpers.js";
import { test as memberSessionTest, ownMemberFixtures, type NewMember } from "./member-session.js";

// The member-facing content screens: the dashboard's three tabs, the audio
// player, the post reader, the item viewer and the members-only lock panel
// (spec sections 2, 4, 8, 9; docs/decisions/001, 002, 003 and 008). The
// e2e server runs the demo seed, so the sample content is there.

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const LOCKED_POST_TEXT = "This article is exclusive for our members. Sign up or log in to read the full post.";
const LOCKED_ITEM_TEXT = "This content is exclusive for our members. Sign up or log in to access it.";

/**
 * The demo seed's records as the demo member sees them. Other spec files add
 * and remove their own records while these tests run; the seed dates its
 * records at least a day back, so anything newer is left out.
 */
function contentApi(request: APIRequestContext) {
  const seededBefore = Date.now() - 60 * 60 * 1000;
  const items = async <T extends { createdAt: string }>(path: string): Promise<T[]> => {
    const res = await request.get(`${path}${path.includes("?") ? "&" : "?"}limit=100`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: T[] }).items.filter((item) => Date.parse(item.createdAt) < seededBefore);
  };
  const category = (name: "briefing" | "after-action") => items<ContentItemSummary>(`/api/content-items?category=${name}`);
  return {
    posts: () => items<PostSummary>("/api/posts"),
    podcasts: () => items<Podcast>("/api/podcasts"),
    contentItems: category,
    allItems: async () => [...(await category("briefing")), ...(await category("after-action"))],
    post: async (id: string) => (await (await request.get(`/api/posts/${id}`)).json()) as Post,
    item: async (id: string) => (await (await request.get(`/api/content-items/${id}`)).json()) as { contentText: string | null },
  };
}
type ContentApi = ReturnType<typeof contentApi>;

// The member's session (one API login per worker) starts the member tests
// signed in, and its request context reads the expected data.
const test = memberSessionTest.extend<object, { memberApi: ContentApi }>({
  memberApi: [
    async ({ playwright, memberState }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL!, storageState: memberState });
      await use(contentApi(request));
      await request.dispose();
    },
    { scope: "worker" },
  ],
});

/** Tests whose page starts signed in as the demo member. */
const memberTest = test.extend({
  storageState: async ({ memberState }, use) => use(memberState),
});

/**
 * Tests whose page starts signed in as a member of their own: the ones that
 * play an episode, which saves the member's position. On the demo member it
 * would stay for every later test on the server (a "Resumed at 00:05" under
 * a player on The Briefing, a "Continue" strip on the dashboard).
 */
const ownMemberTest = test.extend<{ ownMember: NewMember }>(ownMemberFixtures);

/** Logs in through the form the page is on (reached from the lock panel). */
async function submitMemberLogin(page: Page) {
  const { email, password } = demoAccount("member");
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const articles = (page: Page) => page.getByRole("list", { name: "Articles" });
const episodes = (page: Page) => page.getByRole("list", { name: "Podcast episodes" });
const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const episodeNamed = (page: Page, title: string) =>
  episodes(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const serverError = { status: 500, json: { error: { code: "INTERNAL", message: "boom" } } };

/** `links` include every one of `hrefs`, in that (newest-first) order. */
async function expectListed(links: Locator, hrefs: string[]) {
  expect(hrefs.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await links.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).filter((href) => hrefs.includes(href!)))
    .toEqual(hrefs);
}

test.describe("dashboard tabs", () => {
  memberTest("Field Manual is the default: loading text, then articles with plain two-line previews linking to the reader", async ({ page, memberApi }) => {
    const posts = await memberApi.posts();
    const release = await holdRequests(page, "**/api/posts?*");
    await page.goto("/dashboard");
    await expect(tab(page, "Field Manual")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Leadership Articles" })).toBeVisible();
    await expect(page.getByText("Loading articles...")).toBeVisible();
    release();
    await expect(page.getByText("Loading articles...")).toBeHidden();

    const links = articles(page).getByRole("link");
    await expectListed(
      links,
      posts.map((post) => `/field-manual/${post.id}`),
    );
    const first = posts[0]!;
    const card = links.and(page.locator(`[href="/field-manual/${first.id}"]`));
    await expect(card.getByRole("heading", { name: first.title })).toBeVisible();
    await expect(card).toContainText(formatDate(first.createdAt));
    const preview = card.locator("p");
    await expect(preview).toHaveText(first.excerpt);
    await expect(preview).toHaveCSS("-webkit-line-clamp", "2");
    expect(await preview.evaluate((p) => p.children.length), "plain text, no rendered markdown").toBe(0);

    const membersOnly = posts.find((p) => p.isMembersOnly)!;
    await expect(links.filter({ hasText: membersOnly.title }).getByText("MEMBERS")).toBeVisible();

    await card.click();
    await expect(page).toHaveURL(`/field-manual/${first.id}`);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  });

  memberTest("the active tab lives in the URL: clicks, arrow keys, reload, back and forward", async ({ page }) => {
    await page.goto("/dashboard");
    await tab(page, "The Briefing").click();
    await expect(page).toHaveURL("/dashboard?tab=briefing");
    await expect(page.getByRole("heading", { name: "Podcast Episodes" })).toBeVisible();

    await tab(page, "After-Action").click();
    await expect(page).toHaveURL("/dashboard?tab=after-action");
    await expect(page.getByRole("heading", { name: "Case Studies & Exercises" })).toBeVisible();

    await page.reload();
    await expect(tab(page, "After-Action")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Case Studies & Exercises" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL("/dashboard?tab=briefing");
    await expect(page.getByRole("heading", { name: "Podcast Episodes" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Leadership Articles" })).toBeVisible();
    await page.goForward();
    await expect(tab(page, "The Briefing")).toHaveAttribute("aria-selected", "true");

    // Keyboard: the arrow keys move between tabs, and the URL follows.
    await tab(page, "The Briefing").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "After-Action")).toBeFocused();
    await expect(page).toHaveURL("/dashboard?tab=after-action");
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Field Manual")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/dashboard");
  });

  memberTest("The Briefing: episodes with description, date, MEMBERS flag and a player, then the briefing items", async ({ page, memberApi }) => {
    const [podcasts, briefings] = [await memberApi.podcasts(), await memberApi.contentItems("briefing")];
    expect(podcasts.length).toBeGreaterThan(1);
    expect(briefings.length).toBeGreaterThan(0);
    const release = await holdRequests(page, "**/api/podcasts?*");
    await page.goto("/dashboard?tab=briefing");
    await expect(page.getByRole("heading", { name: "Podcast Episodes" })).toBeVisible();
    await expect(page.getByText("Loading episodes...")).toBeVisible();
    release();

    for (const podcast of podcasts) {
      const episode = episodeNamed(page, podcast.title);
      await expect(episode).toContainText(podcast.description ?? "");
      await expect(episode).toContainText(formatDate(podcast.createdAt));
      await expect(episode.getByText("MEMBERS")).toHaveCount(podcast.isMembersOnly ? 1 : 0);
      await expect(episode.getByRole("button", { name: `Play ${podcast.title}` })).toBeVisible();
    }

    const items = page.getByRole("list", { name: "Briefings" }).getByRole("link");
    await expectListed(
      items,
      briefings.map((item) => `/after-action/${item.id}`),
    );
    for (const item of briefings) await expect(items.and(page.locator(`[href="/after-action/${item.id}"]`))).toContainText(item.title);
    const [episodesBox, itemsBox] = [await episodes(page).boundingBox(), await items.first().boundingBox()];
    expect(itemsBox!.y, "the briefing items come under the episodes").toBeGreaterThan(episodesBox!.y + episodesBox!.height);
  });

  memberTest("After-Action: loading text, then the case studies linking to the item viewer", async ({ page, memberApi }) => {
    const reports = await memberApi.contentItems("after-action");
    await page.goto("/dashboard");
    const release = await holdRequests(page, "**/api/content-items?*category=after-action*");
    await tab(page, "After-Action").click();
    await expect(page.getByRole("heading", { name: "Case Studies & Exercises" })).toBeVisible();
    await expect(page.getByText("Loading reports...")).toBeVisible();
    release();
    const links = page.getByRole("list", { name: "Case studies and exercises" }).getByRole("link");
    await expectListed(
      links,
      reports.map((item) => `/after-action/${item.id}`),
    );
    await links.and(page.locator(`[href="/after-action/${reports[0]!.id}"]`)).click();
    await expect(page.getByRole("heading", { level: 1, name: reports[0]!.title })).toBeVisible();
  });

  memberTest("only the shown tab's lists are fetched", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      // The tabs' lists only: the Continue strip (/api/progress) and the visit mark are the dashboard's own.
      if (/^\/api\/(posts|podcasts|content-items)\b/.test(url.pathname)) fetched.push(url.pathname + url.search);
    });
    await page.goto("/dashboard");
    await expect(articles(page)).toBeVisible();
    expect(fetched).toEqual([expect.stringMatching(/^\/api\/posts\?/)]);

    await tab(page, "The Briefing").click();
    await expect(episodes(page)).toBeVisible();
    await expect(page.getByRole("list", { name: "Briefings" })).toBeVisible();
    expect(fetched.some((u) => u.startsWith("/api/podcasts?"))).toBe(true);
    expect(fetched.some((u) => u.includes("category=briefing"))).toBe(true);
    expect(fetched.some((u) => u.includes("category=after-action"))).toBe(false);
  });

  memberTest("an empty podcast list says 'No episodes available yet.'", async ({ page }) => {
    await page.route("**/api/podcasts?*", (route) => route.fulfill({ json: { items: [], nextCursor: null } }));
    await page.goto("/dashboard?tab=briefing");
    await expect(page.getByText("No episodes available yet.")).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });

  memberTest("a failed podcast list shows the error toast and an empty list", async ({ page }) => {
    await page.route("**/api/podcasts?*", (route) => route.fulfill(serverError));
    await page.goto("/dashboard?tab=briefing");
    await expectToast(page, "Error", "Could not fetch podcasts.");
    await expect(page.getByText("No episodes available yet.")).toBeVisible();
  });

  memberTest("failed article and case-study lists are silent and empty", async ({ page }) => {
    await page.route("**/api/posts?*", (route) => route.fulfill(serverError));
    await page.route("**/api/content-items?*", (route) => route.fulfill(serverError));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Leadership Articles" })).toBeVisible();
    await expect(page.getByText("Loading articles...")).toBeHidden();
    await expect(page.locator('a[href^="/field-manual/"]')).toHaveCount(0);
    // Silent: the empty text is for a list that really is empty.
    await expect(page.getByText("No articles published yet.")).toHaveCount(0);
    await tab(page, "After-Action").click();
    await expect(page.getByText("Loading reports...")).toBeHidden();
    await expect(page.locator('a[href^="/after-action/"]')).toHaveCount(0);
    await expect(page.getByText("No reports published yet.")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  });

  test.describe("more pages", () => {
    // A short window, so the end of a three-article page is out of reach.
    memberTest.use({ viewport: { width: 1280, height: 400 } });
    const TOTAL = 7;

    /** Serves seven articles three at a time, by cursor; returns the cursors asked for. */
    async function pagesOfThree(page: Page): Promise<(string | null)[]> {
      const cursors: (string | null)[] = [];
      const posts = Array.from({ length: TOTAL }, (_, i) => ({
        id: `paged-${i + 1}`,
        title: `Paged article ${i + 1}`,
        excerpt: `Excerpt of paged article ${i + 1}.`,
        isMembersOnly: false,
        createdAt: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
        status: "published",
        publishAt: null,
      }));
      await page.route("**/api/posts?*", (route) => {
        const cursor = new URL(route.request().url()).searchParams.get("cursor");
        cursors.push(cursor);
        const start = Number(cursor ?? 0);
        const next = start + 3 < TOTAL ? String(start + 3) : null;
        return route.fulfill({ json: { items: posts.slice(start, start + 3), nextCursor: next } });
      });
      return cursors;
    }

    memberTest("'Load more' loads the next page", async ({ page }) => {
      // Without IntersectionObserver only the button can load more.
      await page.addInitScript(() => {
        window.IntersectionObserver = class {
          observe() {}
          unobserve() {}
          disconnect() {}
          takeRecords() {
            return [];
          }
        } as unknown as typeof IntersectionObserver;
      });
      const cursors = await pagesOfThree(page);
      await page.goto("/dashboard");
      const links = articles(page).getByRole("link");
      const more = page.getByRole("button", { name: "Load more" });
      await expect(links).toHaveCount(3);
      await more.click();
      await expect(links).toHaveCount(6);
      await expect(links.nth(3)).toContainText("Paged article 4");
      await more.click();
      await expect(links).toHaveCount(TOTAL);
      await expect(more).toHaveCount(0);
      expect(cursors).toEqual([null, "3", "6"]);
    });

    memberTest("scrolling near the end loads the next pages", async ({ page }) => {
      const cursors = await pagesOfThree(page);
      await page.goto("/dashboard");
      const links = articles(page).getByRole("link");
      await expect(links).toHaveCount(3);
      await page.waitForTimeout(500);
      await expect(links).toHaveCount(3);
      await page.mouse.wheel(0, 4000);
      // Scrolled to the end, the second page arrives; if the end is still near
      // after it, the third follows at once, so "exactly 6" would be a race.
      await expect.poll(() => links.count()).toBeGreaterThanOrEqual(6);
      await page.mouse.wheel(0, 4000);
      await expect(links).toHaveCount(TOTAL);
      await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
      expect(cursors).toEqual([null, "3", "6"]);
    });
  });
});

test.describe("audio player", () => {
  const audio = (episode: Locator) => episode.locator("audio");
  const paused = (episode: Locator) => audio(episode).evaluate((a: HTMLAudioElement) => a.paused);

  memberTest("shows 'Loading player...' until the metadata is in, then its controls", async ({ page, memberApi }) => {
    const [first] = await memberApi.podcasts();
    const release = await holdRequests(page, `**${first!.audioUrl}`);
    await page.goto("/dashboard?tab=briefing");
    const episode = episodeNamed(page, first!.title);
    await expect(episode.getByText("Loading player...")).toBeVisible();
    release();
    await expect(episode.getByText("Loading player...")).toBeHidden();
    await expect(episode.getByRole("button", { name: `Play ${first!.title}` })).toBeVisible();
    await expect(audio(episode)).toHaveAttribute("preload", "metadata");
  });

  memberTest("an episode whose audio cannot load shows no player and only logs", async ({ page, memberApi }) => {
    const [first] = await memberApi.podcasts();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route(`**${first!.audioUrl}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/dashboard?tab=briefing");
    const episode = episodeNamed(page, first!.title);
    await expect(episode).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes("Could not load audio"))).toBe(true);
    await expect(episode.getByText("Loading player...")).toHaveCount(0);
    // No player control; the card's own "Mark as finished" stays (it needs no audio).
    await expect(episode.getByRole("button").filter({ hasNotText: "Mark as finished" })).toHaveCount(0);
    await expect(episode.locator("audio")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  });

  ownMemberTest("play and pause, skip 10 s, seek, mute and volume, with the time as mm:ss / mm:ss", async ({ page, memberApi }) => {
    const podcast = (await memberApi.podcasts()).find((p) => p.title === "Own the Outcome")!;
    await page.goto("/dashboard?tab=briefing");
    const episode = episodeNamed(page, podcast.title);
    const time = episode.getByTestId("audio-time");
    await expect(time).toHaveText(/^00:00 \/ 00:[12]\d$/);
    const end = (await time.textContent())!.split(" / ")[1]!;

    const play = episode.getByRole("button", { name: `Play ${podcast.title}` });
    const pause = episode.getByRole("button", { name: `Pause ${podcast.title}` });
    await play.click();
    await expect(pause).toBeVisible();
    expect(await paused(episode)).toBe(false);
    await pause.click();
    await expect(play).toBeVisible();
    expect(await paused(episode)).toBe(true);

    // Keyboard: Space on the focused button plays and pauses too.
    await play.focus();
    await page.keyboard.press("Space");
    await expect(pause).toBeVisible();
    await page.keyboard.press("Space");
    await expect(play).toBeVisible();

    await audio(episode).evaluate((a: HTMLAudioElement) => (a.currentTime = 0));
    const forward = episode.getByRole("button", { name: "Forward 10 seconds" });
    const back = episode.getByRole("button", { name: "Back 10 seconds" });
    await forward.click();
    await expect(time).toHaveText(`00:10 / ${end}`);
    await forward.click();
    await expect(time).toHaveText(`00:20 / ${end}`);
    await back.click();
    await expect(time).toHaveText(`00:10 / ${end}`);
    await back.click();
    await back.click();
    await expect(time).toHaveText(`00:00 / ${end}`);

    const seek = episode.getByRole("slider", { name: `Seek ${podcast.title}` });
    await seek.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect(time).toHaveText(`00:05 / ${end}`);
    expect(await audio(episode).evaluate((a: HTMLAudioElement) => Math.round(a.currentTime))).toBe(5);

    const volume = episode.getByRole("slider", { name: "Volume" });
    await expect(volume).toHaveAttribute("min", "0");
    await expect(volume).toHaveAttribute("max", "1");
    await expect(volume).toHaveAttribute("step", "0.01");
    await volume.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => audio(episode).evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.9, 5);
    await expect(volume).toHaveValue("0.9");

    await episode.getByRole("button", { name: "Mute" }).click();
    await expect(episode.getByRole("button", { name: "Unmute" })).toBeVisible();
    expect(await audio(episode).evaluate((a: HTMLAudioElement) => a.muted)).toBe(true);
    await expect(volume).toHaveValue("0");
    await episode.getByRole("button", { name: "Unmute" }).click();
    expect(await audio(episode).evaluate((a: HTMLAudioElement) => a.muted)).toBe(false);
    await expect(volume).toHaveValue("0.9");
  });

  memberTest("controls show a visible focus ring when reached with the keyboard", async ({ page, memberApi }) => {
    const [first] = await memberApi.podcasts();
    await page.goto("/dashboard?tab=briefing");
    const episode = episodeNamed(page, first!.title);
    await episode.getByRole("button", { name: `Play ${first!.title}` }).focus();
    await page.keyboard.press("Tab");
    const forward = episode.getByRole("button", { name: "Forward 10 seconds" });
    await expect(forward).toBeFocused();
    await expect(forward).toHaveCSS("outline-style", "solid");
  });

  ownMemberTest("starting one player pauses the other", async ({ page, memberApi }) => {
    const podcasts = await memberApi.podcasts();
    const [one, two] = [podcasts[0]!.title, podcasts.at(-1)!.title];
    const [a, b] = [episodeNamed(page, one), episodeNamed(page, two)];
    await page.goto("/dashboard?tab=briefing");
    await a.getByRole("button", { name: `Play ${one}` }).click();
    await expect(a.getByRole("button", { name: `Pause ${one}` })).toBeVisible();
    await b.getByRole("button", { name: `Play ${two}` }).click();
    await expect(b.getByRole("button", { name: `Pause ${two}` })).toBeVisible();
    await expect(a.getByRole("button", { name: `Play ${one}` })).toBeVisible();
    expect(await paused(a)).toBe(true);
    expect(await paused(b)).toBe(false);
  });

  memberTest("opening The Briefing loads only the episodes' metadata, never whole files", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(articles(page)).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const requests = new Map<string, { range?: string; status?: number; total: number; received: number }>();
    cdp.on("Network.requestWillBeSent", (e) => {
      if (/\/api\/podcasts\/[^/]+\/audio/.test(e.request.url))
        requests.set(e.requestId, { range: e.request.headers.Range ?? e.request.headers.range, total: 0, received: 0 });
    });
    cdp.on("Network.responseReceived", (e) => {
      const entry = requests.get(e.requestId);
      if (!entry) return;
      entry.status = e.response.status;
      entry.total = Number(String(e.response.headers["Content-Range"] ?? e.response.headers["content-range"] ?? "").split("/")[1] ?? 0);
    });
    cdp.on("Network.dataReceived", (e) => {
      const entry = requests.get(e.requestId);
      if (entry) entry.received += e.dataLength;
    });

    // A slow line: whole files would arrive within ~2 s, a metadata load stops early.
    const bytesPerSecond = 256 * 1024;
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: bytesPerSecond, uploadThroughput: -1 });
    await tab(page, "The Briefing").click();
    const count = await episodes(page).getByRole("listitem").count();
    await expect(episodes(page).getByRole("button", { name: /^Play / })).toHaveCount(count);
    await page.waitForTimeout(3000);

    const entries = [...requests.values()];
    expect(entries.filter((e) => e.status === 206).length, "each player asked for its file").toBeGreaterThanOrEqual(count);
    for (const entry of entries) {
      expect(entry.range, "every audio request asks for a range").toMatch(/^bytes=/);
      if (entry.status !== undefined) expect(entry.status, "no audio request gets the whole file (200)").toBe(206);
    }
    const received = entries.reduce((sum, e) => sum + e.received, 0);
    const sizes = entries.reduce((sum, e) => sum + e.total, 0);
    expect(received, "bytes received for all episodes, against their files' sizes").toBeLessThan(sizes);
    expect(
      await episodes(page)
        .locator("audio")
        .evaluateAll((els) => els.every((a) => (a as HTMLAudioElement).paused)),
    ).toBe(true);
  });
});

test.describe("post reader", () => {
  memberTest("renders the markdown (table, task list), title, date, document title, description and the way back", async ({ page, memberApi }) => {
    const summary = (await memberApi.posts()).find((p) => p.title.startsWith("Running an After-Action Review"))!;
    const post = await memberApi.post(summary.id);
    const release = await holdRequests(page, `**/api/posts/${post.id}`);
    await page.goto(`/field-manual/${post.id}`);
    await expect(page.getByText("Loading Post...")).toBeVisible();
    release();

    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText(`Posted on ${formatDate(post.createdAt)}`)).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Question", "What you are looking for", "Common trap"]);
    await expect(table.getByRole("row")).toHaveCount(5);
    const boxes = page.getByRole("checkbox");
    await expect(boxes).toHaveCount(5);
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
    await expect(page.getByRole("link", { name: "Wikipedia" })).toHaveAttribute("href", "https://en.wikipedia.org/wiki/After-action_review");

    await expect(page).toHaveTitle(`${post.title} | Lead or Be Led`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt!);

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("a visitor reads a public post in full", async ({ page, memberApi }) => {
    const summary = (await memberApi.posts()).find((p) => !p.isMembersOnly && p.title.startsWith("Own the Outcome"))!;
    await page.goto(`/field-manual/${summary.id}`);
    await expect(page.getByRole("heading", { level: 1, name: summary.title })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByText("Members-Only Content")).toHaveCount(0);
  });

  test("never renders raw HTML and blanks links with unsafe schemes", async ({ page }) => {
    const content = [
      "Intro with <b>bold html</b> inline.",
      "<script>window.__pwned = true</script>",
      '<img src="x" onerror="window.__pwned = true">',
      "[bad](javascript:alert(1)) [data](data:text/html,hi) [good](https://example.com/x) [mail](mailto:crew@example.com)",
    ].join("\n\n");
    await page.route("**/api/posts/fixture-post", (route) =>
      route.fulfill({
        json: {
          id: "fixture-post",
          title: "Fixture Post",
          isMembersOnly: false,
          createdAt: "2026-11-22T12:00:00.000Z",
          status: "published",
          publishAt: null,
          locked: false,
          content,
          excerpt: "Fixture excerpt.",
        },
      }),
    );
    await page.goto("/field-manual/fixture-post");
    await expect(page.getByRole("heading", { level: 1, name: "Fixture Post" })).toBeVisible();
    await expect(page.getByText("Intro with")).toBeVisible();
    await expect(page.locator("main b, main script, main img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.getByRole("link", { name: "bad" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "data" })).toHaveCount(0);
    await expect(page.getByText("bad", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "good" })).toHaveAttribute("href", "https://example.com/x");
    await expect(page.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:crew@example.com");
    await expect(page).toHaveTitle("Fixture Post | Lead or Be Led");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Fixture excerpt.");
  });

  test("a stored post's javascript: links, however written, render as plain text with no href", async ({ page, playwright, baseURL }) => {
    const admin = await signedInApi(playwright, baseURL!, "admin");
    const title = `Unsafe links ${Date.now().toString(36)}`;
    const content = [
      "Plain [click me](javascript:alert(document.domain)) link.",
      "Shouting [upper case](JAVASCRIPT:alert(1)) link.",
      "Encoded [encoded](javascript&#58;alert(1)) link.",
      "Autolink <javascript:alert(1)> link.",
      "Reference [by reference][evil] link.",
      "[evil]: javascript:alert(1)",
      "Safe [good](https://example.com/safe) link.",
    ].join("\n\n");
    const created = await admin.post("/api/posts", { data: { title, content, isMembersOnly: false } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as Post;
    try {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/field-manual/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator('main a[href*="javascript" i]')).toHaveCount(0);
      for (const text of ["click me", "upper case", "encoded", "javascript:alert(1)", "by reference"]) {
        const shown = page.locator("main").getByText(text, { exact: true });
        await expect(shown).toBeVisible();
        await expect(page.getByRole("link", { name: text })).toHaveCount(0);
        await shown.click();
      }
      await expect(page).toHaveURL(`/field-manual/${id}`);
      await expect(page.getByRole("link", { name: "good" })).toHaveAttribute("href", "https://example.com/safe");
      expect(dialogs).toEqual([]);
    } finally {
      expect((await admin.delete(`/api/posts/${id}`)).status()).toBe(204);
      await admin.dispose();
    }
  });

  test("an unknown post says 'Post not found.'", async ({ page }) => {
    await page.goto("/field-manual/no-such-post");
    await expect(page.getByText("Post not found.")).toBeVisible();
    // A visitor (who came from a shared link) is sent home, not to a dashboard that is not theirs.
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  test("a visitor gets the lock panel on a members-only post; Login comes back to the full post", async ({ page, memberApi }) => {
    const summary = (await memberApi.posts()).find((p) => p.isMembersOnly && p.title.startsWith("Running an After-Action Review"))!;
    await page.goto(`/field-manual/${summary.id}`);
    await expect(page.getByRole("heading", { level: 1, name: summary.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Members-Only Content" })).toBeVisible();
    await expect(page.getByText(LOCKED_POST_TEXT, { exact: true })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");

    await page.getByRole("link", { name: "Login", exact: true }).click();
    await submitMemberLogin(page);
    await expect(page).toHaveURL(`/field-manual/${summary.id}`);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Members-Only Content" })).toHaveCount(0);
  });
});

test.describe("item viewer", () => {
  async function itemOf(api: ContentApi, match: (item: ContentItemSummary) => boolean) {
    const item = (await api.allItems()).find(match);
    expect(item, "the demo seed has such an item").toBeTruthy();
    return item!;
  }
  const fileOf = (item: ContentItemSummary) => `/api/content-items/${item.id}/file`;

  memberTest("text: loading text, then title, description and the text with its paragraphs", async ({ page, memberApi }) => {
    // Members-only: its address arrives as the empty shell, and the browser
    // reads the item itself (a public item's arrives rendered by the server, decision 060).
    const item = await itemOf(memberApi, (i) => i.mediaType === "text" && i.isMembersOnly);
    const release = await holdRequests(page, `**/api/content-items/${item.id}`);
    await page.goto(`/after-action/${item.id}`);
    await expect(page.getByText("Loading Content...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByText(item.description!, { exact: true })).toBeVisible();
    const { contentText } = await memberApi.item(item.id);
    // Its paragraphs of prose, each shown whole (its lists are shown as lists, not as the lines of a paragraph).
    const paragraphs = contentText!
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p && !/^(-|\d+\.) /m.test(p));
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    // Opened directly, the way back is the dashboard tab that lists the item.
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", `/dashboard?tab=${item.category}`);
  });

  memberTest("pdf: a frame on the streamed file, 'Loading PDF...' until it has loaded", async ({ page, memberApi }) => {
    const item = await itemOf(memberApi, (i) => i.mediaType === "pdf");
    const release = await holdRequests(page, `**${fileOf(item)}`);
    await page.goto(`/after-action/${item.id}`);
    await expect(page.locator(`iframe[title="${item.title}"]`)).toHaveAttribute("src", fileOf(item));
    await expect(page.getByText("Loading PDF...")).toBeVisible();
    release();
    await expect(page.getByText("Loading PDF...")).toBeHidden();
  });

  memberTest("video: the site's player (the audio player's controls) on the streamed file, 'Loading video...' until ready", async ({ page, memberApi }) => {
    const item = await itemOf(memberApi, (i) => i.mediaType === "video");
    const release = await holdRequests(page, `**${fileOf(item)}`);
    await page.goto(`/after-action/${item.id}`);
    const video = page.locator("main video");
    await expect(video).not.toHaveAttribute("controls");
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect(video).toHaveAttribute("src", fileOf(item));
    await expect(page.getByText("Loading video...")).toBeVisible();
    release();
    await expect(page.getByText("Loading video...")).toBeHidden();
    await expect(video).toBeVisible();
    const player = page.getByRole("group", { name: `Video player ${item.title}` });
    await expect(player.getByRole("button", { name: `Play ${item.title}` })).toBeVisible();
    await expect(player.getByRole("slider", { name: `Seek ${item.title}` })).toBeVisible();
    await expect(player.getByRole("combobox", { name: "Playback speed" })).toBeVisible();
    await expect(player.getByRole("button", { name: "Mute" })).toBeVisible();
    await expect(player.getByRole("button", { name: "Full screen" })).toBeVisible();
  });

  memberTest("audio: 'Loading audio...', then the audio player's controls", async ({ page, memberApi }) => {
    const item = await itemOf(memberApi, (i) => i.mediaType === "audio");
    const release = await holdRequests(page, `**${fileOf(item)}`);
    await page.goto(`/after-action/${item.id}`);
    await expect(page.getByText("Loading audio...")).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: `Play ${item.title}` })).toBeVisible();
    await expect(page.getByRole("slider", { name: `Seek ${item.title}` })).toBeVisible();
    await expect(page.getByRole("slider", { name: "Volume" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mute" })).toBeVisible();
    await expect(page.getByText("Loading audio...")).toBeHidden();
  });

  for (const mediaType of ["video", "audio"] as const) {
    memberTest(`a ${mediaType} file that fails to load is logged and its loading text stays`, async ({ page, memberApi }) => {
      const item = await itemOf(memberApi, (i) => i.mediaType === mediaType);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.route(`**${fileOf(item)}`, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto(`/after-action/${item.id}`);
      await expect.poll(() => errors.some((e) => e.includes(`Could not load ${mediaType}`))).toBe(true);
      await expect(page.getByText(`Loading ${mediaType}...`)).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);
    });
  }

  test("an unknown item says 'Content not found.'", async ({ page }) => {
    await page.goto("/after-action/no-such-item");
    await expect(page.getByText("Content not found.")).toBeVisible();
  });

  test("a visitor gets the lock panel on a members-only item; Login comes back to the full item", async ({ page, memberApi }) => {
    const item = await itemOf(memberApi, (i) => i.isMembersOnly && i.mediaType === "video");
    await page.goto(`/after-action/${item.id}`);
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByText(item.description!, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Members-Only Content" })).toBeVisible();
    await expect(page.getByText(LOCKED_ITEM_TEXT, { exact: true })).toBeVisible();
    await expect(page.locator("main video")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");

    await page.getByRole("link", { name: "Login", exact: true }).click();
    await submitMemberLogin(page);
    await expect(page).toHaveURL(`/after-action/${item.id}`);
    await expect(page.locator("main video")).toHaveAttribute("src", fileOf(item));
    await expect(page.getByRole("heading", { name: "Members-Only Content" })).toHaveCount(0);
  });
});
