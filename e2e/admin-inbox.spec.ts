import { expect, type Page } from "@playwright/test";

import { expectToast } from "./helpers.js";
import { test } from "./member-session.js";

// The admin inbox (issue 17): a message sent through the contact form is read
// by the admin, and the unread count in the admin navigation drops. Other
// specs send contact messages too, at any moment, so this one finds its own by
// a unique name, and checks each count the navigation shows against the
// unread messages on the server when the page asked for it (see watchUnread).

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

/** The unread count shown beside Inbox in the admin navigation (0 when none is shown). */
async function shownUnread(page: Page): Promise<number> {
  // The visible number is hidden from assistive technology; the link's text for it reads ", N unread".
  const name =
    (await adminNav(page)
      .getByRole("link", { name: /^Inbox/ })
      .textContent()) ?? "";
  const match = /, (\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}

/**
 * Each time the page asks for the unread count, the ids of the unread messages
 * the server holds just then (read through the admin's API session before the
 * page's request goes on). A message another spec sends between a count and
 * the next is then among the next one's ids, and the test can tell it from a
 * count that failed to drop.
 */
async function watchUnread(page: Page): Promise<() => string[] | undefined> {
  let latest: string[] | undefined;
  await page.route("**/api/admin/inbox/unread-count", async (route) => {
    try {
      // One page is all of them: an e2e run sends far fewer than 100 messages.
      const res = await page.request.get("/api/admin/inbox?filter=unread&limit=100");
      latest = ((await res.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    } finally {
      await route.continue();
    }
  });
  return () => latest;
}

test("a message sent through the contact form is read in the inbox, and the unread count drops", async ({ browser, page, adminState }) => {
  const sender = `Inbox Tester ${Date.now().toString(36)}`;
  await page.goto("/contact");
  // The honeypot is hidden from assistive technology: the form has its three fields only.
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(3);
  await page.getByLabel("Name").fill(sender);
  await page.getByLabel("Email").fill("inbox.tester@example.com");
  await page.getByLabel("Message").fill("Requesting a debrief template.\nSecond line with details.");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  const { id: ours } = (await (await sent).json()) as { id: string };

  const context = await browser.newContext({ storageState: adminState });
  const admin = await context.newPage();
  const unreadIds = await watchUnread(admin);
  await admin.goto("/admin/inbox");
  const row = admin.getByRole("button", { name: new RegExp(`Unread: ${sender}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Requesting a debrief template.");
  await expect(row).not.toContainText("Second line");
  // The count shown is the server's at the page's last ask, and this message is among it.
  await expect.poll(async () => (await shownUnread(admin)) - (unreadIds()?.length ?? -1)).toBe(0);
  const counted = unreadIds()!;
  expect(counted).toContain(ours);
  const before = counted.length;
  /** `before` less this message, plus any other message that has come in since. */
  const expected = (ids: string[], oursUnread: boolean) => before - (oursUnread ? 0 : 1) + ids.filter((id) => id !== ours && !counted.includes(id)).length;

  await row.click();
  const message = admin.getByRole("article");
  await expect(message.getByRole("heading", { name: sender })).toBeVisible();
  await expect(message).toContainText("Second line with details.");
  await expect(message.getByRole("link", { name: "Reply" })).toHaveAttribute("href", /^mailto:inbox\.tester@example\.com\?subject=Re%3A%20/);
  await expect(admin.getByRole("button", { name: new RegExp(`^${sender}`) })).toBeVisible();
  // The page asks again once the message is read: the server no longer counts it, and the count drops by one.
  await expect.poll(() => unreadIds()).not.toContain(ours);
  await expect.poll(async () => (await shownUnread(admin)) - expected(unreadIds()!, false)).toBe(0);

  // Mark unread again: the count goes back up.
  await message.getByRole("button", { name: "Mark unread" }).click();
  await expect.poll(() => unreadIds()).toContain(ours);
  await expect.poll(async () => (await shownUnread(admin)) - expected(unreadIds()!, true)).toBe(0);

  // Marked as spam: out of the inbox, into Spam (issue 32).
  await admin.getByRole("button", { name: new RegExp(`Unread: ${sender}`) }).click();
  await message.getByRole("button", { name: "Mark as spam" }).click();
  await expectToast(admin, "Marked as spam");
  await expect(admin.getByRole("button", { name: new RegExp(sender) })).toHaveCount(0);
  await admin.getByRole("tab", { name: "Spam" }).click();
  await expect(admin.getByRole("button", { name: new RegExp(sender) })).toBeVisible();
  await context.close();
});

test("the admin navigation is on every admin page and in the admin's mobile menu", async ({ browser, adminState }) => {
  const context = await browser.newContext({ storageState: adminState, viewport: { width: 390, height: 844 } });
  const admin = await context.newPage();
  await admin.goto("/admin/dashboard");
  await expect(adminNav(admin).getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");
  // The dashboard keeps its four tabs.
  await expect(admin.getByRole("tab")).toHaveCount(4);
  await adminNav(admin).getByRole("link", { name: "Members" }).click();
  await expect(admin).toHaveURL("/admin/members");
  await expect(admin.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();

  await admin.getByRole("button", { name: "Open menu" }).click();
  const menu = admin.getByRole("navigation", { name: "Main" });
  await menu.getByRole("link", { name: /^Inbox/ }).click();
  await expect(admin).toHaveURL("/admin/inbox");
  await expect(admin.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await context.close();
});

test("members and visitors are kept out of the admin pages", async ({ browser, page, memberState }) => {
  await page.goto("/admin/inbox");
  await expect(page).toHaveURL(/\/(login|dashboard)$/);
  const context = await browser.newContext({ storageState: memberState });
  const member = await context.newPage();
  for (const path of ["/admin/inbox", "/admin/members"]) {
    await member.goto(path);
    await expect(member).toHaveURL("/dashboard");
  }
  await expect(member.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  await context.close();
});
