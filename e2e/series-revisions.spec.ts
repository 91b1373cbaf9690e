import { expect } from "@playwright/test";

import type { Series } from "../src/shared/series.js";
import { expectNoAxeViolations } from "./axe.js";
import { expectToast, signedInApi } from "./helpers.js";
import { test } from "./member-session.js";

// A series' revision history (issue 30, decision 112): the admin renames a
// series and drops a part, finds both saves in the series form's History,
// views the first (its parts listed), and restores it: the old title and
// both parts come back, as a third save.

test.use({ storageState: async ({ adminState }, use) => use(adminState) });

test("an admin views a series' earlier save and restores it", async ({ page, baseURL, playwright }) => {
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const title = `History drill ${tag}`;
  const renamed = `${title} (renamed)`;
  const partTitles = [`History part one ${tag}`, `History part two ${tag}`];
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const postIds: string[] = [];
  let seriesId: string | undefined;
  try {
    for (const partTitle of partTitles) {
      const res = await admin.post("/api/posts", { data: { title: partTitle, content: "Words." } });
      expect(res.status(), await res.text()).toBe(201);
      postIds.push(((await res.json()) as { id: string }).id);
    }
    const made = await admin.post("/api/series", { data: { title, parts: postIds.map((id) => ({ kind: "post", id })) } });
    expect(made.status(), await made.text()).toBe(201);
    seriesId = ((await made.json()) as Series).id;

    await page.goto("/admin/series");
    const list = page.getByRole("region", { name: "Manage Series", exact: true });
    const editButton = (name: string) => list.getByRole("button", { name: `Edit ${name}`, exact: true });
    const form = page.getByRole("region", { name: "Edit Series" });
    const titleField = form.getByLabel("Title", { exact: true });
    const parts = form.getByRole("list", { name: "Parts of the series" }).getByRole("listitem");

    // Save 2: renamed, the second part removed.
    await editButton(title).click();
    await expect(titleField).toHaveValue(title);
    await titleField.fill(renamed);
    await parts
      .nth(1)
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(parts).toHaveCount(1);
    await form.getByRole("button", { name: "Update Series" }).click();
    await expectToast(page, "Series created or updated successfully!");

    // Its History lists both saves, newest first; the first shows its two parts.
    await editButton(renamed).click();
    const history = form.getByRole("region", { name: "History" });
    await history.getByRole("button", { name: "History" }).click();
    const saves = history.getByRole("listitem").filter({ hasText: /^Revision \d/ });
    await expect(saves).toHaveCount(2);
    await expect(saves.nth(0)).toContainText("Revision 2 · ");
    await saves.nth(1).getByRole("button", { name: "View revision 1", exact: true }).click();
    await expect(saves.nth(1).getByText(`${partTitles[1]} (post)`)).toBeVisible();
    await expectNoAxeViolations(page, "a series' History with a save viewed");

    // Restoring it brings the title and both parts back, as save 3.
    page.once("dialog", (dialog) => void dialog.accept());
    await saves.nth(1).getByRole("button", { name: "Restore revision 1", exact: true }).click();
    await expectToast(page, "Revision restored");
    await expect(titleField).toHaveValue(title);
    await expect(parts).toHaveCount(2);
    await expect(parts.nth(1)).toContainText(partTitles[1]!);
    await expect(saves).toHaveCount(3);
    await expect(saves.nth(0)).toContainText("Revision 3 · ");
  } finally {
    if (seriesId) await admin.delete(`/api/series/${seriesId}`);
    for (const id of postIds) await admin.delete(`/api/posts/${id}`);
    await admin.dispose();
  }
});
