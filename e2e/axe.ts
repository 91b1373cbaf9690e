import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** What the site is held to: every WCAG 2.x A and AA rule, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe on the page as it is now and expects no violation; a failure
 * lists each rule broken (id, impact, help) with up to five of its elements.
 * `what` names the state checked, in the failure message.
 */
export async function expectNoAxeViolations(page: Page, what = page.url()) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe on ${what}`).toEqual([]);
}
