import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

import type { ContentItem, Podcast } from "../src/shared/content.js";
import { expectToast, signedInApi } from "./helpers.js";
import { test } from "./member-session.js";

// Covers of episodes and items (issue 30, docs/decisions/086, 100): the admin
// chooses one in the episode's and the item's form (the post form's cover
// field), and it shows on the dashboard's card, on the record's page and in
// the public library, a members-only record's to visitors too; its upload
// also made the share image and the podcast art.

test.use({ storageState: async ({ adminState }, use) => use(adminState) });

/** Whether the image has loaded and drawn (a broken one has no natural width). */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

const coverPhoto = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#4a5d7d" } })
    .jpeg()
    .toBuffer();

/** Chooses a cover in the form's "Cover image" section, describes it in the image dialog and checks the form shows it. */
async function chooseCover(page: Page, form: Locator) {
  const section = form.getByRole("region", { name: "Cover image" });
  await section.locator('input[type="file"]').setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await coverPhoto() });
  const dialog = page.getByRole("alertdialog", { name: "Insert image" });
  await dialog.getByLabel("Image description (alt text)").fill("The briefing room");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("img", { name: "The current cover" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Change cover" })).toBeVisible();
  // How it is cut for other sites: both crops, made at the upload, drawn at their own shapes.
  await section.getByText("How it is cut for shared links and podcast apps").click();
  for (const [caption, ratio] of [
    ["Shared links (1200 × 630)", 1200 / 630],
    ["Podcast apps (1400 × 1400)", 1],
  ] as const) {
    const crop = section.getByRole("figure").filter({ hasText: caption }).locator("img");
    await expect.poll(() => loaded(crop)).toBe(true);
    const box = (await crop.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(ratio, 1);
  }
}

/** The cover on a card or a page: a decorative picture (empty alt), drawn. */
async function expectCover(scope: Locator, coverUrl: string) {
  const image = scope.locator(`picture img[src="${coverUrl}"]`);
  await expect(image).toHaveAttribute("alt", "");
  await expect.poll(() => loaded(image)).toBe(true);
}

test("an episode's and an item's cover: chosen in their forms, shown on the dashboard's cards, their pages and (locked) the library", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const ids: { episode?: string; item?: string } = {};
  try {
    // An episode, members only, with a cover.
    const episodeTitle = `Covered episode ${tag}`;
    await page.goto("/admin/dashboard");
    const podcastForm = page.getByRole("region", { name: "Upload New Podcast" });
    await podcastForm.getByLabel("Title").fill(episodeTitle);
    await chooseCover(page, podcastForm);
    await podcastForm.getByRole("switch", { name: "Members only" }).click();
    await podcastForm.getByLabel(/Audio file/).setInputFiles(path.join(import.meta.dirname, "fixtures", "clip.mp3"));
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/podcasts" && r.request().method() === "POST");
    await podcastForm.getByRole("button", { name: "Upload Podcast" }).click();
    const episode = (await (await uploaded).json()) as Podcast;
    ids.episode = episode.id;
    expect(episode.coverUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/[0-9a-f]{16}-1600x900\.jpg$/);
    await expectToast(page, "Podcast uploaded successfully!");
    // Uploaded as a cover: its share image and its podcast art were made too (docs/decisions/100), and a visitor may have them.
    for (const crop of ["share-1200x630", "square-1400"]) {
      const res = await visitor.request.get(episode.coverUrl!.replace(/-1600x900\.jpg$/, `-${crop}.jpg`));
      expect(res.status(), crop).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/jpeg");
    }

    // An After-Action text item, members only, with a cover.
    const itemTitle = `Covered report ${tag}`;
    await page.goto("/admin/dashboard?tab=after-action");
    const itemForm = page.getByRole("region", { name: /^(Create|Edit) After-Action Item$/ });
    await itemForm.getByLabel("Title").fill(itemTitle);
    await chooseCover(page, itemForm);
    await itemForm.getByLabel("Text Content").fill("Sustain: the morning brief.");
    await itemForm.getByRole("switch", { name: "Members only" }).click();
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/content-items" && r.request().method() === "POST");
    await itemForm.getByRole("button", { name: "Create Item" }).click();
    const item = (await (await created).json()) as ContentItem;
    ids.item = item.id;
    expect(item.coverUrl).toMatch(/-1600x900\.jpg$/);
    await expectToast(page, "Item created or updated successfully!");

    // The dashboard's cards (the admin reads as a member does).
    await page.goto("/dashboard?tab=briefing");
    await expectCover(page.locator("article").filter({ hasText: episodeTitle }), episode.coverUrl!);
    await page.goto("/dashboard?tab=after-action");
    await expectCover(page.getByRole("link", { name: itemTitle }), item.coverUrl!);

    // The episode's and the item's pages, and the library's cards: a visitor sees the locked record with its cover.
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/briefing/${episode.id}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name: episodeTitle })).toBeVisible();
    await expectCover(visitorPage.locator("main"), episode.coverUrl!);
    await visitorPage.goto(`/after-action/${item.id}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name: itemTitle })).toBeVisible();
    await expectCover(visitorPage.locator("main"), item.coverUrl!);
    await visitorPage.goto("/after-action");
    await expectCover(visitorPage.getByRole("link", { name: new RegExp(itemTitle) }), item.coverUrl!);

    // Taken off in the edit form: the card shows none.
    await page.goto("/admin/dashboard?tab=after-action");
    const list = page.getByRole("region", { name: "Manage After-Action Items" });
    await list
      .getByRole("listitem")
      .filter({ hasText: itemTitle })
      .getByRole("button", { name: `Edit ${itemTitle}` })
      .click();
    await itemForm.getByRole("region", { name: "Cover image" }).getByRole("button", { name: "Remove cover" }).click();
    const edited = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/content-items/${item.id}` && r.request().method() === "PUT");
    await itemForm.getByRole("button", { name: "Update Item" }).click();
    expect(((await (await edited).json()) as ContentItem).coverUrl).toBeNull();
    await page.goto("/dashboard?tab=after-action");
    await expect(page.getByRole("link", { name: itemTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: itemTitle }).locator("picture")).toHaveCount(0);
  } finally {
    // Tidying up asserts nothing: a failure here would hide the test's own.
    await visitor.close();
    if (ids.episode) await admin.delete(`/api/podcasts/${ids.episode}`);
    if (ids.item) await admin.delete(`/api/content-items/${ids.item}`);
    await admin.dispose();
  }
});
