import { test as base } from "@playwright/test";

/**
 * The one Playwright `test` every spec builds on: its page waits, after each
 * goto and reload, until the app has taken the page over (`data-ready` on
 * <html>, set by src/web/app/app.tsx). The public pages arrive prerendered
 * (docs/decisions/058), so their buttons are visible before React answers
 * them; a click or key press in that moment would be lost, as it would be
 * for a person, and the test would flake on a loaded machine.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const ready = () => page.waitForFunction(() => document.getElementById("root") === null || document.documentElement.dataset.ready === "true");
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
});
