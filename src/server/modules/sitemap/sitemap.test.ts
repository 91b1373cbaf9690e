import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { authors, posts, series } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "item" });

describe.each(databaseKinds)("sitemap and the Field Manual feed (%s)", (kind) => {
  let t: TestApp;
  const ids = { post: "", lockedPost: "", item: "", lockedItem: "", episode: "", lockedEpisode: "" };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    ids.post = (await insertPost(db, { title: "Open article", content: "Open words" })).id;
    ids.lockedPost = (await insertPost(db, { title: "Locked article SECRET-TITLE-1", content: "SECRET-BODY-1", isMembersOnly: true })).id;
    ids.item = (await insertItem(db, t.storage, { title: "Open case" })).id;
    ids.lockedItem = (await insertItem(db, t.storage, { title: "Locked case SECRET-TITLE-2", isMembersOnly: true })).id;
    ids.episode = (await insertPodcast(db, t.storage, { title: "Open episode" })).id;
    ids.lockedEpisode = (await insertPodcast(db, t.storage, { title: "Locked episode SECRET-TITLE-3", isMembersOnly: true })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("the sitemap lists public pages, posts, items and episodes, never members-only ones, whoever asks", async () => {
    await signUp(t.app, "m@example.com");
    const member = sessionCookie(await signIn(t.app, "m@example.com"));
    for (const headers of [{}, { cookie: member }]) {
      const res = await t.app.inject({ url: "/sitemap.xml", headers });
      expect(res.statusCode).toBe(200);
      const locs: string[] = parser.parse(res.body).urlset.url.map((u: { loc: string }) => u.loc);
      expect(locs).toEqual(
        expect.arrayContaining([
          "http://127.0.0.1:3000/",
          "http://127.0.0.1:3000/about",
          "http://127.0.0.1:3000/creator",
          "http://127.0.0.1:3000/field-manual",
          "http://127.0.0.1:3000/briefing",
          "http://127.0.0.1:3000/after-action",
          `http://127.0.0.1:3000/field-manual/${ids.post}`,
          `http://127.0.0.1:3000/after-action/${ids.item}`,
          `http://127.0.0.1:3000/briefing/${ids.episode}`,
        ]),
      );
      expect(res.body).not.toContain(ids.lockedEpisode);
      expect(res.body).not.toContain(ids.lockedPost);
      expect(res.body).not.toContain(ids.lockedItem);
      expect(res.body).not.toContain("SECRET");
    }
  });

  it("the sitemap lists published series' pages, never a draft's (docs/decisions/103)", async () => {
    const [out] = await t.database.db.insert(series).values({ title: "Foundations" }).returning();
    const [draft] = await t.database.db.insert(series).values({ title: "Draft series", status: "draft" }).returning();
    const body = (await t.app.inject("/sitemap.xml")).body;
    expect(body).toContain(`http://127.0.0.1:3000/series/${out!.id}`);
    expect(body).not.toContain(draft!.id);
  });

  it("the sitemap lists a guest author's page once a published record names them, members-only or not (docs/decisions/117)", async () => {
    const { db } = t.database;
    const [named, draftOnly, unnamed] = await db
      .insert(authors)
      .values([
        { name: "Named Guest", slug: "named-guest" },
        { name: "Draft Guest", slug: "draft-guest" },
        { name: "Idle Guest", slug: "idle-guest" },
      ])
      .returning();
    await db.update(posts).set({ bylineAuthorId: named!.id }).where(eq(posts.id, ids.lockedPost));
    const draft = await insertPost(db, { title: "Draft by a guest" });
    await db.update(posts).set({ bylineAuthorId: draftOnly!.id, status: "draft" }).where(eq(posts.id, draft.id));
    const body = (await t.app.inject("/sitemap.xml")).body;
    expect(body).toContain("http://127.0.0.1:3000/authors/named-guest");
    expect(body).not.toContain("draft-guest");
    expect(body).not.toContain(unnamed!.slug);
    expect(body).not.toContain("SECRET");
  });

  it("the Field Manual feed carries public posts only", async () => {
    const res = await t.app.inject({ url: "/feeds/field-manual.xml" });
    expect(res.statusCode).toBe(200);
    const items = parser.parse(res.body).rss.channel.item as { title: string; description: string }[];
    expect(items.map((i) => i.title)).toEqual(["Open article"]);
    expect(items[0]!.description).toBe("Open words");
    expect(res.body).not.toContain("SECRET");
  });
});
