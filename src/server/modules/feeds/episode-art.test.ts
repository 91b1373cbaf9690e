import fs from "node:fs";
import { XMLParser } from "fast-xml-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { solidJpeg, uploadTestImage } from "../../test/images.js";
import { getMedia } from "../../test/media-fetch.js";
import { multipart, type FilePart } from "../../test/multipart.js";

// Episode art in the podcast feeds (issue 30, docs/decisions/100): each
// episode or briefing audio/video item with a cover carries
// <itunes:image href> of its cover's 1400 × 1400 square, in the public feed
// and in members' private feeds alike; one without a cover (or whose cover
// has no square) carries none, and apps show the channel's artwork. The
// square is served by the images route like any image: anyone's once the
// record is published, members-only or not; a draft's no one's but admins'.

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "item" });
type Item = { title: string; "itunes:image"?: { "@href": string } };
const channelOf = (xml: string) => parser.parse(xml).rss.channel as { "itunes:image": { "@href": string }; item?: Item[] };

const fixture = (name: string) => fs.readFileSync(projectPath("e2e", "fixtures", name));
const mp3: FilePart = { filename: "episode.mp3", contentType: "audio/mpeg", data: fixture("clip.mp3") };
const mp4: FilePart = { filename: "clip.mp4", contentType: "video/mp4", data: fixture("clip.mp4") };

describe.each(databaseKinds)("episode art in the podcast feeds (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  /** Each record's title, and the square its feed entry should name (null: none). */
  const art: Record<string, string | null> = {};
  let draftSquare = "";

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "art-listener@example.com");
    member = sessionCookie(await signIn(t.app, "art-listener@example.com"));

    // A wide cover (cropped to its square), a cover uploaded for a body (no square), and records with and without them.
    const wide = await uploadImage(1600, 900, "cover");
    const borrowed = await uploadImage(800, 800, "body");
    const episode = async (fields: Record<string, string>) => send("/api/podcasts", fields, mp3);
    await episode({ title: "Open with art", coverImageId: wide.id });
    art["Open with art"] = wide.square;
    await episode({ title: "Members with art", isMembersOnly: "true", coverImageId: wide.id });
    art["Members with art"] = wide.square;
    await episode({ title: "Open without art" });
    art["Open without art"] = null;
    await episode({ title: "Borrowed cover", coverImageId: borrowed.id });
    art["Borrowed cover"] = null;
    await send("/api/content-items", { title: "Briefing video with art", category: "briefing", mediaType: "video", coverImageId: wide.id }, mp4);
    art["Briefing video with art"] = wide.square;
    const draftCover = await uploadImage(1400, 1400, "cover");
    draftSquare = draftCover.square;
    await episode({ title: "Draft with art", status: "draft", coverImageId: draftCover.id });
  });
  afterAll(async () => {
    await t.close();
  });

  async function uploadImage(width: number, height: number, role: "cover" | "body") {
    const image = await uploadTestImage(t.app, admin, { alt: "Studio", role, data: await solidJpeg(width, height, "#3c5a46") });
    return { id: image.id, square: image.crop("square") };
  }
  async function send(url: string, fields: Record<string, string>, file: FilePart) {
    const form = multipart(fields, file);
    const res = await t.app.inject({ method: "POST", url, payload: form.payload, headers: { ...form.headers, cookie: admin, origin: ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const privateFeedPath = async () => new URL(((await get("/api/feed", member)).json() as { url: string }).url).pathname;
  /** Each listed record's episode art (its href, null for none), by title. */
  const artIn = (xml: string) => Object.fromEntries((channelOf(xml).item ?? []).map((item) => [item.title, item["itunes:image"]?.["@href"] ?? null]));

  it("the public feed names each public episode's square, and none for an episode without one", async () => {
    const listed = artIn((await get("/feeds/briefing.xml")).body);
    expect(listed["Open with art"]).toBe(`${ORIGIN}${art["Open with art"]}`);
    expect(listed["Open without art"]).toBeNull();
    expect(listed["Borrowed cover"]).toBeNull();
    // Members-only and draft records are not in the public feed at all.
    expect(Object.keys(listed)).not.toContain("Members with art");
    expect(Object.keys(listed)).not.toContain("Draft with art");
  });

  it("a member's private feed names the square of members-only episodes and briefing items too, and never a draft", async () => {
    const xml = (await get(await privateFeedPath())).body;
    const listed = artIn(xml);
    for (const title of ["Open with art", "Members with art", "Briefing video with art", "Open without art", "Borrowed cover"])
      expect(listed[title], title).toBe(art[title] ? `${ORIGIN}${art[title]}` : null);
    expect(Object.keys(listed)).not.toContain("Draft with art");
    expect(xml).not.toContain(draftSquare);
    // The channel keeps its own artwork, once.
    expect(channelOf(xml)["itunes:image"]["@href"]).toBe(`${ORIGIN}/artwork/the-briefing.png`);
  });

  it("the square is what Apple asks of episode art, and anyone's once its record is published (apps fetch it without a session)", async () => {
    const square = art["Members with art"]!;
    const got = await getMedia(t.app, square);
    expect(got.statusCode).toBe(200);
    expect(await sharp(got.body).metadata()).toMatchObject({ format: "jpeg", width: 1400, height: 1400, space: "srgb", channels: 3 });
    const head = await t.app.inject({ method: "HEAD", url: square });
    expect(head.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(head.headers["content-type"]).toBe("image/jpeg");
  });

  it("a draft's square is no one's but admins'", async () => {
    for (const cookie of [undefined, member]) expect((await get(draftSquare, cookie)).statusCode).toBe(404);
    expect((await getMedia(t.app, draftSquare, { cookie: admin })).statusCode).toBe(200);
  });
});
