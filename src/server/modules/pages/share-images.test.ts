import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { images } from "../../db/schema.js";
import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { uploadTestImage } from "../../test/images.js";
import { getMedia } from "../../test/media-fetch.js";
import { multipart } from "../../test/multipart.js";
import { feedVersion } from "../feeds/episodes.js";
import { cropUncroppedCovers } from "../images/cover-crops.js";
import { SHARE_CARD_ALT } from "./share-cards.js";

// Share previews from covers (issue 30, docs/decisions/100): a record's page
// names its cover's 1200 × 630 crop as og:image (and twitter:image) with the
// image's description, a members-only record's too (its cover is shown with
// its title wherever it is listed, decision 086); the crop is served by the
// images route like any image, public and cached for a year once the record
// is published, no one's but admins' while it is a draft. Without a cover,
// or with an image that has no crop, the area's share card.

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Lead or Be Led</title>
    <meta name="description" content="Default description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The site's public origin: the one the test app trusts for writes, so the admin may sign in and publish. */
const SITE = ORIGIN;
const mp3 = { filename: "episode.mp3", contentType: "audio/mpeg", data: fs.readFileSync(projectPath("e2e", "fixtures", "clip.mp3")) };

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The content of a page's meta tag, by property or name. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe.each(databaseKinds)("share images from covers (%s)", (kind) => {
  let t: TestApp;
  let webDir: string;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-share-"));
    fs.writeFileSync(path.join(webDir, "index.html"), INDEX);
    t = await createTestApp(kind, { WEB_DIR: webDir, PUBLIC_URL: SITE });
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "share-reader@example.com");
    member = sessionCookie(await signIn(t.app, "share-reader@example.com"));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const uploadImage = async (alt: string, role: "cover" | "body" = "cover") => {
    const image = await uploadTestImage(t.app, admin, { alt, role });
    return { id: image.id, share: image.crop("share") };
  };
  const writePost = async (payload: object, id?: string) => {
    const res = await t.app.inject({
      method: id ? "PUT" : "POST",
      url: id ? `/api/posts/${id}` : "/api/posts",
      payload,
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(id ? 200 : 201);
    return res.json() as { id: string };
  };
  const send = async (url: string, fields: Record<string, string>, withAudio = false) => {
    const form = multipart(fields, withAudio ? mp3 : undefined);
    const res = await t.app.inject({ method: "POST", url, payload: form.payload, headers: { ...form.headers, cookie: admin, origin: ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const page = (url: string) => t.app.inject(url);

  /** The page previews `image` (absolute) with `alt`, as Open Graph and the large card both say. */
  const expectShareImage = (html: string, image: string, alt: string) => {
    expect(metaOf(html, "og:image")).toBe(image);
    expect(metaOf(html, "og:image:width")).toBe("1200");
    expect(metaOf(html, "og:image:height")).toBe("630");
    expect(metaOf(html, "og:image:alt")).toBe(alt);
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "twitter:image")).toBe(image);
    expect(metaOf(html, "twitter:image:alt")).toBe(alt);
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
  };

  /** The crop as a crawler fetches it: no session, a JPEG of 1200 × 630, public and cacheable for a year. */
  const expectPublicCrop = async (url: string) => {
    const got = await getMedia(t.app, url);
    expect(got.statusCode, url).toBe(200);
    expect(await sharp(got.body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const res = await t.app.inject({ method: "HEAD", url });
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("image/jpeg");
  };

  it("a public post's page previews its cover's share crop, with the image's description; the crop is anyone's", async () => {
    const cover = await uploadImage(`Sergeants at the "range" & after`);
    const post = await writePost({ title: "Range day", content: "Open to all.", coverImageId: cover.id });
    const html = (await page(`/field-manual/${post.id}`)).body;
    expectShareImage(html, `${SITE}${cover.share}`, "Sergeants at the &quot;range&quot; &amp; after");
    expect(html).not.toContain("/og/field-manual.png");
    await expectPublicCrop(cover.share);
    expect((await getMedia(t.app, cover.share, { cookie: member })).statusCode).toBe(200);

    // A new cover is a new preview (the kept page goes with the post's change).
    const next = await uploadImage("The range at dusk");
    await writePost({ title: "Range day", content: "Open to all.", coverImageId: next.id }, post.id);
    expectShareImage((await page(`/field-manual/${post.id}`)).body, `${SITE}${next.share}`, "The range at dusk");
    // Taken off: the area's card, described, and the old crop is no one's but the admin's.
    await writePost({ title: "Range day", content: "Open to all.", coverImageId: null }, post.id);
    expectShareImage((await page(`/field-manual/${post.id}`)).body, `${SITE}/og/field-manual.png`, SHARE_CARD_ALT["field-manual"]);
    expect((await page(next.share)).statusCode).toBe(404);
  });

  it("a members-only record's preview shows its title and cover, never its words (decision 086: the cover goes with the title)", async () => {
    const cover = await uploadImage("Closed-door debrief");
    const post = await writePost({ title: "Inner circle", content: "SECRET-BODY", isMembersOnly: true, coverImageId: cover.id });
    const html = (await page(`/field-manual/${post.id}`)).body;
    // Described by its title: the image's own description is words about the record (DECISIONS: only the title).
    expectShareImage(html, `${SITE}${cover.share}`, "Inner circle");
    expect(html).not.toContain("Closed-door debrief");
    expect(html).not.toContain("SECRET-BODY");
    expect(metaOf(html, "og:description")).toBeUndefined();
    await expectPublicCrop(cover.share);

    const episodeCover = await uploadImage("Studio microphone");
    const episode = await send(
      "/api/podcasts",
      { title: "Episode 9: Closed", description: "EPISODE-SECRET", isMembersOnly: "true", coverImageId: episodeCover.id },
      true,
    );
    const episodePage = (await page(`/briefing/${episode.id}`)).body;
    expectShareImage(episodePage, `${SITE}${episodeCover.share}`, "Episode 9: Closed");
    expect(episodePage).not.toContain("Studio microphone");
    expect(episodePage).not.toContain("EPISODE-SECRET");
    await expectPublicCrop(episodeCover.share);
  });

  it("items preview their cover's crop too, and a record without one (or with an image that has no crop) its area's card", async () => {
    const cover = await uploadImage("Flooded street");
    const item = await send("/api/content-items", {
      title: "AAR: Flood",
      description: "What happened",
      category: "briefing",
      mediaType: "text",
      contentText: "Text.",
      coverImageId: cover.id,
    });
    expectShareImage((await page(`/after-action/${item.id}`)).body, `${SITE}${cover.share}`, "Flooded street");
    await expectPublicCrop(cover.share);

    const bare = await send("/api/content-items", { title: "AAR: Bare", category: "after-action", mediaType: "text", contentText: "Text." });
    expectShareImage((await page(`/after-action/${bare.id}`)).body, `${SITE}/og/after-action.png`, SHARE_CARD_ALT["after-action"]);
    const episode = await send("/api/podcasts", { title: "Episode 10" }, true);
    expectShareImage((await page(`/briefing/${episode.id}`)).body, `${SITE}/og/the-briefing.png`, SHARE_CARD_ALT["the-briefing"]);

    // An image uploaded for a body and named as a cover has no crop: the card stands in.
    const bodyImage = await uploadImage("A body's photo", "body");
    const post = await writePost({ title: "Borrowed cover", content: "Text.", coverImageId: bodyImage.id });
    expectShareImage((await page(`/field-manual/${post.id}`)).body, `${SITE}/og/field-manual.png`, SHARE_CARD_ALT["field-manual"]);
    expect((await page(bodyImage.share)).statusCode).toBe(404);
  });

  it("a cover without crops gets them from the images.cover-crops job, once; its page then previews the crop, and nothing else is cropped", async () => {
    // Covers borrowed by earlier tests are cropped first: this run's count is this test's.
    await cropUncroppedCovers(t.database.db, t.storage, silentLog);
    const borrowed = await uploadImage("Borrowed at dawn", "body");
    const unused = await uploadImage("Only in a body", "body");
    const post = await writePost({ title: "Cropped later", content: "Text.", coverImageId: borrowed.id });
    expectShareImage((await page(`/field-manual/${post.id}`)).body, `${SITE}/og/field-manual.png`, SHARE_CARD_ALT["field-manual"]);
    const feedBefore = await feedVersion(t.database.db);
    const keysOf = async (id: string) => (await t.database.db.select({ keys: images.keys }).from(images).where(eq(images.id, id)))[0]!.keys;
    const unusedKeys = await keysOf(unused.id);

    expect(await cropUncroppedCovers(t.database.db, t.storage, silentLog)).toBe(1);
    await expectPublicCrop(borrowed.share);
    const square = await getMedia(t.app, borrowed.share.replace("share-1200x630", "square-1400"));
    expect(await sharp(square.body).metadata()).toMatchObject({ format: "jpeg", width: 1400, height: 1400 });
    // The kept page is dropped by the images table's change notice: the next one names the crop.
    await expect.poll(async () => metaOf((await page(`/field-manual/${post.id}`)).body, "og:image")).toBe(`${SITE}${borrowed.share}`);
    expect((await feedVersion(t.database.db))?.stamp).not.toBe(feedBefore?.stamp);

    // Nothing is left to crop: a second run makes nothing, and an image no record shows as a cover was never cropped.
    const keys = await keysOf(borrowed.id);
    expect(await cropUncroppedCovers(t.database.db, t.storage, silentLog)).toBe(0);
    expect(await keysOf(borrowed.id)).toEqual(keys);
    expect(await keysOf(unused.id)).toEqual(unusedKeys);
  });

  it("two runs at once crop a cover once, and the one that lost keeps the winner's files", async () => {
    await cropUncroppedCovers(t.database.db, t.storage, silentLog);
    const raced = await uploadImage("Raced for", "body");
    await writePost({ title: "Raced cover", content: "Text.", coverImageId: raced.id });
    const counts = await Promise.all([cropUncroppedCovers(t.database.db, t.storage, silentLog), cropUncroppedCovers(t.database.db, t.storage, silentLog)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await expectPublicCrop(raced.share);
  });

  it("a cover whose variant cannot be read is left as it was and logged; the others are cropped", async () => {
    await cropUncroppedCovers(t.database.db, t.storage, silentLog);
    const broken = await uploadImage("Lost file", "body");
    const fine = await uploadImage("Still here", "body");
    await writePost({ title: "Broken cover", content: "Text.", coverImageId: broken.id });
    await writePost({ title: "Fine cover", content: "Text.", coverImageId: fine.id });
    const [row] = await t.database.db.select({ keys: images.keys }).from(images).where(eq(images.id, broken.id));
    for (const key of row!.keys) await t.storage.delete(key);
    const warnings: unknown[] = [];
    const log = { ...silentLog, warn: (...args: unknown[]) => void warnings.push(args) };

    expect(await cropUncroppedCovers(t.database.db, t.storage, log)).toBe(1);
    expect(warnings).toHaveLength(1);
    const [after] = await t.database.db.select({ keys: images.keys }).from(images).where(eq(images.id, broken.id));
    expect(after!.keys).toEqual(row!.keys);
    await expectPublicCrop(fine.share);
  });

  it("a draft has no page to preview, and its cover's crop is no one's but the admin's", async () => {
    const cover = await uploadImage("Monday's briefing");
    const draft = await writePost({ title: "Monday", content: "Later.", status: "draft", coverImageId: cover.id });
    const res = await page(`/field-manual/${draft.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(cover.share);
    for (const cookie of [undefined, member]) expect((await t.app.inject({ url: cover.share, headers: cookie ? { cookie } : {} })).statusCode).toBe(404);
    const forAdmin = await getMedia(t.app, cover.share, { cookie: admin });
    expect(forAdmin.statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url: cover.share, headers: { cookie: admin } });
    expect(String(head.headers["cache-control"])).toMatch(/^private/);
    const episode = await send("/api/podcasts", { title: "Friday", status: "draft", coverImageId: cover.id }, true);
    expect((await page(`/briefing/${episode.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: cover.share })).statusCode).toBe(404);
  });
});
