import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COVER_NOT_FOUND, parseImageUrl, variantUrl } from "../../../shared/images.js";
import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { solidJpeg, uploadTestImage } from "../../test/images.js";
import { getMedia } from "../../test/media-fetch.js";
import { multipart, type FilePart } from "../../test/multipart.js";
import { leftoverUploads, listedKeys } from "../../test/stored-files.js";

// Covers of episodes and items (issue 30, docs/decisions/086, 100): written
// with the record's multipart form, shown in every view and list of it (a
// visitor's locked one too), and their image readable exactly as far as the
// record is seen: anyone's once published, a draft's no one's but admins'.

const mp3: FilePart = { filename: "episode.mp3", contentType: "audio/mpeg", data: fs.readFileSync(projectPath("e2e", "fixtures", "clip.mp3")) };

describe.each(databaseKinds)("episode and item covers (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "cover-reader@example.com");
    member = sessionCookie(await signIn(t.app, "cover-reader@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  // Uploaded as a body image (no role): these tests are about where a cover shows, not its crops.
  const uploadCover = async () => uploadTestImage(t.app, admin, { role: "body", data: await solidJpeg(900, 600, "#b48c3c") });
  const send = (method: "POST" | "PUT", url: string, fields: Record<string, string>, file?: FilePart) => {
    const form = multipart(fields, file);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie: admin, origin: ORIGIN } });
  };
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  /** One of the cover's variants, as a card's `<picture>` asks for it. */
  const variantOf = (url: string) => {
    const { id, hash } = parseImageUrl(url)!;
    return variantUrl(id, hash, 480, "webp");
  };
  const listed = async (url: string, id: string, cookie: string) =>
    ((await get(url, cookie)).json() as { items: { id: string; coverUrl?: string | null }[] }).items.find((e) => e.id === id);

  it("an episode's cover: in its form, its views (a visitor's locked one too), the members' list and the library; its image anyone's once published", async () => {
    const cover = await uploadCover();
    const created = await send(
      "POST",
      "/api/podcasts",
      { title: "Covered episode", description: "EP-SECRET", isMembersOnly: "true", coverImageId: cover.id },
      mp3,
    );
    expect(created.statusCode, created.body).toBe(201);
    const episode = created.json();
    expect(episode.coverUrl).toBe(cover.url);

    // A visitor: the locked episode, title and cover; the cover's image is public and cacheable, as a post's.
    const visitorView = await get(`/api/podcasts/${episode.id}`);
    expect(visitorView.json()).toMatchObject({ locked: true, description: null, coverUrl: cover.url });
    expect(visitorView.body).not.toContain("EP-SECRET");
    const image = await get(variantOf(cover.url));
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const library = (await get("/api/library/briefing")).json();
    expect(library.episodes.items.find((e: { id: string }) => e.id === episode.id)).toMatchObject({ locked: true, coverUrl: cover.url });

    // A member and an admin: the episode whole, with its cover, in the list too.
    expect((await get(`/api/podcasts/${episode.id}`, member)).json()).toMatchObject({ locked: false, coverUrl: cover.url });
    expect(await listed("/api/podcasts", episode.id, member)).toMatchObject({ coverUrl: cover.url });
    expect(await listed("/api/podcasts", episode.id, admin)).toMatchObject({ coverUrl: cover.url });

    // An edit without the field keeps the cover; "" takes it off, and the image is then no one's but the admin's.
    const kept = await send("PUT", `/api/podcasts/${episode.id}`, { title: "Covered episode", description: "EP-SECRET", isMembersOnly: "true" });
    expect(kept.json().coverUrl).toBe(cover.url);
    const off = await send("PUT", `/api/podcasts/${episode.id}`, { title: "Covered episode", isMembersOnly: "true", coverImageId: "" });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().coverUrl).toBeNull();
    expect((await get(`/api/podcasts/${episode.id}`)).json().coverUrl).toBeNull();
    expect((await get(variantOf(cover.url))).statusCode).toBe(404);
    expect((await get(variantOf(cover.url), member)).statusCode).toBe(404);
    expect((await getMedia(t.app, variantOf(cover.url), { cookie: admin })).statusCode).toBe(200);
  });

  it("a draft episode's cover reaches no one but admins, and goes from visitors the moment a published episode turns draft", async () => {
    const cover = await uploadCover();
    const episode = (await send("POST", "/api/podcasts", { title: "Friday's episode", coverImageId: cover.id }, mp3)).json();
    // Published: the cover is anyone's (and so kept in memory as public).
    expect((await get(variantOf(cover.url))).statusCode).toBe(200);
    const draft = await send("PUT", `/api/podcasts/${episode.id}`, { title: "Friday's episode", status: "draft" });
    expect(draft.json()).toMatchObject({ status: "draft", coverUrl: cover.url });
    for (const cookie of [undefined, member]) {
      expect((await get(`/api/podcasts/${episode.id}`, cookie)).statusCode).toBe(404);
      expect((await get(variantOf(cover.url), cookie)).statusCode).toBe(404);
    }
    expect(await listed("/api/podcasts", episode.id, member)).toBeUndefined();
    expect(await listed("/api/podcasts", episode.id, admin)).toMatchObject({ status: "draft", coverUrl: cover.url });
    // Not public: private to the admin (on S3, a presigned redirect marked private, no-store; getMedia follows it).
    const forAdmin = await get(variantOf(cover.url), admin);
    expect(String(forAdmin.headers["cache-control"])).toMatch(/^private/);
    expect((await getMedia(t.app, variantOf(cover.url), { cookie: admin })).statusCode).toBe(200);
  });

  it("an item's cover: in its form, its views (locked ones too), the members' list and the library; a draft's for admins only", async () => {
    const cover = await uploadCover();
    const fields = { title: "AAR: Covered", description: "What happened", category: "after-action", mediaType: "text", contentText: "ITEM-SECRET" };
    const created = await send("POST", "/api/content-items", { ...fields, isMembersOnly: "true", coverImageId: cover.id });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item.coverUrl).toBe(cover.url);

    const visitorView = await get(`/api/content-items/${item.id}`);
    expect(visitorView.json()).toMatchObject({ locked: true, coverUrl: cover.url });
    expect(visitorView.body).not.toContain("ITEM-SECRET");
    expect((await get(variantOf(cover.url))).statusCode).toBe(200);
    const library = (await get("/api/library/after-action")).json();
    expect(library.reports.items.find((e: { id: string }) => e.id === item.id)).toMatchObject({ locked: true, coverUrl: cover.url });
    expect((await get(`/api/content-items/${item.id}`, member)).json()).toMatchObject({ locked: false, coverUrl: cover.url });
    expect(await listed("/api/content-items?category=after-action", item.id, member)).toMatchObject({ coverUrl: cover.url });

    // Kept by an edit that leaves it out; a draft's cover is no visitor's or member's.
    const draft = await send("PUT", `/api/content-items/${item.id}`, { ...fields, isMembersOnly: "true", status: "draft" });
    expect(draft.json()).toMatchObject({ status: "draft", coverUrl: cover.url });
    for (const cookie of [undefined, member]) expect((await get(variantOf(cover.url), cookie)).statusCode).toBe(404);
    expect(await listed("/api/content-items?category=after-action", item.id, admin)).toMatchObject({ coverUrl: cover.url });
    expect((await getMedia(t.app, variantOf(cover.url), { cookie: admin })).statusCode).toBe(200);

    const off = await send("PUT", `/api/content-items/${item.id}`, { ...fields, coverImageId: "" });
    expect(off.json()).toMatchObject({ status: "published", coverUrl: null });
    expect((await get(variantOf(cover.url))).statusCode).toBe(404);
  });

  it("refuses an unknown cover with the writer's 400, leaving no file and no row", async () => {
    const before = await listedKeys(t.storage);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const episode = await send("POST", "/api/podcasts", { title: "No such cover", coverImageId: unknown }, mp3);
    expect(episode.statusCode).toBe(400);
    expect(episode.json().error.message).toBe(COVER_NOT_FOUND);
    const item = await send("POST", "/api/content-items", {
      title: "No such cover",
      category: "briefing",
      mediaType: "text",
      contentText: "x",
      coverImageId: unknown,
    });
    expect(item.statusCode).toBe(400);
    expect(item.json().error.message).toBe(COVER_NOT_FOUND);
    expect((await send("POST", "/api/content-items", { title: "Bad id", category: "briefing", mediaType: "text", coverImageId: "not-an-id" })).statusCode).toBe(
      400,
    );
    expect(await listedKeys(t.storage)).toEqual(before);
    expect(await leftoverUploads(t)).toEqual([]);
    const titles = [...(await get("/api/podcasts", admin)).json().items, ...(await get("/api/content-items?category=briefing", admin)).json().items].map(
      (r: { title: string }) => r.title,
    );
    expect(titles).not.toContain("No such cover");
  });
});
