import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

import { SSO_FAILURES } from "../src/shared/sso.js";
import { expectToast } from "./helpers.js";
import { e2eIdp } from "./idp.js";
import { test } from "./member-session.js";
import { addSergeantsToPatrolRule, orgWithApprovedDomain } from "./sso-org.js";

// Organisation sign-in through a real OpenID Connect provider (issue 34):
// scripts/e2e-idp.mjs, started beside the site (playwright.config.ts), whose
// login page takes any login and password; a login with "sergeant" in it is
// in its group "Sergeants". The organisation, its domain and its people are
// this spec's own: other specs run against the same server at the same time.

/** The provider's page pulls a web font from the internet, which the tests do without. */
async function offline(context: BrowserContext) {
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
}

/** The provider's login page (login prefilled from the site's login hint, if any), then its consent page: back to the site. */
async function signInAtProvider(page: Page, login?: string) {
  await expect(page).toHaveURL(new RegExp(`^${e2eIdp.issuer}/interaction/`));
  const loginField = page.locator('input[name="login"]');
  if (login) await loginField.fill(login);
  await page.locator('input[name="password"]').fill("any password will do");
  await page.getByRole("button", { name: "Sign-in" }).click();
  // The consent page has the same kind of address as the login page: its button says it is there.
  const consent = page.getByRole("button", { name: "Continue" });
  await expect(consent).toBeVisible();
  await consent.click();
}

/** The login page's "Sign in with your organisation" with a work address: the organisation named, then to its provider. */
async function startOrgSignIn(page: Page, email: string, orgName: string) {
  await page.goto("/login");
  // A page of a context of the test's own: wait, as e2e/ready-page.ts does for `page`, until the app has taken the prerendered page over.
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  await page.getByRole("button", { name: "Sign in with your organisation" }).click();
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You will sign in with" })).toHaveText(`You will sign in with ${orgName}.`);
  await page.getByRole("button", { name: "Continue to sign-in" }).click();
}

test("an organisation connects its provider from its page, and the login page sends its address there and back to the dashboard", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const domain = `sso-${tag}.example`;
  const orgName = `SSO Sign-in Precinct ${tag}`;

  // Arranged through the API: an organisation of this test's own with a unit, and its domain approved by the site admin.
  const { orgId, owner: ownerMember } = await orgWithApprovedDomain(playwright, baseURL!, { tag: "sso-signin-owner", orgName, domain });
  const { api: owner, state: ownerState } = ownerMember;

  // The owner adds the provider on the organisation page, with a rule: its Sergeants go to Patrol.
  await offline(page.context());
  await page.context().addCookies(ownerState.cookies);
  await page.goto("/organisation");
  await expect(page.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
  const sso = page.getByRole("region", { name: "Sign-in (SSO)" });
  await expect(sso.getByLabel("Redirect URI")).toHaveValue(e2eIdp.redirectUri);
  const form = sso.getByRole("form", { name: "Add a connection" });
  await form.getByLabel("Name", { exact: true }).fill("Precinct IdP");
  await form.getByLabel("Discovery URL").fill(e2eIdp.discoveryUrl);
  await form.getByLabel("Client ID").fill(e2eIdp.clientId);
  await form.getByLabel("Client secret").fill(e2eIdp.clientSecret);
  await addSergeantsToPatrolRule(form);
  await form.getByRole("button", { name: "Add connection" }).click();
  await expectToast(page, "Precinct IdP added: test it, then turn it on");
  const card = sso.getByRole("listitem", { name: "Precinct IdP" });
  await expect(card.getByText("Not tested yet.")).toBeVisible();
  await expect(card.getByText(e2eIdp.issuer, { exact: true })).toBeVisible();

  // Its test: a round trip through the provider's own login page, back to the organisation page.
  await card.getByRole("button", { name: "Test connection" }).click();
  await signInAtProvider(page, `sergeant.tester@${domain}`);
  // Back on this organisation's page (the address names it), the outcome told once.
  await expect(page).toHaveURL(`/organisation?org=${orgId}`);
  await expectToast(page, "Connection test passed");
  const lastTest = card.getByRole("group", { name: "Last test of Precinct IdP" });
  await expect(lastTest.getByText("PASSED")).toBeVisible();
  await expect(lastTest).toContainText(`sergeant.tester@${domain}`);
  await expect(lastTest).toContainText("Sergeants");
  await expect(lastTest).toContainText("Rule “Sergeants”: Member, Patrol");
  const use = card.getByRole("switch", { name: "Use this connection" });
  await use.click();
  // The switch turns at once: the server has said yes when the toast says so.
  await expectToast(page, "Precinct IdP is in use");
  await expect(use).toHaveAttribute("aria-checked", "true");
  await expect(card.getByText("IN USE")).toBeVisible();

  // Someone at the domain, in a browser of their own: login page → the provider → the dashboard, in Patrol.
  const sergeantEmail = `sergeant.kowalski@${domain}`;
  const fresh = await browser.newContext();
  try {
    await offline(fresh);
    const member = await fresh.newPage();
    await startOrgSignIn(member, sergeantEmail, orgName);
    await expect(member.locator('input[name="login"]')).toHaveValue(sergeantEmail);
    await signInAtProvider(member);
    await expect(member).toHaveURL("/dashboard");
    await expect(member.getByRole("heading", { name: "Welcome, Sergeant Kowalski" })).toBeVisible();
    const mine = await member.request.get("/api/me/organisation");
    expect(mine.status()).toBe(200);
    expect(((await mine.json()) as { org: unknown }).org).toMatchObject({ id: orgId, name: orgName, role: "member", unitName: "Patrol" });
  } finally {
    await fresh.close();
  }
  expect(await personAt(owner, orgId, sergeantEmail)).toMatchObject({ email: sergeantEmail, name: "Sergeant Kowalski", joinedBy: "sso" });

  // The provider vouching for an address outside the organisation's domains: back at the login page with the reason, nobody signed in.
  const stranger = await browser.newContext();
  try {
    await offline(stranger);
    const refused = await stranger.newPage();
    await startOrgSignIn(refused, `someone@${domain}`, orgName);
    await signInAtProvider(refused, `someone@elsewhere-${tag}.example`);
    await expectToast(refused, "Error logging in", SSO_FAILURES.wrong_domain);
    // Told once: the page takes ?sso-error= out of its address, so a reload does not tell it again.
    await expect(refused).toHaveURL("/login");
    expect((await refused.request.get("/api/me/organisation")).status()).toBe(401);
  } finally {
    await stranger.close();
  }
  await owner.dispose();
});

/** The organisation's person with this address, as its owner sees them. */
async function personAt(owner: APIRequestContext, orgId: string, email: string) {
  const res = await owner.get(`/api/orgs/${orgId}/people?q=${encodeURIComponent(email)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: { email: string }[] }).items.find((person) => person.email === email);
}
