#!/usr/bin/env node
// First-page latency of GET /api/posts for a signed-in member, with 10 posts
// and with 100,000 (issue #4: the big list's first page within 1.5x of the
// small one's), then at 100,000 posts with the member's progress on every one
// of them (issue #14: within 1.5x of the same page without progress). Since
// docs/decisions/062 a page comes from memory after its first read, so the
// first two cases time the kept page; a member with progress on 100,000
// posts is past what is kept (2,000 rows), so the third reads the page's
// progress from the database on every request. Prints figures; asserts nothing.
//
//   npm run build && node bench/list-latency.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/list-latency.mjs
//
// Options (env): BENCH_REQUESTS (default 300), BENCH_WARMUP (default 50).
import fs from "node:fs";
import { sql } from "drizzle-orm";

import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, memberSession, openDb, serverEnv, tempDataDir, withServer } from "./lib/server.mjs";
import { formatSummary, timeGets } from "./lib/stats.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
const SMALL = 10;
const LARGE = 100_000;
const MEMBER = "bench.member@example.com";

/** Adds posts numbered from..to, newest first by number, in one statement. */
async function insertPosts(env, from, to) {
  const database = await openDb(env);
  try {
    await database.db.execute(sql`
      insert into posts (title, content, excerpt, is_members_only, created_at)
      select 'Bench post ' || g,
             repeat('Lead from the front and own the outcome. ', 40),
             'Lead from the front and own the outcome.',
             g % 3 = 0,
             now() - make_interval(secs => g)
      from generate_series(${from}::int, ${to}::int) as g`);
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from posts`)).rows;
    return n;
  } finally {
    await database.close();
  }
}

/** Gives the member a progress row on every post (started, a third finished): the join finds one for each listed row. */
async function insertProgress(env, email) {
  const database = await openDb(env);
  try {
    await database.db.execute(sql`
      insert into progress (user_id, content_kind, content_id, position_seconds, duration_seconds, finished_at, client_updated_at, updated_at)
      select u.id, 'post', p.id, 0, null, case when row_number() over () % 3 = 0 then now() end, now(), now()
      from posts p cross join (select id from users where email = ${email}) u`);
    await database.db.execute(sql`analyze progress`);
    const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from progress`)).rows;
    return n;
  } finally {
    await database.close();
  }
}

/** Times REQUESTS sequential first-page requests after WARMUP unmeasured ones. */
async function measureFirstPage(env, cookie) {
  return withServer(env, async (server) => {
    const { summary, body } = await timeGets(`${server.origin}/api/posts`, { headers: { cookie }, warmup: WARMUP, requests: REQUESTS });
    return { summary, pageSize: body.items.length };
  });
}

const dataDir = tempDataDir("list");
const postgres = await benchDatabase();
const env = serverEnv({ dataDir, port: await freePort(), extra: postgres?.env ?? {} });
try {
  console.log(`list-latency: GET /api/posts (first page) as a member; ${postgres ? "PostgreSQL" : "PGlite"}; DATA_DIR ${dataDir}`);
  console.log(`${REQUESTS} timed requests per case after ${WARMUP} warm-up requests, one at a time, over HTTP on 127.0.0.1\n`);

  // The first start creates and migrates the database; the member signs up there.
  const cookie = await memberSession(env, MEMBER);

  let t0 = performance.now();
  const smallRows = await insertPosts(env, 1, SMALL);
  console.log(`inserted ${smallRows} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const small = await measureFirstPage(env, cookie);
  console.log(formatSummary(`${smallRows} rows (page of ${small.pageSize})`, small.summary));

  t0 = performance.now();
  const largeRows = await insertPosts(env, SMALL + 1, LARGE);
  console.log(`inserted up to ${largeRows} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const large = await measureFirstPage(env, cookie);
  console.log(formatSummary(`${largeRows} rows (page of ${large.pageSize})`, large.summary));

  t0 = performance.now();
  const progressRows = await insertProgress(env, MEMBER);
  console.log(`inserted ${progressRows} progress rows for the member in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const withProgress = await measureFirstPage(env, cookie);
  console.log(formatSummary(`${largeRows} rows, with progress (page of ${withProgress.pageSize})`, withProgress.summary));

  const ratio = large.summary.median / small.summary.median;
  const p95Ratio = large.summary.p95 / small.summary.p95;
  console.log(`\nratio ${largeRows} / ${smallRows} rows: median ${ratio.toFixed(2)}x, p95 ${p95Ratio.toFixed(2)}x (goal: within 1.5x)`);
  const progressRatio = withProgress.summary.median / large.summary.median;
  const progressP95Ratio = withProgress.summary.p95 / large.summary.p95;
  console.log(
    `ratio with / without progress at ${largeRows} rows: median ${progressRatio.toFixed(2)}x, p95 ${progressP95Ratio.toFixed(2)}x (goal: within 1.5x)`,
  );
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
