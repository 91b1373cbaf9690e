import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** What the site is held to: every WCAG 2.x A and AA rule, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/**
 * Rules axe marks experimental, so leaves out unless asked: a link's or
 * button's name must contain the text it shows (WCAG 2.5.3, Label in Name;
 * the search results broke it, issue 32).
 */
const EXPERIMENTAL = { "label-content-name-mismatch": { enabled: true } };

/**
 * Runs axe on the page as it is now and expects no violation; a failure
 * lists each rule broken (id, impact, help) with up to five of its elements.
 * `what` names the state checked, in the failure message.
 */
export async function expectNoAxeViolations(page: Page, what = page.url()) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

/** axe's violations on the page as it is now, one line per rule broken (id, impact, help) with up to five of its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).withTags(TAGS).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
}
