/**
 * The shell a page rendered ahead of its code is sent in (the build's
 * prerendered pages and the pages the server renders per request): the built
 * index.html with its stylesheets inlined (docs/decisions/061) and its
 * scripts asked for after the first paint (docs/decisions/071). The empty
 * shell of every other page keeps Vite's tags: it has nothing to paint
 * before its code runs.
 */

/** The built shell's stylesheet links (Vite writes `<link rel="stylesheet" crossorigin href="/assets/….css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;
/** The built shell's entry script and the preloads of the chunks it imports (Vite writes both into the head). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** The rendered page's shell: `readStylesheet` gets a link's path, e.g. "/assets/index-abc.css". */
export function renderedShell(indexHtml: string, readStylesheet: (href: string) => string): string {
  return withInlineStyles(withScriptsAfterPaint(indexHtml), readStylesheet);
}

/** The page with its stylesheets inlined as `<style>`, so the text paints as soon as the HTML is parsed, with no request before it. */
export function withInlineStyles(html: string, readStylesheet: (href: string) => string): string {
  // A stylesheet cannot end the element early: "</style" has no meaning in CSS outside a string, where "\/" is the same character.
  return html.replace(STYLESHEET_LINK, (_, href: string) => `<style>${readStylesheet(href).replace(/<\/style/gi, "<\\/style")}</style>`);
}

/**
 * The inline script that loads the shell's entry script, and the chunks Vite
 * preloads beside it, once the page has painted; or at once when there will
 * be no paint to wait for (a page opened in a background tab) or the browser
 * does not report paints. Null when the shell has no built entry script. The
 * server allows exactly this script by its hash (http/security.ts), so it is
 * made from index.html alone and is the same in every rendered page.
 */
export function afterPaintLoader(indexHtml: string): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return null;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return [
    "(() => {",
    "  const load = () => {",
    `    for (const href of ${JSON.stringify(preloads)}) {`,
    '      const link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    '      link.crossOrigin = "";',
    "      link.href = href;",
    "      document.head.append(link);",
    "    }",
    `    import(${JSON.stringify(entry)});`,
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

/**
 * The page with its entry script and module preloads replaced by the
 * after-paint loader at the end of the body. A script that arrives while the
 * browser is still laying out the page runs first and holds its first paint
 * back; the page is readable without it. Unchanged when the page has no
 * built entry script.
 */
export function withScriptsAfterPaint(html: string): string {
  const loader = afterPaintLoader(html);
  if (!loader) return html;
  const page = html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
  if (!page.includes("</body>")) throw new Error("the shell has no </body> to put its script loader before");
  return page.replace("</body>", () => `<script>${loader}</script>\n  </body>`);
}
