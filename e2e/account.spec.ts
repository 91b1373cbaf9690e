import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { nextCode } from "../src/server/test/authenticator.js";
import { expectNoAxeViolations } from "./axe.js";
import { createAccount, expectToast, logIn, PASSWORD, uniqueEmail } from "./helpers.js";
import { test } from "./ready-page.js";

// The member's own account (/account, issue 16; decision record 030). Every
// test signs up its own member, so the shared demo accounts stay as they are.

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The authenticator set up from the key the page shows; `nextCode` gives each code once, as the server takes it. */
const authenticatorFor = (key: string) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, "")), digits: 6, period: 30 });

test("sets up two-factor sign-in from the shown key, then logs in with a code", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("twofa");
  await createAccount(request, baseURL!, email, "Two Factor");
  await logIn(page, email);
  await page.getByRole("link", { name: "Account" }).first().click();
  await expect(page).toHaveURL("/account");

  const twoFactor = section(page, "Two-factor sign-in");
  await expect(twoFactor.getByRole("status")).toContainText("Two-factor sign-in is off");
  await twoFactor.getByLabel("Current password").fill(PASSWORD);
  await twoFactor.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(twoFactor.getByRole("img", { name: /QR code/ })).toBeVisible();
  const app = authenticatorFor((await twoFactor.getByTestId("totp-key").textContent())!);
  await twoFactor.getByLabel("Code from the app").fill(nextCode(app));
  await twoFactor.getByRole("button", { name: "Confirm and turn on" }).click();
  await expectToast(page, "Two-factor sign-in is on");
  const codes = twoFactor.getByRole("list", { name: "Your backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const download = page.waitForEvent("download");
  await twoFactor.getByRole("button", { name: "Download .txt" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("lead-or-be-led-backup-codes.txt");
  const saved = fs.readFileSync((await file.path())!, "utf8");
  expect(saved).toContain((await codes.first().textContent())!);
  await twoFactor.getByRole("button", { name: "I have saved them" }).click();
  await expect(twoFactor.getByRole("status")).toContainText("Two-factor sign-in is on");

  await page.getByRole("button", { name: "Logout" }).first().click();
  await expectToast(page, "Logged Out");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  const code = page.getByLabel("Code", { exact: true });
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await code.fill(nextCode(app));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectToast(page, "Login Successful", "Welcome back!");
  await expect(page).toHaveURL("/dashboard");
});

test("a new name shows in the dashboard greeting at once", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("rename");
  await createAccount(request, baseURL!, email, "Old Name");
  await logIn(page, email);
  await expect(page.getByRole("heading", { name: "Welcome, Old Name" })).toBeVisible();
  await page.goto("/account");
  const profile = section(page, "Profile");
  await profile.getByLabel("Full Name").fill("  Colonel New  ");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expectToast(page, "Name saved");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("heading", { name: "Welcome, Colonel New" })).toBeVisible();
});

test("signing out another device signs that device out", async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail("devices");
  await createAccount(request, baseURL!, email);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email);
  await logIn(page, email);
  await page.goto("/account");
  const devices = section(page, "Devices");
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("(this device)")).toBeVisible();
  // Each row says when it began, when it was last active (with the time) and its network (issue 32).
  await expect(devices.getByRole("listitem").first()).toContainText(/Signed in \w{3} \d{1,2}, \d{4} · last active today at \d{1,2}:\d{2} [AP]M · network /);
  await devices
    .getByRole("listitem")
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expectToast(page, "Device signed out");
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL("/login");
  await other.close();
});

test("downloads the member's data as JSON", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("export");
  await createAccount(request, baseURL!, email, "Data Owner");
  await logIn(page, email);
  await page.goto("/account");
  const download = page.waitForEvent("download");
  await section(page, "Your data").getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lead-or-be-led-account-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, "utf8"));
  expect(data.profile).toMatchObject({ email, fullName: "Data Owner" });
  expect(data.sessions.length).toBeGreaterThan(0);
});

test("deletes the account, lands on / with a toast, and cannot log in again", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("delete");
  await createAccount(request, baseURL!, email);
  await logIn(page, email);
  await page.goto("/account");
  const danger = section(page, "Delete account");
  await danger.getByLabel("Password").fill(PASSWORD);
  await danger.getByLabel("Type DELETE to confirm").fill("delete");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expectToast(page, "Error deleting account", "Type DELETE to confirm.");
  await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expectToast(page, "Account deleted");
  await expect(page).toHaveURL("/");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Error logging in", "Invalid email or password");
});

test("signed-in members are sent from /login and /signup to the dashboard; the password can be shown", async ({ page, request, baseURL }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  const email = uniqueEmail("visitor-pages");
  await createAccount(request, baseURL!, email);
  await logIn(page, email);
  await page.goto("/login");
  await expect(page).toHaveURL("/dashboard");
  await page.goto("/signup");
  await expect(page).toHaveURL("/dashboard");
});

test("the account page and its two-factor set-up have no axe violations", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("axe-account");
  await createAccount(request, baseURL!, email);
  await logIn(page, email);
  await page.goto("/account");
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  const check = async (state: string) => {
    await expectNoAxeViolations(page, state);
  };
  await check("account page");
  const twoFactor = section(page, "Two-factor sign-in");
  await twoFactor.getByLabel("Current password").fill(PASSWORD);
  await twoFactor.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(twoFactor.getByRole("img", { name: /QR code/ })).toBeVisible();
  await check("two-factor set-up");
});
