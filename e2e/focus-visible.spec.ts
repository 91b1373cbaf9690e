import { expect, type Page } from "@playwright/test";

import { expectVisibleFocus, readFocus, tabThroughPage } from "./focus.js";
import { test } from "./member-session.js";

// Keyboard focus is visible on every control, gold (primary) ones included
// (WCAG 2.4.7, 2.4.13): each page is walked with Tab and the focused control's
// computed outline and inner ring are measured against the control and the
// page, from the first frame on (a colour transition starting from the
// control's dark text colour once made the ring on gold buttons invisible).

/** Nothing is loading: no live region says anything (an empty one, such as the tags field's, waits for its message). */
async function ready(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveCount(0);
}

const visitorPages = ["/", "/login", "/signup", "/contact", "/about", "/privacy-terms", "/forgot-password"];

test.describe("visible focus", () => {
  for (const path of visitorPages) {
    test(`every control on ${path}, as a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      const seen = await tabThroughPage(page);
      expect(seen.length).toBeGreaterThan(3);
    });
  }

  test("the mobile menu's controls, as a visitor at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    // The menu starts with the search field, then its links and Member Access.
    expect((await readFocus(page))?.element).toContain("<input>");
    expectVisibleFocus((await readFocus(page))!);
    for (let i = 0; i < 12 && !(await readFocus(page))?.element.includes("Member Access"); i++) await page.keyboard.press("Tab");
    expect((await readFocus(page))?.element).toContain("Member Access");
    expectVisibleFocus((await readFocus(page))!);
    await page.keyboard.press("Shift+Tab");
    expectVisibleFocus((await readFocus(page))!);
  });

  test.describe("as a member", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });

    for (const tab of ["field-manual", "briefing", "after-action"]) {
      test(`every control on the dashboard's ${tab} tab, players included`, async ({ page }) => {
        await page.goto(`/dashboard?tab=${tab}`);
        await expect(page.getByRole("tab", { selected: true })).toBeVisible();
        await ready(page);
        const seen = await tabThroughPage(page);
        expect(seen.some((name) => name.includes("role=tab"))).toBe(true);
        if (tab === "briefing") expect(seen.some((name) => name.startsWith('<button> "') && /Play /.test(name))).toBe(true);
      });
    }
  });

  test.describe("as the admin", () => {
    test.use({ storageState: async ({ adminState }, use) => use(adminState) });

    for (const tab of ["podcasts", "field-manual", "briefings", "after-action"]) {
      test(`every control on the admin dashboard's ${tab} tab`, async ({ page }) => {
        await page.goto(`/admin/dashboard?tab=${tab}`);
        await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
        await ready(page);
        await tabThroughPage(page, 60);
      });
    }

    test("the destructive button in a delete confirmation", async ({ page }) => {
      await page.goto("/admin/dashboard?tab=field-manual");
      const remove = page.getByRole("button", { name: /^Delete / }).first();
      await remove.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 2; i++) {
        expectVisibleFocus((await readFocus(page))!);
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });
  });
});
