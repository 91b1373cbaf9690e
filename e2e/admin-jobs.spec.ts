import { expect } from "@playwright/test";

import { expectNoAxeViolations } from "./axe.js";
import { test } from "./member-session.js";

// The admin's jobs page (docs/architecture/jobs.md): the demo server's first
// start runs the daily upkeep it finds never ran (catch-up), so done jobs
// are there to list; a retry of a dead job is proven by the API tests.

test("the jobs page lists the upkeep that ran at start, filters by state, and shows the schedules", async ({ browser, baseURL, adminState }) => {
  const context = await browser.newContext({ baseURL, storageState: adminState });
  const page = await context.newPage();
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");

  const table = page.getByRole("region", { name: "Jobs" });
  // A start queues all its upkeep in one statement (docs/decisions/125): those jobs share their creation time, so
  // the sweep's may be on a later page of the newest first. "Load more" until it is shown.
  const sweep = table.getByRole("row").filter({ hasText: "storage.sweep" }).first();
  const more = page.getByRole("button", { name: "Load more" });
  await expect(async () => {
    if (!(await sweep.isVisible()) && (await more.isVisible())) await more.click();
    await expect(sweep).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });

  await page.getByLabel("State").selectOption("done");
  await expect(page).toHaveURL(/state=done/);
  await expect.poll(async () => [...new Set(await table.getByRole("row").locator("td:nth-child(2)").allTextContents())]).toEqual(["Done"]);
  // Only a dead or failed job offers a retry.
  await expect(table.getByRole("button", { name: /^Retry/ })).toHaveCount(0);

  const recurring = page.getByRole("region", { name: "Recurring" });
  await expect(recurring.getByText("rate-limits.purge")).toBeVisible();
  await expect(recurring.getByText("analytics.flush")).toBeVisible();

  await page.getByLabel("State").selectOption("dead");
  await expect(page.getByText("No dead jobs.")).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
