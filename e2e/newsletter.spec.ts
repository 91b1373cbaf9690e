import { expect, type Page } from "@playwright/test";

import { NEWSLETTER_MESSAGES, NEWSLETTER_TOPIC_LABELS } from "../src/shared/newsletter.js";
import { expectNoAxeViolations } from "./axe.js";
import { expectToast, lastMailTo, uniqueEmail } from "./helpers.js";
import { ownMemberFixtures, type NewMember } from "./member-session.js";
import { test } from "./ready-page.js";

// Stay Sharp (issue 31) in the browser: a visitor subscribes on the landing
// page and confirms from the outbox e-mail's link; a member turns the
// newsletter on and off on the account page; the pages an e-mail links to
// say when a link does not work, and work by the subscriber's own signed
// link (the confirmed page offers it); and axe on every new page.

const memberTest = test.extend<{ ownMember: NewMember }>(ownMemberFixtures);

/** The path and query of the newest confirmation link mailed to `to` (the origin is the server's, which may name another host). */
async function confirmationPath(to: string): Promise<string> {
  let mail = "";
  await expect
    .poll(() => (mail = lastMailTo(to) ?? ""), { message: `confirmation e-mail to ${to}`, timeout: 15_000 })
    .toContain("Confirm your subscription to Stay Sharp");
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w%-]+/.exec(mail)?.[0];
  expect(link, "the confirmation link in the e-mail").toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test("a visitor subscribes on the landing page and confirms from the e-mail's link", async ({ page }) => {
  const email = uniqueEmail("newsletter");
  await page.goto("/");
  const form = page.getByRole("region", { name: "Stay Sharp" });
  const field = form.getByLabel("Email address");
  await field.fill(email);
  await form.getByRole("button", { name: "JOIN" }).click();
  await expectToast(page, "Check your inbox", NEWSLETTER_MESSAGES.subscribed);
  await expect(field).toHaveValue("");

  // The e-mail's link only opens the page; the page confirms (a mail scanner's fetch does not).
  await page.goto(await confirmationPath(email));
  await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(email);
  await expectNoAxeViolations(page, "the confirmed page");
});

test("a confirmation link that does not work says so and leads back to the form", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "Confirmation failed" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(NEWSLETTER_MESSAGES.confirmFailed);
  await expectNoAxeViolations(page, "a failed confirmation");
  await page.getByRole("link", { name: "Go to the newsletter form on the home page" }).click();
  await expect(page).toHaveURL("/#newsletter");
  await expect(page.getByRole("region", { name: "Stay Sharp" }).getByLabel("Email address")).toBeInViewport();
});

test("the preferences and unsubscribe pages say on the page when a link's signature is wrong", async ({ page }) => {
  for (const path of ["/newsletter/preferences", "/newsletter/unsubscribe"]) {
    await page.goto(`${path}?s=00000000-0000-4000-8000-000000000000&t=forged`);
    await expect(page.getByRole("alert")).toHaveText(NEWSLETTER_MESSAGES.badLink);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `${path} with a bad link`);
  }
});

/** Subscribes `email` on the landing page and confirms it: the confirmed page's link to its own preferences page (the signed link). */
async function confirmedSubscriber(page: Page, email: string): Promise<string> {
  await page.goto("/");
  const form = page.getByRole("region", { name: "Stay Sharp" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "JOIN" }).click();
  await expectToast(page, "Check your inbox", NEWSLETTER_MESSAGES.subscribed);
  await page.goto(await confirmationPath(email));
  const link = page.getByRole("link", { name: "Choose what you get" });
  await expect(link).toHaveAttribute("href", /^\/newsletter\/preferences\?s=[\w-]+&t=[\w-]+$/);
  return (await link.getAttribute("href"))!;
}

test("the preferences page, by the subscriber's own signed link, saves the topics and unsubscribes", async ({ page }) => {
  const email = uniqueEmail("prefs");
  const preferencesPath = await confirmedSubscriber(page, email);
  await page.getByRole("link", { name: "Choose what you get" }).click();
  await expect(page).toHaveURL(preferencesPath);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter preferences" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("checkbox")).toHaveCount(5);
  await expectNoAxeViolations(page, "the preferences page");
  await page.getByLabel(NEWSLETTER_TOPIC_LABELS.digest).uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, NEWSLETTER_MESSAGES.saved);
  await page.reload();
  await expect(page.getByLabel(NEWSLETTER_TOPIC_LABELS.digest)).not.toBeChecked();
  await expect(page.getByLabel(NEWSLETTER_TOPIC_LABELS.articles)).toBeChecked();
  await page.getByRole("button", { name: "Unsubscribe from all" }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeFocused();
  await page.reload();
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeVisible();
});

test("the unsubscribe page (the e-mails' List-Unsubscribe address) asks first, then unsubscribes", async ({ page }) => {
  const preferencesPath = await confirmedSubscriber(page, uniqueEmail("unsub"));
  const unsubscribePath = preferencesPath.replace("/newsletter/preferences", "/newsletter/unsubscribe");
  await page.goto(unsubscribePath);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from Stay Sharp?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change what you get instead" })).toHaveAttribute("href", preferencesPath);
  await expectNoAxeViolations(page, "the unsubscribe page");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeFocused();
  await expectNoAxeViolations(page, "the unsubscribed page");
  await page.goto(preferencesPath);
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeVisible();
});

memberTest("a member turns the newsletter on, chooses topics, and turns it off on the account page", async ({ page, ownMember }) => {
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Newsletter", exact: true });
  await expect(section.getByRole("status")).toHaveText("You are not subscribed to the newsletter.");
  await section.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, "Subscribed to Stay Sharp", ownMember.email);
  await expect(section.getByRole("status")).toContainText(`You get the Stay Sharp newsletter at ${ownMember.email}`);
  await expect(section.getByRole("checkbox")).toHaveCount(5);
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, "the account page with the newsletter on");

  await section.getByLabel(NEWSLETTER_TOPIC_LABELS.announcements).uncheck();
  await section.getByRole("button", { name: "Save" }).click();
  await expectToast(page, NEWSLETTER_MESSAGES.saved);
  await page.reload();
  await expect(section.getByLabel(NEWSLETTER_TOPIC_LABELS.announcements)).not.toBeChecked();
  await expect(section.getByLabel(NEWSLETTER_TOPIC_LABELS.articles)).toBeChecked();

  await section.getByRole("button", { name: "Unsubscribe" }).click();
  await expectToast(page, "Unsubscribed", NEWSLETTER_MESSAGES.unsubscribed);
  await expect(section.getByRole("status")).toHaveText("You are not subscribed to the newsletter.");
  await expect(section.getByRole("checkbox")).toHaveCount(0);
});
