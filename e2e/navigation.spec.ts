import { expect, type Page } from "@playwright/test";

import type { ContentItemSummary, PostSummary } from "../src/shared/content.js";
import { demoAccount } from "./helpers.js";
import { test as base } from "./member-session.js";

// Finding one's way: the readers' back link, the navigation's mark of the
// current page, the mobile menu, the auth pages for signed-in members, and
// login and logout reaching every open tab at once.

interface Listed {
  lockedPost: PostSummary;
  briefingItem: ContentItemSummary;
  afterActionItem: ContentItemSummary;
}

const test = base.extend<object, { listed: Listed }>({
  listed: [
    async ({ playwright, memberState }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL!, storageState: memberState });
      const items = async <T>(path: string) => ((await (await api.get(path)).json()) as { items: T[] }).items;
      // The oldest of each: the sample content's, not a record another spec makes and deletes while these tests run.
      const lockedPost = (await items<PostSummary>("/api/posts?limit=100")).findLast((p) => p.isMembersOnly)!;
      const briefingItem = (await items<ContentItemSummary>("/api/content-items?category=briefing&limit=100")).at(-1)!;
      const afterActionItem = (await items<ContentItemSummary>("/api/content-items?category=after-action&limit=100")).at(-1)!;
      await api.dispose();
      await use({ lockedPost, briefingItem, afterActionItem });
    },
    { scope: "worker" },
  ],
});

const memberTest = test.extend({ storageState: async ({ memberState }, use) => use(memberState) });

const LOCKED = "This article is exclusive for our members. Sign up or log in to read the full post.";

test.describe("back link", () => {
  test("a visitor who came from a shared link is offered the library that lists it, not the dashboard", async ({ page, listed }) => {
    await page.goto(`/after-action/${listed.briefingItem.id}`);
    await expect(page.getByRole("heading", { level: 1, name: listed.briefingItem.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to The Briefing" }).click();
    await expect(page).toHaveURL("/briefing");
    await expect(page.getByRole("heading", { level: 1, name: "The Briefing" })).toBeVisible();
  });

  for (const tab of [
    { name: "The Briefing", param: "briefing", item: "briefingItem" },
    { name: "After-Action", param: "after-action", item: "afterActionItem" },
  ] as const) {
    memberTest(`a member goes back to the ${tab.name} tab they came from`, async ({ page, listed }) => {
      const item = listed[tab.item];
      await page.goto("/dashboard");
      await page.getByRole("tab", { name: tab.name }).click();
      await expect(page).toHaveURL(`/dashboard?tab=${tab.param}`);
      const card = page.getByRole("link").filter({ has: page.getByRole("heading", { name: item.title, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await expect(page).toHaveURL(`/after-action/${item.id}`);
      const back = page.getByRole("link", { name: "Back to Dashboard" });
      await expect(back).toHaveAttribute("href", `/dashboard?tab=${tab.param}`);
      await back.click();
      await expect(page).toHaveURL(`/dashboard?tab=${tab.param}`);
      await expect(page.getByRole("tab", { name: tab.name })).toHaveAttribute("aria-selected", "true");
    });
  }

  memberTest("a member who opened a reader directly goes to the tab that lists it", async ({ page, listed }) => {
    await page.goto(`/after-action/${listed.afterActionItem.id}`);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard?tab=after-action");
    await expect(page.getByRole("tab", { name: "After-Action" })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("navigation", () => {
  memberTest("marks the current page with aria-current and a visible underline", async ({ page }) => {
    await page.goto("/dashboard?tab=briefing");
    const main = page.getByRole("navigation", { name: "Main" });
    const dashboard = main.getByRole("link", { name: "Dashboard" });
    await expect(dashboard).toHaveAttribute("aria-current", "page");
    expect(await dashboard.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain("underline");

    await page.goto("/about");
    await expect(dashboard).not.toHaveAttribute("aria-current", /.*/);
    expect(await dashboard.evaluate((a) => getComputedStyle(a).textDecorationLine)).not.toContain("underline");
    const about = page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "About" });
    await expect(about).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /.*/);
  });

  test("the mobile menu closes on a tap outside it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Member Access" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Member Access" })).toBeHidden();
  });

  test("a new page starts at the top, and Back returns to where the last one was left", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto("/privacy-terms");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // The brand link is in the sticky header: clicking it scrolls nothing first.
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/privacy-terms");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });

  test("a page whose code cannot be loaded says so inside the layout, and the next page loads", async ({ page }) => {
    // A page of the app (a visitor's reading pages and the login page have islands, not the app, and their links load whole pages: docs/decisions/116, 119).
    await page.goto("/signup");
    const aboutCode = /\/assets\/about-page-[^/]+\.js$/;
    await page.route(aboutCode, (route) => route.abort());
    const footer = page.getByRole("navigation", { name: "Footer" });
    await footer.getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong." })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await footer.getByRole("link", { name: "Privacy / Terms" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy / Terms");
  });

  test("an address whose #hash is not valid percent-encoding still shows its page", async ({ page }) => {
    await page.goto("/about#%E0%A4%A");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Lead or Be Led");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  for (const path of ["/login", "/signup"]) {
    memberTest(`a signed-in member who opens ${path} is sent to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL("/dashboard");
    });
  }

  // /login goes without an opener policy and an item's page with one (docs/decisions/127): the page `next` names
  // is loaded as a document of its own, so a site that opened /login keeps no handle on the item's page.
  memberTest("a signed-in member sent on from /login gets the page asked for as a new document, with its opener policy", async ({ page, listed }) => {
    const item = `/after-action/${listed.afterActionItem.id}`;
    const [document] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === item && res.request().resourceType() === "document"),
      page.goto(`/login?next=${encodeURIComponent(item)}`),
    ]);
    expect(document.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    await expect(page).toHaveURL(item);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed.afterActionItem.title);
  });
});

// A member's window that another site opened blank, let go of as its opener and sent to a post, a page sent without
// an opener policy (docs/decisions/127): the site keeps its handle, and the page cannot tell. The app's own
// navigation to a page that needs the policy loads it as a new document, which ends the handle (docs/decisions/130).
memberTest("a window another site holds leaves it behind on its way to a page with the opener policy", async ({ page, baseURL, listed }) => {
  const post = `/field-manual/${listed.lockedPost.id}`;
  await page.route("http://opener.test/", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Another site</title>" }));
  await page.goto("http://opener.test/");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.evaluate((url) => {
      const opened = window.open()!;
      opened.opener = null;
      opened.location.href = url;
      (window as unknown as { opened: Window }).opened = opened;
    }, `${baseURL}${post}`),
  ]);
  await popup.waitForURL(post);
  await popup.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText(listed.lockedPost.title);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  const handleClosed = () => page.evaluate(() => (window as unknown as { opened: Window }).opened.closed);
  expect(await handleClosed()).toBe(false);

  // Between pages that go without the policy, the app stays in its document.
  await popup.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await popup.getByRole("contentinfo").getByRole("link", { name: "Field Manual", exact: true }).click();
  await expect(popup).toHaveURL("/field-manual");
  expect(await popup.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const [dashboard] = await Promise.all([
    popup.waitForResponse((res) => new URL(res.url()).pathname === "/dashboard" && res.request().resourceType() === "document"),
    popup.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click(),
  ]);
  expect(dashboard.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await expect(popup).toHaveURL("/dashboard");
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, /);
  await expect.poll(handleClosed).toBe(true);
});

test.describe("session across tabs", () => {
  async function loginThroughForm(page: Page) {
    const { email, password } = demoAccount("member");
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/dashboard");
  }

  test("a login in one tab unlocks, and a logout locks, content in another tab at once", async ({ context, listed }) => {
    const background = await context.newPage();
    await background.goto(`/field-manual/${listed.lockedPost.id}`);
    await expect(background.getByText(LOCKED)).toBeVisible();
    await expect(background.getByRole("link", { name: "Member Access" })).toBeVisible();

    const front = await context.newPage();
    await front.bringToFront();
    await loginThroughForm(front);

    // Well within the 30 s session poll, and without focusing the tab.
    await expect(background.getByText(LOCKED)).toHaveCount(0, { timeout: 5_000 });
    await expect(background.getByRole("heading", { level: 1, name: listed.lockedPost.title })).toBeVisible();
    await expect(background.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 5_000 });

    await front.getByRole("button", { name: "Logout" }).click();
    await expect(front).toHaveURL("/");
    await expect(background.getByText(LOCKED)).toBeVisible({ timeout: 5_000 });
    await expect(background.getByRole("link", { name: "Member Access" })).toBeVisible();
  });
});
