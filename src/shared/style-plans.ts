import fs from "node:fs";
import path from "node:path";
import { compileSheet, encodePlan } from "beasties/compiler";

import { STYLE_PLANS_FILE, stylesheetsOf, type StylePlans } from "./rendered-shell.js";

/**
 * The build's half of a rendered page's inline styles (rendered-shell.ts:
 * criticalStyles, docs/decisions/124): each stylesheet the built index.html
 * links, parsed once by beasties' compiler (PostCSS) into a plan of its
 * rules and the tokens each needs in a page. scripts/prerender.mjs writes
 * the plans beside the page renderer; the server reads them, so it loads no
 * CSS parser and parses no stylesheet when it starts. Node only (the build
 * and the tests).
 */

/** A minified stylesheet's @font-face rules (their bodies hold no braces). */
const FONT_FACE = /@font-face\{[^}]*\}/g;
/**
 * Selectors beasties 0.5 does not match to the page, so their rules are
 * always kept (a few kilobytes before compression): Tailwind's arbitrary
 * variants that select inside an element (`[&_svg]:size-4` is
 * `.\[\&_svg\]\:size-4 svg{…}`; the class is written `[&amp;_svg]:size-4`
 * in the HTML), and its selectors built with `:where()`, `:is()` or `:has()`
 * (`space-y-2` is `:where(.space-y-2>:not(:last-child)){…}`); and the site's
 * own rules for every element in a state (styles.css: the focus ring,
 * `:focus-visible:not([tabindex="-1"])`, and `::selection`), which name no
 * element: a page with the islands applies no other rules (docs/decisions/116).
 */
const ALWAYS_KEPT = [/\\&/, /:(where|is|has)\(/, /^:focus-visible/, /^::selection/];

/** The plans of the stylesheets `indexHtml` links; `readStylesheet` gets a link's path, e.g. "/assets/index-abc.css". */
export function stylePlans(indexHtml: string, readStylesheet: (href: string) => string): StylePlans {
  return Object.fromEntries(
    stylesheetsOf(indexHtml).map((href) => {
      const css = readStylesheet(href);
      // The faces go whole in front of a page's rules (rendered-shell.ts): the plan leaves them out, or the runtime
      // would read every page's text for the characters a face's unicode-range covers, a few milliseconds a page.
      const plan = encodePlan(compileSheet(css.replace(FONT_FACE, ""), { href, exact: false, allowRules: ALWAYS_KEPT }));
      return [href, { plan, faces: css.match(FONT_FACE)?.join("") ?? "" }];
    }),
  );
}

/**
 * What the build does with them (scripts/prerender.mjs; the tests that stand
 * in for a build call it too): the plans of the stylesheets `webDir`'s
 * index.html links, written to `outDir` (the build's dist/prerender, beside
 * the page renderer, where the server looks for them); returns them.
 */
export function writeStylePlans(webDir: string, outDir: string): StylePlans {
  const plans = stylePlans(fs.readFileSync(path.join(webDir, "index.html"), "utf8"), (href) => fs.readFileSync(path.join(webDir, href), "utf8"));
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, STYLE_PLANS_FILE), JSON.stringify(plans));
  return plans;
}
