import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { activityLog, feedSettings } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPodcast } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { getMedia } from "../../test/media-fetch.js";
import { multipart } from "../../test/multipart.js";
import { listedKeys } from "../../test/stored-files.js";

// Images made here, byte for byte: a real (all-black, greyscale) PNG of any
// size, and a JPEG whose frame header states a size (enough for the checks,
// which read the type and dimensions only).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, b) => CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function png(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * height));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    // A private ancillary chunk of random bytes makes a file as large as a test needs.
    padding ? chunk("raNd", randomBytes(padding)) : Buffer.alloc(0),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function jpeg(side: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, side >> 8, side & 0xff, side >> 8, side & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const artworkIn = (xml: string) => {
  const channel = parser.parse(xml).rss.channel as { "itunes:image": { "@href": string }; image: { url: string } };
  expect(channel.image.url).toBe(channel["itunes:image"]["@href"]);
  return channel["itunes:image"]["@href"];
};

describe.each(databaseKinds)("feed channel artwork (%s)", (kind) => {
  let t: TestApp;
  let chief: { cookie: string; id: string };
  let member: string;
  let personalFeed: string;

  const send = (method: "PUT" | "GET" | "DELETE", cookie?: string, body?: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({
      method,
      url: "/api/admin/feed-artwork",
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...body?.headers },
      payload: body?.payload,
    });
  const upload = (data: Buffer, filename = "art.png", contentType = "image/png") => send("PUT", chief.cookie, multipart({}, { filename, contentType, data }));
  const artworkKeys = async () => (await listedKeys(t.storage)).filter((k) => k.includes("feed-artwork"));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertPodcast(t.database.db, t.storage, { title: "An episode" });
    chief = await signInAdmin(t);
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
    personalFeed = new URL((await t.app.inject({ method: "GET", url: "/api/feed", headers: { cookie: member } })).json<{ url: string }>().url).pathname;
  });
  afterAll(async () => {
    await t.close();
  });

  it("is the shipped default at first, in both feeds; only an admin may see or change it", async () => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const body = method === "PUT" ? multipart({}, { filename: "a.png", data: png(1400, 1400) }) : undefined;
      expect((await send(method, undefined, body)).statusCode, method).toBe(401);
      expect((await send(method, member, body)).statusCode, method).toBe(403);
    }
    const res = await send("GET", chief.cookie);
    expect(res.json()).toEqual({ url: "http://127.0.0.1:3000/artwork/the-briefing.png", custom: false, updatedAt: null });
    expect(artworkIn((await t.app.inject("/feeds/briefing.xml")).body)).toBe("http://127.0.0.1:3000/artwork/the-briefing.png");
    expect(artworkIn((await t.app.inject(personalFeed)).body)).toBe("http://127.0.0.1:3000/artwork/the-briefing.png");
    expect(await artworkKeys()).toEqual([]);
  });

  it("refuses what is not a square JPEG or PNG of 1400–3000 px within the size limit, saying why, storing nothing", async () => {
    const cases: [Buffer, number, string][] = [
      [Buffer.from("just some text, not an image at all"), 415, "The artwork must be a JPEG or PNG image; this file is not."],
      [Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary"), 415, "The artwork must be a JPEG or PNG image; this file is not."],
      [png(1400, 1500), 400, "The artwork must be square; this image is 1400 × 1500 pixels."],
      [png(1000, 1000), 400, "The artwork must be at least 1400 × 1400 pixels; this image is 1000 × 1000 pixels."],
      [png(3001, 3001), 400, "The artwork must be at most 3000 × 3000 pixels; this image is 3001 × 3001 pixels."],
      [png(1400, 1400, 8 * 1024 * 1024), 413, "The image is larger than the 8 MB limit."],
      [Buffer.alloc(0), 400, "The file is empty."],
    ];
    for (const [data, status, message] of cases) {
      const res = await upload(data);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const notMultipart = await t.app.inject({
      method: "PUT",
      url: "/api/admin/feed-artwork",
      headers: { origin: ORIGIN, cookie: chief.cookie },
      payload: { url: "x" },
    });
    expect(notMultipart.statusCode).toBe(415);
    // A form cut short (its closing boundary never comes): the uploads' own 400, not a 500.
    const whole = multipart({}, { filename: "a.png", contentType: "image/png", data: png(1400, 1400) });
    const cut = await send("PUT", chief.cookie, { payload: whole.payload.subarray(0, whole.payload.length - 200), headers: whole.headers });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(await artworkKeys()).toEqual([]);
    expect(await t.database.db.select().from(feedSettings)).toEqual([]);
  });

  it("replaces the artwork: a new URL in both feeds, new ETags, the old file deleted; reset restores the default and leaves no file", async () => {
    const before = await t.app.inject(personalFeed);
    const first = png(1400, 1400);
    const res = await upload(first, "cover.png");
    expect(res.statusCode).toBe(200);
    const art = res.json<{ url: string; custom: boolean; updatedAt: string }>();
    expect(art.custom).toBe(true);
    expect(art.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/feeds\/artwork\/feed-artwork-\d+-[0-9a-f]{12}\.png$/);
    const served = await getMedia(t.app, new URL(art.url).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.body.equals(first)).toBe(true);
    const [firstKey] = await artworkKeys();
    expect(firstKey).toBeDefined();
    // Both feeds name it, and an app's conditional poll gets the new feed, not a 304.
    expect(artworkIn((await t.app.inject("/feeds/briefing.xml")).body)).toBe(art.url);
    const after = await t.app.inject({ url: personalFeed, headers: { "if-none-match": before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(artworkIn(after.body)).toBe(art.url);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    // A second upload (a JPEG) replaces the first, whose file and URL are gone.
    const second = await upload(jpeg(3000), "cover.jpg", "image/jpeg");
    expect(second.statusCode).toBe(200);
    const secondArt = second.json<{ url: string }>();
    expect(secondArt.url).toMatch(/\.jpg$/);
    expect(await artworkKeys()).toHaveLength(1);
    expect(await t.storage.stat(firstKey!)).toBeNull();
    expect((await t.app.inject(new URL(art.url).pathname)).statusCode).toBe(404);
    expect((await t.app.inject(new URL(secondArt.url).pathname)).headers["content-type"]).toBe("image/jpeg");
    expect(artworkIn((await t.app.inject(personalFeed)).body)).toBe(secondArt.url);

    const reset = await send("DELETE", chief.cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ url: "http://127.0.0.1:3000/artwork/the-briefing.png", custom: false });
    expect(await artworkKeys()).toEqual([]);
    expect((await t.app.inject(new URL(secondArt.url).pathname)).statusCode).toBe(404);
    const back = await t.app.inject({ url: personalFeed, headers: { "if-none-match": after.headers.etag as string } });
    expect(back.statusCode).toBe(200);
    expect(artworkIn(back.body)).toBe("http://127.0.0.1:3000/artwork/the-briefing.png");
    // A second reset changes nothing and records nothing.
    expect((await send("DELETE", chief.cookie)).statusCode).toBe(200);
    const entries = await t.database.db.select().from(activityLog).where(eq(activityLog.action, "feed.artwork")).orderBy(activityLog.createdAt);
    expect(entries.map((e) => [e.actorId, e.targetKind, (e.details as { change: string }).change])).toEqual([
      [chief.id, "feed", "replaced"],
      [chief.id, "feed", "replaced"],
      [chief.id, "feed", "reset"],
    ]);
  });

  it("answers 404 for an artwork name that is not the current one", async () => {
    expect((await t.app.inject("/feeds/artwork/feed-artwork-1-000000000000.png")).statusCode).toBe(404);
    expect((await t.app.inject("/feeds/artwork/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
  });
});
