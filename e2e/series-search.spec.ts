import { expect } from "@playwright/test";

import { expectNoAxeViolations } from "./axe.js";
import { signedInApi } from "./helpers.js";
import { test } from "./member-session.js";

// Series in the site search (issue 30, decision 112): a visitor searching a
// word of a series' description finds the series above the records, opens
// its page from there, and never sees a draft series with the same word.

test.use({ storageState: { cookies: [], origins: [] } });

test("a visitor finds a published series by its words, never a draft one", async ({ page, baseURL, playwright }) => {
  const word = `sextant${Date.now().toString(36)}`;
  const title = `Navigation drills ${word}`;
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const made: string[] = [];
  try {
    for (const data of [
      { title, description: `Five lessons on the ${word} and the chart.`, parts: [] },
      { title: `Hidden plan ${word}`, description: "Not out yet.", status: "draft", parts: [] },
    ]) {
      const res = await admin.post("/api/series", { data });
      expect(res.status(), await res.text()).toBe(201);
      made.push(((await res.json()) as { id: string }).id);
    }

    await page.goto(`/search?q=${word}`);
    const found = page.getByRole("list", { name: "Series that match" });
    await expect(found.getByRole("link")).toHaveText([title]);
    await expect(found.locator("mark")).toHaveText([word]);
    await expect(page.getByText(`Hidden plan ${word}`)).toHaveCount(0);
    await expectNoAxeViolations(page, "search results with a series");

    await found.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${made[0]}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  } finally {
    for (const id of made) await admin.delete(`/api/series/${id}`);
    await admin.dispose();
  }
});
