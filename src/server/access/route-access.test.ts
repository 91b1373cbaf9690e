import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signInAdmin } from "../test/admin-session.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import type { DeclaredRoute } from "./route-access.js";

// Every route the app registers declares who may call it (config.access), and
// the declaration is what the server enforces (docs/decisions/001). A new
// route without one fails here; so does a content route declared "public".

/** The API resources that hold content: their routes must go through the access policy. */
const CONTENT_PREFIXES = [
  "/api/posts",
  "/api/podcasts",
  "/api/content-items",
  "/field-manual/",
  "/after-action/",
  "/briefing/",
  "/feeds/",
  "/api/search",
  "/api/transcripts",
];
const SOME_ID = "3f0c9a52-5d7e-4b7a-9d43-6c1f2e8b9a10";

const label = (r: DeclaredRoute) => `${r.method} ${r.url}`;
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, SOME_ID).replace(/\*$/, "anything");

describe("route access declarations", () => {
  let t: TestApp;
  let webDir: string;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    // A stand-in build, so the record page routes are registered too.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-web-"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><head><title>x</title></head><body></body></html>");
    t = await createTestApp("pglite", { WEB_DIR: webDir });
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
    admin = (await signInAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const routes = () => t.app.declaredRoutes;

  it("sees the app's routes, the record pages among them", () => {
    const labels = routes().map(label);
    expect(labels).toEqual(
      expect.arrayContaining(["GET /api/posts/:id", "GET /api/podcasts/:id/audio", "GET /field-manual/:postId", "POST /api/contact", "GET /index.html"]),
    );
    expect(labels.length).toBeGreaterThan(20);
  });

  it("every route declares its access rule", () => {
    expect(
      routes()
        .filter((r) => !r.access)
        .map(label),
    ).toEqual([]);
  });

  it('no route that returns content is "public": each names whose view the access policy shapes', () => {
    const content = routes().filter((r) => CONTENT_PREFIXES.some((p) => r.url.startsWith(p)) || r.url.endsWith(".xml"));
    expect(content.length).toBeGreaterThan(10);
    expect(content.filter((r) => r.access === "public").map(label)).toEqual([]);
  });

  it('"token" routes answer 404 to a wrong token, the same for a well-formed one and nonsense', async () => {
    const tokenRoutes = routes().filter((r) => r.access === "token");
    expect(tokenRoutes.length).toBeGreaterThan(1);
    for (const r of tokenRoutes) {
      for (const token of ["x".repeat(43), "nonsense"]) {
        const res = await t.app.inject({ method: r.method as "GET", url: r.url.replace(":token", token).replace(":file", `${SOME_ID}.mp3`) });
        expect(res.statusCode, label(r)).toBe(404);
        if (r.method !== "HEAD") expect(res.json().error.message, label(r)).toBe("Feed not found.");
      }
    }
  });

  const call = (r: DeclaredRoute, cookie?: string) =>
    t.app.inject({
      method: r.method as "GET",
      url: concrete(r.url),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(r.method === "GET" || r.method === "HEAD" ? {} : { payload: {} }),
    });

  it('"member" routes answer a visitor 401', async () => {
    const memberRoutes = routes().filter((r) => r.access === "member");
    expect(memberRoutes.length).toBeGreaterThan(3);
    for (const r of memberRoutes) expect((await call(r)).statusCode, label(r)).toBe(401);
  });

  it('"admin" routes answer a visitor 401 and a member 403, and let an admin through', async () => {
    const adminRoutes = routes().filter((r) => r.access === "admin");
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const r of adminRoutes) {
      expect((await call(r)).statusCode, label(r)).toBe(401);
      expect((await call(r, member)).statusCode, label(r)).toBe(403);
      expect([401, 403], label(r)).not.toContain((await call(r, admin)).statusCode);
    }
  });
});
