import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../test/app.js";
import { insertItem, insertPodcast } from "../test/content-fixtures.js";

// HTTP Range on the media routes (public files, so no session is needed).
describe("media streaming", () => {
  let t: TestApp;
  const bytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => (i * 7) % 256));
  let audio: string;
  let pdf: string;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    audio = `/api/podcasts/${(await insertPodcast(t.database.db, t.storage, { title: "Ops: Brief & Debrief", bytes })).id}/audio`;
    pdf = `/api/content-items/${(await insertItem(t.database.db, t.storage, { mediaType: "pdf", bytes })).id}/file`;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, range?: string) => t.app.inject({ url, headers: range ? { range } : {} });

  it("sends the whole file with its stored type, inline, privately cached", async () => {
    const res = await get(audio);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      "content-type": "audio/mpeg",
      "accept-ranges": "bytes",
      "content-length": "10000",
      "x-content-type-options": "nosniff",
      "content-disposition": 'inline; filename="Ops-Brief-Debrief.mp3"',
      "cache-control": "private, max-age=3600",
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect((await get(pdf)).headers["content-type"]).toBe("application/pdf");
  });

  it.each([
    ["bytes=0-0", 0, 0],
    ["bytes=0-99", 0, 99],
    ["bytes=5000-5099", 5000, 5099],
    ["bytes=-100", 9900, 9999],
    ["bytes=9990-", 9990, 9999],
    ["bytes=9990-20000", 9990, 9999],
  ])("answers %s with 206 and the exact bytes", async (range, start, end) => {
    const res = await get(audio, range);
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/10000`);
    expect(res.headers["content-length"]).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it("answers a range past the end with 416 and the size", async () => {
    const res = await get(audio, "bytes=10000-10010");
    expect(res.statusCode).toBe(416);
    expect(res.headers["content-range"]).toBe("bytes */10000");
  });

  it("serves the whole file for multiple ranges and ignores malformed ones", async () => {
    const multi = await get(audio, "bytes=0-10,100-110");
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload.equals(bytes)).toBe(true);
    const bad = await get(audio, "items=0-5");
    expect(bad.statusCode).toBe(200);
    expect(bad.rawPayload.length).toBe(10_000);
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: pdf });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-length"]).toBe("10000");
    expect(res.body).toBe("");
  });
});
