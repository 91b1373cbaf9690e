import path from "node:path";
import { expect, type Page } from "@playwright/test";

import type { ContentItem, Podcast, Post } from "../src/shared/content.js";
import { createPostWith, expectToast, signedInApi, thenCleanUp } from "./helpers.js";
import { test } from "./member-session.js";

// Publication status (issue 30): an admin saves a post as a draft, which only
// admins see; a visitor gets the reader's not-found page. The admin then
// schedules it a few seconds ahead, and the server's job runner releases it:
// the visitor reads it then. The admin's browser runs in a zone away from
// UTC, so the release time's conversion is exercised.

const ZONE = "America/Chicago";

// The page is the demo admin's; the visitor gets a context of their own.
test.use({ timezoneId: ZONE, storageState: async ({ adminState }, use) => use(adminState) });

/** A datetime-local value `ms` from now, in the page's own zone (seconds included). */
function localTimeIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, ms);
}

test("a draft is hidden from visitors until it is scheduled and released", async ({ page, browser, baseURL, playwright }) => {
  // The release waits for the job runner (at its time, or the minute-by-minute sweep).
  test.setTimeout(150_000);
  const title = `Publishing drill ${Date.now().toString(36)}-${process.pid}`;
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const visitorPage = await visitor.newPage();
  let id: string | undefined;
  await thenCleanUp(
    async () => {
      await page.goto("/admin/dashboard?tab=field-manual");
      const form = page.getByRole("region", { name: /^(Create New Post|Edit Post)$/ });
      const list = page.getByRole("region", { name: "Manage Posts", exact: true });
      const row = list.getByRole("listitem").filter({ hasText: title });

      // Save as draft.
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Content (Markdown supported)").fill("Not for release yet.");
      const publish = form.getByRole("group", { name: "Publish" });
      await expect(publish.getByRole("radio", { name: "Publish now" })).toBeChecked();
      await publish.getByRole("radio", { name: "Save as draft" }).check();
      await expect(form.getByLabel("Release time")).toHaveCount(0);
      const post = await createPostWith(page, form);
      id = post.id;
      expect(post.status).toBe("draft");
      await expectToast(page, "Post created or updated successfully!");
      await expect(row.getByText("Draft", { exact: true })).toBeVisible();

      // A visitor cannot read it: not by its page, not by the API.
      await visitorPage.goto(`/field-manual/${id}`);
      await expect(visitorPage.getByText("Post not found.")).toBeVisible();
      expect((await visitorPage.request.get(`/api/posts/${id}`)).status()).toBe(404);

      // Edit preloads the draft; a time that has passed asks first, and declining sends nothing.
      await row.getByRole("button", { name: `Edit ${title}` }).click();
      await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
      await expect(publish.getByRole("radio", { name: "Save as draft" })).toBeChecked();
      await publish.getByRole("radio", { name: "Schedule" }).check();
      const releaseTime = form.getByLabel("Release time");
      await expect(releaseTime).toHaveAttribute("type", "datetime-local");
      await expect(form.getByText(`In your time zone (${ZONE})`)).toBeVisible();
      await releaseTime.fill(await localTimeIn(page, -60 * 60_000));
      const questions: string[] = [];
      page.once("dialog", (dialog) => {
        questions.push(dialog.message());
        void dialog.dismiss();
      });
      let puts = 0;
      page.on("request", (request) => {
        if (request.method() === "PUT" && new URL(request.url()).pathname === `/api/posts/${id}`) puts += 1;
      });
      await form.getByRole("button", { name: "Update Post" }).click();
      await expect.poll(() => questions).toEqual(["That time has passed. Publish now?"]);
      await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
      expect(puts).toBe(0);

      // Scheduled a few seconds ahead: still hidden, and marked with its time in the list.
      await releaseTime.fill(await localTimeIn(page, 15_000));
      const updated = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/posts/${id}` && r.request().method() === "PUT");
      await form.getByRole("button", { name: "Update Post" }).click();
      const scheduled = (await (await updated).json()) as Post;
      expect(scheduled.status).toBe("scheduled");
      await expectToast(page, "Post created or updated successfully!");
      await expect(row.getByText(/^Scheduled · /)).toBeVisible();
      await expect(row.getByText("Draft", { exact: true })).toHaveCount(0);
      // The list shows the release time in the admin's zone.
      const shown = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: ZONE }).format(new Date(scheduled.publishAt!));
      await expect(row).toContainText(`Scheduled · ${shown}`);

      // Released by the server's job runner: the visitor reads it.
      await expect
        .poll(async () => (await visitorPage.request.get(`/api/posts/${id}`)).status(), { timeout: 90_000, intervals: [1_000, 2_000, 5_000] })
        .toBe(200);
      await visitorPage.goto(`/field-manual/${id}`);
      await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();

      // And the admin's list marks it no more.
      await page.reload();
      await expect(row).toBeVisible();
      await expect(row.getByText(/^(Draft|Scheduled)/)).toHaveCount(0);
    },
    async () => {
      await visitor.close();
      if (id) expect((await admin.delete(`/api/posts/${id}`)).status()).toBe(204);
      await admin.dispose();
    },
  );
});

test("the multipart forms save a draft item and a scheduled episode, marked on the admin's own dashboard and reader", async ({ page, baseURL, playwright }) => {
  test.setTimeout(60_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const itemTitle = `Draft AAR ${tag}`;
  const episodeTitle = `Scheduled episode ${tag}`;
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const made: string[] = [];
  await thenCleanUp(
    async () => {
      // A text item as a draft: status goes as a multipart field.
      await page.goto("/admin/dashboard?tab=after-action");
      const itemForm = page.getByRole("region", { name: /^(Create|Edit) After-Action Item$/ });
      await itemForm.getByLabel("Title").fill(itemTitle);
      await itemForm.getByLabel("Text Content").fill("Not for release yet.");
      await itemForm.getByRole("radio", { name: "Save as draft" }).check();
      const itemSaved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/content-items" && r.request().method() === "POST");
      await itemForm.getByRole("button", { name: "Create Item" }).click();
      const item = (await (await itemSaved).json()) as ContentItem;
      made.push(`/api/content-items/${item.id}`);
      expect(item.status).toBe("draft");
      const itemRow = page.getByRole("region", { name: "Manage After-Action Items" }).getByRole("listitem").filter({ hasText: itemTitle });
      await expect(itemRow.getByText("Draft", { exact: true })).toBeVisible();

      // An episode scheduled a day ahead: status and publishAt go before the file.
      await page.goto("/admin/dashboard?tab=podcasts");
      const podcastForm = page.getByRole("region", { name: "Upload New Podcast" });
      await podcastForm.getByLabel("Title").fill(episodeTitle);
      await podcastForm.getByLabel(/Audio file/).setInputFiles(path.join(import.meta.dirname, "fixtures", "clip.mp3"));
      await podcastForm.getByRole("radio", { name: "Schedule" }).check();
      await podcastForm.getByLabel("Release time").fill(await localTimeIn(page, 24 * 60 * 60_000));
      const episodeSaved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/podcasts" && r.request().method() === "POST");
      await podcastForm.getByRole("button", { name: "Upload Podcast" }).click();
      const episode = (await (await episodeSaved).json()) as Podcast;
      made.push(`/api/podcasts/${episode.id}`);
      expect(episode.status).toBe("scheduled");
      expect(Date.parse(episode.publishAt!) - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
      const episodeRow = page.getByRole("region", { name: "Manage Podcasts" }).getByRole("listitem").filter({ hasText: episodeTitle });
      await expect(episodeRow.getByText(/^Scheduled · /)).toBeVisible();

      // The members' pages, which an admin previews, mark them too.
      await page.goto("/dashboard?tab=after-action");
      await expect(page.getByRole("link", { name: itemTitle })).toContainText("Draft");
      await page.goto(`/after-action/${item.id}`);
      await expect(page.locator("main header").filter({ hasText: itemTitle })).toContainText("Draft");
      await page.goto("/dashboard?tab=briefing");
      await expect(page.getByRole("article").filter({ hasText: episodeTitle })).toContainText("Scheduled · ");
    },
    async () => {
      for (const url of made) expect((await admin.delete(url)).status()).toBe(204);
      await admin.dispose();
    },
  );
});
