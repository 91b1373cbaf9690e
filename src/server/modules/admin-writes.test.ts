import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { contentItems, podcasts, posts } from "../db/schema.js";
import { projectPath } from "../project-root.js";
import { signInAdmin } from "../test/admin-session.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";
import { getMedia } from "../test/media-fetch.js";
import { multipart, type FilePart } from "../test/multipart.js";
import { leftoverUploads, listedKeys } from "../test/stored-files.js";

const fixture = (name: string) => fs.readFileSync(projectPath("e2e", "fixtures", name));
const mp3: FilePart = { filename: "episode.mp3", contentType: "audio/mpeg", data: fixture("clip.mp3") };
const pdf: FilePart = { filename: "worksheet.pdf", contentType: "application/pdf", data: fixture("worksheet.pdf") };
const mp4: FilePart = { filename: "clip.mp4", contentType: "video/mp4", data: fixture("clip.mp4") };
const fakeMp3: FilePart = { filename: "fake.mp3", contentType: "audio/mpeg", data: fixture("fake.mp3") };

describe.each(databaseKinds)("admin writes (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_UPLOAD_MB: "1" });
    ({ cookie: admin, id: adminId } = await signInAdmin(t));
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const storedKeys = () => listedKeys(t.storage);
  const storedKey = async (itemId: string) => (await t.database.db.query.contentItems.findFirst({ where: eq(contentItems.id, itemId) }))?.fileKey;
  const rows = async () => ({
    posts: (await t.database.db.select({ n: count() }).from(posts))[0]!.n,
    podcasts: (await t.database.db.select({ n: count() }).from(podcasts))[0]!.n,
    items: (await t.database.db.select({ n: count() }).from(contentItems))[0]!.n,
  });

  const send = (
    method: "POST" | "PUT" | "DELETE",
    url: string,
    cookie: string | undefined,
    body?: { payload: Buffer | object; headers?: Record<string, string> },
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });

  describe("authorization", () => {
    it("refuses every write to visitors (401) and members (403), storing nothing", async () => {
      const id = "00000000-0000-4000-8000-000000000000";
      const upload = multipart({ title: "X", category: "briefing", mediaType: "pdf" }, pdf);
      const cases: ["POST" | "PUT" | "DELETE", string, { payload: Buffer | object; headers?: Record<string, string> } | undefined][] = [
        ["POST", "/api/posts", { payload: { title: "X", content: "Y" } }],
        ["PUT", `/api/posts/${id}`, { payload: { title: "X", content: "Y" } }],
        ["DELETE", `/api/posts/${id}`, undefined],
        ["POST", "/api/podcasts", multipart({ title: "X" }, mp3)],
        ["DELETE", `/api/podcasts/${id}`, undefined],
        ["POST", "/api/content-items", upload],
        ["PUT", `/api/content-items/${id}`, upload],
        ["DELETE", `/api/content-items/${id}`, undefined],
      ];
      const before = await rows();
      for (const [method, url, body] of cases) {
        expect((await send(method, url, undefined, body)).statusCode, `visitor ${method} ${url}`).toBe(401);
        const res = await send(method, url, member, body);
        expect(res.statusCode, `member ${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe("FORBIDDEN");
      }
      expect(await rows()).toEqual(before);
      expect(await storedKeys()).toEqual([]);
    });
  });

  describe("posts", () => {
    it("creates, updates and deletes a post, with the admin as author", async () => {
      const created = await send("POST", "/api/posts", admin, {
        payload: { title: " Lead from the front ", content: "## Rule one\n\n**Own** it.", isMembersOnly: true },
      });
      expect(created.statusCode).toBe(201);
      const post = created.json();
      expect(post).toMatchObject({ title: "Lead from the front", isMembersOnly: true, excerpt: "Rule one Own it.", locked: false });
      const row = await t.database.db.query.posts.findFirst({ where: eq(posts.id, post.id) });
      expect(row?.authorId).toBe(adminId);

      const updated = await send("PUT", `/api/posts/${post.id}`, admin, { payload: { title: "Lead", content: "New *text*", isMembersOnly: false } });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ title: "Lead", content: "New *text*", excerpt: "New text", isMembersOnly: false });

      expect((await send("DELETE", `/api/posts/${post.id}`, admin)).statusCode).toBe(204);
      expect((await send("DELETE", `/api/posts/${post.id}`, admin)).statusCode).toBe(404);
      expect((await send("PUT", `/api/posts/${post.id}`, admin, { payload: { title: "A", content: "B" } })).statusCode).toBe(404);
    });

    it.each([
      [{ content: "x" }, "Title is required."],
      [{ title: "   ", content: "x" }, "Title is required."],
      [{ title: "T", content: "  " }, "Content is required."],
      [{ title: "T".repeat(301), content: "x" }, "Title must be at most 300 characters."],
    ])("refuses %j with a clear 400", async (payload, message) => {
      const res = await send("POST", "/api/posts", admin, { payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    });
  });

  describe("podcasts", () => {
    beforeEach(async () => {
      await t.database.db.delete(podcasts);
    });

    it("stores an upload under the admin's id, detected as mp3, and plays it back", async () => {
      const res = await send("POST", "/api/podcasts", admin, multipart({ title: "Ep 1", description: "First", isMembersOnly: "true" }, mp3));
      expect(res.statusCode).toBe(201);
      const episode = res.json();
      expect(episode).toMatchObject({ title: "Ep 1", description: "First", isMembersOnly: true, fileType: "audio/mpeg" });
      const row = await t.database.db.query.podcasts.findFirst({ where: eq(podcasts.id, episode.id) });
      expect(row).toMatchObject({ fileName: "episode.mp3", fileSize: mp3.data.length });
      // The playing time is read from the file as it is stored (clip.mp3 plays 2.8 s).
      expect(row?.durationSeconds).toBeCloseTo(2.8, 1);
      expect(episode.file).toEqual({ name: "episode.mp3", size: mp3.data.length });
      expect(row?.fileKey).toMatch(new RegExp(`^${adminId}/\\d+-[0-9a-f]{12}\\.mp3$`));
      expect(row?.authorId).toBe(adminId);
      const audio = await getMedia(t.app, episode.audioUrl, { cookie: member });
      expect(audio.body.equals(mp3.data)).toBe(true);

      expect((await send("DELETE", `/api/podcasts/${episode.id}`, admin)).statusCode).toBe(204);
      expect(await storedKeys()).toEqual([]);
    });

    it("refuses a file that is not audio by its content, whatever its name, storing nothing", async () => {
      for (const file of [fakeMp3, { ...pdf, filename: "sneaky.mp3", contentType: "audio/mpeg" }]) {
        const res = await send("POST", "/api/podcasts", admin, multipart({ title: "Bad" }, file));
        expect(res.statusCode).toBe(415);
        expect(res.json().error.message).toBe("The file must be an MP3, WAV or M4A file; this one is not.");
      }
      expect((await rows()).podcasts).toBe(0);
      expect(await storedKeys()).toEqual([]);
    });

    it("refuses an MP4 with a video track, which passes as M4A by its first bytes (fit-and-finish 7)", async () => {
      for (const file of [mp4, { ...mp4, filename: "talk.m4a", contentType: "audio/mp4" }]) {
        const res = await send("POST", "/api/podcasts", admin, multipart({ title: "A video" }, file));
        expect(res.statusCode).toBe(415);
        expect(res.json().error.message).toBe("The file must be audio only; this one has a video track.");
      }
      const m4a = { filename: "clip.m4a", contentType: "audio/mp4", data: fixture("clip.m4a") };
      const audioOnly = await send("POST", "/api/podcasts", admin, multipart({ title: "Audio in MP4" }, m4a));
      expect(audioOnly.statusCode).toBe(201);
      expect(await storedKeys()).toHaveLength(1);
      expect((await rows()).podcasts).toBe(1);
      expect((await send("DELETE", `/api/podcasts/${audioOnly.json().id}`, admin)).statusCode).toBe(204);
      expect(await storedKeys()).toEqual([]);
    });

    it("says 'Missing fields' without a title or a file", async () => {
      for (const body of [multipart({ title: "" }, mp3), multipart({ description: "d" }, mp3), multipart({ title: "No file" })]) {
        const res = await send("POST", "/api/podcasts", admin, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe("Missing fields: Title and file are required.");
      }
      expect(await storedKeys()).toEqual([]);
    });

    it("refuses files over MAX_UPLOAD_MB with 413 and keeps no partial file", async () => {
      const big = Buffer.concat([mp3.data, Buffer.alloc(1024 * 1024 + 10, 0)]);
      const res = await send("POST", "/api/podcasts", admin, multipart({ title: "Huge" }, { ...mp3, data: big }));
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe("The file is larger than the 1 MB limit.");
      expect((await rows()).podcasts).toBe(0);
      expect(await storedKeys()).toEqual([]);
      expect(await leftoverUploads(t)).toEqual([]);
    });

    it("wants the fields before the file", async () => {
      const res = await send("POST", "/api/podcasts", admin, multipart({ title: "Late" }, mp3, { fileFirst: true }));
      expect(res.statusCode).toBe(400);
      expect(await storedKeys()).toEqual([]);
    });
  });

  describe("content items", () => {
    const itemForm = (fields: Record<string, string>, file?: FilePart) => multipart({ category: "briefing", ...fields }, file);

    it("creates a pdf item under {userId}/{category}-..., replaces its file, switches it to text, deletes it", async () => {
      const created = await send("POST", "/api/content-items", admin, itemForm({ title: "Brief card", description: "Five paragraphs", mediaType: "pdf" }, pdf));
      expect(created.statusCode).toBe(201);
      const item = created.json();
      expect(item).toMatchObject({ category: "briefing", mediaType: "pdf", fileType: "application/pdf", contentText: null });
      // The admin sees the uploaded file's own name and size, never the storage key.
      expect(item.file).toEqual({ name: "worksheet.pdf", size: pdf.data.length });
      expect(JSON.stringify(item)).not.toContain(adminId);
      const firstKey = await storedKey(item.id);
      expect(firstKey).toMatch(new RegExp(`^${adminId}/briefing-\\d+-[0-9a-f]{12}\\.pdf$`));
      expect(await storedKeys()).toEqual([firstKey]);

      // Edit without a new file keeps the file, its name and size.
      const kept = await send("PUT", `/api/content-items/${item.id}`, admin, itemForm({ title: "Brief card v2", mediaType: "pdf" }));
      expect(kept.statusCode).toBe(200);
      expect(kept.json().file).toEqual(item.file);
      expect(await storedKey(item.id)).toBe(firstKey);

      // A new file replaces the old one, which is deleted.
      const replaced = await send(
        "PUT",
        `/api/content-items/${item.id}`,
        admin,
        itemForm({ title: "Brief card v3", mediaType: "pdf" }, { ...pdf, filename: "C:\\Users\\me\\Card v3.pdf" }),
      );
      expect(replaced.json().file).toEqual({ name: "Card v3.pdf", size: pdf.data.length });
      const newPath = await storedKey(item.id);
      expect(newPath).not.toBe(firstKey);
      expect(await storedKeys()).toEqual([newPath]);

      // Switching to video without a video file is refused and changes nothing.
      const noVideo = await send("PUT", `/api/content-items/${item.id}`, admin, itemForm({ title: "Video?", mediaType: "video" }));
      expect(noVideo.statusCode).toBe(400);
      expect(noVideo.json().error.message).toBe("Choose an MP4 or WebM file to upload.");
      expect(await storedKeys()).toEqual([newPath]);

      // Switching to text drops the file.
      const text = await send("PUT", `/api/content-items/${item.id}`, admin, itemForm({ title: "Now text", mediaType: "text", contentText: "Read this." }));
      expect(text.statusCode).toBe(200);
      expect(text.json()).toMatchObject({ mediaType: "text", contentText: "Read this.", file: null, fileUrl: null });
      expect(await storedKeys()).toEqual([]);

      // And back to a file type drops the text.
      const video = await send("PUT", `/api/content-items/${item.id}`, admin, itemForm({ title: "Now video", mediaType: "video", contentText: "stale" }, mp4));
      expect(video.json()).toMatchObject({ mediaType: "video", contentText: null, fileType: "video/mp4" });

      expect((await send("DELETE", `/api/content-items/${item.id}`, admin)).statusCode).toBe(204);
      expect(await storedKeys()).toEqual([]);
      expect((await send("DELETE", `/api/content-items/${item.id}`, admin)).statusCode).toBe(404);
    });

    it("requires a file of the right kind on create", async () => {
      const none = await send("POST", "/api/content-items", admin, itemForm({ title: "No file", mediaType: "pdf" }));
      expect(none.statusCode).toBe(400);
      expect(none.json().error.message).toBe("Choose a PDF file to upload.");
      const wrong = await send("POST", "/api/content-items", admin, itemForm({ title: "Wrong", mediaType: "pdf" }, mp3));
      expect(wrong.statusCode).toBe(415);
      const fileForText = await send("POST", "/api/content-items", admin, itemForm({ title: "Text", mediaType: "text" }, pdf));
      expect(fileForText.statusCode).toBe(400);
      const badCategory = await send("POST", "/api/content-items", admin, multipart({ title: "X", category: "secret", mediaType: "text" }));
      expect(badCategory.statusCode).toBe(400);
      expect(badCategory.json().error.message).toBe("Category must be briefing or after-action.");
      expect(await storedKeys()).toEqual([]);
      expect((await rows()).items).toBe(0);
    });

    it("refuses an update of an unknown item without storing its file", async () => {
      const res = await send("PUT", "/api/content-items/00000000-0000-4000-8000-000000000000", admin, itemForm({ title: "Ghost", mediaType: "pdf" }, pdf));
      expect(res.statusCode).toBe(404);
      expect(await storedKeys()).toEqual([]);
    });
  });
});
