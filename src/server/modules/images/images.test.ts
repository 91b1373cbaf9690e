import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COVER_NOT_FOUND, IMAGE_RULES, IMAGES_NEED_ALT, parseImageUrl, variantUrl } from "../../../shared/images.js";
import { previewApiPaths } from "../../../shared/previews.js";
import { query } from "../../db/raw-query.js";
import { sweepStorage } from "../../files/sweep.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { getMedia } from "../../test/media-fetch.js";
import { multipart } from "../../test/multipart.js";
import { leftoverUploads, listedKeys } from "../../test/stored-files.js";
import { pruneImages } from "./service.js";
import { DAMAGED_IMAGE, NOT_AN_IMAGE, SVG_REFUSED } from "./variants.js";

// Images in posts and text items (issue 30): checked by their bytes, kept as
// variants with no metadata, and served only to readers of a record that
// shows them.

/** A photo as a phone makes it: a JPEG with the camera's EXIF and where it was taken. */
async function photo(width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 11) * 31) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "FieldCam", Model: "FC-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 53/1 23/1", GPSLongitudeRef: "W", GPSLongitude: "77/1 2/1 11/1" },
    })
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)("images (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "image-reader@example.com");
    member = sessionCookie(await signIn(t.app, "image-reader@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (data: Buffer, fields: Record<string, string> = { alt: "Sergeants at the range" }, cookie = admin) => {
    const form = multipart(fields, { filename: "photo.jpg", contentType: "image/jpeg", data });
    return t.app.inject({ method: "POST", url: "/api/images", payload: form.payload, headers: { ...form.headers, cookie, origin: ORIGIN } });
  };
  const writePost = (payload: object, id?: string) =>
    t.app.inject({ method: id ? "PUT" : "POST", url: id ? `/api/posts/${id}` : "/api/posts", payload, headers: { cookie: admin, origin: ORIGIN } });
  const variantsOf = (url: string) => {
    const { id, hash } = parseImageUrl(url)!;
    return (width: number, format: "avif" | "webp" | "jpg") => variantUrl(id, hash, width, format);
  };
  const ownKeys = async (id: string) => (await listedKeys(t.storage)).filter((key) => key.includes(`/images/${id}/`));

  it("keeps an upload as AVIF, WebP and JPEG variants at the standard widths, upright, without EXIF or GPS", async () => {
    // 2000 × 1200 with EXIF orientation 6 ("turn 90° clockwise"): upright it is 1200 × 2000.
    const res = await upload(await photo(2000, 1200, { orientation: 6 }));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toEqual({ id: expect.any(String), url: expect.stringMatching(/^\/api\/images\//), width: 1200, height: 2000 });
    expect(parseImageUrl(image.url)).toMatchObject({ id: image.id, width: 1200, height: 2000 });

    const keys = await ownKeys(image.id);
    expect(keys.map((k) => k.slice(k.lastIndexOf("-") + 1)).sort()).toEqual(
      ["480.avif", "480.jpg", "480.webp", "960.avif", "960.jpg", "960.webp", "1200.avif", "1200.jpg", "1200.webp"].sort(),
    );
    const variant = variantsOf(image.url);
    for (const [width, format] of [
      [480, "avif"],
      [960, "webp"],
      [1200, "jpg"],
    ] as const) {
      const got = await getMedia(t.app, variant(width, format), { cookie: admin });
      expect(got.statusCode).toBe(200);
      const meta = await sharp(got.body).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: { avif: "heif", webp: "webp", jpg: "jpeg" }[format],
        width,
        height: Math.round((2000 * width) / 1200),
      });
      expect(meta.exif).toBeUndefined();
      expect(got.body.includes("FieldCam")).toBe(false);
    }
    // The address the markdown carries is the widest JPEG.
    const fallback = await getMedia(t.app, image.url, { cookie: admin });
    expect((await sharp(fallback.body).metadata()).width).toBe(1200);
  });

  it("keeps a small image at its own size and a large one at most 1600 pixels wide", async () => {
    const small = (await upload(await png(300, 200))).json();
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect((await ownKeys(small.id)).length).toBe(3);
    const large = (await upload(await photo(3200, 1800))).json();
    expect(large).toMatchObject({ width: 1600, height: 900 });
  });

  it("refuses what is not an accepted image, by its bytes, with a message, storing nothing", async () => {
    const before = await listedKeys(t.storage);
    const imageRows = async () => (await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from images`))[0]!.n;
    const rowsBefore = await imageRows();
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusals: [Buffer, number, string][] = [
      [svg, 415, SVG_REFUSED],
      [Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"), 415, NOT_AN_IMAGE],
      // A JPEG cut short.
      [(await photo(800, 600)).subarray(0, 4000), 400, DAMAGED_IMAGE],
      [Buffer.alloc(0), 400, "The file is empty."],
    ];
    for (const [data, status, message] of refusals) {
      const res = await upload(data);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    // No alt text: refused before the file is read.
    const noAlt = await upload(await png(10, 10), {});
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().error.message).toMatch(/alt text/);
    expect((await upload(await png(10, 10), { alt: "   " })).statusCode).toBe(400);
    // Only admins upload.
    expect((await upload(await png(10, 10), undefined, member)).statusCode).toBe(403);
    expect(await listedKeys(t.storage)).toEqual(before);
    expect(await leftoverUploads(t)).toEqual([]);
    expect(await imageRows()).toBe(rowsBefore);
  });

  it("refuses an image over the pixel limit from its header, before decoding it (a decompression bomb)", async () => {
    // 8000 × 6000 of one colour: a small file that would decode to 48 megapixels.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_RULES.maxBytes);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("The image is 8000 × 6000 pixels (48 megapixels); the limit is 40 megapixels.");
  });

  it("serves a members-only post's image to members and admins only, under every address form", async () => {
    const image = (await upload(await png(640, 480))).json();
    const variant = variantsOf(image.url);
    const post = (await writePost({ title: "Members' range day", content: `Read on.\n\n![Range day](${image.url})`, isMembersOnly: true })).json();
    const forms = [image.url, variant(480, "avif"), variant(640, "webp"), variant(640, "jpg"), `${image.url}?x=1`];
    for (const url of forms) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: "HEAD", url })).statusCode, url).toBe(401);
      const got = await getMedia(t.app, url, { cookie: member });
      expect(got.statusCode, url).toBe(200);
      expect((await getMedia(t.app, url, { cookie: admin })).statusCode, url).toBe(200);
    }
    // Names that are not one of its variants, or another image's hash, are the same 404 as a missing image.
    const { id } = parseImageUrl(image.url)!;
    for (const url of [
      variant(960, "webp"),
      variant(480, "png" as "jpg"),
      `/api/images/${id}/0000000000000000-640.jpg`,
      `/api/images/${id}/x`,
      `/api/images/not-an-id/x.jpg`,
    ]) {
      expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode, url).toBe(404);
    }
    // A private answer: never a shared cache's.
    const res = await t.app.inject({ url: variant(640, "webp"), headers: { cookie: member } });
    expect(String(res.headers["cache-control"])).toMatch(/^private/);

    // Made public, the image is anyone's, cacheable for a year.
    await writePost({ title: post.title, content: `Read on.\n\n![Range day](${image.url})`, isMembersOnly: false }, post.id);
    const open = await t.app.inject({ url: variant(640, "webp") });
    expect(open.statusCode).toBe(200);
    expect(open.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await t.app.inject({ url: variant(640, "webp"), headers: { "if-none-match": String(open.headers.etag) } })).statusCode).toBe(304);

    // Taken out of the body, it is no one's but the admin's.
    await writePost({ title: post.title, content: "Read on.", isMembersOnly: false }, post.id);
    expect((await t.app.inject({ url: variant(640, "webp") })).statusCode).toBe(404);
    expect((await t.app.inject({ url: variant(640, "webp"), headers: { cookie: member } })).statusCode).toBe(404);
  });

  it("hides a draft's images from everyone but admins and its preview link's reader", async () => {
    const image = (await upload(await png(500, 300))).json();
    const draft = (await writePost({ title: "Draft with image", content: `![Map](${image.url})`, status: "draft", isMembersOnly: true })).json();
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image.url, headers: { cookie: member } })).statusCode).toBe(404);
    const link = await t.app.inject({
      method: "POST",
      url: previewApiPaths.links,
      payload: { kind: "post", id: draft.id },
      headers: { cookie: admin, origin: ORIGIN },
    });
    const token = new URL(link.json().url).searchParams.get("preview")!;
    expect((await getMedia(t.app, `${image.url}?preview=${token}`)).statusCode).toBe(200);
    // Read as a visitor would: the members-only body's image is not theirs.
    expect((await t.app.inject({ url: `${image.url}?preview=${token}&as=visitor` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${image.url}?preview=${token.slice(0, -2)}xx` })).statusCode).toBe(404);
  });

  it("a post's cover shows wherever the post does (a locked one too), and goes with the cover (docs/decisions/086)", async () => {
    const image = (await upload(await png(800, 450))).json();
    const variant = variantsOf(image.url);
    const res = await writePost({ title: "Covered", content: "Members read on.", isMembersOnly: true, coverImageId: image.id });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post.coverUrl).toBe(image.url);
    // A visitor sees the locked post with its cover, and may have the cover's image (not the body's).
    expect((await t.app.inject({ url: `/api/posts/${post.id}` })).json()).toMatchObject({ locked: true, coverUrl: image.url });
    const open = await t.app.inject({ url: variant(480, "webp") });
    expect(open.statusCode).toBe(200);
    expect(open.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const list = await t.app.inject({ url: "/api/posts", headers: { cookie: member } });
    expect(list.json().items.find((p: { id: string }) => p.id === post.id)).toMatchObject({ coverUrl: image.url });
    // An unknown image is the writer's 400; null takes the cover off, and its image is no one's but the admin's.
    const unknown = await writePost({ title: "Covered", content: "Members read on.", coverImageId: "00000000-0000-4000-8000-000000000000" }, post.id);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(COVER_NOT_FOUND);
    const off = await writePost({ title: "Covered", content: "Members read on.", isMembersOnly: true, coverImageId: null }, post.id);
    expect(off.json().coverUrl).toBeNull();
    expect((await t.app.inject({ url: variant(480, "webp") })).statusCode).toBe(404);
    // A draft's cover is no one's but the admin's, like the draft.
    await writePost({ title: "Covered draft", content: "Later.", status: "draft", coverImageId: image.id });
    expect((await t.app.inject({ url: variant(480, "webp") })).statusCode).toBe(404);
  });

  it("makes a cover's crops from the file sent: a 1200 × 630 share image and a 1400 square, sRGB JPEGs cropped to fill (docs/decisions/100)", async () => {
    // A landscape photo with EXIF orientation 6: upright it is 1600 × 2400, as wide as the widest variant.
    const tall = (await upload(await photo(2400, 1600, { orientation: 6 }), { alt: "Range tower", role: "cover" })).json();
    const { hash } = parseImageUrl(tall.url)!;
    const files = (await ownKeys(tall.id)).map((k) => k.slice(k.lastIndexOf("/") + 1)).sort();
    expect(files).toEqual(
      [
        ...[480, 960, 1600].flatMap((w) => ["avif", "webp", "jpg"].map((f) => `${hash}-${w}.${f}`)),
        `${hash}-share-1200x630.jpg`,
        `${hash}-square-1400.jpg`,
      ].sort(),
    );
    for (const [name, width, height] of [
      ["share-1200x630", 1200, 630],
      ["square-1400", 1400, 1400],
    ] as const) {
      const got = await getMedia(t.app, `/api/images/${tall.id}/${hash}-${name}.jpg`, { cookie: admin });
      expect(got.statusCode, name).toBe(200);
      const meta = await sharp(got.body).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, space: meta.space, channels: meta.channels }).toEqual({
        format: "jpeg",
        width,
        height,
        space: "srgb",
        channels: 3,
      });
      expect(meta.exif).toBeUndefined();
      expect(got.body.includes("FieldCam")).toBe(false);
    }
    // A small grey image is enlarged to fill, in colour channels still (Apple asks for RGB).
    const grey = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#5a5a5a" } })
      .toColourspace("b-w")
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const small = (await upload(grey, { alt: "Grey", role: "cover" })).json();
    const square = await getMedia(t.app, `/api/images/${small.id}/${parseImageUrl(small.url)!.hash}-square-1400.jpg`, { cookie: admin });
    expect(await sharp(square.body).metadata()).toMatchObject({ format: "jpeg", width: 1400, height: 1400, space: "srgb", channels: 3 });
    // A body's image has no crops, and names no one can ask for; a role that is not one is the form's 400.
    const body = (await upload(await png(800, 600))).json();
    expect((await ownKeys(body.id)).length).toBe(6);
    expect(
      (await t.app.inject({ url: `/api/images/${body.id}/${parseImageUrl(body.url)!.hash}-share-1200x630.jpg`, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    for (const name of [`${hash}-share-1200x630.webp`, `${hash}-square-3000.jpg`, `${hash}-share.jpg`])
      expect((await t.app.inject({ url: `/api/images/${tall.id}/${name}`, headers: { cookie: admin } })).statusCode, name).toBe(404);
    const refused = await upload(await png(10, 10), { alt: "x", role: "poster" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("The image's role must be body or cover.");
  });

  it("refuses to publish or schedule a body with an image that has no alt text; a draft may wait", async () => {
    const image = (await upload(await png(100, 100))).json();
    const content = `Intro\n\n![](${image.url})`;
    const refused = await writePost({ title: "No alt", content });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(IMAGES_NEED_ALT);
    const scheduled = await writePost({ title: "No alt", content, status: "scheduled", publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(scheduled.statusCode).toBe(400);
    expect((await writePost({ title: "No alt", content, status: "draft" })).statusCode).toBe(201);
  });

  it("deletes images no body shows once they are three days old, and the sweep their files; kept revisions keep theirs", async () => {
    const unused = (await upload(await png(200, 100))).json();
    const shown = (await upload(await png(200, 100))).json();
    const onceShown = (await upload(await png(200, 100))).json();
    const post = (await writePost({ title: "Kept", content: `![A](${shown.url})` })).json();
    const edited = (await writePost({ title: "Edited", content: `![B](${onceShown.url})` })).json();
    await writePost({ title: "Edited", content: "No image now.", baseRevision: 1 }, edited.id);
    await t.database.db.execute(sql`update images set created_at = now() - interval '4 days' where id in (${unused.id}, ${shown.id}, ${onceShown.id})`);

    await pruneImages(t.database.db);
    const left = await query<{ id: string }>(t.database.db, sql`select id from images where id in (${unused.id}, ${shown.id}, ${onceShown.id})`);
    // The unused one is gone; the shown one stays; the one an older revision shows stays for a restore.
    expect(left.map((r) => r.id).sort()).toEqual([shown.id, onceShown.id].sort());
    expect(post.id).toBeTruthy();

    const log = { info: () => {}, warn: () => {}, error: () => {} };
    await sweepStorage(t.database, t.storage, log, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await ownKeys(unused.id)).toEqual([]);
    expect((await ownKeys(shown.id)).length).toBe(3);
  });
});
