import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { criticalStyles, renderedShell, STYLE_PLANS_FILE } from "../../shared/rendered-shell.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { BUILT_INDEX, inlineScripts, scriptSrc, sha256, writeStylePlans } from "../test/built-pages.js";
import { insertPost } from "../test/content-fixtures.js";

// A page that arrives rendered asks for its scripts and its stylesheet once
// it has painted (docs/decisions/071) through one inline loader, which the
// site's content security policy allows by its hash and allows nothing else
// inline; until then the stylesheet's rules the page uses are inline (073).
// The browser tests see it run (e2e/public-pages.spec.ts).

const RENDERER = `export async function render(path, data) { return "<article>" + data.post.title + "</article>"; }`;

describe("scripts after the first paint", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-after-paint-"));
    const web = path.join(root, "web");
    fs.mkdirSync(path.join(web, "assets"), { recursive: true });
    fs.mkdirSync(path.join(web, "prerendered"));
    fs.mkdirSync(path.join(root, "prerender"));
    fs.writeFileSync(path.join(web, "index.html"), BUILT_INDEX);
    fs.writeFileSync(path.join(web, "assets", "index-abc123.css"), "h1{color:red}article{color:green}.admin-only{color:blue}");
    // What scripts/prerender.mjs writes: the stylesheet's plan, and the page for "/".
    writeStylePlans(web);
    const withStyles = criticalStyles(BUILT_INDEX, () => JSON.parse(fs.readFileSync(path.join(root, "prerender", STYLE_PLANS_FILE), "utf8")));
    fs.writeFileSync(
      path.join(web, "prerendered", "index.html"),
      withStyles(renderedShell(BUILT_INDEX).replace('<div id="root"></div>', '<div id="root"><h1>LANDING</h1></div>')),
    );
    fs.writeFileSync(path.join(root, "prerender", "prerender.js"), RENDERER);
    t = await createTestApp("pglite", { WEB_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("sends the prerendered and the server-rendered pages with one loader, allowed by its hash, in place of the module tags, and the rules they use", async () => {
    const { id } = await insertPost(t.database.db, { title: "Rendered post" });
    const styles = { "/": "<style>h1{color:red}</style>", [`/field-manual/${id}`]: "<style>article{color:green}</style>" };
    for (const [url, style] of Object.entries(styles)) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/<article>Rendered post<\/article>|<h1>LANDING<\/h1>/);
      expect(res.body, url).not.toContain('<script type="module"');
      expect(res.body, url).not.toContain('modulepreload" crossorigin href');
      const scripts = inlineScripts(res.body);
      expect(scripts, url).toHaveLength(1);
      expect(scripts[0], url).toContain('import("/assets/index-abc123.js")');
      expect(scripts[0], url).toContain('["/assets/index-abc123.js","/assets/react-def456.js"]');
      expect(scripts[0], url).toContain('["/assets/index-abc123.css"]');
      // The stylesheet's rules the page uses, in place of its link, which the loader adds after the first paint.
      expect(res.body, url).toContain(style);
      expect(res.body, url).not.toContain('rel="stylesheet"');
      // The policy allows that script and nothing else inline.
      const allowed = scriptSrc(String(res.headers["content-security-policy"]));
      expect(allowed, url).toEqual(["'self'", sha256(scripts[0]!)]);
      // At the end of the body, after what it loads the code for.
      expect(res.body.indexOf("<script>"), url).toBeGreaterThan(res.body.indexOf('<div id="root">'));
    }
  });

  it("leaves the empty shell's module script and preloads as the build wrote them", async () => {
    const res = await t.app.inject("/dashboard");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def456.js">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    expect(inlineScripts(res.body)).toEqual([]);
  });

  it("allows no inline script when there is no build", async () => {
    const bare = await createTestApp("pglite", { WEB_DIR: path.join(root, "missing") });
    try {
      // Any answer but the API's JSON carries the page policy; without a build, an unknown page is a 404.
      expect(scriptSrc(String((await bare.app.inject("/no-such-page")).headers["content-security-policy"]))).toEqual(["'self'"]);
    } finally {
      await bare.close();
    }
  });
});
