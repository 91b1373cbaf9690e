import { describe, expect, it } from "vitest";
import { afterPaintLoader, renderedShell, withInlineStyles, withScriptsAfterPaint } from "./rendered-shell.js";

describe("withInlineStyles", () => {
  it("puts each built stylesheet in the page in place of its link, and nothing in it can end the style element", () => {
    const html = '<head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    const read: string[] = [];
    const out = withInlineStyles(html, (href) => {
      read.push(href);
      return 'a::after{content:"</style><script>x</script>"}';
    });
    expect(read).toEqual(["/assets/index-abc.css"]);
    expect(out).toBe('<head><link rel="icon" href="/favicon.svg"><style>a::after{content:"<\\/style><script>x</script>"}</style></head>');
  });

  it("leaves a page with no built stylesheet as it is", () => {
    const html = '<head><link rel="stylesheet" href="https://elsewhere.example/x.css"></head>';
    expect(withInlineStyles(html, () => "never")).toBe(html);
  });
});

describe("withScriptsAfterPaint", () => {
  const shell = [
    "<head>",
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/cn-2.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    "</head><body><div id=\"root\"></div></body>",
  ].join("\n");

  it("takes out the entry script and its preloads and puts the loader that asks for them at the end of the body", () => {
    const out = withScriptsAfterPaint(shell);
    expect(out).not.toContain("<script type=\"module\"");
    expect(out).not.toContain("modulepreload\" crossorigin");
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(out).toMatch(/<div id="root"><\/div><script>[\s\S]+<\/script>\n {2}<\/body>$/);
    const loader = afterPaintLoader(shell)!;
    expect(out).toContain(`<script>${loader}</script>`);
    expect(loader).toContain('for (const href of ["/assets/react-1.js","/assets/cn-2.js"])');
    expect(loader).toContain('import("/assets/index-abc.js")');
  });

  it("loads the entry and its chunks once the page has painted, or at once when no paint will come", () => {
    const run = (visibility: string, paintReported: boolean) => {
      const appended: string[] = [];
      const imported: string[] = [];
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
        createElement: () => ({}) as Record<string, string>,
        head: { append: (link: Record<string, string>) => appended.push(`${link.rel} ${link.crossOrigin === "" ? "anonymous" : "?"} ${link.href}`) },
      };
      const code = afterPaintLoader(shell)!.replace("import(", "importModule(");
      new Function("document", "globalThis", "PerformanceObserver", "importModule", code)(document, { PerformanceObserver: FakeObserver }, FakeObserver, (url: string) => imported.push(url));
      return { appended, imported, observers };
    };
    const visible = run("visible", true);
    expect(visible.imported).toEqual([]);
    expect(visible.observers).toHaveLength(1);
    expect(visible.observers[0]!.observed).toEqual({ type: "paint", buffered: true });
    // First paint, then first contentful paint in a later frame: a browser reports the second only to an observer still connected.
    const paint = visible.observers[0]!;
    paint.callback();
    expect(paint.disconnected).toBe(true);
    if (!paint.disconnected) paint.callback();
    expect(visible.imported).toEqual(["/assets/index-abc.js"]);
    expect(visible.appended).toEqual(["modulepreload anonymous /assets/react-1.js", "modulepreload anonymous /assets/cn-2.js"]);
    for (const [visibility, paints] of [["hidden", true], ["visible", false]] as const) {
      const now = run(visibility, paints);
      expect(now.observers, `${visibility} ${paints}`).toEqual([]);
      expect(now.imported, `${visibility} ${paints}`).toEqual(["/assets/index-abc.js"]);
    }
  });

  it("leaves a page with no built entry script as it is", () => {
    const html = '<head><script type="module" src="https://elsewhere.example/x.js"></script></head><body></body>';
    expect(afterPaintLoader(html)).toBeNull();
    expect(withScriptsAfterPaint(html)).toBe(html);
  });

  it("renderedShell inlines the styles and moves the scripts, with the loader made from index.html alone", () => {
    const out = renderedShell(shell, () => "p{}");
    expect(out).toContain("<style>p{}</style>");
    expect(out).toContain(`<script>${afterPaintLoader(shell)!}</script>`);
  });
});
