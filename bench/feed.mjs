#!/usr/bin/env node
// A member's private podcast feed with 500 episodes: how long the server takes
// to build and send it, and to answer an app's conditional poll with 304
// (issue #13: median ≤ 30 ms and ≤ 3 ms). Prints figures; asserts nothing.
//
//   npm run build && node bench/feed.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/feed.mjs
//
// Options (env): BENCH_REQUESTS (default 200), BENCH_WARMUP (default 30).
import fs from "node:fs";
import { sql } from "drizzle-orm";

import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, memberSession, openDb, serverEnv, tempDataDir, withServer } from "./lib/server.mjs";
import { formatSummary, timeGets } from "./lib/stats.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const EPISODES = 500;
const MEMBER = "bench.listener@example.com";

/** 500 episodes with sizes and durations, as uploads leave them (the files themselves are not needed to build the feed). */
async function insertEpisodes(env) {
  const database = await openDb(env);
  try {
    await database.db.execute(sql`
      insert into podcasts (title, description, is_members_only, file_key, file_type, file_name, file_size, duration_seconds, created_at, updated_at)
      select 'Episode ' || g || ': command presence under pressure',
             repeat('What a leader says first sets the tone of the whole shift. ', 6),
             g % 2 = 0, 'bench/' || g || '.mp3', 'audio/mpeg', 'episode-' || g || '.mp3',
             20000000 + g, 1500 + g, now() - make_interval(hours => g), now() - make_interval(hours => g)
      from generate_series(1, ${EPISODES}) as g`);
  } finally {
    await database.close();
  }
}

const dataDir = tempDataDir("feed");
const postgres = await benchDatabase();
const env = serverEnv({ dataDir, port: await freePort(), extra: postgres?.env ?? {} });
try {
  console.log(`feed: a member's private feed of ${EPISODES} episodes (lists the newest 300); ${postgres ? "PostgreSQL" : "PGlite"}; DATA_DIR ${dataDir}`);
  console.log(`${REQUESTS} timed requests per case after ${WARMUP} warm-up requests, one at a time, over HTTP on 127.0.0.1\n`);
  const cookie = await memberSession(env, MEMBER);
  await insertEpisodes(env);
  await withServer(env, async (server) => {
    const { url } = await (await fetch(`${server.origin}/api/feed`, { headers: { cookie } })).json();
    const full = await timeGets(url, { headers: { "accept-encoding": "gzip" }, warmup: WARMUP, requests: REQUESTS });
    console.log(formatSummary(`whole feed (${(full.bytes / 1024).toFixed(0)} KB)`, full.summary));
    const etag = (await fetch(url)).headers.get("etag");
    const notModified = await timeGets(url, { headers: { "if-none-match": etag }, expectStatus: 304, warmup: WARMUP, requests: REQUESTS });
    console.log(formatSummary("conditional GET → 304", notModified.summary));
    // What any request costs on this server and client (the hooks every route runs, no database): the floor under both figures.
    const floor = await timeGets(`${server.origin}/healthz`, { warmup: WARMUP, requests: REQUESTS });
    console.log(formatSummary("GET /healthz (the floor)", floor.summary));
    console.log("\ngoals: whole feed median ≤ 30 ms; 304 median ≤ 3 ms");
  });
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
