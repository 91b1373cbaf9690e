import { expect } from "@playwright/test";

import { SSO_FAILURES, SSO_NO_ORGANISATION } from "../src/shared/sso.js";
import { expectNoAxeViolations } from "./axe.js";
import { createOrg, expectToast, signedInApi, uniqueEmail } from "./helpers.js";
import { newSignedInMember, test } from "./member-session.js";

// Single sign-on's screens (issue 34) against the real server: the login
// page's "Sign in with your organisation" way in, and the organisation
// page's Sign-in (SSO) section for its owner, whose add form shows the
// server's reason when the provider cannot be reached. Names are the test's
// own: other specs run against the same server.

test.describe("login", () => {
  test("an address with no organisation sign-in is told to use its password; a failed sign-in's reason is shown on return", async ({ page }) => {
    await page.goto("/login?next=%2Forganisation");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("sso-nobody"));
    await page.getByRole("button", { name: "Sign in with your organisation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in with your organisation" })).toBeVisible();
    await expect(page.getByLabel("Work email")).toBeFocused();
    await expect(page.getByLabel("Work email")).toHaveValue(/^sso-nobody\./);
    const started = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/sso/start");
    await page.getByRole("button", { name: "Continue" }).click();
    expect((await started).postDataJSON()).toMatchObject({ next: "/organisation" });
    await expectToast(page, "Error logging in", SSO_NO_ORGANISATION);
    await expectNoAxeViolations(page, "the organisation sign-in step");
    await page.getByRole("button", { name: "Back to login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();

    await page.goto("/login?sso-error=missing_email");
    await expectToast(page, "Error logging in", SSO_FAILURES.missing_email);
  });
});

test("an organisation's owner sees the Sign-in (SSO) section, and an unreachable provider's reason when adding one", async ({ page, baseURL, playwright }) => {
  test.setTimeout(60_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const orgName = `SSO Precinct ${tag}`;
  const owner = await newSignedInMember(playwright, baseURL!, { tag: "sso-owner", name: `Owner ${tag}` });
  await owner.api.dispose();
  const admin = await signedInApi(playwright, baseURL!, "admin");
  await createOrg(admin, orgName, owner.email);
  await admin.dispose();

  await page.context().addCookies(owner.state.cookies);
  await page.goto("/organisation");
  await expect(page.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
  const sso = page.getByRole("region", { name: "Sign-in (SSO)" });
  await expect(sso.getByLabel("Redirect URI")).toHaveValue(/^http:\/\/.+\/.+/);
  await expect(sso.getByText("No connections yet.")).toBeVisible();
  await expect(sso.getByRole("switch", { name: "Require organisation sign-in for our domains" })).toHaveAttribute("aria-checked", "false");

  const form = sso.getByRole("form", { name: "Add a connection" });
  await form.getByLabel("Name").fill("Unreachable IdP");
  // A private address: the server refuses to call it, as it refuses any provider it cannot reach.
  await form.getByLabel("Discovery URL").fill("https://127.0.0.1:9/.well-known/openid-configuration");
  await form.getByLabel("Client ID").fill("lobl-e2e");
  await form.getByLabel("Client secret").fill("not-a-real-secret");
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/sso") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Add connection" }).click();
  expect((await answered).status()).toBe(400);
  await expectToast(page, "Error adding connection", SSO_FAILURES.unreachable);
  await expect(form.getByLabel("Name")).toHaveValue("Unreachable IdP");
  await expect(sso.getByText("No connections yet.")).toBeVisible();
  await expectNoAxeViolations(page, "the organisation page with its Sign-in (SSO) section");
});
