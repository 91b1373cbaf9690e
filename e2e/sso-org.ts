import { expect, type Locator, type PlaywrightWorkerArgs } from "@playwright/test";

import { createOrg, signedInApi } from "./helpers.js";
import { newSignedInMember, type NewMember } from "./member-session.js";

// What the organisation sign-in specs (OpenID Connect and SAML) arrange alike:
// an organisation of the test's own with a Patrol unit and an approved domain,
// and the mapping rule that sends the provider's Sergeants to Patrol.

/** Through the API: a new owner, their organisation with a "Patrol" unit, and `domain` asked for by the owner and approved by the site admin. */
export async function orgWithApprovedDomain(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  { tag, orgName, domain }: { tag: string; orgName: string; domain: string },
): Promise<{ orgId: string; owner: NewMember }> {
  const owner = await newSignedInMember(playwright, baseURL, { tag, name: `Owner ${tag}` });
  const admin = await signedInApi(playwright, baseURL, "admin");
  const orgId = await createOrg(admin, orgName, owner.email);
  const unit = await owner.api.post(`/api/orgs/${orgId}/units`, { data: { name: "Patrol" } });
  expect(unit.status(), await unit.text()).toBe(201);
  const asked = await owner.api.post(`/api/orgs/${orgId}/domains`, { data: { domain } });
  expect(asked.status(), await asked.text()).toBe(204);
  const approved = await admin.post(`/api/admin/org-domains/${encodeURIComponent(domain)}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();
  return { orgId, owner };
}

/** In the connection form: one rule, the provider's group "Sergeants" to the Patrol unit. */
export async function addSergeantsToPatrolRule(form: Locator): Promise<void> {
  await form.getByRole("button", { name: "Add rule" }).click();
  await form.getByLabel("Group", { exact: true }).fill("Sergeants");
  await form.getByLabel("Unit", { exact: true }).selectOption({ label: "Patrol" });
}
