import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setAdmin } from "../auth/admin.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { fileBytes, insertItem, insertPodcast, insertPost } from "../test/content-fixtures.js";
import { databaseKinds } from "../test/database.js";
import { getMedia } from "../test/media-fetch.js";

// Members-only content is enforced in the server's output (docs/decisions/001):
// every read route and both media routes, for visitor, member and admin.
describe.each(databaseKinds)("content access (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  let admin: string;
  const SECRET_POST = "SECRET-POST-BODY-7781";
  const SECRET_TEXT = "SECRET-ITEM-TEXT-5524";
  const secretAudio = fileBytes("SECRET-AUDIO");
  const secretFile = fileBytes("SECRET-PDF");
  let ids: { post: string; publicPost: string; podcast: string; publicPodcast: string; textItem: string; fileItem: string; publicFileItem: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    ids = {
      post: (await insertPost(db, { title: "Locked post", content: `# Hi\n\n${SECRET_POST}`, isMembersOnly: true })).id,
      publicPost: (await insertPost(db, { title: "Open post", content: "Open **body** text" })).id,
      podcast: (await insertPodcast(db, t.storage, { title: "Locked episode", isMembersOnly: true, bytes: secretAudio })).id,
      publicPodcast: (await insertPodcast(db, t.storage, { title: "Open episode" })).id,
      textItem: (await insertItem(db, t.storage, { title: "Locked text", isMembersOnly: true, contentText: SECRET_TEXT })).id,
      fileItem: (await insertItem(db, t.storage, { title: "Locked pdf", mediaType: "pdf", isMembersOnly: true, bytes: secretFile })).id,
      publicFileItem: (await insertItem(db, t.storage, { title: "Open pdf", mediaType: "pdf", category: "briefing" })).id,
    };
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
    await signUp(t.app, "admin@example.com");
    await setAdmin(t.database.db, "admin@example.com", true);
    admin = sessionCookie(await signIn(t.app, "admin@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const secrets = () => [SECRET_POST, SECRET_TEXT, "SECRET-AUDIO", "SECRET-PDF", "seed/"];

  it("lists need a session", async () => {
    for (const url of ["/api/posts", "/api/podcasts", "/api/content-items?category=after-action"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      for (const s of secrets()) expect(res.body).not.toContain(s);
    }
  });

  it("a visitor gets the title of a members-only post, never its body", async () => {
    const res = await get(`/api/posts/${ids.post}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.post,
      title: "Locked post",
      isMembersOnly: true,
      locked: true,
      // The byline is the record's, shown locked or not as the title (docs/decisions/113); null is the creator.
      authorId: null,
      createdAt: expect.any(String),
      status: "published",
      publishAt: null,
      // A cover would show, as wherever the record is listed (docs/decisions/086); this post has none.
      coverUrl: null,
      // Tags and reading time are the record's, like its title (docs/decisions/106).
      tags: [],
      readingMinutes: 1,
    });
    for (const s of secrets()) expect(res.body).not.toContain(s);
  });

  it("a visitor reads a public post in full", async () => {
    const res = await get(`/api/posts/${ids.publicPost}`);
    expect(res.json()).toMatchObject({ locked: false, content: "Open **body** text", excerpt: "Open body text" });
  });

  it("a visitor gets title, description and media type of a members-only item, never its text or file", async () => {
    for (const id of [ids.textItem, ids.fileItem]) {
      const res = await get(`/api/content-items/${id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id, locked: true, description: "What it is" });
      expect(body).not.toHaveProperty("contentText");
      expect(body).not.toHaveProperty("fileUrl");
      expect(body).not.toHaveProperty("fileType");
      for (const s of secrets()) expect(res.body).not.toContain(s);
    }
  });

  it("a visitor never gets a members-only file, whatever the method or range", async () => {
    for (const url of [`/api/podcasts/${ids.podcast}/audio`, `/api/content-items/${ids.fileItem}/file`]) {
      for (const method of ["GET", "HEAD"] as const) {
        for (const range of [undefined, "bytes=0-", "bytes=0-0", "bytes=-10", "bytes=0-1,5-9", "bytes=999999-"]) {
          const res = await t.app.inject({ method, url, headers: range ? { range } : {} });
          expect(res.statusCode, `${method} ${url} ${range}`).toBe(401);
          for (const s of secrets()) expect(res.body).not.toContain(s);
        }
      }
    }
  });

  it("a visitor gets public files", async () => {
    expect((await getMedia(t.app, `/api/podcasts/${ids.publicPodcast}/audio`)).statusCode).toBe(200);
    expect((await getMedia(t.app, `/api/content-items/${ids.publicFileItem}/file`)).statusCode).toBe(200);
  });

  it.each([
    ["member", () => member],
    ["admin", () => admin],
  ])("a %s gets everything", async (_who, cookie) => {
    const post = (await get(`/api/posts/${ids.post}`, cookie())).json();
    expect(post).toMatchObject({ locked: false });
    expect(post.content).toContain(SECRET_POST);
    const text = (await get(`/api/content-items/${ids.textItem}`, cookie())).json();
    expect(text).toMatchObject({ locked: false, contentText: SECRET_TEXT, fileUrl: null });
    const file = (await get(`/api/content-items/${ids.fileItem}`, cookie())).json();
    expect(file).toMatchObject({ locked: false, fileUrl: `/api/content-items/${ids.fileItem}/file`, fileType: "application/pdf" });
    const audio = await getMedia(t.app, `/api/podcasts/${ids.podcast}/audio`, { cookie: cookie() });
    expect(audio.statusCode).toBe(200);
    expect(audio.body.equals(secretAudio)).toBe(true);
    const pdf = await getMedia(t.app, `/api/content-items/${ids.fileItem}/file`, { cookie: cookie(), range: "bytes=0-99" });
    expect(pdf.statusCode).toBe(206);
    expect(pdf.body.equals(secretFile.subarray(0, 100))).toBe(true);

    const lists = await Promise.all([get("/api/posts", cookie()), get("/api/podcasts", cookie()), get("/api/content-items?category=after-action", cookie())]);
    expect(lists.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(lists[0]!.json().items).toHaveLength(2);
    expect(lists[1]!.json().items).toHaveLength(2);
    expect(
      lists[2]!
        .json()
        .items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([ids.textItem, ids.fileItem].sort());
    // Lists carry no item text and no markdown.
    expect(lists[2]!.body).not.toContain(SECRET_TEXT);
    expect(lists[0]!.json().items.find((p: { id: string }) => p.id === ids.publicPost).excerpt).toBe("Open body text");
  });

  it("answers malformed and unknown ids with 404, never 500", async () => {
    for (const url of [
      "/api/posts/not-a-uuid",
      "/api/posts/00000000-0000-4000-8000-000000000000",
      "/api/content-items/%27%3B%20drop",
      "/api/content-items/00000000-0000-4000-8000-000000000000",
      "/api/podcasts/123/audio",
      "/api/podcasts/00000000-0000-4000-8000-000000000000/audio",
      "/api/content-items/nope/file",
      `/api/content-items/${ids.textItem}/file`,
    ]) {
      const res = await get(url, member);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("refuses a bad category or limit with 400", async () => {
    expect((await get("/api/content-items?category=secret", member)).statusCode).toBe(400);
    expect((await get("/api/content-items", member)).statusCode).toBe(400);
    expect((await get("/api/posts?limit=101", member)).statusCode).toBe(400);
    expect((await get("/api/posts?limit=0", member)).statusCode).toBe(400);
    expect((await get("/api/posts?cursor=garbage", member)).statusCode).toBe(400);
  });
});
