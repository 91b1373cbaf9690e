import { expect, type Locator } from "@playwright/test";
import sharp from "sharp";

import { createPostWith, expectToast, signedInApi, thenCleanUp } from "./helpers.js";
import { newSignedInMember, test } from "./member-session.js";

// Images in a post (issue 30): the admin drops a photo on the editor, is
// asked for its description, sees it in the preview, and publishes the post
// for members. A member's browser gets the AVIF variant at its size; a
// visitor gets neither the post's body nor the image.

test.use({ storageState: async ({ adminState }, use) => use(adminState) });

const ALT = "Sergeants at the range";

/** Whether the image has loaded and drawn (a broken one has no natural width). */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test("an image dropped on the editor is described, previewed and shown to members only; the cover shows to anyone", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const title = `Image drill ${Date.now().toString(36)}-${process.pid}`;
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const member = await newSignedInMember(playwright, baseURL!, { tag: "images" });
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  let id: string | undefined;
  await thenCleanUp(
    async () => {
      await page.goto("/admin/dashboard?tab=field-manual");
      const form = page.getByRole("region", { name: /^(Create New Post|Edit Post)$/ });
      await form.getByLabel("Title").fill(title);
      const content = form.getByLabel("Content (Markdown supported)");
      await content.fill("Intro paragraph.");

      // The toolbar: Bold around the selected word.
      await content.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(0, 5));
      await form.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold (Ctrl+B)" }).click();
      await expect(content).toHaveValue("**Intro** paragraph.");
      await content.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(box.value.length, box.value.length));

      // A photo dropped on the box.
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#6b7d4a" } })
        .jpeg()
        .toBuffer();
      const drop = await page.evaluateHandle(
        (bytes) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], "range.jpg", { type: "image/jpeg" }));
          return transfer;
        },
        [...photo],
      );
      await content.dispatchEvent("drop", { dataTransfer: drop });
      const dialog = page.getByRole("alertdialog", { name: "Insert image" });
      await expect(dialog).toBeVisible();
      // Not without its description.
      await dialog.getByRole("button", { name: "Insert image" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Describe the image for readers who cannot see it (alt text).");
      await dialog.getByLabel("Image description (alt text)").fill(ALT);
      await dialog.getByRole("button", { name: "Insert image" }).click();
      await expect(dialog).toBeHidden();
      await expect(content).toHaveValue(
        new RegExp(`^\\*\\*Intro\\*\\* paragraph\\.\\n\\n!\\[${ALT}\\]\\(/api/images/[0-9a-f-]{36}/[0-9a-f]{16}-1200x800\\.jpg\\)$`),
      );

      const imageUrl = /\((\/api\/images\/[^)]+)\)/.exec(await content.inputValue())![1]!;

      // The live preview draws it at its size.
      const previewed = form.getByRole("region", { name: "Post preview" }).getByRole("img", { name: ALT });
      await expect(previewed).toHaveAttribute("width", "1200");
      await expect(previewed).toHaveAttribute("height", "800");
      await expect.poll(() => loaded(previewed)).toBe(true);

      // A cover, chosen and described in the same dialog.
      const coverSection = form.getByRole("region", { name: "Cover image" });
      await coverSection.locator('input[type="file"]').setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: photo });
      await dialog.getByLabel("Image description (alt text)").fill("Range at dawn");
      await dialog.getByRole("button", { name: "Insert image" }).click();
      await expect(dialog).toBeHidden();
      await expect(coverSection.getByRole("img", { name: "The current cover" })).toBeVisible();
      // Focus comes back to the button that opened the dialog.
      await expect(coverSection.getByRole("button", { name: "Change cover" })).toBeFocused();

      // Published for members.
      await form.getByRole("switch", { name: "Members only" }).click();
      const post = await createPostWith(page, form);
      id = post.id;
      expect(post.coverUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\/[0-9a-f]{16}-1200x800\.jpg$/);
      expect(post.coverUrl).not.toBe(imageUrl);
      await expectToast(page, "Post created or updated successfully!");

      // A member reads it with the image, AVIF at a width the browser chose.
      const memberContext = await browser.newContext({ baseURL, storageState: member.state });
      try {
        const reader = await memberContext.newPage();
        await reader.goto(`/field-manual/${id}`);
        const shown = reader.getByRole("img", { name: ALT });
        await expect(shown).toBeVisible();
        await expect.poll(() => loaded(shown)).toBe(true);
        expect(await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/-(480|960|1200)\.avif$/);
      } finally {
        await memberContext.close();
      }

      // A visitor gets the lock, and the image's address refuses them.
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/field-manual/${id}`);
      await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(visitorPage.getByRole("img", { name: ALT })).toHaveCount(0);
      expect((await visitorPage.request.get(imageUrl)).status()).toBe(401);
      // The cover shows with the locked post (decorative: no name), drawn.
      const cover = visitorPage.locator("main picture img").first();
      await expect(cover).toHaveAttribute("alt", "");
      await expect.poll(() => loaded(cover)).toBe(true);
    },
    async () => {
      await visitor.close();
      if (id) expect((await admin.delete(`/api/posts/${id}`)).status()).toBe(204);
      await admin.dispose();
      await member.api.dispose();
    },
  );
});
