import { expect } from "@playwright/test";

import type { Post } from "../src/shared/content.js";
import { expectToast, signedInApi, thenCleanUp } from "./helpers.js";
import { test } from "./member-session.js";

// Private preview links (issue 30): the admin makes a link to a draft in the
// post's edit panel; someone with no account opens it and reads the draft
// under the preview notice; once the admin revokes it, the same address is
// the reader's not-found page again.

// The page is the demo admin's; the reader gets a context of their own, with no session.
test.use({ storageState: async ({ adminState }, use) => use(adminState) });

test("an admin shares a draft through a preview link, and revoking it closes it", async ({ page, browser, baseURL, playwright }) => {
  const title = `Preview drill ${Date.now().toString(36)}-${process.pid}`;
  const body = "Eyes only until the release goes out.";
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const reader = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  let id: string | undefined;
  await thenCleanUp(
    async () => {
      const res = await admin.post("/api/posts", { data: { title, content: body, isMembersOnly: false, status: "draft" } });
      expect(res.status(), await res.text()).toBe(201);
      const post = (await res.json()) as Post;
      id = post.id;
      expect(post.status).toBe("draft");

      // The edit panel's Preview section makes a link and shows it once.
      await page.goto("/admin/dashboard?tab=field-manual");
      const row = page.getByRole("region", { name: "Manage Posts", exact: true }).getByRole("listitem").filter({ hasText: title });
      await row.getByRole("button", { name: `Edit ${title}` }).click();
      const preview = page.getByRole("region", { name: "Edit Post" }).getByRole("region", { name: "Preview links" });
      const working = preview.getByRole("region", { name: "Working links" });
      await expect(working.getByText("No working preview links.")).toBeVisible();
      await expect(preview.getByRole("link", { name: /^View as a member/ })).toHaveAttribute("href", `/field-manual/${id}`);
      await preview.getByRole("button", { name: "Create preview link" }).click();
      await expectToast(page, "Preview link created");
      const url = await preview.getByLabel("New preview link").inputValue();
      expect(url.startsWith(`${baseURL}/field-manual/${id}?preview=`), url).toBe(true);
      await expect(working.getByRole("listitem")).toHaveCount(1);

      // "View as a visitor" opens the link in a tab of its own: from the admin's page (with an opener policy)
      // to a post's page (without one, docs/decisions/127), so the tab changes browsing context group on the way.
      const [visitorTab] = await Promise.all([page.context().waitForEvent("page"), preview.getByRole("button", { name: /^View as a visitor/ }).click()]);
      await expect(visitorTab).toHaveURL(`${url}&as=visitor`);
      await expect(visitorTab.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(visitorTab.getByText(body)).toBeVisible();
      await visitorTab.close();

      // Someone with no account reads the draft through it.
      const readerPage = await reader.newPage();
      await readerPage.goto(url);
      await expect(readerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(readerPage.getByText(body)).toBeVisible();
      await expect(readerPage.getByRole("complementary", { name: "Preview" })).toContainText(
        "Preview of an unpublished draft. Anyone with this link can read it",
      );
      await expect(readerPage.getByText("Draft", { exact: true })).toBeVisible();

      // Revoked in the panel: the link is gone from the list, and reads nothing.
      await working.getByRole("button", { name: /^Revoke the link made / }).click();
      await expectToast(page, "Preview link revoked");
      await expect(working.getByText("No working preview links.")).toBeVisible();
      await expect(preview.getByLabel("New preview link")).toHaveCount(0);
      await readerPage.reload();
      await expect(readerPage.getByText("Post not found.")).toBeVisible();
      await expect(readerPage.getByText(body)).toHaveCount(0);
    },
    async () => {
      await reader.close();
      if (id) expect((await admin.delete(`/api/posts/${id}`)).status()).toBe(204);
      await admin.dispose();
    },
  );
});
