import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { renderedShell } from "../../shared/rendered-shell.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { BUILT_INDEX, inlineScripts, scriptSrc, sha256, writeStylePlans } from "../test/built-pages.js";
import { insertPost } from "../test/content-fixtures.js";

// A reading page is sent with the islands instead of the app to a browser
// with no session (docs/decisions/116): the same HTML, the islands' loader in
// place of the app's, no page data (only the app reads it). A browser with a
// session cookie, or opening a preview link, gets the app. The browser tests
// see the islands work (e2e/islands.spec.ts).

const RENDERER = `export async function render(path, data) { return "<article>" + (data.post ? data.post.title : "PAGE " + path) + "</article>"; }`;
const ISLANDS = "/assets/islands-xyz789.js";

describe("reading pages with islands", () => {
  let t: TestApp;
  let root: string;
  let postUrl: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-islands-"));
    const web = path.join(root, "web");
    fs.mkdirSync(path.join(web, "assets"), { recursive: true });
    fs.mkdirSync(path.join(root, "prerender"));
    fs.writeFileSync(path.join(web, "index.html"), BUILT_INDEX);
    fs.writeFileSync(path.join(web, "assets", "index-abc123.css"), "article{color:green}");
    writeStylePlans(web);
    fs.writeFileSync(path.join(root, "prerender", "prerender.js"), RENDERER);
    fs.writeFileSync(path.join(root, "prerender", "islands.json"), JSON.stringify({ entry: ISLANDS }));
    // The build's login page (scripts/prerender.mjs): the rendered shell with the form inside #root.
    fs.mkdirSync(path.join(web, "prerendered"));
    const login = renderedShell(BUILT_INDEX).replace('<div id="root"></div>', '<div id="root"><form data-login-form="">LOGIN FORM</form></div>');
    fs.writeFileSync(path.join(web, "prerendered", "login.html"), login);
    fs.writeFileSync(path.join(web, "prerendered", "signup.html"), login.replace("LOGIN FORM", "SIGNUP FORM"));
    t = await createTestApp("pglite", { WEB_DIR: web });
    const { id } = await insertPost(t.database.db, { title: "Rendered post" });
    postUrl = `/field-manual/${id}`;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) } });

  it("sends a visitor the rendered page with the islands' loader, allowed by its hash, and without the page data", async () => {
    for (const url of [postUrl, "/", "/creator", "/field-manual"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/<article>(Rendered post|PAGE \/[\w-]*)<\/article>/);
      const scripts = inlineScripts(res.body);
      expect(scripts, url).toHaveLength(1);
      expect(scripts[0], url).toContain(`import(${JSON.stringify(ISLANDS)})`);
      expect(scripts[0], url).not.toContain("index-abc123.js");
      // The whole stylesheet fetched, applied only when an island needs it: the page's inline rules draw it.
      expect(res.body, url).toContain("<style>article{color:green}</style>");
      expect(scripts[0], url).toContain('["/assets/index-abc123.css"]');
      expect(scripts[0], url).toContain('sheet.media = "print"');
      // An island that hands the page to the app finds its entry on the loader (docs/decisions/119).
      expect(res.body, url).toContain(`<script data-app-entry="/assets/index-abc123.js">`);
      expect(res.body, url).not.toContain('id="page-data"');
      expect(String(res.headers.vary), url).toMatch(/\bcookie\b/);
      expect(scriptSrc(String(res.headers["content-security-policy"])), url).toContain(sha256(scripts[0]!));
    }
  });

  it("renders the static pages with their own title and description, which no app sets for a visitor", async () => {
    for (const [url, title] of [
      ["/about", "About | Lead or Be Led"],
      ["/privacy-terms", "Privacy / Terms | Lead or Be Led"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<article>PAGE ${url}</article>`);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.body.match(/<title>/g), url).toHaveLength(1);
      expect(res.body, url).toMatch(/<meta name="description" content="[^"]+" \/>/);
    }
  });

  it("sends a visitor the build's login page with its island and its own title, and a browser with a session the app", async () => {
    const visitor = await get("/login");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain("LOGIN FORM");
    expect(visitor.body).toContain("<title>Login | Lead or Be Led</title>");
    expect(visitor.body).toContain('<meta name="description" content="Member login for Lead or Be Led." />');
    const [loader] = inlineScripts(visitor.body);
    expect(loader).toContain(`import(${JSON.stringify(ISLANDS)})`);
    expect(visitor.body).toContain(`<script data-app-entry="/assets/index-abc123.js">`);
    expect(String(visitor.headers.vary)).toMatch(/\bcookie\b/);
    expect(scriptSrc(String(visitor.headers["content-security-policy"]))).toContain(sha256(loader!));

    const member = await get("/login", "lobl.session_token=anything");
    expect(inlineScripts(member.body)[0]).toContain('"/assets/index-abc123.js"');
    expect(member.body).not.toContain(ISLANDS);
    // The other prerendered pages stay the app's.
    const signup = await get("/signup");
    expect(signup.body).toContain("SIGNUP FORM");
    expect(signup.body).not.toContain(ISLANDS);
  });

  it("sends the app, with the page data, to a browser with a session cookie or opening a preview link", async () => {
    for (const [url, cookie] of [
      [postUrl, "lobl.session_token=anything"],
      [`${postUrl}?preview=token`, undefined],
      ["/", "theme=dark; lobl.session_token=abc.def"],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      const scripts = inlineScripts(res.body);
      expect(scripts, url).toHaveLength(1);
      expect(scripts[0], url).toContain('import("/assets/index-abc123.js")');
      expect(res.body, url).toContain('id="page-data"');
      expect(String(res.headers.vary), url).toMatch(/\bcookie\b/);
      expect(scriptSrc(String(res.headers["content-security-policy"])), url).toContain(sha256(scripts[0]!));
    }
  });

  it("allows exactly the two loaders inline", async () => {
    const visitor = inlineScripts((await get(postUrl)).body);
    const member = inlineScripts((await get(postUrl, "lobl.session_token=x")).body);
    const allowed = scriptSrc(String((await get(postUrl)).headers["content-security-policy"]));
    expect(allowed.sort()).toEqual(["'self'", sha256(visitor[0]!), sha256(member[0]!)].sort());
  });

  it("sends other cookies' visitors the islands, and compresses both variants", async () => {
    const res = await t.app.inject({ url: postUrl, headers: { cookie: "theme=dark", "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("cookie, accept-encoding");
    const app = await t.app.inject({ url: postUrl, headers: { cookie: "lobl.session_token=x", "accept-encoding": "br" } });
    expect(app.headers["content-encoding"]).toBe("br");
    expect(app.rawPayload.length).toBeGreaterThan(res.rawPayload.length);
  });
});
