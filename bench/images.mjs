#!/usr/bin/env node
// Images (issue 30, docs/decisions/085): the time from an admin's upload of
// a 12-megapixel JPEG to its stored variants (POST /api/images answers once
// all nine are stored) and the server's RSS during it, sampled every 50 ms;
// then the time to serve one variant of a public post's image to a visitor.
// Goals: ≤ 2 s and ≤ 150 MB rise per upload; served variant p95 ≤ 5 ms.
// Prints figures; asserts nothing.
//
//   npm run build && node bench/images.mjs
//
// Options (env): BENCH_UPLOADS (default 3), BENCH_REQUESTS (default 1000).
import fs from "node:fs";
import path from "node:path";

import { sampleRss } from "./lib/rss.mjs";
import { freePort, root, serverEnv, startAsAdmin, tempDataDir } from "./lib/server.mjs";
import { formatSummary, mb, timeGets } from "./lib/stats.mjs";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ADMIN = "bench.images@example.com";
const { default: sharp } = await import(path.join(root, "node_modules", "sharp", "lib", "index.js"));

/**
 * A 4000 × 3000 JPEG whose pixels are noise softened by a blur: detail at
 * every scale, so it is as hard to encode as a busy photo (a flat test card
 * would flatter the encoders).
 */
async function photo(seed) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = state >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function upload(origin, cookie, bytes, alt) {
  const form = new FormData();
  form.append("alt", alt);
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
  const res = await fetch(`${origin}/api/images`, { method: "POST", headers: { origin, cookie }, body: form });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const sleep = (msecs) => new Promise((resolve) => setTimeout(resolve, msecs));

const dataDir = tempDataDir("images");
// The bench admin has no authenticator: the production default that admins use two-factor sign-in is off here.
const env = serverEnv({ dataDir, port: await freePort(), extra: { REQUIRE_ADMIN_2FA: "false" } });
try {
  const { server, cookie } = await startAsAdmin(env, ADMIN);
  try {
    const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i + 1)));
    // A small upload first, so sharp (loaded on the first upload) is not counted as growth.
    await upload(
      server.origin,
      cookie,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#445" } })
        .jpeg()
        .toBuffer(),
      "Warm-up",
    );
    await sleep(1000);
    const idle = sampleRss(server.pid);
    await sleep(1000);
    const baseline = Math.max(...idle.stop().samples);

    console.log(`images: POST /api/images of a ${photos[0].length} B 4000 × 3000 JPEG, ${UPLOADS} times, one at a time; server pid ${server.pid}`);
    const times = [];
    let peak = baseline;
    let image;
    for (const [i, bytes] of photos.entries()) {
      const sampler = sampleRss(server.pid, 50);
      const started = performance.now();
      image = await upload(server.origin, cookie, bytes, `Bench photo ${i + 1}`);
      times.push(performance.now() - started);
      peak = Math.max(peak, ...sampler.stop().samples);
      await sleep(500);
    }
    const stored = fs
      .readdirSync(path.join(dataDir, "files"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.parentPath.includes(image.id))
      .map((e) => `${e.name.slice(e.name.indexOf("-") + 1)} ${(fs.statSync(path.join(e.parentPath, e.name)).size / 1024).toFixed(0)} KB`);
    console.log(`upload to variants: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(", ")} (goal ≤ 2 s each)`);
    console.log(`variants of the last: ${stored.sort().join(", ")}`);
    console.log(`baseline RSS ${mb(baseline)}; peak ${mb(peak)}; rise ${mb(peak - baseline)} (goal ≤ 150 MB)`);

    // A public post that shows the last image, and a visitor asking for one variant over and over.
    const post = await fetch(`${server.origin}/api/posts`, {
      method: "POST",
      headers: { origin: server.origin, cookie, "content-type": "application/json" },
      body: JSON.stringify({ title: "Bench images", content: `![Bench photo](${image.url})` }),
    });
    if (post.status !== 201) throw new Error(`post: ${post.status} ${await post.text()}`);
    for (const width of [480, 960]) {
      const variant = `${server.origin}${image.url.replace(/-\d+x\d+\.jpg$/, `-${width}.webp`)}`;
      const { summary, bytes } = await timeGets(variant, { warmup: 100, requests: REQUESTS });
      console.log(formatSummary(`GET ${width} px WebP (${(bytes / 1024).toFixed(0)} KB)`, summary), "(goal p95 ≤ 5 ms)");
      const etag = (await fetch(variant)).headers.get("etag");
      const revalidated = await timeGets(variant, { headers: { "if-none-match": etag }, expectStatus: 304, warmup: 100, requests: REQUESTS });
      console.log(formatSummary(`  the same as a 304`, revalidated.summary));
    }
    const health = await timeGets(`${server.origin}/healthz`, { warmup: 100, requests: REQUESTS });
    console.log(formatSummary("GET /healthz (the floor)", health.summary));
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
