import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../test/app.js";
import { standInBuild } from "../test/built-pages.js";
import { insertPost } from "../test/content-fixtures.js";
import { databaseKinds } from "../test/database.js";
import { warmUpFirstPage } from "./first-page.js";

// Before the server listens, the newest public post's page is asked for through the app's routing and kept
// (docs/decisions/118): the first visitor's page then finds that code run once, and the newest post made. The web
// app's renderer is stood in for, as in rendered-pages.test.ts.

const INDEX = '<!doctype html><html lang="en"><head><title>Lead or Be Led</title></head><body><div id="root"></div></body></html>';
const RENDERER = `export async function render(path, data) { return "<article>" + (data.post ? data.post.title : "") + "</article>"; }`;

describe.each(databaseKinds)("the first page's warm-up (%s)", (kind) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = standInBuild(INDEX, RENDERER);
    t = await createTestApp(kind, { WEB_DIR: path.join(root, "web") });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("keeps nothing, and fails nothing, on a site without public posts", async () => {
    await insertPost(t.database.db, { title: "Members only", isMembersOnly: true });
    await warmUpFirstPage(t.app);
    expect(t.app.deps.caches.postPages.size).toBe(0);
  });

  it("keeps the newest public post's page, rendered, and no other", async () => {
    const { db } = t.database;
    const older = await insertPost(db, { title: "Older", createdAt: new Date(Date.now() - 60_000) });
    const newest = await insertPost(db, { title: "Newest" });
    await insertPost(db, { title: "Newer but members only", isMembersOnly: true, createdAt: new Date(Date.now() + 60_000) });
    const pages = t.app.deps.caches.postPages;
    // On PostgreSQL the inserts' change notices arrive a little later and empty the posts' pages: warmed up again
    // until they have (a start has no such writes in flight).
    await expect
      .poll(async () => {
        await warmUpFirstPage(t.app);
        return pages.get(newest.id)?.html ?? "";
      })
      .toContain("<article>Newest</article>");
    expect(pages.get(older.id)).toBeUndefined();
    expect(pages.size).toBe(1);
  });
});
