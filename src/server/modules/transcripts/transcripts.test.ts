import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, contentItems, podcasts } from "../../db/schema.js";
import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { getMedia } from "../../test/media-fetch.js";
import { emptyStorage, leftoverUploads, listedKeys } from "../../test/stored-files.js";

// Transcripts (issue 14) and episode edits (issue 17) through the API, on
// both databases: upload (SRT converted), replace, remove, bad files, access,
// the private feed's podcast:transcript and search over transcript words.

const fixture = (name: string) => fs.readFileSync(projectPath("e2e", "fixtures", name));

interface Part {
  name: string;
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart body: fields first, then each file part in order (the admin forms send them so). */
function form(fields: Record<string, string>, ...files: Part[]) {
  const boundary = `----lobl${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const audio = (name = "episode.mp3"): Part => ({ name: "file", filename: name, contentType: "audio/mpeg", data: fixture("clip.mp3") });
const video = (): Part => ({ name: "file", filename: "clip.mp4", contentType: "video/mp4", data: fixture("clip.mp4") });
const transcript = (text: string | Buffer, filename = "episode.srt"): Part => ({
  name: "transcript",
  filename,
  data: typeof text === "string" ? Buffer.from(text, "utf8") : text,
});

const SRT =
  '1\n00:00:00,500 --> 00:00:01,500\n<font color="red">Hold</font> the <i>line</i>, zanzibar.\n\n2\n00:00:01,500 --> 00:00:02,700\n<script>alert(1)</script>Move out.\n';
const SRT_AS_VTT = "WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHold the <i>line</i>, zanzibar.\n\n00:00:01.500 --> 00:00:02.700\nalert(1)Move out.\n";
const VTT = "WEBVTT\n\n00:00.000 --> 00:02.000\n<v Chief>Second draft, quartermaster.</v>\n";

describe.each(databaseKinds)("transcripts and episode edits (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_UPLOAD_MB: "1" });
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(podcasts);
    await t.database.db.delete(contentItems);
    await emptyStorage(t.storage);
  });

  const send = (method: "POST" | "PUT" | "DELETE", url: string, cookie: string | undefined, body?: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const storedKeys = () => listedKeys(t.storage);
  const episodeRow = async (id: string) => (await t.database.db.query.podcasts.findFirst({ where: eq(podcasts.id, id) }))!;
  const createEpisode = async (fields: Record<string, string>, ...files: Part[]) => {
    const res = await send("POST", "/api/podcasts", admin, form(fields, ...files));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; transcriptUrl: string | null; transcript: { name: string; size: number } | null; audioUrl: string };
  };

  describe("episodes", () => {
    it("stores an SRT as WebVTT (markup cleaned), shows the admin its original name, and serves it to members only", async () => {
      const episode = await createEpisode({ title: "Ep", isMembersOnly: "true" }, audio(), transcript(SRT, "Ep 1 – captions.srt"));
      const row = await episodeRow(episode.id);
      expect(row.transcriptFileName).toBe("Ep 1 – captions.srt");
      expect(row.transcriptText).toBe("Hold the line, zanzibar.\nalert(1)Move out.");
      expect(row.transcriptFileKey).toMatch(/\/transcript-\d+-[0-9a-f]{12}\.vtt$/);
      expect(episode.transcript).toEqual({ name: "Ep 1 – captions.srt", size: Buffer.byteLength(SRT_AS_VTT) });
      expect(episode.transcriptUrl).toBe(`/api/podcasts/${episode.id}/transcript`);

      const served = await get(episode.transcriptUrl!, member);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("text/vtt; charset=utf-8");
      expect(served.headers["cache-control"]).toBe("private, max-age=300");
      expect(served.body).toBe(SRT_AS_VTT);

      // A visitor gets neither the transcript nor its URL (the episode page is locked).
      const visitor = await get(episode.transcriptUrl!);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain("zanzibar");
      const page = (await get(`/api/podcasts/${episode.id}`)).json();
      expect(page.locked).toBe(true);
      expect(JSON.stringify(page)).not.toContain("transcript");
      // Members see the URL but never the admin's file facts.
      const listed = (await get("/api/podcasts", member)).json().items[0];
      expect(listed.transcriptUrl).toBe(episode.transcriptUrl);
      expect(listed.transcript).toBeUndefined();
    });

    it("a public episode's transcript is served to visitors too; unknown ids and episodes without one are 404", async () => {
      const withOne = await createEpisode({ title: "Public" }, audio(), transcript(VTT, "p.vtt"));
      expect((await get(withOne.transcriptUrl!)).statusCode).toBe(200);
      const without = await createEpisode({ title: "Plain" }, audio());
      expect(without.transcriptUrl).toBeNull();
      expect(without.transcript).toBeNull();
      expect((await get(`/api/podcasts/${without.id}/transcript`, member)).statusCode).toBe(404);
      expect((await get("/api/podcasts/00000000-0000-4000-8000-000000000000/transcript", member)).statusCode).toBe(404);
      expect((await get("/api/podcasts/not-a-uuid/transcript", member)).json().error.message).toBe("Transcript not found.");
    });

    it("edits title, description and flag, replaces and removes the transcript, deleting replaced files after the update", async () => {
      const episode = await createEpisode({ title: "Tyop", description: "d" }, audio(), transcript(SRT));
      const first = await episodeRow(episode.id);

      const edited = await send("PUT", `/api/podcasts/${episode.id}`, admin, form({ title: "Typo fixed", description: "New words", isMembersOnly: "true" }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title: "Typo fixed", description: "New words", isMembersOnly: true, transcriptUrl: episode.transcriptUrl });
      const kept = await episodeRow(episode.id);
      expect(kept.fileKey).toBe(first.fileKey);
      expect(kept.transcriptFileKey).toBe(first.transcriptFileKey);

      const replaced = await send("PUT", `/api/podcasts/${episode.id}`, admin, form({ title: "Typo fixed" }, transcript(VTT, "v2.vtt")));
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().transcript).toEqual({
        name: "v2.vtt",
        size: Buffer.byteLength("WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Chief>Second draft, quartermaster.</v>\n"),
      });
      const second = await episodeRow(episode.id);
      expect(second.transcriptFileKey).not.toBe(first.transcriptFileKey);
      expect(await storedKeys()).toEqual([first.fileKey, second.transcriptFileKey].sort());
      expect((await get(episode.transcriptUrl!, member)).body).toContain("quartermaster");

      const removed = await send("PUT", `/api/podcasts/${episode.id}`, admin, form({ title: "Typo fixed", removeTranscript: "true" }));
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ transcriptUrl: null, transcript: null });
      expect(await episodeRow(episode.id)).toMatchObject({ transcriptFileKey: null, transcriptFileName: null, transcriptText: null });
      expect(await storedKeys()).toEqual([first.fileKey]);
      expect((await get(episode.transcriptUrl!, member)).statusCode).toBe(404);

      // Each edit is in the activity log, the rename with the old title.
      const entries = await t.database.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.targetId, episode.id), eq(activityLog.action, "content.update")));
      expect(entries).toHaveLength(3);
      expect(entries.some((e) => (e.details as Record<string, unknown>).previousTitle === "Tyop")).toBe(true);
    });

    it("a new audio file replaces the old one, which is deleted; a failed upload changes nothing and leaves no file", async () => {
      const episode = await createEpisode({ title: "Audio swap" }, audio("old.mp3"));
      const before = await episodeRow(episode.id);
      const swapped = await send("PUT", `/api/podcasts/${episode.id}`, admin, form({ title: "Audio swap" }, audio("new.mp3")));
      expect(swapped.statusCode).toBe(200);
      expect(swapped.json().file).toEqual({ name: "new.mp3", size: fixture("clip.mp3").length });
      const after = await episodeRow(episode.id);
      expect(after.fileKey).not.toBe(before.fileKey);
      expect(await storedKeys()).toEqual([after.fileKey]);
      const played = await getMedia(t.app, episode.audioUrl, { cookie: member });
      expect(played.body.equals(fixture("clip.mp3"))).toBe(true);

      const bad = [
        form({ title: "Changed" }, { name: "file", filename: "x.mp3", data: fixture("fake.mp3") }),
        form({ title: "Changed" }, audio(), transcript("not a transcript at all")),
        form({ title: "" }, audio()),
      ];
      for (const body of bad) {
        const res = await send("PUT", `/api/podcasts/${episode.id}`, admin, body);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
      expect(await episodeRow(episode.id)).toMatchObject({ title: "Audio swap", fileKey: after.fileKey });
      expect(await storedKeys()).toEqual([after.fileKey]);
      expect(await leftoverUploads(t)).toEqual([]);

      // An unknown id is a 404 before the body is read: nothing stored.
      const unknown = await send("PUT", "/api/podcasts/00000000-0000-4000-8000-000000000000", admin, form({ title: "X" }, audio(), transcript(VTT)));
      expect(unknown.statusCode).toBe(404);
      expect(await storedKeys()).toEqual([after.fileKey]);
    });

    it("refuses the edit to visitors (401) and members (403)", async () => {
      const episode = await createEpisode({ title: "Guarded" }, audio());
      expect((await send("PUT", `/api/podcasts/${episode.id}`, undefined, form({ title: "X" }))).statusCode).toBe(401);
      expect((await send("PUT", `/api/podcasts/${episode.id}`, member, form({ title: "X" }))).statusCode).toBe(403);
      expect((await episodeRow(episode.id)).title).toBe("Guarded");
    });

    it("deleting an episode deletes its transcript too", async () => {
      const episode = await createEpisode({ title: "Gone" }, audio(), transcript(VTT));
      expect(await storedKeys()).toHaveLength(2);
      expect((await send("DELETE", `/api/podcasts/${episode.id}`, admin)).statusCode).toBe(204);
      expect(await storedKeys()).toEqual([]);
    });
  });

  describe("bad transcripts: a clear 4xx, no row, no file", () => {
    const latin1 = Buffer.concat([Buffer.from("1\n00:00:01,000 --> 00:00:02,000\nCaf"), Buffer.from([0xe9]), Buffer.from("\n")]);
    it.each([
      [
        "a legacy encoding (Windows-1252)",
        latin1,
        400,
        "Transcript: The transcript must be UTF-8 text; this file uses another encoding. Save it as UTF-8 and upload it again.",
      ],
      ["a wrong header", Buffer.from("WEBVTTX\n\n00:01.000 --> 00:02.000\nx\n"), 400, "Transcript: A WebVTT file must start with the line WEBVTT."],
      [
        "a bad timestamp",
        Buffer.from("WEBVTT\n\n00:01.000 --> 00:0x.000\nx\n"),
        400,
        'Transcript: Line 3: the end time "00:0x.000" is not a valid timestamp (00:00:01.000 --> 00:00:04.000).',
      ],
      [
        "a cue ending before it starts",
        Buffer.from("1\n00:00:05,000 --> 00:00:01,000\nx\n"),
        400,
        "Transcript: Line 2: the cue ends (00:00:01,000) before it starts (00:00:05,000).",
      ],
      ["prose", Buffer.from("Just some words.\n"), 400, "Transcript: The file must be a WebVTT (.vtt) or SubRip (.srt) transcript."],
      ["an empty file", Buffer.alloc(0), 400, "Transcript: The transcript file is empty."],
      [
        "a file over 1 MB",
        Buffer.concat([Buffer.from("WEBVTT\n\n"), Buffer.alloc(1024 * 1024, 0x61)]),
        413,
        "The transcript is larger than the 1024 KB limit.",
      ],
    ])("%s", async (_name, data, status, message) => {
      const res = await send("POST", "/api/podcasts", admin, form({ title: "Bad" }, audio(), transcript(data)));
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
      expect(await t.database.db.select().from(podcasts)).toEqual([]);
      expect(await storedKeys()).toEqual([]);
    });

    it("a transcript near 1 MB of distinct words (a tsvector larger than 1 MB) is stored whole; search keeps its first 256 KB", async () => {
      const stamp = (s: number) =>
        `${String(Math.floor(s / 3600)).padStart(2, "0")}:${String(Math.floor(s / 60) % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}.000`;
      let word = 0;
      const cues: string[] = [];
      for (let s = 0; cues.join("").length < 900 * 1024; s++) {
        const words = Array.from({ length: 180 }, () => `q${(word++).toString(36)}`).join(" ");
        cues.push(`${stamp(s)} --> ${stamp(s + 1)}\n${words}\n\n`);
      }
      const res = await send("POST", "/api/podcasts", admin, form({ title: "Long talk" }, audio(), transcript(`WEBVTT\n\n${cues.join("")}`, "long.vtt")));
      expect(res.statusCode, res.body).toBe(201);
      const row = await episodeRow(res.json().id);
      expect(row.transcriptFileSize).toBeGreaterThan(900 * 1024);
      expect(Buffer.byteLength(row.transcriptText!, "utf8")).toBeLessThanOrEqual(256 * 1024);
      expect(row.transcriptText!.startsWith("q0 q1 q2")).toBe(true);
    });

    it("a transcript without an audio file is the spec's missing-fields error, and leaves nothing", async () => {
      const res = await send("POST", "/api/podcasts", admin, form({ title: "No audio" }, transcript(VTT)));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Missing fields: Title and file are required.");
      expect(await storedKeys()).toEqual([]);
    });
  });

  describe("items", () => {
    const itemForm = (fields: Record<string, string>, ...files: Part[]) => form({ category: "after-action", ...fields }, ...files);

    it("audio and video items take a transcript; a video's is its captions track; other media refuse one", async () => {
      const created = await send(
        "POST",
        "/api/content-items",
        admin,
        itemForm({ title: "Drill", mediaType: "video", isMembersOnly: "true" }, video(), transcript(VTT, "drill.vtt")),
      );
      expect(created.statusCode).toBe(201);
      const item = created.json();
      expect(item).toMatchObject({ transcriptUrl: `/api/content-items/${item.id}/transcript`, transcript: { name: "drill.vtt" } });
      expect((await get(item.transcriptUrl, member)).body).toContain("quartermaster");
      expect((await get(item.transcriptUrl)).statusCode).toBe(401);
      const locked = (await get(`/api/content-items/${item.id}`)).json();
      expect(locked.locked).toBe(true);
      expect(locked.transcriptUrl).toBeUndefined();

      const pdf = { name: "file", filename: "w.pdf", contentType: "application/pdf", data: fixture("worksheet.pdf") };
      const refused = await send("POST", "/api/content-items", admin, itemForm({ title: "Sheet", mediaType: "pdf" }, pdf, transcript(VTT)));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe("This media type takes no transcript.");
      const text = await send("POST", "/api/content-items", admin, itemForm({ title: "Text", mediaType: "text", contentText: "x" }, transcript(VTT)));
      expect(text.statusCode).toBe(400);
      expect((await storedKeys()).length).toBe(2);
    });

    it("switching an item to a medium without transcripts drops the transcript and deletes its file", async () => {
      const created = await send("POST", "/api/content-items", admin, itemForm({ title: "Talk", mediaType: "audio" }, audio(), transcript(SRT)));
      const item = created.json();
      expect((await storedKeys()).length).toBe(2);
      const replaced = await send("PUT", `/api/content-items/${item.id}`, admin, itemForm({ title: "Talk", mediaType: "audio" }, transcript(VTT)));
      expect(replaced.statusCode).toBe(200);
      expect((await storedKeys()).length).toBe(2);
      const toText = await send("PUT", `/api/content-items/${item.id}`, admin, itemForm({ title: "Talk", mediaType: "text", contentText: "Now text" }));
      expect(toText.statusCode).toBe(200);
      expect(toText.json()).toMatchObject({ transcriptUrl: null, transcript: null });
      expect(await storedKeys()).toEqual([]);

      // The activity log says what became of the transcript, as it does for episodes.
      const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.targetId, item.id)).orderBy(activityLog.createdAt);
      expect(logged.map((e) => [e.action, (e.details as Record<string, unknown>).transcript])).toEqual([
        ["content.create", "episode.srt"],
        ["content.update", "episode.srt"],
        ["content.update", null],
      ]);
    });
  });

  describe("the private feed", () => {
    const feedPath = async (cookie: string) => new URL((await get("/api/feed", cookie)).json().url as string).pathname;

    it("carries podcast:transcript with a URL under the member's token, which dies with the token", async () => {
      const episode = await createEpisode({ title: "In the feed", isMembersOnly: "true" }, audio(), transcript(VTT));
      const plain = await createEpisode({ title: "No transcript" }, audio());
      const path = await feedPath(member);
      const token = path.split("/")[2]!;
      const xml = (await get(path)).body;
      const tags = [...xml.matchAll(/<podcast:transcript [^>]*\/>/g)].map((m) => m[0]);
      expect(tags).toHaveLength(1);
      const url = /url="([^"]+)"/.exec(tags[0]!)![1]!;
      expect(new URL(url).pathname).toBe(`/feeds/${token}/transcripts/${episode.id}.vtt`);
      expect(tags[0]).toContain('type="text/vtt"');
      const items = xml.split("<item>").slice(1);
      expect(items.find((i) => i.includes(`lobl:episode:${episode.id}`))).toContain(tags[0]);
      expect(items.find((i) => i.includes(`lobl:episode:${plain.id}`))).not.toContain("podcast:transcript");

      const served = await get(new URL(url).pathname);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("text/vtt; charset=utf-8");
      expect(served.body).toContain("quartermaster");
      expect((await get(`/feeds/${token}/transcripts/${plain.id}.vtt`)).statusCode).toBe(404);
      expect((await get(`/feeds/${token}/transcripts/${episode.id}.mp3`)).statusCode).toBe(404);

      // The public feed lists no members-only episode, so no transcript of one.
      expect((await get("/feeds/briefing.xml")).body).not.toContain("podcast:transcript");

      const reset = await t.app.inject({ method: "POST", url: "/api/feed/reset", headers: { cookie: member, origin: ORIGIN } });
      expect(reset.statusCode).toBe(200);
      expect((await get(new URL(url).pathname)).statusCode).toBe(404);
    });
  });

  describe("search", () => {
    const search = async (q: string, cookie?: string) =>
      (await get(`/api/search?q=${encodeURIComponent(q)}`, cookie)).json() as { items: { id: string; locked: boolean; snippet: unknown }[] };

    it("finds transcript words for members; a visitor learns nothing from a members-only transcript", async () => {
      const locked = await createEpisode({ title: "Night shift", isMembersOnly: "true" }, audio(), transcript(SRT));
      const open = await createEpisode({ title: "Day shift" }, audio(), transcript(VTT));
      const drill = await send(
        "POST",
        "/api/content-items",
        admin,
        form(
          { category: "briefing", title: "Drill", mediaType: "video", isMembersOnly: "true" },
          video(),
          transcript("WEBVTT\n\n00:00.000 --> 00:01.000\nzanzibar protocol\n"),
        ),
      );
      const itemId = drill.json().id as string;

      const forMember = await search("zanzibar", member);
      expect(forMember.items.map((i) => i.id).sort()).toEqual([locked.id, itemId].sort());
      expect(forMember.items.every((i) => !i.locked)).toBe(true);
      // The snippet comes from the transcript, with the word marked.
      const snippet = forMember.items.find((i) => i.id === locked.id)!.snippet as { text: string; match: boolean }[];
      expect(snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toContain("zanzibar");
      expect((await search("zanzibar")).items).toEqual([]);
      // A public episode's transcript is found by visitors too.
      expect((await search("quartermaster")).items.map((i) => i.id)).toEqual([open.id]);
    });
  });
});
