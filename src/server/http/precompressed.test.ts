import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { PrecompressedPage } from "./precompressed.js";

// Brotli's window is sized to the page (precompressed.ts): it must still
// reach back across the whole page, as the default 4 MiB window does.

describe("a precompressed page", () => {
  it("keeps brotli's reach across the whole page: a repeat 100 KB back is matched", async () => {
    // 100 KB that does not compress, twice: only a window over 100 KB finds the second copy.
    const block = randomBytes(75_000).toString("base64");
    const html = `<!doctype html><main>${block}</main><main>${block}</main>`;
    const app = Fastify();
    const page = new PrecompressedPage(html, 5);
    app.get("/", (request, reply) => page.send(request, reply));
    const res = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    await app.close();
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(html);
    // One copy's worth (about 76 KB of 200 KB) rather than two.
    expect(res.rawPayload.length).toBeLessThan(html.length * 0.5);
  });
});
