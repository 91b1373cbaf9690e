#!/usr/bin/env node
// Uploads a 1 GiB video as an admin through the real multipart API
// (POST /api/content-items) and samples the server's RSS every 50 ms: the
// upload must stream to storage, not collect in memory (issue #5: a rise
// below 100 MB). Prints figures; asserts nothing.
//
//   npm run build && node bench/upload-rss.mjs
//
// Options (env): BENCH_UPLOAD_MB (default 1024).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { readRss, sampleRss } from "./lib/rss.mjs";
import { freePort, root, serverEnv, startAsAdmin, tempDataDir } from "./lib/server.mjs";
import { mb } from "./lib/stats.mjs";

const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024;
const ADMIN = "bench.admin@example.com";
const clip = fs.readFileSync(path.join(root, "e2e", "fixtures", "clip.mp4"));

/**
 * A multipart form for a briefing video item whose file is the test clip
 * (a real MP4, so the type check passes) padded with zeros to `size` bytes.
 * Generated as it is sent: the client holds 1 MB at a time, not the file.
 */
function videoForm(title, size) {
  const boundary = `----lobl-bench-${randomBytes(8).toString("hex")}`;
  const fields = { title, description: "Upload benchmark", category: "briefing", mediaType: "video" };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    const first = clip.subarray(0, Math.min(clip.length, size));
    yield first;
    const padding = Buffer.alloc(1024 * 1024, 0);
    for (let sent = first.length; sent < size; sent += padding.length) yield padding.subarray(0, Math.min(padding.length, size - sent));
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length: head.length + size + tail.length, body };
}

/** Sends the form to POST /api/content-items and resolves with the status and JSON reply. */
function upload(origin, cookie, form) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/api/content-items`, {
      method: "POST",
      agent: false,
      headers: { origin, cookie, "content-type": form.contentType, "content-length": form.length },
    });
    request.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, json: JSON.parse(text) }));
    });
    request.on("error", reject);
    pipeline(Readable.from(form.body()), request).catch(reject);
  });
}

const sleep = (msecs) => new Promise((resolve) => setTimeout(resolve, msecs));

const dataDir = tempDataDir("upload");
// Room for the 1 GiB file under the upload limit; the bench admin has no authenticator.
const env = serverEnv({
  dataDir,
  port: await freePort(),
  extra: { MAX_UPLOAD_MB: String(Math.ceil(FILE_BYTES / (1024 * 1024)) + 64), REQUIRE_ADMIN_2FA: "false" },
});
try {
  const { server, cookie } = await startAsAdmin(env, ADMIN);
  try {
    // A small upload first, so code loaded on the first upload (file-type) is not counted as growth.
    const warm = await upload(server.origin, cookie, videoForm("Warm-up", clip.length));
    if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${JSON.stringify(warm.json)}`);
    await sleep(2000);

    const before = sampleRss(server.pid);
    await sleep(1000);
    const idle = before.stop().samples;
    const baseline = Math.max(...idle);

    console.log(`upload-rss: POST /api/content-items (multipart, video) of ${mb(FILE_BYTES)} as an admin; server pid ${server.pid}; DATA_DIR ${dataDir}`);
    const sampler = sampleRss(server.pid, 50);
    const started = performance.now();
    const result = await upload(server.origin, cookie, videoForm("Big upload", FILE_BYTES));
    const seconds = (performance.now() - started) / 1000;
    const { samples, longestGap } = sampler.stop();
    if (result.status !== 201) throw new Error(`upload: ${result.status} ${JSON.stringify(result.json)}`);
    await sleep(1000);
    const after = readRss(server.pid);

    // The big upload's stored file (the data directory is new; the other .mp4 is the warm-up's): its size on disk, not the server's word for it.
    const files = fs
      .readdirSync(path.join(dataDir, "files"), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith(".mp4") && fs.statSync(path.join(e.parentPath, e.name)).size > clip.length);
    if (files.length !== 1) throw new Error(`expected one stored .mp4 larger than the warm-up's, found ${files.length}`);
    const storedPath = path.join(files[0].parentPath, files[0].name);
    const stored = fs.statSync(storedPath).size;
    const peak = Math.max(...samples);
    console.log(
      `status ${result.status}; stored ${path.relative(dataDir, storedPath)} as "${result.json.file?.name}" (${mb(stored)}, ${stored === FILE_BYTES ? "every byte" : `EXPECTED ${FILE_BYTES}`})`,
    );
    console.log(
      `time ${seconds.toFixed(1)} s (${(FILE_BYTES / (1024 * 1024) / seconds).toFixed(0)} MB/s); ${samples.length} RSS samples, longest gap ${longestGap.toFixed(0)} ms`,
    );
    console.log(`baseline RSS ${mb(baseline)} (highest of ${idle.length} idle samples over 1 s)`);
    console.log(`peak RSS     ${mb(peak)}`);
    console.log(`peak rise    ${mb(peak - baseline)} (goal: below 100 MB)`);
    console.log(`RSS 1 s after the reply ${mb(after)}`);
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
