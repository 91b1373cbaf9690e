import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

import { authorNamed, type AdminAuthor } from "../src/shared/authors.js";
import { expectNoAxeViolations } from "./axe.js";
import { createPostWith, expectToast, signedInApi } from "./helpers.js";
import { test } from "./member-session.js";

// Guest authors (issue 30, decisions 113 and 117): the admin makes an author
// on /admin/authors and picks them on a new post; the post's page names the
// guest (photo, name to their page, short bio) in the server's
// HTML too; /authors/:slug lists their records a visitor may see (a
// members-only one by its title, with the lock, as the lists do); an author
// named on records cannot be deleted, and the toast says why.

test.describe.configure({ mode: "serial" });

const tag = `${Date.now().toString(36)}${process.pid}`;
const NAME = `Capt Dana Reyes ${tag}`;
const SLUG = `capt-dana-reyes-${tag}`;
const BIO = "Twenty years in search and rescue; writes on leading tired teams.";
const TITLES = {
  open: `Guest byline drill ${tag}`,
  locked: `Guest members drill ${tag}`,
  episode: `Guest episode drill ${tag}`,
  item: `Guest report drill ${tag}`,
};
const SECRET = `MEMBERS-ONLY-BODY-${tag}`;
const ids = { open: "", locked: "", episode: "", item: "", author: "" };

async function authorByName(admin: APIRequestContext): Promise<AdminAuthor | undefined> {
  const res = await admin.get("/api/admin/authors");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: AdminAuthor[] }).items.find((author) => author.name === NAME);
}

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL!, "admin");
  for (const id of [ids.open, ids.locked]) if (id) await admin.delete(`/api/posts/${id}`);
  if (ids.episode) await admin.delete(`/api/podcasts/${ids.episode}`);
  if (ids.item) await admin.delete(`/api/content-items/${ids.item}`);
  const author = await authorByName(admin);
  if (author) await admin.delete(`/api/admin/authors/${author.id}`);
  await admin.dispose();
});

/** The guest's byline on a post's page: their name linking to their page, and their bio. */
async function expectGuestByline(page: Page) {
  const byline = page.locator('[data-byline="guest"]');
  await expect(byline.getByRole("link", { name: NAME })).toHaveAttribute("href", `/authors/${SLUG}`);
  await expect(byline).toContainText(`By ${NAME}`);
  await expect(byline).toContainText(BIO);
  // Their photo, drawn (public as the creator's is, decision 113).
  await expect.poll(() => byline.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe("the admin", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("makes an author and picks them on a new post", async ({ page, playwright, baseURL }) => {
    await page.goto("/admin/authors");
    const form = page.getByRole("region", { name: "Create New Author" });
    await form.getByLabel("Name").fill(NAME);
    await expect(form.getByLabel("Page address (/authors/…)")).toHaveAttribute("placeholder", SLUG);
    await form.getByLabel("Short bio").fill(BIO);
    // A photo, chosen and described as any image is (the images dialog).
    const photo = form.getByRole("region", { name: "Photo" });
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#6b5d4a" } })
      .jpeg()
      .toBuffer();
    await photo.locator('input[type="file"]').setInputFiles({ name: "reyes.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const dialog = page.getByRole("alertdialog", { name: "Insert image" });
    await dialog.getByLabel("Image description (alt text)").fill(NAME);
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(dialog).toBeHidden();
    await expect(photo.getByRole("img", { name: "The current photo" })).toBeVisible();
    await form.getByRole("button", { name: "Create Author" }).click();
    await expectToast(page, "Author saved.");
    const row = page.getByRole("list", { name: "Authors" }).getByRole("listitem").filter({ hasText: NAME });
    await expect(row).toContainText(`/authors/${SLUG} - named on 0 records`);
    await expectNoAxeViolations(page, "the authors screen");

    await page.goto("/admin/dashboard?tab=field-manual");
    const postForm = page.getByRole("region", { name: "Create New Post" });
    await postForm.getByLabel("Title").fill(TITLES.open);
    await postForm.getByLabel("Content (Markdown supported)").fill("Lead the tired team by resting it on purpose.");
    await postForm.getByLabel("Author").selectOption({ label: NAME });
    const post = await createPostWith(page, postForm);
    ids.open = post.id;
    expect(post.authorId).toBeTruthy();
    ids.author = post.authorId!;

    // A members-only post naming the guest, arranged through the API.
    const admin = await signedInApi(playwright, baseURL!, "admin");
    const res = await admin.post("/api/posts", { data: { title: TITLES.locked, content: SECRET, isMembersOnly: true, authorId: ids.author } });
    expect(res.status(), await res.text()).toBe(201);
    ids.locked = ((await res.json()) as { id: string }).id;
    // An episode and a text item naming the guest too, by their multipart forms.
    const episode = await admin.post("/api/podcasts", {
      multipart: {
        title: TITLES.episode,
        authorId: ids.author,
        file: { name: "clip.mp3", mimeType: "audio/mpeg", buffer: fs.readFileSync(path.join(import.meta.dirname, "fixtures", "clip.mp3")) },
      },
    });
    expect(episode.status(), await episode.text()).toBe(201);
    ids.episode = ((await episode.json()) as { id: string }).id;
    const item = await admin.post("/api/content-items", {
      multipart: { title: TITLES.item, category: "after-action", mediaType: "text", contentText: "What went right, and why.", authorId: ids.author },
    });
    expect(item.status(), await item.text()).toBe(201);
    ids.item = ((await item.json()) as { id: string }).id;
    await admin.dispose();

    // The edit form shows the post's author.
    await page.reload();
    const postRow = page.getByRole("region", { name: "Manage Posts", exact: true }).getByRole("listitem").filter({ hasText: TITLES.open });
    await postRow.getByRole("button", { name: `Edit ${TITLES.open}` }).click();
    await expect(page.getByRole("region", { name: "Edit Post" }).getByLabel("Author")).toHaveValue(ids.author);
  });

  test("cannot delete an author records name: the toast says how many", async ({ page }) => {
    await page.goto("/admin/authors");
    const row = page.getByRole("list", { name: "Authors" }).getByRole("listitem").filter({ hasText: NAME });
    await expect(row).toContainText("named on 4 records");
    await row.getByRole("button", { name: `Delete ${NAME}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Error deleting author", authorNamed(4));
    await expect(row).toBeVisible();
  });
});

test.describe("a visitor", () => {
  test("reads the guest's byline on the post, and their page with the records a visitor may see", async ({ page }) => {
    await page.goto(`/field-manual/${ids.open}`);
    await expectGuestByline(page);
    await page.locator('[data-byline="guest"]').getByRole("link", { name: NAME }).click();
    await expect(page).toHaveURL(`/authors/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    const records = page.getByRole("list", { name: `By ${NAME}` });
    await expect(records.getByRole("heading", { level: 3 })).toHaveText([TITLES.item, TITLES.episode, TITLES.locked, TITLES.open]);
    await expect(records.getByRole("listitem").filter({ hasText: TITLES.locked })).toContainText("Members only");
    await expectNoAxeViolations(page, "an author's page");
  });

  test("reads the guest's byline on the episode's and the item's pages", async ({ page }) => {
    for (const address of [`/briefing/${ids.episode}`, `/after-action/${ids.item}`]) {
      await page.goto(address);
      await expectGuestByline(page);
    }
  });

  test("an unknown author's address is the not-found page", async ({ page }) => {
    const res = await page.goto(`/authors/nobody-${tag}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found." })).toBeVisible();
  });
});

test.describe("with scripts blocked", () => {
  test("the post's byline and the author's page are in the server's HTML", async ({ browser, baseURL }) => {
    // A page of its own: the suite's page waits for the app, which never runs here.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    for (const address of [`/field-manual/${ids.open}`, `/after-action/${ids.item}`]) {
      await page.goto(address);
      await expectGuestByline(page);
    }
    await page.goto(`/authors/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText(BIO)).toBeVisible();
    const records = page.getByRole("list", { name: `By ${NAME}` });
    await expect(records.getByRole("heading", { level: 3 })).toHaveText([TITLES.item, TITLES.episode, TITLES.locked, TITLES.open]);
    await expect(records.getByRole("link", { name: new RegExp(TITLES.open) })).toHaveAttribute("href", `/field-manual/${ids.open}`);
    expect(await page.content()).not.toContain(SECRET);
    await context.close();
  });
});

test.describe("a member", () => {
  test.use({ storageState: async ({ memberState }, use) => use(memberState) });

  test("gets the app on the author's page, with the members-only record marked MEMBERS", async ({ page }) => {
    await page.goto(`/authors/${SLUG}`);
    const records = page.getByRole("list", { name: `By ${NAME}` });
    await expect(records.getByRole("listitem").filter({ hasText: TITLES.locked })).toContainText("MEMBERS");
    await expect(records.getByRole("listitem")).toHaveCount(4);
  });
});
