import { expect } from "@playwright/test";

import { createAccount, demoAccount, logIn, uniqueEmail } from "./helpers.js";
import { test } from "./member-session.js";

// The admin's members pages (issue 17). Each test signs up its own member,
// so the demo accounts other specs use are never touched.

test("find a member by e-mail and revoke their sessions: their other browser is signed out", async ({ browser, playwright, baseURL, adminState }) => {
  const email = uniqueEmail("revoke");
  const api = await playwright.request.newContext({ baseURL });
  await createAccount(api, baseURL!, email, "Revoke Target");
  await api.dispose();

  // The member, signed in in a browser of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, email);

  const adminContext = await browser.newContext({ storageState: adminState });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/members");
  await admin.getByLabel("Search by name or e-mail").fill(email);
  await expect(admin).toHaveURL(/\?q=/);
  const rows = admin.getByRole("region", { name: "Members list" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole("link", { name: "Revoke Target" }).click();

  await expect(admin.getByRole("heading", { level: 1, name: "Revoke Target" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Sessions (1)" })).toBeVisible();
  await admin.getByRole("button", { name: "Revoke all sessions" }).click();
  const dialog = admin.getByRole("alertdialog");
  await expect(dialog).toContainText("Every session of this member ends now");
  await dialog.getByRole("button", { name: "Revoke sessions" }).click();
  await expect(admin.getByRole("heading", { name: "Sessions (0)" })).toBeVisible();

  // The member's next request finds no session: their page sends them away, signed out.
  await member.goto("/dashboard");
  await expect(member).toHaveURL("/login");
  await expect(member.getByRole("link", { name: "Member Access" })).toBeVisible();
  await memberContext.close();
  await adminContext.close();
});

test("granting admin asks for the acting admin's own password; a wrong one is explained and can be typed again", async ({
  browser,
  playwright,
  baseURL,
  adminState,
}) => {
  const email = uniqueEmail("grant");
  const api = await playwright.request.newContext({ baseURL });
  await createAccount(api, baseURL!, email, "Grant Target");
  await api.dispose();

  const context = await browser.newContext({ storageState: adminState });
  const admin = await context.newPage();
  await admin.goto(`/admin/members?q=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: "Grant Target" }).click();
  await admin.getByRole("button", { name: "Grant admin" }).click();
  const dialog = admin.getByRole("alertdialog");
  await dialog.getByLabel("Your password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Grant admin" }).click();
  // Said in the dialog, which stays open for another try (issue 32); the right password grants and closes it.
  await expect(dialog.getByRole("alert")).toHaveText("Your password is not correct.");
  await expect(dialog.getByLabel("Your password")).toHaveValue("not-the-password");
  await dialog.getByLabel("Your password").fill(demoAccount("admin").password);
  await dialog.getByRole("button", { name: "Grant admin" }).click();
  await expect(admin.getByRole("region", { name: "Notifications (F8)" })).toContainText("Admin granted");
  await expect(dialog).toBeHidden();
  await context.close();
});
