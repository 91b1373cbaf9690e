import { createProcessor, type CompactPlan } from "beasties/runtime";

import { FULL_STYLES_ATTRIBUTE } from "./full-styles.js";

/**
 * The shell a page rendered ahead of its code is sent in (the build's
 * prerendered pages and the pages the server renders per request), made
 * from the built index.html: its scripts and its stylesheet asked for after
 * the first paint (docs/decisions/071), and in their place the rules of the
 * stylesheet the page's own HTML uses (073). The empty shell of every other
 * page keeps Vite's tags: it has nothing to paint before its code runs.
 *
 * Runs in Node only (the build's prerender and the server), never in the
 * browser. The stylesheet is parsed by the build, not here: beasties'
 * compiler (PostCSS) turns it into a plan (shared/style-plans.ts), which the
 * server reads and beasties' runtime applies to each page.
 */

/** The built shell's stylesheet links (Vite writes `<link rel="stylesheet" crossorigin href="/assets/….css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;
/** The built shell's entry script and the preloads of the chunks it imports (Vite writes both into the head). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
/**
 * An at-rule with a block of declarations and the ";" beasties 0.5's
 * compiler puts after it (it ends every at-rule without nested rules with
 * one): `@property --x{…};`. The browser reads that ";" as the start of the
 * next rule's selector and drops that rule, so all of Tailwind's @property
 * rules but the first were lost (borders drawn with no style).
 */
const STRAY_SEMICOLON = /(@[\w-]+[^{};]*\{[^{}]*\});/g;
/** A built stylesheet as the build made it ready for criticalStyles (shared/style-plans.ts). */
export interface StylePlan {
  /** The stylesheet compiled by beasties: its rules with the tokens each needs in a page, as JSON. */
  plan: CompactPlan;
  /** Its @font-face rules. */
  faces: string;
}
/** The build's plans by stylesheet path ("/assets/index-abc.css"), written to dist/prerender beside the page renderer. */
export type StylePlans = Record<string, StylePlan>;
export const STYLE_PLANS_FILE = "style-plans.json";

/**
 * What puts a rendered page's styles in it: each of index.html's stylesheet
 * links replaced by a `<style>` of the rules the page's HTML uses (beasties,
 * from the tags, classes, ids and attributes in the page; combinators
 * counted as matching, so a rule is kept rather than missed) and every
 * @font-face rule, whose files a browser fetches only for text that uses
 * them (Tailwind names the families through variables, which beasties does
 * not follow). The whole stylesheet comes after the first paint, before the
 * page's code runs (the loader below). `readPlans` gives the build's plans
 * (docs/decisions/124); it is called once, for the first page. Without a
 * plan for every linked stylesheet (a build that made none), pages keep
 * their links: styled, but painted only once the stylesheet has arrived.
 */
export function criticalStyles(indexHtml: string, readPlans: () => StylePlans | null): (page: string) => string {
  const hrefs = stylesheetsOf(indexHtml);
  if (hrefs.length === 0) return (page) => page;
  let compiled: { processor: ReturnType<typeof createProcessor>; faces: string } | null | undefined;
  const compile = () => {
    const plans = readPlans();
    const sheets = hrefs.map((href) => plans?.[href]);
    if (!sheets.every((sheet) => sheet !== undefined)) return null;
    return { processor: createProcessor(sheets.map((sheet) => sheet.plan)), faces: sheets.map((sheet) => sheet.faces).join("") };
  };
  return (page) => {
    if (compiled === undefined) compiled = compile();
    if (!compiled) return page;
    const { processor, faces } = compiled;
    const css = processor.extract(page).css.replace(STRAY_SEMICOLON, "$1");
    let first = true;
    // One <style> in place of the first link (a function: "$" in CSS is no replacement pattern); the other links go.
    return page.replace(STYLESHEET_LINK, () => {
      if (!first) return "";
      first = false;
      return `<style>${(faces + css).replace(/<\/style/gi, "<\\/style")}</style>`;
    });
  };
}

/**
 * The inline script that loads, once the page has painted, the shell's
 * stylesheets and then an entry script (with the chunks given to preload,
 * fetched meanwhile): the page's code may render what its inline rules do
 * not cover. It loads at once when there will be no paint to wait for (a
 * page opened in a background tab) or the browser does not report paints.
 * With `stylesOnDemand`, the stylesheets are fetched without being applied
 * and the entry does not wait for them: a page that stays the server's HTML
 * needs only its inline rules, and applying the whole sheet would restyle
 * and lay out the whole page once more after it painted. The server allows
 * exactly these scripts by their hashes (http/security.ts), so each is made
 * from the build's files alone and is the same in every rendered page.
 */
function loaderScript(stylesheets: string[], entry: string, preloads: string[], stylesOnDemand = false): string {
  const load = stylesOnDemand
    ? [
        `    for (const href of ${JSON.stringify(stylesheets)}) {`,
        '      const sheet = link("stylesheet", href);',
        '      sheet.media = "print";',
        `      sheet.setAttribute(${JSON.stringify(FULL_STYLES_ATTRIBUTE)}, "");`,
        "    }",
        `    import(${JSON.stringify(entry)});`,
      ]
    : [
        `    const styled = ${JSON.stringify(stylesheets)}.map((href) => {`,
        '      const sheet = link("stylesheet", href);',
        "      return new Promise((done) => {",
        "        sheet.onload = done;",
        "        sheet.onerror = done;",
        "      });",
        "    });",
        `    for (const href of ${JSON.stringify(preloads)}) link("modulepreload", href);`,
        `    Promise.all(styled).then(() => import(${JSON.stringify(entry)}));`,
      ];
  return [
    "(() => {",
    "  const link = (rel, href) => {",
    '    const element = document.createElement("link");',
    "    element.rel = rel;",
    '    element.crossOrigin = "";',
    "    element.href = href;",
    "    document.head.append(element);",
    "    return element;",
    "  };",
    "  const load = () => {",
    ...load,
    "  };",
    '  if (document.visibilityState === "hidden" || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return load();',
    "  const painted = new PerformanceObserver(() => {",
    "    painted.disconnect();",
    "    load();",
    "  });",
    '  painted.observe({ type: "paint", buffered: true });',
    "})();",
  ].join("\n");
}

/** The paths of the stylesheets the built index.html links. */
export const stylesheetsOf = (indexHtml: string) => [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);

/** The app's entry script in index.html ("/assets/index-….js"), or null when the shell has no built one. */
export const appEntryScript = (indexHtml: string): string | null => ENTRY_SCRIPT.exec(indexHtml)?.[1] ?? null;

/** The loader of the app (docs/decisions/071): index.html's entry script and the chunks Vite preloads beside it. Null when the shell has no built entry script. */
export function afterPaintLoader(indexHtml: string): string | null {
  const entry = appEntryScript(indexHtml);
  if (!entry) return null;
  const preloads = [entry, ...[...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)];
  return loaderScript(stylesheetsOf(indexHtml), entry, preloads);
}

/**
 * The loader of a reading page's islands instead of the app
 * (docs/decisions/116): `islandsEntry` (the islands build's entry,
 * "/assets/islands-….js"), which imports what it needs on first use only,
 * and the stylesheets fetched to be applied on demand (an island that draws
 * what the page's inline rules do not cover, the toasts, applies them).
 * Null when the shell has no built entry script.
 */
export function islandsLoader(indexHtml: string, islandsEntry: string): string | null {
  if (!ENTRY_SCRIPT.test(indexHtml)) return null;
  return loaderScript(stylesheetsOf(indexHtml), islandsEntry, [], true);
}

/**
 * The rendered page's shell: index.html with its entry script and module
 * preloads replaced by the after-paint loader at the end of the body (a
 * script that arrives while the browser is still laying out the page runs
 * first and holds its first paint back; the page is readable without it).
 * Its stylesheet link stays for `criticalStyles` to replace. Unchanged when
 * index.html has no built entry script.
 */
export function renderedShell(html: string): string {
  const loader = afterPaintLoader(html);
  if (!loader) return html;
  const page = html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
  if (!page.includes("</body>")) throw new Error("the shell has no </body> to put its script loader before");
  return page.replace("</body>", () => `<script>${loader}</script>\n  </body>`);
}
