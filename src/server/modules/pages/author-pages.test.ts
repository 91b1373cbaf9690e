import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AuthorPage } from "../../../shared/authors.js";
import { paths } from "../../../shared/paths.js";
import { authors, posts } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";

// A guest author's page (/authors/:slug, docs/decisions/113, 117): a
// visitor's arrives with the author and their records rendered in it and as
// page data (as the API answers a visitor), kept until an author or a record
// changes; a member gets the app with the page's head; an unknown author or a
// bad cursor is a 404. The web app's renderer is stood in for by a small
// module writing what the real one would (name, bio, titles, the lock mark);
// the browser test renders with the real one (e2e/authors.spec.ts).

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Lead or Be Led</title></head>
  <body><div id="root"></div></body>
</html>`;

const RENDERER = `
const esc = (text) => String(text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;");
export async function render(path, data) {
  const page = data.authorPage;
  if (!page) return "<p>LOADING</p>";
  let html = "<h1 data-path=\\"" + esc(path) + "\\">" + esc(page.author.name) + "</h1><p>" + esc(page.author.bio) + "</p>";
  for (const record of page.items) html += "<article><h3>" + esc(record.title) + "</h3>" + (record.isMembersOnly ? "<p>Members only</p>" : "") + "</article>";
  return html;
}`;

describe.each(databaseKinds)("an author's page (%s)", (kind) => {
  let t: TestApp;
  let root: string;
  let member: string;
  let guestId: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-author-page-"));
    fs.mkdirSync(path.join(root, "web"));
    fs.mkdirSync(path.join(root, "prerender"));
    fs.writeFileSync(path.join(root, "web", "index.html"), INDEX);
    fs.writeFileSync(path.join(root, "prerender", "prerender.js"), RENDERER);
    t = await createTestApp(kind, { WEB_DIR: path.join(root, "web") });
    await signUp(t.app, "author-page-reader@example.com");
    member = sessionCookie(await signIn(t.app, "author-page-reader@example.com"));
    const { db } = t.database;
    const [guest] = await db.insert(authors).values({ name: "Sgt. Maria Ortiz", slug: "maria-ortiz", bio: "Twenty years on patrol." }).returning();
    guestId = guest!.id;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes));
    const named = async (values: Parameters<typeof insertPost>[1], status: "published" | "draft" = "published") => {
      const row = await insertPost(db, values);
      await db.update(posts).set({ bylineAuthorId: guestId, status }).where(eq(posts.id, row.id));
    };
    await named({ title: "Holding the line", content: "OPEN-BODY", createdAt: at(1) });
    await named({ title: "Inside the wire", content: "SECRET-BODY-5521", isMembersOnly: true, createdAt: at(2) });
    await named({ title: "Not yet written", content: "DRAFT-BODY", createdAt: at(3) }, "draft");
    await insertPost(db, { title: "The creator's own", createdAt: at(4) });
    for (let minute = 10; minute < 30; minute++) await named({ title: `Field note ${minute}`, createdAt: at(minute) });
    await t.database.notifications.sync();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const pageData = (html: string) =>
    JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!) as { authorPage: AuthorPage };
  const api = async (query = "") => (await t.app.inject(`/api/authors/maria-ortiz${query}`)).json() as AuthorPage;

  it("renders a visitor's page with the author and the records a visitor may see, as the API answers them", async () => {
    const res = await t.app.inject(paths.author("maria-ortiz"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    expect(html).toContain("<title>Sgt. Maria Ortiz | Lead or Be Led</title>");
    expect(html).toContain(`<h1 data-path="/authors/maria-ortiz">Sgt. Maria Ortiz</h1><p>Twenty years on patrol.</p>`);
    const data = pageData(html).authorPage;
    expect(data).toEqual(await api());
    expect(data.items).toHaveLength(20);
    expect(data.nextCursor).not.toBeNull();
    // Members-only: listed by title, as the lists do; its body nowhere. A draft and the creator's post: not at all.
    const older = await t.app.inject(paths.author("maria-ortiz", data.nextCursor));
    expect(older.statusCode).toBe(200);
    expect(pageData(older.body).authorPage.items.map((record) => record.title)).toEqual(["Inside the wire", "Holding the line"]);
    expect(older.body).toContain("<h3>Inside the wire</h3><p>Members only</p>");
    for (const body of [html, older.body]) {
      expect(body).not.toContain("SECRET-BODY-5521");
      expect(body).not.toContain("Not yet written");
      expect(body).not.toContain("The creator's own");
    }
  });

  it("sends a member the app with the page's head, which reads their own view", async () => {
    const res = await t.app.inject({ url: paths.author("maria-ortiz"), headers: { cookie: member } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Sgt. Maria Ortiz | Lead or Be Led</title>");
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain("page-data");
  });

  it("answers an unknown author or a bad cursor with the app's 404 page", async () => {
    for (const url of [paths.author("nobody-here"), paths.author("maria-ortiz", "garbage"), "/authors/a%00b"]) {
      for (const cookie of [undefined, member]) {
        const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('<div id="root"></div>');
      }
    }
  });

  it("is kept until the author or a record changes", async () => {
    const { db } = t.database;
    await db.update(authors).set({ name: "Lt. Maria Ortiz", updatedAt: new Date() }).where(eq(authors.id, guestId));
    await t.database.notifications.sync();
    expect(pageData((await t.app.inject(paths.author("maria-ortiz"))).body).authorPage.author.name).toBe("Lt. Maria Ortiz");
    const newest = await insertPost(db, { title: "Newest from the field" });
    await db.update(posts).set({ bylineAuthorId: guestId }).where(eq(posts.id, newest.id));
    await t.database.notifications.sync();
    expect(pageData((await t.app.inject(paths.author("maria-ortiz"))).body).authorPage.items[0]!.title).toBe("Newest from the field");
  });
});
