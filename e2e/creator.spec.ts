import { expect, type Locator } from "@playwright/test";
import sharp from "sharp";

import { parseImageUrl } from "../src/shared/images.js";
import type { Creator } from "../src/shared/site.js";
import { expectNoAxeViolations } from "./axe.js";
import { expectToast, signedInApi } from "./helpers.js";
import { test } from "./member-session.js";

// The creator (issue 32, docs/decisions/096): an admin sets the creator's
// name, title, biography, photo and profiles on the admin's Creator page; the
// landing page (in the server's HTML, before any script) and the creator's
// page show them, and the footer's social buttons are links to the profiles
// that are set, none when none is. The test puts the settings back as it
// found them (the demo's sample creator), as the other specs expect.

const NAME = "Cmdr. Dana Whitfield";
const TITLE = "Retired Police Commander";
const BIO = "Twenty-five years in uniform, from patrol to the command table.\n\nNow she trains the leaders who come next.";
const LINKEDIN = "https://www.linkedin.com/in/dana-whitfield";
const X = "https://x.com/danawhitfield";

/** Whether the image has loaded and drawn (a broken one has no natural width). */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test("an admin sets the creator; the landing page, the creator's page and the footer show it", async ({ browser, baseURL, playwright, adminState }) => {
  test.setTimeout(90_000);
  const api = await signedInApi(playwright, baseURL!, "admin");
  const before = (await (await api.get("/api/site/creator")).json()) as Creator;
  const clear = () => api.put("/api/admin/site/creator", { data: { name: "", title: "", bio: "", photoImageId: null, profiles: {} } });
  expect((await clear()).status()).toBe(200);

  try {
    // Nothing set: the landing page has the site's own words and no social links.
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await visitor.newPage();
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(page.getByRole("region", { name: "The Creator" })).toContainText("veteran leader who came up through the ranks");
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveCount(0);
    await expect(footer.getByRole("button")).toHaveCount(0);

    // The admin's Creator page, from the admin navigation.
    const context = await browser.newContext({ storageState: adminState });
    const admin = await context.newPage();
    await admin.goto("/admin/dashboard");
    await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Creator" }).click();
    await expect(admin).toHaveURL("/admin/site");
    await expect(admin.getByRole("heading", { level: 1, name: "Creator" })).toBeVisible();
    await admin.getByLabel("Name").fill(NAME);
    await admin.getByLabel("Title").fill(TITLE);
    await admin.getByLabel(/^Biography/).fill(BIO);
    // A profile that is not https on its network's own site is refused with the reason; what was typed stays.
    await admin.getByLabel("LinkedIn").fill("http://www.linkedin.com/in/dana-whitfield");
    await admin.getByRole("button", { name: "Save" }).click();
    await expectToast(admin, "Error saving settings", "LinkedIn must be an https:// address on linkedin.com.");
    await expect(admin.getByLabel("Name")).toHaveValue(NAME);
    await admin.getByLabel("LinkedIn").fill(LINKEDIN);
    await admin.getByLabel("X (Twitter)").fill(X);

    // The photo, described in the images' dialog.
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#3a4a5a" } })
      .jpeg()
      .toBuffer();
    const photoSection = admin.getByRole("region", { name: "Photo" });
    await photoSection.locator('input[type="file"]').setInputFiles({ name: "dana.jpg", mimeType: "image/jpeg", buffer: photo });
    const dialog = admin.getByRole("alertdialog");
    await dialog.getByLabel("Image description (alt text)").fill(NAME);
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(dialog).toBeHidden();
    await expect(photoSection.getByRole("img", { name: "The current photo" })).toBeVisible();

    await admin.getByRole("button", { name: "Save" }).click();
    await expectToast(admin, "Creator settings saved.");
    await expectNoAxeViolations(admin);

    // The server's HTML of the landing page has them, before any script runs.
    const html = await (await api.get("/")).text();
    expect(html).toContain(NAME);
    expect(html).toContain(`href="${LINKEDIN}"`);

    // A visitor's landing page: the name, title and biography, the photo, and the footer's links.
    await page.goto("/");
    const section = page.getByRole("region", { name: "The Creator" });
    await expect(section.getByText(NAME)).toBeVisible();
    await expect(section.getByText(TITLE)).toBeVisible();
    await expect(section).toContainText("Twenty-five years in uniform");
    await expect(section).not.toContainText("veteran leader who came up through the ranks");
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", LINKEDIN);
    await expect(footer.getByRole("link", { name: "X (Twitter)" })).toHaveAttribute("href", X);
    await expect(footer.getByRole("link", { name: "YouTube" })).toHaveCount(0);

    // "More about the Creator" opens the creator's page.
    await section.getByRole("link", { name: "More about the Creator" }).click();
    await expect(page).toHaveURL("/creator");
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page).toHaveTitle(`${NAME} | Lead or Be Led`);
    await expect(page.getByText("Now she trains the leaders who come next.")).toBeVisible();
    const picture = page.locator("main img").first();
    await expect.poll(() => loaded(picture)).toBe(true);
    const follow = page.getByRole("region", { name: "Follow" });
    await expect(follow.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", LINKEDIN);
    await expectNoAxeViolations(page);

    // Opened directly, the creator's page is the server's render.
    const creatorHtml = await (await api.get("/creator")).text();
    expect(creatorHtml).toContain(`<title>${NAME} | Lead or Be Led</title>`);
    expect(creatorHtml).toContain(`href="${X}"`);

    // A page built ahead of time reads the links after it loads.
    await page.goto("/about");
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", LINKEDIN);
    await context.close();

    // Cleared: no social link anywhere.
    expect((await clear()).status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "The Creator" })).toContainText("veteran leader who came up through the ranks");
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveCount(0);
    await expect(footer.getByRole("list", { name: "Follow" })).toHaveCount(0);
    await visitor.close();
  } finally {
    const photoImageId = before.photoUrl ? parseImageUrl(before.photoUrl)!.id : null;
    await api.put("/api/admin/site/creator", { data: { ...before, photoUrl: undefined, photoImageId } });
    await api.dispose();
  }
});
