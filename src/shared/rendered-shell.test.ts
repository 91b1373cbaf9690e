import { describe, expect, it } from "vitest";

import { afterPaintLoader, criticalStyles, renderedShell } from "./rendered-shell.js";
import { stylePlans } from "./style-plans.js";

/** index.html as Vite writes it: the entry script, its preloads and the stylesheet in the head. */
const shell = [
  "<head>",
  '<link rel="icon" href="/favicon.svg">',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/cn-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body>',
].join("\n");

describe("criticalStyles", () => {
  const css = [
    '@font-face{font-family:Inter;src:url(/assets/inter-core.woff2)format("woff2");unicode-range:U+20-7E}',
    '@font-face{font-family:"Inter Fallback";src:local(Arial);size-adjust:107%}',
    ':root{--font-sans:Inter,"Inter Fallback"}',
    "body{font-family:var(--font-sans)}",
    ".used{color:red}",
    ".unused{color:blue}",
    "nav .item{margin:1px}",
    "@media (min-width:40rem){.used{color:green}.unused{color:navy}}",
    '.quote::after{content:"</style><script>x</script>"}',
    '.cost::after{content:"$& $$"}',
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-leading{syntax:"*";inherits:false}',
    ':focus-visible:not([tabindex="-1"]){outline:2px solid gold}',
    "::selection{background:gold}",
  ].join("");

  it("puts the rules the page uses and every font face in place of the stylesheet's link, from the build's plans read once", () => {
    const read: string[] = [];
    // What the build writes (scripts/prerender.mjs): the stylesheet compiled, as JSON.
    const plans = JSON.parse(
      JSON.stringify(
        stylePlans(shell, (href) => {
          read.push(href);
          return css;
        }),
      ),
    );
    let plansRead = 0;
    const withStyles = criticalStyles(shell, () => {
      plansRead++;
      return plans;
    });
    const page = (root: string) => shell.replace('<div id="root"></div>', `<div id="root">${root}</div>`);
    const first = withStyles(page('<p class="used">One</p><nav><span class="item">x</span></nav>'));
    withStyles(page("<p>Two</p>"));
    expect(read).toEqual(["/assets/index-abc.css"]);
    expect(plansRead).toBe(1);
    expect(first).not.toContain('rel="stylesheet"');
    const style = /<style>([\s\S]*)<\/style>/.exec(first)![1]!;
    expect(style).toContain(".used{color:red}");
    expect(style).toContain(".used{color:green}");
    expect(style).toContain("nav .item{margin:1px}");
    expect(style).toContain("body{font-family:var(--font-sans)}");
    expect(style).toContain("--font-sans:Inter");
    expect(style).not.toContain(".unused");
    expect(style).not.toContain(".quote");
    // Tailwind's registered properties, each a rule of its own: no ";" after one, which would make the browser drop the next.
    expect(style).toContain('@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-leading{syntax:"*";inherits:false}');
    expect(style).not.toMatch(/\};/);
    // The site's rules for any element in a state, which name none: a page with the islands has no other (docs/decisions/116).
    expect(style).toContain(':focus-visible:not([tabindex="-1"]){outline:2px solid gold}');
    expect(style).toContain("::selection{background:gold}");
    // Both faces, though no rule names a family outright (Tailwind names them through a variable): kept aside whole,
    // outside the plan, whose faces would have the runtime read each page's text for the characters they cover.
    expect(style.match(/@font-face/g)).toHaveLength(2);
    expect(JSON.stringify(plans["/assets/index-abc.css"].plan)).not.toMatch(/font-face|unicode-range|inter-core/);
    // The rest of the page is as it was.
    expect(first).toContain('<link rel="icon" href="/favicon.svg">');
    expect(first).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it("lets no rule end the style element, and writes '$' as it is", () => {
    const withStyles = criticalStyles(shell, () => stylePlans(shell, () => css));
    const out = withStyles(shell.replace('<div id="root"></div>', '<div id="root"><q class="quote">Hi</q><b class="cost">x</b></div>'));
    expect(out.match(/<\/style>/g)).toHaveLength(1);
    expect(out).not.toContain("<script>x</script>");
    expect(out).toContain('.cost::after{content:"$& $$"}');
  });

  it("leaves a page as it is when index.html links no built stylesheet", () => {
    const html = '<head><link rel="stylesheet" href="https://elsewhere.example/x.css"></head><body></body>';
    expect(criticalStyles(html, () => ({}))(html)).toBe(html);
  });

  it("leaves a page its stylesheet link when the build made no plan for it", () => {
    const page = shell.replace('<div id="root"></div>', '<div id="root"><p class="used">One</p></div>');
    expect(criticalStyles(shell, () => null)(page)).toBe(page);
    expect(criticalStyles(shell, () => ({ "/assets/other.css": stylePlans(shell, () => css)["/assets/index-abc.css"]! }))(page)).toBe(page);
  });
});

describe("renderedShell", () => {
  it("takes out the entry script and its preloads and puts the loader that asks for them at the end of the body", () => {
    const out = renderedShell(shell);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('modulepreload" crossorigin');
    // The stylesheet link stays for criticalStyles to replace.
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(out).toMatch(/<div id="root"><\/div><script>[\s\S]+<\/script>\n {2}<\/body>$/);
    expect(out).toContain(`<script>${afterPaintLoader(shell)!}</script>`);
  });

  /** Runs the loader against a stand-in document and paint observer; returns what it did, in order. */
  function runLoader(visibility: string, paintReported: boolean) {
    const done: string[] = [];
    const sheets: { onload?: () => void }[] = [];
    const observers: { callback: () => void; observed: unknown; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintReported ? ["paint", "resource"] : ["resource"];
      entry: (typeof observers)[number];
      constructor(callback: () => void) {
        this.entry = { callback, observed: null, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.observed = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const document = {
      visibilityState: visibility,
      createElement: () => ({}) as { rel: string; crossOrigin: string; href: string; onload?: () => void },
      head: {
        append: (link: { rel: string; crossOrigin: string; href: string; onload?: () => void }) => {
          done.push(`${link.rel} ${link.crossOrigin === "" ? "anonymous" : "?"} ${link.href}`);
          if (link.rel === "stylesheet") sheets.push(link);
        },
      },
    };
    const code = afterPaintLoader(shell)!.replace("import(", "importModule(");
    new Function("document", "globalThis", "PerformanceObserver", "importModule", code)(
      document,
      { PerformanceObserver: FakeObserver },
      FakeObserver,
      (url: string) => done.push(`import ${url}`),
    );
    return { done, sheets, observers };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("loads the stylesheet and the chunks once the page has painted, and the entry once the stylesheet is in", async () => {
    const { done, sheets, observers } = runLoader("visible", true);
    expect(done).toEqual([]);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual({ type: "paint", buffered: true });
    // First paint, then first contentful paint in a later frame: a browser reports the second only to an observer still connected.
    const paint = observers[0]!;
    paint.callback();
    expect(paint.disconnected).toBe(true);
    if (!paint.disconnected) paint.callback();
    expect(done).toEqual([
      "stylesheet anonymous /assets/index-abc.css",
      "modulepreload anonymous /assets/index-abc.js",
      "modulepreload anonymous /assets/react-1.js",
      "modulepreload anonymous /assets/cn-2.js",
    ]);
    await flush();
    expect(done).not.toContain("import /assets/index-abc.js");
    sheets[0]!.onload!();
    await flush();
    expect(done.filter((step) => step.startsWith("import"))).toEqual(["import /assets/index-abc.js"]);
  });

  it("loads at once when no paint will come or none is reported", async () => {
    for (const [visibility, paints] of [
      ["hidden", true],
      ["visible", false],
    ] as const) {
      const { done, sheets, observers } = runLoader(visibility, paints);
      expect(observers, `${visibility} ${paints}`).toEqual([]);
      expect(done[0], `${visibility} ${paints}`).toBe("stylesheet anonymous /assets/index-abc.css");
      sheets[0]!.onload!();
      await flush();
      expect(done.at(-1), `${visibility} ${paints}`).toBe("import /assets/index-abc.js");
    }
  });

  it("leaves a page with no built entry script as it is", () => {
    const html = '<head><script type="module" src="https://elsewhere.example/x.js"></script></head><body></body>';
    expect(afterPaintLoader(html)).toBeNull();
    expect(renderedShell(html)).toBe(html);
  });
});
