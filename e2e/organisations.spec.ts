import { expect, type Page } from "@playwright/test";

import { ORG_NOT_FOUND } from "../src/shared/orgs.js";
import { expectNoAxeViolations } from "./axe.js";
import { createAccount, createOrg, expectToast, PASSWORD, signedInApi, uniqueEmail } from "./helpers.js";
import { newSignedInMember, test } from "./member-session.js";

// The organisation screens (issue 33): a site admin makes an organisation
// for a member, who becomes its owner; the owner adds a unit and an
// invitation link with a seat limit; a second member opens the link, logs
// in, comes back and joins; the owner makes them the unit's supervisor. A
// member of no organisation gets the organisation's 404 for its page. Names
// are the test's own: other specs run against the same server.

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an organisation is made for its owner, who brings a member in by a link and makes them a supervisor", async ({
  browser,
  page,
  baseURL,
  playwright,
  adminState,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const orgName = `Precinct ${tag}`;
  const unit = `Patrol ${tag}`;
  const { email: ownerEmail, api: owner, state: ownerState } = await newSignedInMember(playwright, baseURL!, { tag: "org-owner", name: `Owner ${tag}` });
  // The recruit signs in on the login page.
  const recruitEmail = uniqueEmail("org-recruit");
  const signUp = await playwright.request.newContext({ baseURL });
  await createAccount(signUp, baseURL!, recruitEmail, `Recruit ${tag}`);
  await signUp.dispose();

  // The site admin: the admin navigation leads to the organisations, where the new one is made.
  const adminContext = await browser.newContext({ storageState: adminState });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/dashboard");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Organisations" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Organisations" })).toBeVisible();
  const form = admin.getByRole("region", { name: "New organisation" });
  await form.getByLabel("Organisation name").fill(orgName);
  await form.getByLabel("Owner's e-mail").fill(ownerEmail);
  const created = admin.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/orgs" && r.request().method() === "POST");
  await form.getByRole("button", { name: "Create organisation" }).click();
  const orgId = ((await (await created).json()) as { id: string }).id;
  await expectToast(admin, `${orgName} created`, `${ownerEmail} was added as its owner.`);
  await expect(admin.getByRole("region", { name: "Organisations list" }).getByRole("link", { name: orgName })).toBeVisible();
  await expectNoAxeViolations(admin, "the admin's organisations page");
  // A site admin opens any organisation, without being in it.
  await form.getByRole("link", { name: `Open ${orgName}` }).click();
  await expect(admin).toHaveURL(`/organisation?org=${orgId}`);
  await expect(admin.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
  await expect(admin.getByText("Site admin view")).toBeVisible();
  await adminContext.close();

  // The owner: their place, a unit, and an invitation link with a seat limit, shown once.
  await page.context().addCookies(ownerState.cookies);
  await page.goto("/account");
  await page.getByRole("region", { name: "Organisation" }).getByRole("link", { name: "Open organisation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your place" })).toContainText("Owner");
  const units = page.getByRole("region", { name: "Units" });
  await units.getByLabel("New unit").fill(unit);
  await units.getByRole("button", { name: "Add unit" }).click();
  await expectToast(page, `Unit “${unit}” added`);
  await expect(units.getByRole("rowheader", { name: unit })).toBeVisible();

  const links = page.getByRole("region", { name: "Invitation links" });
  await links.getByLabel("Unit").selectOption({ label: unit });
  await links.getByLabel("Seat limit (optional)").fill("2");
  await links.getByRole("button", { name: "Make link" }).click();
  await expectToast(page, "Invitation link made");
  const url = links.getByLabel("New invitation link");
  await expect(url).toBeFocused();
  await expect(links).toContainText("this link will not be shown again");
  const token = new URL(await url.inputValue()).pathname.split("/").pop()!;
  await expect(links.getByRole("row").filter({ hasText: unit })).toContainText("0 of 2 seats taken");

  // The recruit opens the link signed out, is asked to log in, comes back and joins.
  const recruitContext = await browser.newContext();
  const recruit = await recruitContext.newPage();
  await recruit.goto(`/join/${token}`);
  await expect(recruit.getByRole("heading", { level: 1 })).toHaveText(`${orgName} invited you to join as member in ${unit}`);
  await expectNoAxeViolations(recruit, "the join page for a visitor");
  await recruit.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(recruit);
  await recruit.getByRole("link", { name: "Login" }).click();
  await expect(recruit).toHaveURL(/\/login\?next=/);
  await recruit.getByLabel("Email").fill(recruitEmail);
  await recruit.getByLabel("Password").fill(PASSWORD);
  await recruit.getByRole("button", { name: "Login" }).click();
  await expect(recruit).toHaveURL(`/join/${token}`);
  await recruit.getByRole("button", { name: `Join ${orgName}` }).click();
  await expect(recruit).toHaveURL("/organisation");
  await expectToast(recruit, `Welcome to ${orgName}`);
  await expect(recruit.getByRole("region", { name: "Your place" })).toContainText(unit);
  // A member sees their own place only: no people, no units to manage.
  await expect(recruit.getByRole("region", { name: "People" })).toHaveCount(0);
  await expect(recruit.getByRole("region", { name: "Units" })).toHaveCount(0);

  // The owner finds them in People and makes them the unit's supervisor.
  await page.reload();
  const people = page.getByRole("region", { name: "People" });
  await people.getByLabel("Search by name or e-mail").fill(`Recruit ${tag}`);
  const row = people.getByRole("row").filter({ hasText: recruitEmail });
  await expect(row).toContainText("MEMBER");
  // The search has narrowed the list to them.
  await expect(people.getByRole("row").filter({ hasText: ownerEmail })).toHaveCount(0);
  await people.getByRole("button", { name: `Change Recruit ${tag}` }).click();
  const editor = people.getByRole("form", { name: `Change Recruit ${tag}` });
  await editor.getByLabel("Role").selectOption("supervisor");
  await editor.getByRole("checkbox", { name: unit }).check();
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, `Recruit ${tag} updated`);
  await expect(row).toContainText("SUPERVISOR");
  await expect(row).toContainText(`Supervises ${unit}`);
  await expect(links.getByRole("row").filter({ hasText: unit })).toContainText("1 of 2 seats taken");

  // The supervisor sees their unit's people, read-only.
  await recruit.reload();
  const theirPeople = recruit.getByRole("region", { name: "People" });
  await expect(theirPeople.getByRole("row").filter({ hasText: recruitEmail })).toBeVisible();
  await expect(theirPeople.getByRole("button", { name: /^Change / })).toHaveCount(0);
  await recruitContext.close();

  // The owner's page passes axe, and fits a phone without sideways scrolling.
  await expectNoAxeViolations(page, "the organisation page as its owner at 1280 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
  await expect(page.getByRole("region", { name: "People" }).getByRole("row").filter({ hasText: recruitEmail })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, "the organisation page as its owner at 390 px");

  // A member of no organisation gets the organisation's 404 for its page.
  const loner = await newSignedInMember(playwright, baseURL!, { tag: "org-loner" });
  const lonerContext = await browser.newContext({ storageState: loner.state });
  const lonerPage = await lonerContext.newPage();
  await lonerPage.goto(`/organisation?org=${orgId}`);
  await expect(lonerPage.getByRole("heading", { level: 1, name: ORG_NOT_FOUND })).toBeVisible();
  await expect(lonerPage.getByText(orgName)).toHaveCount(0);
  await lonerContext.close();
  await loner.api.dispose();
  await owner.dispose();
});

test("a link that no longer works says why", async ({ page, baseURL, playwright }) => {
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const { email: ownerEmail, api: owner } = await newSignedInMember(playwright, baseURL!, { tag: "org-owner2" });
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const id = await createOrg(admin, `Harbor ${tag}`, ownerEmail);
  await admin.dispose();
  const link = (await (await owner.post(`/api/orgs/${id}/invite-links`, { data: {} })).json()) as { id: string; url: string };
  expect((await owner.delete(`/api/orgs/${id}/invite-links/${link.id}`)).status()).toBe(204);
  await owner.dispose();

  await page.goto(new URL(link.url).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "This invitation does not work." })).toBeVisible();
  await expect(page.getByText("This invitation was withdrawn. Ask the organisation for a new one.")).toBeVisible();
  await expectNoAxeViolations(page, "a withdrawn invitation link");
});

test("a member asks for an organisation, which a site admin approves from the list", async ({ browser, page, playwright, baseURL, adminState }) => {
  const name = `Depot ${Date.now().toString(36)}-${process.pid}`;
  const asker = await newSignedInMember(playwright, baseURL!, { tag: "org-asker" });
  await page.context().addCookies(asker.state.cookies);
  await page.goto("/organisation");
  const form = page.getByRole("region", { name: "Ask for an organisation" });
  await form.getByLabel("Organisation name").fill(name);
  await form.getByRole("button", { name: "Ask for approval" }).click();
  await expectToast(page, `${name} requested: a site admin will approve it`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Waiting for approval")).toBeVisible();
  await expect(page.getByRole("region", { name: "Units" })).toHaveCount(0);

  const adminContext = await browser.newContext({ storageState: adminState });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/organisations");
  await admin.getByLabel("Only those waiting for approval").check();
  const row = admin.getByRole("region", { name: "Organisations list" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("WAITING FOR APPROVAL");
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expectToast(admin, `${name} approved`);
  await expect(row).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole("region", { name: "Units" })).toBeVisible();
  await expect(page.getByText("Waiting for approval")).toHaveCount(0);
  await asker.api.dispose();
});

// The owner uploads the organisation's logo in Settings: it shows at the top
// of the page with its name as alternative text, and is removed again.
test("an owner uploads the organisation's logo and sees it on the page", async ({ page, baseURL, playwright }) => {
  test.setTimeout(60_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const owner = await newSignedInMember(playwright, baseURL!, { tag: "logo-owner", name: `Lou Logo ${tag}` });
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const orgName = `Logo PD ${tag}`;
  await createOrg(admin, orgName, owner.email);
  await page.context().addCookies(owner.state.cookies);
  await page.goto("/organisation");
  const settings = page.getByRole("region", { name: "Settings" });
  // An 8 × 8 blue PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGOQ9bvxHx9mGBkKACFekIHud1n4AAAAAElFTkSuQmCC",
    "base64",
  );
  await settings.getByLabel("Logo").setInputFiles({ name: "badge.png", mimeType: "image/png", buffer: png });
  await expectToast(page, "Logo saved");
  const logo = page.getByRole("img", { name: `${orgName} logo` }).first();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  await expectNoAxeViolations(page);
  await settings.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByRole("img", { name: `${orgName} logo` })).toHaveCount(0);
  await admin.dispose();
  await owner.api.dispose();
});
