import { expect } from "@playwright/test";

import { expectNoAxeViolations } from "./axe.js";
import { expectToast, lastMailTo } from "./helpers.js";
import { newSignedInMember, test } from "./member-session.js";

// The admin's feeds page (issue 13, docs/decisions/054). The test makes its
// own member and feed, so the demo accounts other specs use are untouched.

test("an admin finds a member's feed and revokes it: the link dies at once and the member is e-mailed", async ({
  browser,
  playwright,
  baseURL,
  adminState,
}) => {
  const { email, api: member } = await newSignedInMember(playwright, baseURL!, { tag: "feed", name: "Feed Holder" });
  const feedUrl = ((await (await member.get("/api/feed")).json()) as { url: string }).url;
  // A podcast app (no cookies) fetches it once.
  const app = await playwright.request.newContext();
  expect((await app.get(feedUrl)).status()).toBe(200);

  const context = await browser.newContext({ storageState: adminState });
  const admin = await context.newPage();
  await admin.goto("/admin/dashboard");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Feeds" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Feeds" })).toBeVisible();
  await admin.getByLabel("Search by member name or e-mail").fill(email);
  await expect(admin).toHaveURL(/\?q=/);
  const rows = admin.getByRole("region", { name: "Feeds list" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Feed Holder");
  // The page shows metadata only, never the link itself.
  await expect(admin.locator("body")).not.toContainText(new URL(feedUrl).pathname.split("/")[2]!);

  await rows.nth(1).getByRole("button", { name: "Revoke the feed of Feed Holder" }).click();
  const dialog = admin.getByRole("alertdialog");
  await expect(dialog).toContainText("Their podcast link stops working at once");
  await dialog.getByRole("button", { name: "Revoke feed" }).click();
  await expectToast(admin, "Feed revoked; the member was e-mailed");
  await expect(admin.getByText("No member's feed matches this search.")).toBeVisible();

  expect((await app.get(feedUrl)).status()).toBe(404);
  expect(lastMailTo(email)).toContain("podcast link was reset");
  await app.dispose();
  await member.dispose();
  await context.close();
});

test("the channel artwork panel shows the artwork, and a file that is not an image is refused with the server's reason", async ({ browser, adminState }) => {
  const context = await browser.newContext({ storageState: adminState });
  const admin = await context.newPage();
  await admin.goto("/admin/feeds");
  const panel = admin.getByRole("region", { name: "Channel artwork" });
  await expect(panel.getByRole("img", { name: "The Briefing's current channel artwork" })).toHaveAttribute(
    "src",
    /\/artwork\/the-briefing\.png$|\/feeds\/artwork\//,
  );
  await expect(panel.getByRole("button", { name: "Replace artwork" })).toBeDisabled();
  await panel.getByLabel("New artwork").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("not really a PNG") });
  await panel.getByRole("button", { name: "Replace artwork" }).click();
  await expectToast(admin, "Could not replace the artwork", "The artwork must be a JPEG or PNG image; this file is not.");

  await expectNoAxeViolations(admin, "the feeds page after a refused artwork");
  await context.close();
});
