import type { Page } from "@playwright/test";

// Checks that a page the server sent as HTML (prerendered, docs/decisions/058,
// or rendered per request, docs/decisions/060) is taken over by React in the
// browser rather than thrown away and rendered again.

/**
 * Keeps the server's heading element (`#root h1`) as parsed from the HTML, so
 * a test can tell later whether React took it over (still in the page) or
 * threw the server's HTML away and rendered again (a hydration failure). It is
 * taken when `document.readyState` turns "interactive": the document has been
 * parsed but no deferred or module script has run yet (DOMContentLoaded comes
 * only after those scripts). Applies to every document the page loads.
 */
export async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector("#root h1");
    });
  });
}

/** The heading kept by keepServerHeading was there in the server's HTML and is still in the page. */
export const serverHeadingKept = (page: Page) =>
  page.evaluate(() => {
    const heading = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return heading !== undefined && heading !== null && heading.isConnected;
  });

/** Content security policy refusals in the page (zod's parser compiler tried `new Function` until told not to). */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * Console errors and warnings and uncaught errors in the page, each after the
 * page's address. The production build logs a hydration mismatch as
 * "Minified React error #418" (or #419, #422, #423, #425), never as
 * "Hydration failed": expecting no entry at all catches those and more.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
