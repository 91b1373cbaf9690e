import { createServer, type Server } from "node:http";
import { expect } from "@playwright/test";

import { createSamlIdp, readAuthnRequest, type TestSamlIdp } from "../src/server/test/saml-idp.js";
import { expectToast } from "./helpers.js";
import { e2eIdp } from "./idp.js";
import { test } from "./member-session.js";
import { addSergeantsToPatrolRule, orgWithApprovedDomain } from "./sso-org.js";

// Organisation sign-in through SAML 2.0 in a real browser (issue 34): a
// provider this spec runs itself (its sign-in page posts a signed response to
// the site's ACS, as every SAML provider's does). What only a browser shows:
// the provider's cross-site post is taken, and its 303 back carries the
// browser's Lax state cookie to the callback, which signs the person in.

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The provider's sign-in page: who signs in is the spec's to say; "Continue" posts the signed response to the ACS the request named. */
function startProvider(idp: TestSamlIdp, who: () => { nameId: string; email: string; groups: string[] }): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", e2eIdp.samlOrigin);
    if (url.pathname !== "/sso") return void response.writeHead(404).end();
    const authn = readAuthnRequest(url.href);
    const person = who();
    // Like a provider that encrypts: the assertion for the encryption key of the site's metadata (at its entity ID).
    const metadata = await (await fetch(authn.issuer)).text();
    const certificate = /<md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>([^<]+)</.exec(metadata)![1]!;
    const samlResponse = idp.respond({
      inResponseTo: authn.id,
      acsUrl: authn.acsUrl,
      audience: authn.issuer,
      person: { nameId: person.nameId, attributes: { email: person.email, displayName: "Sergeant Novak", groups: person.groups } },
      encryptFor: `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)!.join("\n")}\n-----END CERTIFICATE-----\n`,
    });
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><title>City IdP</title><h1>City IdP</h1><form method="post" action="${escapeHtml(authn.acsUrl)}">` +
        `<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}"><input type="hidden" name="RelayState" value="${escapeHtml(authn.relayState)}">` +
        `<button type="submit">Continue</button></form>`,
    );
  });
  return new Promise((resolve) => server.listen(e2eIdp.samlPort, "127.0.0.1", () => resolve(server)));
}

test("an organisation connects a SAML provider by its metadata file, and its people sign in through it", async ({ page, browser, baseURL, playwright }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const domain = `saml-${tag}.example`;
  const orgName = `SAML Precinct ${tag}`;
  const idp = await createSamlIdp(`${e2eIdp.samlOrigin}/metadata`, `${e2eIdp.samlOrigin}/sso`);
  let signingIn = { nameId: "tester", email: `tester@${domain}`, groups: ["Sergeants"] };
  const provider = await startProvider(idp, () => signingIn);
  try {
    const { orgId, owner } = await orgWithApprovedDomain(playwright, baseURL!, { tag: "saml-owner", orgName, domain });
    await owner.api.dispose();

    // The owner adds the provider from its metadata file, with a rule: its Sergeants go to Patrol.
    await page.context().addCookies(owner.state.cookies);
    await page.goto("/organisation");
    await expect(page.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
    const sso = page.getByRole("region", { name: "Sign-in (SSO)" });
    await expect(sso.getByLabel("ACS URL")).toHaveValue(`${baseURL}/api/sso/saml/acs`);
    const form = sso.getByRole("form", { name: "Add a connection" });
    await form.getByLabel("SAML 2.0").check();
    await form.getByLabel("Name", { exact: true }).fill("City SAML");
    await form.getByLabel("Or upload the metadata XML").setInputFiles({ name: "metadata.xml", mimeType: "text/xml", buffer: Buffer.from(idp.metadataXml) });
    await expect(form.getByText("metadata.xml will be used instead of the URL.")).toBeVisible();
    await form.getByLabel("Groups attribute").fill("groups");
    await addSergeantsToPatrolRule(form);
    await form.getByRole("button", { name: "Add connection" }).click();
    await expectToast(page, "City SAML added: test it, then turn it on");
    const card = sso.getByRole("listitem", { name: "City SAML" });
    await expect(card.getByText(idp.entityId, { exact: true })).toBeVisible();

    // Its test: the provider's page posts to the ACS; back on the organisation page, passed.
    await card.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByRole("heading", { name: "City IdP" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`/organisation?org=${orgId}`);
    await expectToast(page, "Connection test passed");
    await expect(card.getByRole("group", { name: "Last test of City SAML" })).toContainText("Rule “Sergeants”: Member, Patrol");
    await card.getByRole("switch", { name: "Use this connection" }).click();
    await expectToast(page, "City SAML is in use");

    // Someone at the domain, in a browser of their own: the login page → the provider → the dashboard, in Patrol.
    signingIn = { nameId: "persistent-novak", email: `s.novak@${domain}`, groups: ["Sergeants"] };
    const fresh = await browser.newContext();
    try {
      const member = await fresh.newPage();
      await member.goto("/login");
      await expect(member.locator("html")).toHaveAttribute("data-ready", "true");
      await member.getByRole("button", { name: "Sign in with your organisation" }).click();
      await member.getByLabel("Work email").fill(signingIn.email);
      await member.getByRole("button", { name: "Continue" }).click();
      // The organisation named before the page leaves for its provider.
      await expect(member.getByRole("status").filter({ hasText: "You will sign in with" })).toHaveText(`You will sign in with ${orgName}.`);
      await member.getByRole("button", { name: "Continue to sign-in" }).click();
      await expect(member.getByRole("heading", { name: "City IdP" })).toBeVisible();
      await member.getByRole("button", { name: "Continue" }).click();
      await expect(member).toHaveURL("/dashboard");
      await expect(member.getByRole("heading", { name: "Welcome, Sergeant Novak" })).toBeVisible();
      const mine = await member.request.get("/api/me/organisation");
      expect(((await mine.json()) as { org: unknown }).org).toMatchObject({ id: orgId, role: "member", unitName: "Patrol" });
    } finally {
      await fresh.close();
    }
  } finally {
    await new Promise((resolve) => provider.close(resolve));
  }
});
