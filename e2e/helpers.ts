import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from "@playwright/test";

import type { Post } from "../src/shared/content.js";

/** The e2e server's DATA_DIR (see playwright.config.ts). */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

/** The toast viewport, named after its hotkey. Toasts are looked up inside it because Radix also copies their text into a hidden live region. */
export function toastRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

/** The toasts on screen: at most one at a time. */
export function toasts(page: Page): Locator {
  return toastRegion(page).getByRole("listitem");
}

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText(title);
  if (description) await expect(toasts(page)).toContainText(description);
}

export interface DemoAccount {
  role: "admin" | "member";
  email: string;
  password: string;
}

/** The demo admin and member the e2e server created at start-up. */
export function demoAccount(role: DemoAccount["role"]): DemoAccount {
  const all = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, "demo-accounts.json"), "utf8")) as DemoAccount[];
  return all.find((a) => a.role === role)!;
}

/**
 * An API client signed in through Better Auth (one request, no UI), for
 * arranging data: as a demo account, or as an account a test made (its
 * password PASSWORD unless given). Every request carries the site's Origin,
 * which the server wants on writes.
 */
export async function signedInApi(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  who: DemoAccount["role"] | { email: string; password?: string },
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const { email, password = PASSWORD } = typeof who === "string" ? demoAccount(who) : who;
  const res = await request.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return request;
}

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}.${process.pid}.${++counter}@e2e.test`;
}

export const PASSWORD = "Tr1pwire-Falcon";

/** Creates an account through the API (the UI sign-up has its own tests). */
export async function createAccount(request: APIRequestContext, baseURL: string, email: string, name = "E2E Member") {
  const res = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An organisation made through the API by a site admin (`admin`, e.g. signedInApi's "admin") for the account at `ownerEmail`, its owner: its id. */
export async function createOrg(admin: APIRequestContext, name: string, ownerEmail: string): Promise<string> {
  const res = await admin.post("/api/admin/orgs", { data: { name, ownerEmail } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/dashboard");
}

/** The newest outbox message to `to` (the outbox writes text as 8bit: links read whole). */
export function lastMailTo(to: string): string | undefined {
  const dir = path.join(E2E_DATA_DIR, "mail");
  if (!fs.existsSync(dir)) return undefined;
  const messages = fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((m) => m.includes(`To: ${to}`));
  return messages.at(-1);
}

/**
 * Holds requests to `url` until the returned function is called, so a test
 * can see a form's busy state ("Logging In...", "Sending..."). Held requests
 * then go to the server, or get `reply` when one is given.
 */
export async function holdRequests(page: Page, url: string, reply?: { status: number; json: unknown }): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    if (reply) await route.fulfill({ status: reply.status, contentType: "application/json", body: JSON.stringify(reply.json) });
    else await route.continue();
  });
  return release;
}

/** The page's own anonymous view count (docs/decisions/039): sent once per page view, never caused by a click. */
export const isPageViewCount = (url: string) => new URL(url).pathname === "/api/analytics/page-view";

/**
 * Runs a test's steps, then its clean-up (deleting what it made). A failed
 * clean-up fails the test only when the steps passed: an assertion in a
 * `finally` would put its own failure in place of the steps' (the one
 * worth reading).
 */
export async function thenCleanUp(steps: () => Promise<void>, cleanUp: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    await cleanUp().catch(() => {});
    throw error;
  }
  await cleanUp();
}

/** Clicks the post form's "Create Post" and answers the post the server made (expecting its 201). */
export async function createPostWith(page: Page, form: Locator): Promise<Post> {
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/posts" && r.request().method() === "POST");
  await form.getByRole("button", { name: "Create Post" }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Post;
}
