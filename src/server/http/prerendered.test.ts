import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../test/app.js";

// The build's prerendered public pages (docs/decisions/058) are what the
// server sends for their paths; every other page gets the empty shell.

const page = (root: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>Lead or Be Led</title>
    <meta name="description" content="Default description." />
  </head>
  <body><div id="root">${root}</div></body>
</html>`;

const ENTRY_SCRIPT = `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i} of the entry chunk`))};\n`;

describe("prerendered pages", () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-prerendered-"));
    fs.writeFileSync(path.join(webDir, "index.html"), page(""));
    fs.mkdirSync(path.join(webDir, "prerendered"));
    fs.writeFileSync(path.join(webDir, "prerendered", "index.html"), page("<h1>LANDING-BUILT</h1>"));
    fs.writeFileSync(path.join(webDir, "prerendered", "about.html"), page("<h1>ABOUT-BUILT</h1>"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "assets", "entry-abc123.js"), ENTRY_SCRIPT);
    fs.writeFileSync(path.join(webDir, "assets", "tiny-abc123.js"), "export {};\n");
    fs.writeFileSync(path.join(webDir, "robots.txt"), "User-agent: *\nAllow: /\n");
    // The build's own step, on this directory.
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, "../../../scripts/precompress.mjs"), webDir]);
    t = await createTestApp("pglite", { WEB_DIR: webDir, PUBLIC_URL: "https://lead.example.com" });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("sends a prerendered page for its path, query or not, with the site's share card, its own address and no caching", async () => {
    for (const url of ["/", "/about", "/about?from=footer"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain(url === "/" ? "<h1>LANDING-BUILT</h1>" : "<h1>ABOUT-BUILT</h1>");
      expect(res.body).toContain('<meta property="og:image" content="https://lead.example.com/og/site.png" />');
      // Filed under one address whatever the query: the page's own.
      const own = url === "/" ? "https://lead.example.com/" : "https://lead.example.com/about";
      expect(res.body).toContain(`<link rel="canonical" href="${own}" />`);
      expect(res.body).toContain(`<meta property="og:url" content="${own}" />`);
      expect(res.body.match(/rel="canonical"/g)).toHaveLength(1);
    }
    // The shell of every other page names no address: it is not that page's own.
    expect((await t.app.inject("/dashboard")).body).not.toContain('rel="canonical"');
  });

  it("sends the empty shell for every other page, and the not-found status for an unknown path", async () => {
    const dashboard = await t.app.inject("/dashboard");
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    const unknown = await t.app.inject("/about/more");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it("sends each page compressed as the client accepts, the same HTML in every encoding", async () => {
    const plain = await t.app.inject("/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["br;q=0, *", "gzip"],
      ["*", "br"],
    ] as const;
    for (const [accept, encoding] of cases) {
      // A prerendered page, the shell, and the shell as an unknown page's 404.
      for (const url of ["/about", "/dashboard", "/about/more"]) {
        const res = await t.app.inject({ url, headers: { "accept-encoding": accept } });
        expect(res.headers["content-encoding"], `${url} ${accept}`).toBe(encoding);
        expect(decode[encoding](res.rawPayload).toString("utf8")).toBe(url === "/about" ? plain.body : (await t.app.inject(url)).body);
      }
    }
    const head = await t.app.inject({ method: "HEAD", url: "/about", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    // The same headers as the GET (Node's server leaves the body out on a socket; inject keeps it).
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe((await t.app.inject({ url: "/about", headers: { "accept-encoding": "br" } })).headers["content-length"]);
    // A client that takes none of ours gets the page as it is.
    expect((await t.app.inject({ url: "/about", headers: { "accept-encoding": "identity" } })).body).toBe(plain.body);
  });

  it("sends the build's compressed copy of a script to a browser that accepts it, the file itself to one that does not", async () => {
    const url = "/assets/entry-abc123.js";
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toContain("javascript");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.vary).toContain("accept-encoding");
      // The copy made at build time, byte for byte: nothing is compressed per request.
      expect(res.rawPayload.equals(fs.readFileSync(path.join(webDir, "assets", `entry-abc123.js.${encoding === "br" ? "br" : "gz"}`)))).toBe(true);
      expect(decode[encoding](res.rawPayload).toString("utf8")).toBe(ENTRY_SCRIPT);
    }
    const plain = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ENTRY_SCRIPT);
    // A small file too (@fastify/compress's size threshold does not apply to a streamed file).
    const tiny = await t.app.inject({ url: "/assets/tiny-abc123.js", headers: { "accept-encoding": "br" } });
    expect(tiny.rawPayload.equals(fs.readFileSync(path.join(webDir, "assets", "tiny-abc123.js.br")))).toBe(true);
    // A text file outside the assets too.
    const robots = await t.app.inject({ url: "/robots.txt", headers: { "accept-encoding": "br" } });
    expect(robots.rawPayload.equals(fs.readFileSync(path.join(webDir, "robots.txt.br")))).toBe(true);
    // No page: the server compresses those itself.
    expect(fs.existsSync(path.join(webDir, "prerendered", "about.html.br"))).toBe(false);
    // The copies are not addresses of their own.
    expect((await t.app.inject(`${url}.br`)).statusCode).toBe(404);
    expect((await t.app.inject(`${url}.gz`)).statusCode).toBe(404);
  });
});
