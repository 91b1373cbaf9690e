import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test/app.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";

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

describe("record pages: previews for shared links", () => {
  let t: TestApp;
  let webDir: string;
  let ids: { open: string; locked: string; item: string; longItem: string; lockedItem: string; episode: string; lockedEpisode: string };
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-pages-"));
    fs.writeFileSync(path.join(webDir, "index.html"), INDEX);
    t = await createTestApp("pglite", { WEB_DIR: webDir, PUBLIC_URL: "https://lead.example.com" });
    const { db } = t.database;
    ids = {
      open: (await insertPost(db, { title: `Hold the "Line" <now> & later`, content: "## Start\n\nThe **first** lesson of command is " + "x".repeat(300) })).id,
      locked: (await insertPost(db, { title: "Inner circle", content: "SECRET-BODY", isMembersOnly: true })).id,
      item: (await insertItem(db, t.storage, { title: "AAR: Flood", isMembersOnly: false })).id,
      longItem: (await insertItem(db, t.storage, { title: "AAR: Long", description: `Line one.\n\n${"The river rose overnight ".repeat(10)}and kept rising` }))
        .id,
      lockedItem: (await insertItem(db, t.storage, { title: "AAR: Closed", isMembersOnly: true })).id,
      episode: (await insertPodcast(db, t.storage, { title: "Episode 7: Intent", description: "Commander's intent in two minutes." })).id,
      lockedEpisode: (await insertPodcast(db, t.storage, { title: "Episode 8: Closed", description: "EPISODE-SECRET notes", isMembersOnly: true })).id,
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
    expect(html).toContain('<meta property="og:image" content="https://lead.example.com/og/field-manual.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
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

  it("gives each area its own share card, and none without PUBLIC_URL (crawlers need absolute URLs)", async () => {
    expect((await t.app.inject(`/after-action/${ids.item}`)).body).toContain('content="https://lead.example.com/og/after-action.png"');
    expect((await t.app.inject(`/briefing/${ids.episode}`)).body).toContain('content="https://lead.example.com/og/the-briefing.png"');
    expect((await t.app.inject(`/briefing/${ids.lockedEpisode}`)).body).toContain('content="https://lead.example.com/og/the-briefing.png"');
    for (const card of ["site", "field-manual", "the-briefing", "after-action"]) {
      const png = fs.readFileSync(path.join(import.meta.dirname, "../../../../public/og", `${card}.png`));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
    }
    const bare = await createTestApp("pglite", { WEB_DIR: webDir });
    try {
      const id = (await insertPost(bare.database.db, { title: "No public URL" })).id;
      const html = (await bare.app.inject(`/field-manual/${id}`)).body;
      expect(html).not.toContain("og:image");
      expect(html).toContain('<meta name="twitter:card" content="summary" />');
    } finally {
      await bare.close();
    }
  });

  it("cuts a long item description at a word, on one line, with an ellipsis", async () => {
    const html = (await t.app.inject(`/after-action/${ids.longItem}`)).body;
    const description = html.match(/<meta name="description" content="([^"]*)"/)![1]!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Line one\. The river rose overnight The river.* overnight…$/);
  });

  it("does the same for episodes: a public one with its description, a members-only one with its title only", async () => {
    const open = (await t.app.inject(`/briefing/${ids.episode}`)).body;
    expect(open).toContain("<title>Episode 7: Intent | Lead or Be Led</title>");
    expect(open).toContain('<meta property="og:title" content="Episode 7: Intent" />');
    expect(open).toContain('<meta property="og:description" content="Commander&#39;s intent in two minutes." />');
    expect(open).toContain(`<meta property="og:url" content="https://lead.example.com/briefing/${ids.episode}" />`);
    const locked = (await t.app.inject(`/briefing/${ids.lockedEpisode}`)).body;
    expect(locked).toContain("<title>Episode 8: Closed | Lead or Be Led</title>");
    expect(locked).not.toContain("EPISODE-SECRET");
    expect(locked).not.toContain("og:description");
    expect(locked).not.toContain('name="description"');
  });

  it("gives every other page the site's card once, and a page preview replaces it", async () => {
    const home = (await t.app.inject("/")).body;
    expect(home).toContain('<meta property="og:image" content="https://lead.example.com/og/site.png" />');
    expect(home).toContain('<meta property="og:description" content="Default description." />');
    expect(home.match(/og:image"/g)).toHaveLength(1);
    const post = (await t.app.inject(`/field-manual/${ids.open}`)).body;
    expect(post.match(/og:image"/g)).toHaveLength(1);
    expect(post.match(/twitter:card/g)).toHaveLength(1);
    expect(post).not.toContain("site.png");
    expect(post).not.toContain("Default description.");
  });

  it("answers 404 with the plain SPA (which says the record is not found) for unknown or malformed ids", async () => {
    const spa = (await t.app.inject("/")).body;
    for (const url of [
      "/briefing/not-a-uuid",
      "/field-manual/not-a-uuid",
      "/field-manual/00000000-0000-4000-8000-000000000000",
      "/after-action/%3Cscript%3E",
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(spa);
    }
  });
});
