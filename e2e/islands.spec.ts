import { expect, test as plain, type APIRequestContext, type Page, type Request } from "@playwright/test";

import { createAccount, expectToast, isPageViewCount, PASSWORD, signedInApi, toasts, uniqueEmail } from "./helpers.js";
import { test } from "./ready-page.js";

// A visitor's reading pages come without the app (docs/decisions/116): the
// server's HTML and the islands, a few kilobytes with no React, which bring
// to life what responds to a person. Each island is checked here while the
// app's code is never loaded, and each page read with scripts blocked.

/** The page's script requests, as they happen. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** A public post's address, from the sitemap. */
async function publicPost(request: APIRequestContext): Promise<string> {
  const post = /<loc>[^<]*?(\/field-manual\/[0-9a-f-]{36})<\/loc>/.exec(await (await request.get("/sitemap.xml")).text())?.[1];
  expect(post, "a public post in the sitemap").toBeDefined();
  return post!;
}

const appChunk = (path: string) => /^\/assets\/(?!islands-)[^/]+\.js$/.test(path);

test.describe("on a phone, with the islands alone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens and closes by button, Escape and a tap outside, and '/' opens it at the search field", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Member Access" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();

    await page.keyboard.press("/");
    await expect(menu).toBeVisible();
    const search = menu.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeFocused();
    expect(scripts.filter((path) => path.startsWith("/assets/islands-")).length).toBeGreaterThan(0);
    expect(scripts.filter(appChunk), "the app's code on /").toEqual([]);
    await search.fill("  decision  ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=decision$/);
  });
});

test.describe("a visitor's reading pages", () => {
  test("Stay Sharp's JOIN sends the address and shows the spec's toast, loading its code only then", async ({ page }) => {
    const scripts = scriptsOf(page);
    const views: string[] = [];
    page.on("request", (request) => {
      if (isPageViewCount(request.url())) views.push(request.postData() ?? "");
    });
    await page.goto("/");
    await expect.poll(() => views).toEqual([JSON.stringify({ page: "home" })]);
    const before = scripts.length;
    // The whole stylesheet is fetched but not applied: the page's inline rules draw it, until the toasts need more.
    const fullStyles = page.locator("link[data-full-styles]");
    await expect(fullStyles).toHaveAttribute("media", "print");
    const form = page.getByRole("region", { name: "Stay Sharp" });
    await form.getByLabel("Email address").fill(uniqueEmail("islands"));
    await form.getByRole("button", { name: "JOIN" }).click();
    await expectToast(page, "Check your inbox");
    await expect(fullStyles).toHaveAttribute("media", "all");
    // Drawn by the stylesheet's rules: fixed at the bottom right, over the page.
    expect(await toasts(page).evaluate((toast) => getComputedStyle(toast.parentElement!).position)).toBe("fixed");
    await expect(form.getByLabel("Email address")).toHaveValue("");
    expect(scripts.length, "the form's code came when it was used").toBeGreaterThan(before);
    expect(scripts.filter((path) => /^\/assets\/index-/.test(path))).toEqual([]);
  });

  test("a public post's page writes its date in the reader's time zone and this year, with no app", async ({ browser, baseURL, request }) => {
    const post = await publicPost(request);
    // UTC+14: the day differs from UTC's for half of every day's moments.
    const context = await browser.newContext({ baseURL, timezoneId: "Pacific/Kiritimati" });
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(post);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.ready)).toBe("true");
    const time = page.locator("time[data-format=long]").first();
    const iso = await time.getAttribute("datetime");
    const expected = new Date(iso!).toLocaleDateString("en-US", { timeZone: "Pacific/Kiritimati", year: "numeric", month: "long", day: "numeric" });
    await expect(time).toHaveText(expected);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Lead or Be Led.`);
    expect(scripts.filter(appChunk)).toEqual([]);
    await context.close();
  });

  test("the static pages have the footer's links in their HTML and write today's date, with no app", async ({ page, request }) => {
    for (const path of ["/about", "/field-manual"]) expect(await (await request.get(path)).text(), path).toContain('aria-label="Follow"');
    const scripts = scriptsOf(page);
    await page.goto("/privacy-terms");
    const today = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
    await expect(page.getByText(`Last Updated: ${today}`).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Follow" })).toBeVisible();
    expect(scripts.filter(appChunk)).toEqual([]);
  });

  test("a member gets the app on the same pages, with their own navigation", async ({ playwright, browser, baseURL, request }) => {
    const api = await signedInApi(playwright, baseURL!, "member");
    const context = await browser.newContext({ baseURL, storageState: await api.storageState() });
    await api.dispose();
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    for (const path of ["/", await publicPost(request)]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
    }
    expect(scripts.filter(appChunk).length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.startsWith("/assets/islands-"))).toEqual([]);
    await context.close();
  });
});

// Playwright's own test: the ready wait (ready-page.ts) runs a script in the page.
test.describe("the login page, with its island", () => {
  test("shows the password, refuses a wrong one and signs in with no app code, to the page asked for, where the toast is told", async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail("island-login");
    await createAccount(request, baseURL!, email);
    const scripts = scriptsOf(page);
    await page.goto("/login?next=/field-manual");
    const password = page.getByLabel("Password");
    await password.fill("Not-The-Password-9");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup?next=%2Ffield-manual");

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error logging in", "Invalid email or password");
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(scripts.filter(appChunk), "the app's code on /login").toEqual([]);

    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/field-manual");
    await expectToast(page, "Login Successful", "Welcome back!");
  });

  test("the organisation step is the app's, which takes the page over keeping what was typed", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill("someone@example.com");
    expect(scripts.filter(appChunk), "the app's code before the press").toEqual([]);
    await page.getByRole("button", { name: "Sign in with your organisation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in with your organisation" })).toBeVisible();
    await expect(page.getByLabel("Work email")).toHaveValue("someone@example.com");
    await page.getByRole("button", { name: "Back to login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  });
});

plain.describe("with scripts blocked", () => {
  plain.use({ javaScriptEnabled: false });

  plain("the landing page, a post and the library read, and the search field searches", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead or Be Led.");
    // Never sent as a GET with the address in it: JOIN waits for the page's code.
    await expect(page.getByRole("region", { name: "Stay Sharp" }).getByRole("button", { name: "JOIN" })).toBeDisabled();
    const post = await publicPost(request);
    await page.goto(post);
    await expect(page.locator("article, main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-markdown] p").first()).toBeVisible();
    await page.goto("/field-manual");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const search = page.getByRole("navigation", { name: "Main" }).getByRole("searchbox", { name: "Search" }).first();
    await search.fill("decision");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=decision$/);
  });
});
