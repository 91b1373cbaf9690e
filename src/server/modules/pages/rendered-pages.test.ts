import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { BodyRenderer } from "../../../shared/rendered-bodies.js";
import { query } from "../../db/raw-query.js";
import { authors, contentItems, posts, renderedBodies, series, seriesParts } from "../../db/schema.js";
import { loadBodyRenderer } from "../../http/page-render.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN } from "../../test/auth-helpers.js";
import { writeStylePlans } from "../../test/built-pages.js";
import { insertItem, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { renderStaleBodies } from "../bodies/rendered.js";

// A public post's or item's page is rendered on the server
// (docs/decisions/060) and kept until the record changes. The web app's renderer is stood in for by a
// small module at the place the build puts it (dist/prerender beside
// dist/web), so these tests are about the server's part: what it renders,
// for whom, with which data, and for how long. The browser tests render with
// the real one (e2e/rendered-pages.spec.ts).

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Lead or Be Led</title><link rel="stylesheet" crossorigin href="/assets/site-1.css"></head>
  <body><div id="root"></div></body>
</html>`;

// Its renderBody stands in for the bodies rendered ahead (docs/decisions/123); render writes a body it is handed as it is.
const RENDERER = `
export async function render(path, data, bodies) {
  const text = data.post ? data.post.content : data.item.contentText;
  if (text.includes("RENDER-FAILS")) throw new Error("render failed");
  const ahead = bodies ? [...bodies.values()][0] : undefined;
  return "<article data-path=\\"" + path + "\\">" + (ahead ?? text.replace(/</g, "&lt;")) + "</article>";
}
export async function bodyRendererVersion() {
  return "v1";
}
export async function renderBody(text, mode) {
  if (text.includes("BODY-FAILS")) throw new Error("body render failed");
  return "<p data-ahead=\\"" + mode + "\\">" + text.replace(/</g, "&lt;") + "</p>";
}`;

describe.each(databaseKinds)("a rendered record page (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-post-page-"));
    fs.mkdirSync(path.join(root, "web"));
    fs.mkdirSync(path.join(root, "prerender"));
    fs.writeFileSync(path.join(root, "web", "index.html"), INDEX);
    fs.mkdirSync(path.join(root, "web", "assets"));
    fs.writeFileSync(path.join(root, "web", "assets", "site-1.css"), "article{color:SITE-STYLES}.unused{color:UNUSED}");
    writeStylePlans(path.join(root, "web"));
    fs.writeFileSync(path.join(root, "prerender", "prerender.js"), RENDERER);
    t = await createTestApp(kind, { WEB_DIR: path.join(root, "web") });
    admin = (await signInAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async (id: string, area = "field-manual", status = 200) => {
    const res = await t.app.inject(`/${area}/${id}`);
    expect(res.statusCode).toBe(status);
    expect(res.headers["cache-control"]).toBe("no-cache");
    return res.body;
  };
  const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!) as unknown;

  it("arrives with a public post rendered in it and the post beside it as page data, escaped", async () => {
    const content = "Hold the line. </script><script>alert(1)</script>";
    const { id } = await insertPost(t.database.db, { title: "Rendered", content });
    const html = await page(id);
    expect(html).toContain(`<div id="root"><article data-path="/field-manual/${id}">Hold the line. &lt;/script>`);
    // Only the one script element the page data is: nothing in the post can close it.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(pageData(html)).toEqual({
      post: {
        id,
        title: "Rendered",
        isMembersOnly: false,
        locked: false,
        content,
        excerpt: expect.any(String),
        createdAt: expect.any(String),
        status: "published",
        publishAt: null,
        coverUrl: null,
        tags: [],
        readingMinutes: 1,
        // The creator's byline (docs/decisions/113).
        authorId: null,
      },
      // The byline's creator (docs/decisions/106): none set in this app.
      creator: { name: null, title: null, bio: null, photoUrl: null, profiles: {} },
      // In no series (docs/decisions/103, 116).
      seriesPlace: null,
    });
    // The stylesheet's rules the page uses come inline, so the text paints with nothing else to fetch (docs/decisions/061, 073).
    expect(html).toContain("<style>article{color:SITE-STYLES}</style>");
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("has the post's place in its series as a visitor sees it, and follows a change of the series or of a neighbour", async () => {
    const { db } = t.database;
    const first = await insertPost(db, { title: "Part one", content: "ONE" });
    const second = await insertPost(db, { title: "Part two", content: "TWO", isMembersOnly: true });
    const [made] = await db.insert(series).values({ title: "Foundations" }).returning();
    await db.insert(seriesParts).values([
      { seriesId: made!.id, position: 1, postId: first.id },
      { seriesId: made!.id, position: 2, postId: second.id },
    ]);
    await t.database.notifications.sync();
    expect(pageData(await page(first.id))).toMatchObject({
      seriesPlace: {
        series: { id: made!.id, title: "Foundations" },
        number: 1,
        count: 2,
        previous: null,
        next: { kind: "post", id: second.id, title: "Part two", locked: true },
      },
    });
    // Kept until the series or a neighbour changes, by any writer.
    await db.update(series).set({ title: "Renamed", updatedAt: new Date() }).where(eq(series.id, made!.id));
    await t.database.notifications.sync();
    expect(pageData(await page(first.id))).toMatchObject({ seriesPlace: { series: { title: "Renamed" } } });
    await db.update(posts).set({ title: "Part two, revised", updatedAt: new Date() }).where(eq(posts.id, second.id));
    await t.database.notifications.sync();
    expect(pageData(await page(first.id))).toMatchObject({ seriesPlace: { next: { title: "Part two, revised" } } });
  });

  it("has a guest's post's byline author in its page data, and follows the author's edit (docs/decisions/113)", async () => {
    const { db } = t.database;
    const [guest] = await db.insert(authors).values({ name: "Capt. Lee Park", slug: "lee-park", bio: "Company commander." }).returning();
    const { id } = await insertPost(db, { title: "Guest's post", content: "GUEST" });
    await db.update(posts).set({ bylineAuthorId: guest!.id }).where(eq(posts.id, id));
    await t.database.notifications.sync();
    expect(pageData(await page(id))).toMatchObject({
      post: { authorId: guest!.id, author: { id: guest!.id, name: "Capt. Lee Park", slug: "lee-park", bio: "Company commander.", photoUrl: null } },
    });
    await db.update(authors).set({ name: "Maj. Lee Park", updatedAt: new Date() }).where(eq(authors.id, guest!.id));
    await t.database.notifications.sync();
    expect(pageData(await page(id))).toMatchObject({ post: { author: { name: "Maj. Lee Park" } } });
  });

  it("puts a post's dollar signs in the page as they are (no replacement patterns)", async () => {
    const content = "Budget: $$ saved, $' left, $& spent, $` owed.";
    const { id } = await insertPost(t.database.db, { title: "Costs $$ and $'", content });
    const html = await page(id);
    expect(html).toContain(`<article data-path="/field-manual/${id}">${content}</article>`);
    expect(html).toContain("<title>Costs $$ and $&#39; | Lead or Be Led</title>");
    expect(pageData(html)).toMatchObject({ post: { content, title: "Costs $$ and $'" } });
  });

  it("holds nothing of a members-only post but its title", async () => {
    const { id } = await insertPost(t.database.db, { title: "Inner circle", content: "SECRET-BODY", isMembersOnly: true });
    const html = await page(id);
    expect(html).toContain("<title>Inner circle | Lead or Be Led</title>");
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("page-data");
    expect(html).not.toContain("SECRET-BODY");
    // The app paints it, so it links the stylesheet as the shell does.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/site-1.css">');
  });

  it("shows an edit and a members-only flip on the very next page, by this app or another writer", async () => {
    const { id } = await insertPost(t.database.db, { title: "Open now", content: "PUBLIC-BODY" });
    expect(await page(id)).toContain("PUBLIC-BODY");
    expect(await page(id)).toContain("PUBLIC-BODY");

    const put = (body: object) => t.app.inject({ method: "PUT", url: `/api/posts/${id}`, payload: body, headers: { cookie: admin, origin: ORIGIN } });
    expect((await put({ title: "Closed now", content: "LOCKED-BODY", isMembersOnly: true })).statusCode).toBe(200);
    const locked = await page(id);
    expect(locked).toContain("<title>Closed now | Lead or Be Led</title>");
    expect(locked).not.toContain("BODY");

    // Another instance or the CLI: the change arrives as the database's notice.
    await t.database.db.update(posts).set({ isMembersOnly: false, content: "OPEN-AGAIN", updatedAt: new Date() }).where(eq(posts.id, id));
    await t.database.notifications.sync();
    expect(await page(id)).toContain("OPEN-AGAIN");

    // The same post at an address with the id in capitals is the same page, dropped by the same notice.
    expect(await page(id.toUpperCase())).toContain("OPEN-AGAIN");
    await t.database.db.update(posts).set({ content: "AND-AGAIN", updatedAt: new Date() }).where(eq(posts.id, id));
    await t.database.notifications.sync();
    expect(await page(id.toUpperCase())).toContain("AND-AGAIN");

    expect((await t.app.inject({ method: "DELETE", url: `/api/posts/${id}`, headers: { cookie: admin, origin: ORIGIN } })).statusCode).toBe(204);
    const gone = await page(id, "field-manual", 404);
    expect(gone).not.toContain("AGAIN");
    expect(gone).toContain('<div id="root"></div>');
  });

  it("sends the page unrendered when the render fails, and renders it again next time", async () => {
    const { id } = await insertPost(t.database.db, { title: "Awkward", content: "RENDER-FAILS here" });
    const html = await page(id);
    expect(html).toContain("<title>Awkward | Lead or Be Led</title>");
    expect(html).toContain('<div id="root"></div>');
    await t.database.db.update(posts).set({ content: "Fine now", updatedAt: new Date() }).where(eq(posts.id, id));
    await t.database.notifications.sync();
    expect(await page(id)).toContain("<article");
  });

  it("sends the plain page for an id that is no post", async () => {
    expect(await page("not-a-uuid", "field-manual", 404)).toBe(t.app.indexHtml);
    expect(await page("00000000-0000-4000-8000-000000000000", "field-manual", 404)).toBe(t.app.indexHtml);
  });

  it("renders a public item's page with the item as page data, and a members-only one not at all, until it changes", async () => {
    const { db } = t.database;
    const open = await insertItem(db, t.storage, { title: "AAR: Open", mediaType: "text", contentText: "ITEM-TEXT" });
    const html = await page(open.id, "after-action");
    expect(html).toContain(`<article data-path="/after-action/${open.id}">ITEM-TEXT</article>`);
    expect(pageData(html)).toMatchObject({ item: { id: open.id, locked: false, contentText: "ITEM-TEXT" } });

    await db.update(contentItems).set({ isMembersOnly: true, updatedAt: new Date() }).where(eq(contentItems.id, open.id));
    await t.database.notifications.sync();
    const locked = await page(open.id, "after-action");
    expect(locked).toContain('<div id="root"></div>');
    expect(locked).not.toContain("ITEM-TEXT");
    expect(locked).not.toContain("page-data");
  });
  // Bodies rendered ahead (docs/decisions/123): the bodies.render job's work, and the page's use of it.
  describe("bodies rendered ahead", () => {
    const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const renderAhead = async (renderer?: BodyRenderer) =>
      renderStaleBodies(t.database.db, renderer ?? (await loadBodyRenderer(path.join(root, "web")))!, silent, new AbortController().signal);
    const storedFor = async (id: string) =>
      (
        await t.database.db
          .select()
          .from(renderedBodies)
          .where(or(eq(renderedBodies.postId, id), eq(renderedBodies.itemId, id)))
      )[0];

    it("are made for what a visitor may read, once, and a page uses its body while it matches the text", async () => {
      const { db } = t.database;
      // Not ASCII: the job's SQL hashes the text as UTF-8 as the page's lookup does, or it would render it again every run.
      const open = await insertPost(db, { title: "Ahead", content: "AHEAD-BODY é — ✓ <b>" });
      const members = await insertPost(db, { title: "Inner", content: "MEMBERS-BODY", isMembersOnly: true });
      const draft = await insertPost(db, { title: "Draft", content: "DRAFT-BODY" });
      await db.update(posts).set({ status: "draft" }).where(eq(posts.id, draft.id));
      const item = await insertItem(db, t.storage, { title: "AAR: Ahead", mediaType: "text", contentText: "LINE ONE\nLINE TWO" });

      expect(await renderAhead()).toBeGreaterThanOrEqual(2);
      expect(await storedFor(open.id)).toMatchObject({ html: '<p data-ahead="markdown">AHEAD-BODY é — ✓ &lt;b></p>' });
      expect(await storedFor(item.id)).toMatchObject({ html: '<p data-ahead="lines">LINE ONE\nLINE TWO</p>' });
      expect(await storedFor(members.id)).toBeUndefined();
      expect(await storedFor(draft.id)).toBeUndefined();
      expect(await renderAhead()).toBe(0);

      expect(await page(open.id)).toContain(`<article data-path="/field-manual/${open.id}"><p data-ahead="markdown">AHEAD-BODY é — ✓ &lt;b></p></article>`);
      expect(await page(item.id, "after-action")).toContain('<p data-ahead="lines">LINE ONE\nLINE TWO</p>');

      // Changed by any writer: the stored body is another text's, and the page renders the new text until the job makes it again.
      await db.update(posts).set({ content: "EDITED-BODY", updatedAt: new Date() }).where(eq(posts.id, open.id));
      await t.database.notifications.sync();
      expect(await page(open.id)).toContain(`<article data-path="/field-manual/${open.id}">EDITED-BODY</article>`);
      expect(await renderAhead()).toBe(1);
      expect(await storedFor(open.id)).toMatchObject({ html: '<p data-ahead="markdown">EDITED-BODY</p>' });

      // Gone with its record.
      expect((await t.app.inject({ method: "DELETE", url: `/api/posts/${open.id}`, headers: { cookie: admin, origin: ORIGIN } })).statusCode).toBe(204);
      expect(await storedFor(open.id)).toBeUndefined();
    });

    it("are queued by a save of a published post, for the end of its ten seconds, in the save's transaction", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/posts",
        payload: { title: "Saved now", content: "SAVED-BODY", isMembersOnly: false },
        headers: { cookie: admin, origin: ORIGIN },
      });
      expect(res.statusCode).toBe(201);
      const queued = await query<{ key: string; run_at: Date | string }>(
        t.database.db,
        sql`select key, run_at from jobs where name = 'bodies.render' and key like 'saved@%' and state = 'queued'`,
      );
      expect(queued.length).toBeGreaterThan(0);
      const due = new Date(queued.at(-1)!.run_at);
      expect(queued.at(-1)!.key).toBe(`saved@${due.toISOString()}`);
      expect(due.getTime() % 10_000).toBe(0);
      expect(due.getTime() - Date.now()).toBeLessThanOrEqual(10_000);
    });

    it("reach older bodies past a batch of newer ones that fail to render", async () => {
      const { db } = t.database;
      const older = await insertPost(db, { title: "Older body", content: "OLDER-BODY", createdAt: new Date("2020-01-01T00:00:00Z") });
      // More failing bodies than one query of the job takes (25), all newer.
      for (let n = 0; n < 26; n++) await insertPost(db, { title: `Failing ${n}`, content: `BODY-FAILS ${n}` });
      await renderAhead();
      expect(await storedFor(older.id)).toMatchObject({ html: '<p data-ahead="markdown">OLDER-BODY</p>' });
    });

    it("are made again by another renderer, and one that fails is logged and left to its page", async () => {
      const { id } = await insertPost(t.database.db, { title: "Awkward body", content: "BODY-FAILS here" });
      await renderAhead();
      // Tried again by each run, and never stored.
      expect(await renderAhead()).toBe(0);
      expect(silent.warn).toHaveBeenCalledWith(expect.objectContaining({ kind: "post", id }), expect.stringContaining("could not be rendered ahead"));
      expect(await storedFor(id)).toBeUndefined();
      expect(await page(id)).toContain(`<article data-path="/field-manual/${id}">BODY-FAILS here</article>`);

      const another: BodyRenderer = { version: "v2", render: async (text) => `<p>v2 ${text}</p>` };
      const stored = await t.database.db.select({ id: renderedBodies.postId }).from(renderedBodies);
      expect(await renderAhead(another)).toBeGreaterThan(stored.length);
      expect(await renderAhead(another)).toBe(0);
    });
  });
});
