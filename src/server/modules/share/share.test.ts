import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertItem, insertPost } from "../../test/content-fixtures.js";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Lead or Be Led</title>
    <meta
      name="description"
      content="Default description."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("shared links", () => {
  let t: TestApp;
  let webDir: string;
  let ids: { open: string; locked: string; item: string; lockedItem: string };
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-share-"));
    fs.writeFileSync(path.join(webDir, "index.html"), INDEX);
    t = await createTestApp("pglite", { WEB_DIR: webDir, PUBLIC_URL: "https://lead.example.com" });
    const { db } = t.database;
    ids = {
      open: (await insertPost(db, { title: `Hold the "Line" <now> & later`, content: "## Start\n\nThe **first** lesson of command is " + "x".repeat(300) })).id,
      locked: (await insertPost(db, { title: "Inner circle", content: "SECRET-BODY", isMembersOnly: true })).id,
      item: (await insertItem(db, t.storage, { title: "AAR: Flood", isMembersOnly: false })).id,
      lockedItem: (await insertItem(db, t.storage, { title: "AAR: Closed", isMembersOnly: true })).id,
    };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("puts an escaped title, the 160-character plain-text description and Open Graph tags into a post page", async () => {
    const res = await t.app.inject(`/field-manual/${ids.open}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(html).toContain("<title>Hold the &quot;Line&quot; &lt;now&gt; &amp; later | Lead or Be Led</title>");
    expect(html).not.toContain("<now>");
    const description = html.match(/<meta name="description" content="([^"]*)"/)![1]!;
    expect(description.startsWith("Start The first lesson of command is xxx")).toBe(true);
    expect(description).toHaveLength(160);
    expect(html).toContain('<meta property="og:title" content="Hold the &quot;Line&quot; &lt;now&gt; &amp; later" />');
    expect(html).toContain(`<meta property="og:url" content="https://lead.example.com/field-manual/${ids.open}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain("Default description.");
    expect(html).toContain('<div id="root">');
  });

  it("gives a members-only post its title only", async () => {
    const html = (await t.app.inject(`/field-manual/${ids.locked}`)).body;
    expect(html).toContain("<title>Inner circle | Lead or Be Led</title>");
    expect(html).not.toContain("SECRET-BODY");
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain("og:description");
  });

  it("does the same for items", async () => {
    expect((await t.app.inject(`/after-action/${ids.item}`)).body).toContain('<meta property="og:description" content="What it is" />');
    const locked = (await t.app.inject(`/after-action/${ids.lockedItem}`)).body;
    expect(locked).toContain("<title>AAR: Closed | Lead or Be Led</title>");
    expect(locked).not.toContain("og:description");
  });

  it("serves the plain SPA for unknown or malformed ids", async () => {
    for (const url of ["/field-manual/not-a-uuid", "/field-manual/00000000-0000-4000-8000-000000000000", "/after-action/%3Cscript%3E"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });
});
