#!/usr/bin/env node
// Time to first byte of a 200 MB members-only video served by
// GET /api/content-items/:id/file to a signed-in member: from the start, and
// for a Range in the middle of the file (what a player asks for on a seek).
// Prints figures; asserts nothing.
//
//   npm run build && node bench/media-ttfb.mjs
//
// Options (env): BENCH_REQUESTS (default 50), BENCH_FILE_MB (default 200).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";

import { timedGet } from "./lib/http-timing.mjs";
import { freePort, memberSession, openDb, root, serverEnv, startServer, tempDataDir } from "./lib/server.mjs";
import { formatSummary, mb, ms, summarize } from "./lib/stats.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const FILE_BYTES = Number(process.env.BENCH_FILE_MB ?? 200) * 1024 * 1024;
const RANGE_BYTES = 1024 * 1024;
const MEMBER = "bench.viewer@example.com";

/** A file that starts as a real MP4 (the test clip) and is padded to `size` bytes, written in 1 MB chunks. */
async function writePaddedVideo(file, size) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file);
  const head = fs.readFileSync(path.join(root, "e2e", "fixtures", "clip.mp4"));
  const padding = Buffer.alloc(1024 * 1024, 0);
  out.write(head);
  for (let written = head.length; written < size;) {
    const chunk = padding.subarray(0, Math.min(padding.length, size - written));
    if (!out.write(chunk)) await new Promise((resolve) => out.once("drain", resolve));
    written += chunk.length;
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

/** Stores the file where local storage keeps it and adds the row that points at it (server stopped). */
async function addVideoItem(env) {
  const key = `bench/ttfb-${randomBytes(6).toString("hex")}.mp4`;
  await writePaddedVideo(path.join(env.DATA_DIR, "files", ...key.split("/")), FILE_BYTES);
  const database = await openDb(env);
  try {
    const result = await database.db.execute(sql`
      insert into content_items (title, description, category, media_type, is_members_only, file_path, file_type)
      values ('Bench video', '200 MB of padding', 'briefing', 'video', true, ${key}, 'video/mp4')
      returning id`);
    return result.rows[0].id;
  } finally {
    await database.close();
  }
}

async function repeat(url, headers, expectStatus) {
  const headerTimes = [];
  const firstBytes = [];
  for (let i = 0; i < REQUESTS + 5; i++) {
    const r = await timedGet(url, headers);
    if (r.status !== expectStatus) throw new Error(`${url}: expected ${expectStatus}, got ${r.status}`);
    // The first five warm the server up.
    if (i < 5) continue;
    headerTimes.push(r.headersMs);
    firstBytes.push(r.firstByteMs);
  }
  return { headers: summarize(headerTimes), firstByte: summarize(firstBytes) };
}

const dataDir = tempDataDir("ttfb");
const env = serverEnv({ dataDir, port: await freePort() });
try {
  // The first start creates and migrates the database; the member signs up there.
  const cookie = await memberSession(env, MEMBER);
  let t0 = performance.now();
  const id = await addVideoItem(env);
  console.log(`media-ttfb: GET /api/content-items/:id/file, members-only video of ${mb(FILE_BYTES)} (local storage), as a member; DATA_DIR ${dataDir}`);
  console.log(
    `file written and row added in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${REQUESTS} timed requests per case after 5 warm-up ones, each on a new connection\n`,
  );

  const server = await startServer(env);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const url = `${server.origin}/api/content-items/${id}/file`;
    const headers = { cookie };

    const whole = await repeat(url, headers, 200);
    console.log(formatSummary("whole file: headers", whole.headers));
    console.log(formatSummary("whole file: first byte", whole.firstByte));

    const middle = Math.floor(FILE_BYTES / 2);
    const range = `bytes=${middle}-${middle + RANGE_BYTES - 1}`;
    const ranged = await repeat(url, { ...headers, range }, 206);
    console.log(formatSummary("range mid: headers", ranged.headers));
    console.log(formatSummary("range mid: first byte", ranged.firstByte));

    // One full read of each, for throughput and to check the bytes counted.
    const mid = await timedGet(url, { ...headers, range }, { readAll: true });
    console.log(`\nrange ${range}: ${mid.status}, ${mid.headers["content-range"]}, ${mid.bytes} bytes in ${ms(mid.totalMs)}`);
    t0 = performance.now();
    const all = await timedGet(url, headers, { readAll: true });
    const seconds = all.totalMs / 1000;
    console.log(
      `whole file: ${all.status}, ${mb(all.bytes)} in ${seconds.toFixed(2)} s (${(all.bytes / (1024 * 1024) / seconds).toFixed(0)} MB/s), first byte after ${ms(all.firstByteMs)}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
