import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PrecompressedPage } from "./precompressed.js";

// Brotli's window is sized to the page (precompressed.ts): it must still
// reach back across the whole page, as the default 4 MiB window does. A
// small page at a low quality is compressed on the main thread, any other
// on libuv's threads; either way the same bytes come back.

async function served(page: PrecompressedPage, encoding = "br") {
  const app = Fastify();
  app.get("/", (request, reply) => page.send(request, reply));
  const res = await app.inject({ url: "/", headers: { "accept-encoding": encoding } });
  await app.close();
  return res;
}

describe("a precompressed page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("compresses a small page at quality 5 on the main thread, and one at 11 or over 128 KB off it", async () => {
    const quick = vi.spyOn(zlib, "brotliCompressSync");
    const html = `<!doctype html><main>${"Brief the intent, own the outcome. ".repeat(1500)}</main>`;
    for (const [page, onMainThread] of [
      [new PrecompressedPage(html, 5), true],
      [new PrecompressedPage(html), false],
      [new PrecompressedPage(html.repeat(3), 5), false],
    ] as const) {
      quick.mockClear();
      const res = await served(page);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(page.html);
      expect(quick.mock.calls.length, `${page.size} characters`).toBe(onMainThread ? 1 : 0);
    }
  });

  it("keeps brotli's reach across the whole page: a repeat 100 KB back is matched", async () => {
    // 100 KB that does not compress, twice: only a window over 100 KB finds the second copy.
    const block = randomBytes(75_000).toString("base64");
    const html = `<!doctype html><main>${block}</main><main>${block}</main>`;
    const res = await served(new PrecompressedPage(html, 5));
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(html);
    // One copy's worth (about 76 KB of 200 KB) rather than two.
    expect(res.rawPayload.length).toBeLessThan(html.length * 0.5);
  });
});
