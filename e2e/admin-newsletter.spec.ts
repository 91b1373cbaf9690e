import { expect, type Page } from "@playwright/test";

import type { NewsletterSummary } from "../src/shared/newsletter-admin.js";
import { expectNoAxeViolations } from "./axe.js";
import { createPostWith, expectToast, signedInApi, thenCleanUp, uniqueEmail } from "./helpers.js";
import { test } from "./member-session.js";

// The publisher's side of the newsletter (issue 31): the post editor's
// "Email it to newsletter subscribers" box goes with the write (sendEmail),
// and the admin's newsletter page shows the list's counts and growth and
// the send it made. The post is scheduled a day ahead, so nothing is mailed
// and no reader sees it; unticking the box takes the send back.

test.use({ storageState: async ({ adminState }, use) => use(adminState) });

const LABEL = "Email it to newsletter subscribers";

/** A datetime-local value `ms` from now, in the page's own zone. */
const localTimeIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, ms);

test("the post editor's Email it box is sent, and the newsletter page shows the counts, growth and the send", async ({ page, baseURL, playwright }) => {
  test.setTimeout(60_000);
  const title = `Newsletter drill ${Date.now().toString(36)}-${process.pid}`;
  const admin = await signedInApi(playwright, baseURL!, "admin");
  let id: string | undefined;
  await thenCleanUp(
    async () => {
      // Someone asks to subscribe: a pending address to count.
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin } });
      expect((await visitor.post("/api/newsletter/subscribe", { data: { email: uniqueEmail("newsletter-admin") } })).status()).toBe(202);
      await visitor.dispose();

      // The editor: the box is there, unticked; ticked, the write carries sendEmail: true.
      await page.goto("/admin/dashboard?tab=field-manual");
      const form = page.getByRole("region", { name: /^(Create New Post|Edit Post)$/ });
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Content (Markdown supported)").fill("Ready for the release.");
      await form.getByRole("radio", { name: "Schedule" }).check();
      await form.getByLabel("Release time").fill(await localTimeIn(page, 24 * 60 * 60_000));
      const box = form.getByRole("checkbox", { name: LABEL });
      await expect(box).not.toBeChecked();
      await box.check();
      await expect(form.getByText("Will be emailed at release.")).toBeVisible();
      const request = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/posts" && r.method() === "POST");
      id = (await createPostWith(page, form)).id;
      expect((await request).postDataJSON()).toMatchObject({ title, status: "scheduled", sendEmail: true });
      await expectToast(page, "Post created or updated successfully!");

      // Reopened, the post says it waits for its release, still ticked.
      const row = page.getByRole("region", { name: "Manage Posts", exact: true }).getByRole("listitem").filter({ hasText: title });
      await row.getByRole("button", { name: `Edit ${title}` }).click();
      await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
      await expect(form.getByRole("checkbox", { name: LABEL })).toBeChecked();
      await expect(form.getByText("Will be emailed at release.")).toBeVisible();

      // The newsletter page: reached from the admin links, with the counts, 12 weeks of growth and the waiting send.
      const summary = (await (await admin.get("/api/admin/newsletter/summary")).json()) as NewsletterSummary;
      expect(summary.counts.pending).toBeGreaterThanOrEqual(1);
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Newsletter" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Newsletter" })).toHaveAttribute("aria-current", "page");
      const subscribers = page.getByRole("region", { name: "Subscribers", exact: true });
      for (const label of ["Active", "Pending", "Unsubscribed", "Bounced"]) await expect(subscribers.getByText(label, { exact: true })).toBeVisible();
      const pending = subscribers
        .locator("div")
        .filter({ has: page.getByText("Pending", { exact: true }) })
        .locator("dd")
        .first();
      expect(Number(await pending.textContent())).toBeGreaterThanOrEqual(1);
      const growth = page.getByRole("region", { name: /^New subscribers per week, last 12 weeks/ });
      await expect(growth.getByRole("row")).toHaveCount(13);
      const send = page.getByRole("region", { name: "Sends, newest first" }).getByRole("row", { name: new RegExp(title) });
      await expect(send).toContainText("Article");
      await expect(send).toContainText("Waiting for release");
      await expect(page.getByRole("region", { name: "Bounced addresses", exact: true })).toBeVisible();
      await expectNoAxeViolations(page, "the newsletter page");

      // Back in the editor, unticking takes the e-mail back: the write says sendEmail: false.
      await page.goto("/admin/dashboard?tab=field-manual");
      await row.getByRole("button", { name: `Edit ${title}` }).click();
      // The box shows its saved state once the post's send is loaded; unticking before that would be undone by it.
      await expect(form.getByRole("checkbox", { name: LABEL })).toBeChecked();
      await expect(form.getByText("Will be emailed at release.")).toBeVisible();
      await form.getByRole("checkbox", { name: LABEL }).uncheck();
      await expect(form.getByText("It will not be emailed: save to take the email back.")).toBeVisible();
      await expectNoAxeViolations(page, "the post editor with the Email it box");
      const put = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/posts/${id}` && r.method() === "PUT");
      await form.getByRole("button", { name: "Update Post" }).click();
      expect((await put).postDataJSON()).toMatchObject({ sendEmail: false });
      await expectToast(page, "Post created or updated successfully!");
      await expect
        .poll(async () => ((await (await admin.get(`/api/admin/newsletter/record-send?kind=post&id=${id}`)).json()) as { status: string }).status)
        .toBe("none");
    },
    async () => {
      if (id) expect((await admin.delete(`/api/posts/${id}`)).status()).toBe(204);
      await admin.dispose();
    },
  );
});

test("an announcement is checked, confirmed, queued, and listed among the sends", async ({ page }) => {
  const subject = `Members call ${Date.now().toString(36)}-${process.pid}`;
  await page.goto("/admin/newsletter");
  const section = page.getByRole("region", { name: "Write an announcement" });
  // Empty: the browser's own check, and no dialog.
  await section.getByRole("button", { name: "Send announcement" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await section.getByLabel("Subject").fill(subject);
  await section.getByLabel("Message (Markdown supported)").fill("The monthly call is on **Friday** at 09:00.");
  await section.getByLabel("Members who take announcements").check();
  await section.getByRole("button", { name: "Send announcement" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Send this announcement?" });
  await expect(dialog).toContainText(subject);
  await expectNoAxeViolations(page, "the announcement's confirmation");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Announcement queued");
  await expect(section.getByLabel("Subject")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Sends" }).getByRole("rowheader", { name: subject })).toBeVisible();
});
