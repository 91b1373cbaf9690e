import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ASSETS_ROUTE } from "../access/built-files.js";
import type { DeclaredRoute } from "../access/route-access.js";
import { projectPath } from "../project-root.js";
import { createTestApp, type TestApp } from "../test/app.js";

/*
 * docs/api.md lists every route the app registers, and nothing else.
 *
 * The format this test reads: a route is a Markdown table row whose first
 * cell is its method(s) and second cell its path, each in backticks, and
 * whose third cell says who may call it:
 *
 *   | `GET` | `/api/posts/:id` | public | what it does |
 *   | `GET, POST` | `/api/auth/*` | public | ... |      (one route with two methods)
 *
 * Rows whose first cell is anything else (other tables, Better Auth's
 * endpoint list) are not routes. Routes served only with a web build are the
 * rows under the heading "## Served only with a web build" (up to the next
 * "## " heading).
 *
 * The registered routes come from `app.declaredRoutes`, which the onRoute
 * hook of access/route-access.ts fills before any route is registered (every
 * method and URL, with its config.access). A HEAD route beside a GET route
 * of the same URL (Fastify's automatic ones, and @fastify/static's) is the
 * GET route's and is not listed. The files of the build (@fastify/static
 * registers one route per file, and one for all of /assets/) are the one row
 * `GET /<file of the build>`.
 */

const API_MD = projectPath("docs/api.md");
const BUILD_SECTION = "## Served only with a web build";
const BUILD_FILE_ROW = "/<file of the build>";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

interface DocRow {
  route: string;
  who: string;
  buildOnly: boolean;
}

/** The rows of docs/api.md that are routes, as "METHOD url". */
function documentedRoutes(markdown: string): DocRow[] {
  const rows: DocRow[] = [];
  let buildOnly = false;
  const methodCell = new RegExp(`^\`((?:${METHODS.join("|")})(?:, (?:${METHODS.join("|")}))*)\`$`);
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) buildOnly = line.trim() === BUILD_SECTION;
    if (!line.startsWith("|")) continue;
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    const methods = methodCell.exec(cells[0] ?? "")?.[1];
    const url = /^`([^`]+)`$/.exec(cells[1] ?? "")?.[1];
    if (!methods || !url) continue;
    for (const method of methods.split(", ")) rows.push({ route: `${method} ${url}`, who: cells[2] ?? "", buildOnly });
  }
  return rows;
}

/** What api.md's third cell must start with for a declared access rule. */
const WHO: Record<string, string> = { public: "public", visitor: "public", viewer: "public", token: "public", member: "signed-in", admin: "admin" };

/** The app's routes as "METHOD url", with each one's access; build files folded into one row. */
function registeredRoutes(routes: DeclaredRoute[], webDir: string): Map<string, string | undefined> {
  const gets = new Set(routes.filter((r) => r.method === "GET").map((r) => r.url));
  const found = new Map<string, string | undefined>();
  for (const r of routes) {
    if (r.method === "HEAD" && gets.has(r.url)) continue;
    const isBuildFile = r.url === ASSETS_ROUTE || (r.url !== "/" && fs.statSync(path.join(webDir, r.url), { throwIfNoEntry: false })?.isFile() === true);
    found.set(`${r.method} ${isBuildFile ? BUILD_FILE_ROW : r.url}`, r.access);
  }
  return found;
}

describe("docs/api.md lists every registered route", () => {
  let withBuild: TestApp;
  let withoutBuild: TestApp;
  let webDir: string;
  let noBuildDir: string;
  const docs = () => documentedRoutes(fs.readFileSync(API_MD, "utf8"));

  beforeAll(async () => {
    // A stand-in build, so the routes that need one (the build's files, the record pages) are registered.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-web-"));
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><html><head><title>x</title></head><body></body></html>");
    fs.writeFileSync(path.join(webDir, "assets", "app-1234.js"), "");
    // And no build at all (whether or not dist/web exists here).
    noBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-noweb-"));
    withBuild = await createTestApp("pglite", { WEB_DIR: webDir });
    withoutBuild = await createTestApp("pglite", { WEB_DIR: noBuildDir });
  });
  afterAll(async () => {
    await withBuild?.close();
    await withoutBuild?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.rmSync(noBuildDir, { recursive: true, force: true });
  });

  it("reads a plausible number of rows, each route once", () => {
    const rows = docs().map((r) => r.route);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((r, i) => rows.indexOf(r) !== i)).toEqual([]);
  });

  it("with a web build: every registered route is documented, and every documented route is registered", () => {
    const registered = registeredRoutes(withBuild.app.declaredRoutes, webDir);
    const documented = new Set(docs().map((r) => r.route));
    expect(
      [...registered.keys()].filter((r) => !documented.has(r)),
      "registered but not in docs/api.md",
    ).toEqual([]);
    expect(
      [...documented].filter((r) => !registered.has(r)),
      "in docs/api.md but not registered",
    ).toEqual([]);
  });

  it(`without a build: the routes under "${BUILD_SECTION}" are exactly the ones missing`, () => {
    const registered = registeredRoutes(withoutBuild.app.declaredRoutes, noBuildDir);
    const rows = docs();
    expect(
      rows.filter((r) => !r.buildOnly && !registered.has(r.route)).map((r) => r.route),
      "documented as always there, but not registered",
    ).toEqual([]);
    expect(
      rows.filter((r) => r.buildOnly && registered.has(r.route)).map((r) => r.route),
      "documented as needing a build, but registered without one",
    ).toEqual([]);
  });

  it("says who may call each route as the route declares it (public, signed-in or admin)", () => {
    const registered = registeredRoutes(withBuild.app.declaredRoutes, webDir);
    const wrong = docs()
      .filter((r) => registered.has(r.route))
      .filter((r) => !r.who.startsWith(WHO[registered.get(r.route) ?? ""] ?? "(undeclared)"))
      .map((r) => `${r.route}: documented "${r.who}", declared ${registered.get(r.route)}`);
    expect(wrong).toEqual([]);
  });
});
