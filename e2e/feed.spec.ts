import { expect } from "@playwright/test";

import { expectToast } from "./helpers.js";
import { test as base, ownMemberFixtures, type NewMember } from "./member-session.js";

// The Briefing in a podcast app (docs/decisions/018): the member's private feed
// link on the Briefing tab, copied to the clipboard, and reset. The reset is
// done by a member of the test's own: the demo member's link stays as it was.

const test = base.extend<{ ownMember: NewMember }>(ownMemberFixtures);
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a member copies their private feed link, and a reset kills the old one", async ({ page: member, playwright }) => {
  // A podcast app: no cookies, just the URL.
  const request = await playwright.request.newContext();
  await member.goto("/dashboard?tab=briefing");
  await member.getByText("Listen in your podcast app").click();
  const field = member.getByLabel("Your private feed link");
  await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/feeds\/[A-Za-z0-9_-]{43}\/briefing\.xml$/);
  const oldUrl = await field.inputValue();

  await member.getByRole("button", { name: "Copy link" }).click();
  await expectToast(member, "Link copied");
  expect(await member.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  // The app links open the same URL in each app's scheme.
  const bare = oldUrl.replace(/^http:\/\//, "");
  await expect(member.getByRole("link", { name: "Apple Podcasts" })).toHaveAttribute("href", `podcast://${bare}`);
  await expect(member.getByRole("link", { name: "Overcast" })).toHaveAttribute("href", `overcast://x-callback-url/add?url=${encodeURIComponent(oldUrl)}`);

  await member.getByRole("button", { name: "Show QR code" }).click();
  await expect(member.getByRole("img", { name: "QR code of your private feed link" })).toBeVisible();

  // The feed is real RSS a podcast app can read, with no session.
  const feed = await request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  expect(await feed.text()).toContain("<podcast:locked>yes</podcast:locked>");

  await member.getByRole("button", { name: "Reset my feed link" }).click();
  const dialog = member.getByRole("alertdialog");
  await expect(dialog).toContainText("Podcast apps using your current link stop getting episodes at once.");
  await dialog.getByRole("button", { name: "Reset link" }).click();
  await expectToast(member, "Feed link reset", "Add the new link to your podcast app.");
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();
  expect((await request.get(oldUrl)).status()).toBe(404);
  expect((await request.get(newUrl)).status()).toBe(200);
  await request.dispose();
});
