import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { contentItems, podcasts } from "../db/schema.js";
import { projectPath } from "../project-root.js";
import { signInAdmin } from "../test/admin-session.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";
import { multipart, type FilePart } from "../test/multipart.js";
import { storedKeys, unfinishedUploads } from "../test/stored-files.js";

// Uploads that must leave nothing behind (docs/decisions/007): an empty file, a file of
// the wrong kind, and a request whose connection dies halfway through.

const fixture = (name: string) => fs.readFileSync(projectPath("e2e", "fixtures", name));
const pdf = fixture("worksheet.pdf");

describe.each(databaseKinds)("upload failures (%s)", (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // Watches the local driver's temporary files to cut connections at the right moment.
    t = await createTestApp(kind, { MAX_UPLOAD_MB: "1" }, { storage: "local" });
    admin = (await signInAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });
  // Each case starts empty, so one failure does not spill into the next.
  beforeEach(async () => {
    await t.database.db.delete(podcasts);
    await t.database.db.delete(contentItems);
    fs.rmSync(path.join(t.dataDir, "files"), { recursive: true, force: true });
  });

  const rowCounts = async () => ({
    podcasts: (await t.database.db.select({ n: count() }).from(podcasts))[0]!.n,
    items: (await t.database.db.select({ n: count() }).from(contentItems))[0]!.n,
  });

  async function expectNothingStored() {
    expect(await rowCounts()).toEqual({ podcasts: 0, items: 0 });
    expect(storedKeys(t.dataDir)).toEqual([]);
    expect(unfinishedUploads(t.dataDir)).toEqual([]);
  }

  const upload = (url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: "POST", url, headers: { origin: ORIGIN, cookie: admin, ...body.headers }, payload: body.payload });

  it.each([
    ["a podcast", "/api/podcasts", { title: "Silence" }, { filename: "empty.mp3", contentType: "audio/mpeg" }],
    ["a pdf item", "/api/content-items", { title: "Blank", category: "briefing", mediaType: "pdf" }, { filename: "empty.pdf", contentType: "application/pdf" }],
  ])("refuses an empty file for %s with a clear 400", async (_what, url, fields, file) => {
    const res = await upload(url, multipart(fields, { ...file, data: Buffer.alloc(0) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "BAD_REQUEST", message: "The file is empty." });
    await expectNothingStored();
  });

  it("refuses a PDF sent as a video item, whatever its name says", async () => {
    const disguised: FilePart = { filename: "briefing.mp4", contentType: "video/mp4", data: pdf };
    const res = await upload("/api/content-items", multipart({ title: "Not a video", category: "briefing", mediaType: "video" }, disguised));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe("The file must be an MP4 or WebM file; this one is not.");
    await expectNothingStored();
  });

  it.each([
    ["an episode", "/api/podcasts", { title: "Gone" }, "Episode not found."],
    ["an item", "/api/content-items", { title: "Gone", category: "briefing", mediaType: "pdf" }, "Content not found."],
  ])("answers an edit of an unknown %s 404 before reading its upload", async (_what, base, fields, message) => {
    // A body that would be refused as a 415 if it were read: the 404 shows it never was.
    const disguised: FilePart = { filename: "sheet.mp3", contentType: "audio/mpeg", data: Buffer.from("not a media file") };
    const body = multipart(fields, disguised);
    const res = await t.app.inject({
      method: "PUT",
      url: `${base}/00000000-0000-4000-8000-000000000000`,
      headers: { origin: ORIGIN, cookie: admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "NOT_FOUND", message });
    await expectNothingStored();
  });

  describe("a connection cut off midway", () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /**
     * Sends the request line, headers (announcing the whole body) and the
     * first `sent` bytes of the body over a real socket; once `inProgress`
     * holds, drops the connection.
     */
    async function cutOff(body: { payload: Buffer; headers: Record<string, string> }, sent: number, inProgress: () => boolean) {
      const socket = net.connect(port, "127.0.0.1");
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      const head = [
        "POST /api/content-items HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Origin: ${ORIGIN}`,
        `Cookie: ${admin}`,
        `Content-Type: ${body.headers["content-type"]}`,
        `Content-Length: ${body.payload.length}`,
      ].join("\r\n");
      socket.write(`${head}\r\n\r\n`);
      socket.write(body.payload.subarray(0, sent));
      await expect.poll(inProgress, { timeout: 10_000 }).toBe(true);
      socket.destroy();
    }

    // Big enough that the server is still waiting for bytes when the cut comes, under the 1 MB limit.
    const video = Buffer.concat([fixture("clip.mp4"), Buffer.alloc(600 * 1024, 7)]);
    const form = () =>
      multipart({ title: "Cut off", category: "briefing", mediaType: "video" }, { filename: "long.mp4", contentType: "video/mp4", data: video });

    it("in the middle of the file: the partial file is removed and no row is made", async () => {
      const body = form();
      await cutOff(body, body.payload.length - 300 * 1024, () => unfinishedUploads(t.dataDir).length > 0);
      await expect.poll(() => unfinishedUploads(t.dataDir), { timeout: 10_000 }).toEqual([]);
      await expectNothingStored();
    });

    it("after the whole file but before the form's end: the stored file is deleted again", async () => {
      const body = form();
      // Everything but the closing boundary line, so the file itself is complete and stored.
      const closing = body.payload.lastIndexOf("--\r\n");
      await cutOff(body, closing, () => storedKeys(t.dataDir).length > 0);
      await expect.poll(() => storedKeys(t.dataDir), { timeout: 10_000 }).toEqual([]);
      await expectNothingStored();
    });
  });
  describe("a form the multipart parser cannot read is a 400, never a 500 (hardening finding 7)", () => {
    const good = multipart({ title: "Clip", category: "briefing", mediaType: "pdf" }, { filename: "w.pdf", contentType: "application/pdf", data: pdf });
    const boundary = good.headers["content-type"].split("boundary=")[1]!;
    const cases: [string, Record<string, string>, Buffer][] = [
      ["no boundary", { "content-type": "multipart/form-data" }, good.payload],
      ["a boundary the body does not use", { "content-type": "multipart/form-data; boundary=nope" }, good.payload],
      ["a body that stops mid-file", good.headers, good.payload.subarray(0, good.payload.length - 2000)],
      ["a body that stops in the fields", good.headers, good.payload.subarray(0, 60)],
      ["JSON declared as multipart", good.headers, Buffer.from(JSON.stringify({ title: "x" }))],
      ["a part with a broken header", good.headers, Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`)],
    ];
    it.each(cases)("%s", async (_what, headers, payload) => {
      for (const url of ["/api/content-items", "/api/podcasts"]) {
        const res = await upload(url, { headers, payload });
        expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        expect(res.json().error.message).toBeTruthy();
      }
      await expectNothingStored();
    });
  });
});
