import { expect } from "@playwright/test";

import { test } from "./member-session.js";

// Empty lists in the site's look: an icon and one line; for the admin, a
// button that takes them to the form to create the first record.

const empty = { json: { items: [], nextCursor: null } };

test.describe("empty states", () => {
  test.describe("as a member", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });

    test("an empty article list: an icon and one line", async ({ page }) => {
      await page.route("**/api/posts?*", (route) => route.fulfill(empty));
      await page.goto("/dashboard");
      const text = page.getByText("No articles published yet.");
      await expect(text).toBeVisible();
      const box = text.locator("..");
      await expect(box.locator("svg")).toHaveCount(1);
      await expect(box).toHaveCSS("border-top-style", "dashed");
    });
  });

  test.describe("as the admin", () => {
    test.use({ storageState: async ({ adminState }, use) => use(adminState) });

    for (const { tab, button, field } of [
      { tab: "field-manual", button: "Write the first post", field: "Title" },
      { tab: "podcasts", button: "Upload the first episode", field: "Title" },
      { tab: "after-action", button: "Create the first item", field: "Title" },
    ]) {
      test(`an empty ${tab} list offers '${button}', which goes to the form`, async ({ page }) => {
        await page.route(/\/api\/(posts|podcasts|content-items)\?/, (route) => route.fulfill(empty));
        await page.goto(`/admin/dashboard?tab=${tab}`);
        await page.getByRole("button", { name: button }).click();
        await expect(page.getByLabel(field, { exact: true })).toBeFocused();
      });
    }
  });
});
