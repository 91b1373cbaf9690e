import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signInAdmin } from "../test/admin-session.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { insertPost } from "../test/content-fixtures.js";

// A stand-in for `dist/web` so these tests do not depend on a Vite build.
function fakeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-web-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Lead or Be Led</title><div id=root></div>");
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log('app');".repeat(200));
  fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nDisallow: /api/\n");
  return dir;
}

describe("HTTP surface", () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fakeWebDir();
    t = await createTestApp("pglite", { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers /healthz and /readyz, uncached", async () => {
    const health = await t.app.inject("/healthz");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("serves the SPA for page routes, never cached", async () => {
    for (const url of [
      "/",
      "/about",
      "/contact",
      "/privacy-terms",
      "/login",
      "/signup",
      "/dashboard",
      "/field-manual/abc",
      "/after-action/xyz",
      "/admin/dashboard",
      "/about?ref=x",
    ]) {
      const res = await t.app.inject(url);
      // A record page whose id is no record's is the SPA's "not found", with its status.
      expect(res.statusCode, url).toBe(/^\/(field-manual|after-action)\//.test(url) ? 404 : 200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("answers unknown page paths with the SPA and a real 404", async () => {
    const res = await t.app.inject("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<div id=root>");
  });

  it("gives JSON 404s for unknown API routes and plain 404s for missing files", async () => {
    const api = await t.app.inject("/api/nope");
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("NOT_FOUND");
    const post = await t.app.inject({ method: "POST", url: "/about" });
    expect(post.statusCode).toBe(404);
    // The hashed files are one route (docs/decisions/124): a folder or a path that climbs is missing too, and an
    // error in place of a file gets a page's headers, as before.
    for (const url of ["/assets/missing-123.js", "/favicon-nope.png", "/assets/", "/assets/..%5crobots.txt", "/assets/index-abc123.js.br"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/json/);
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
    }
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const res = await t.app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    const robots = await t.app.inject("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("User-agent");
  });

  it("sends a static file only the headers it needs, and a page the whole policy", async () => {
    const page = await t.app.inject("/");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    for (const url of ["/assets/index-abc123.js", "/robots.txt"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "referrer-policy",
        "cross-origin-opener-policy",
        "origin-agent-cluster",
        "x-xss-protection",
      ])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A hashed file is never revalidated: no validators or ranges.
    const asset = await t.app.inject("/assets/index-abc123.js");
    for (const name of ["etag", "last-modified", "accept-ranges"]) expect(asset.headers[name], name).toBeUndefined();
    expect((await t.app.inject("/robots.txt")).headers.etag).toBeDefined();
    // The build's HTML files are pages wherever they are asked for.
    expect((await t.app.inject("/index.html")).headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("sends strict security headers without HSTS over plain http", async () => {
    const res = await t.app.inject("/");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // On answers made before any route runs too: a refused request, an unknown page.
    const missing = await t.app.inject("/no-such-page");
    expect(missing.headers["content-security-policy"]).toBe(csp);
  });

  it("sends the pages a shared link opens without an opener policy, and every other page with it", async () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const openerFree = ["/", "/login", "/signup", "/about", "/creator", "/privacy-terms", "/field-manual", "/briefing", "/after-action"];
    openerFree.push(`/field-manual/${id}`, `/briefing/${id}`, `/series/${id}`, "/authors/someone", "/verify/LBL-0000-0000");
    for (const url of openerFree) {
      const res = await t.app.inject(url);
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"], url).toBeUndefined();
    }
    // An item's page may hold a PDF's frame for those who may read it; members' pages and unknown paths are no reading pages.
    for (const url of [`/after-action/${id}`, "/dashboard", "/account", "/admin/members", "/organisation", "/reset-password", "/no-such-page", "/index.html"])
      expect((await t.app.inject(url)).headers["cross-origin-opener-policy"], url).toBe("same-origin");
    // Chosen by the path as sent, which the page reads back: an escaped spelling of a reading page is routed to it, and
    // has the policy, as the app takes it to have (web/app/opener-guard.tsx, docs/decisions/130).
    for (const url of [`/%66ield-manual/${id}`, "/%61bout", "/%6Cogin"]) {
      const res = await t.app.inject(url);
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
    expect((await t.app.inject(`/Field-Manual/${id}/?from=share`)).headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("gives the API's JSON answers a policy of their own, and an API answer that is a file the whole set", async () => {
    // Refused, unknown, and answered: the same short set on each.
    const { cookie } = await signInAdmin(t);
    for (const [url, status] of [
      ["/api/me", 401],
      ["/api/no-such-thing", 404],
      ["/api/admin/members", 200],
    ] as const) {
      const res = await t.app.inject({ url, headers: status === 200 ? { cookie } : {} });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      for (const name of ["x-frame-options", "referrer-policy", "cross-origin-opener-policy", "origin-agent-cluster", "x-xss-protection"])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A post's 304 keeps the API's set: it updates the headers of the JSON the browser kept.
    const post = await insertPost(t.database.db, { title: "Headers" });
    const read = await t.app.inject({ url: `/api/posts/${post.id}`, headers: { cookie } });
    const unchanged = await t.app.inject({ url: `/api/posts/${post.id}`, headers: { cookie, "if-none-match": String(read.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(unchanged.headers["x-frame-options"]).toBeUndefined();
    const csv = await t.app.inject({ url: "/api/admin/members/export.csv", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(csv.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(csv.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("HTTP surface over https", () => {
  it("adds HSTS when PUBLIC_URL is https", async () => {
    const t = await createTestApp("pglite", { PUBLIC_URL: "https://lead.example.com" });
    try {
      const res = await t.app.inject("/healthz");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    } finally {
      await t.close();
    }
  });
});
