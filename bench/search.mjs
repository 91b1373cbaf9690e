#!/usr/bin/env node
// Search at scale (issue #15): 100,000 generated posts of realistic length,
// five typical queries, as a member and as a visitor; p50 and p95 per query
// (goal p95 ≤ 30 ms). Prints figures; asserts nothing.
//
//   npm run build && node bench/search.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search.mjs
//
// Options (env): BENCH_POSTS (default 100000), BENCH_REQUESTS (default 100), BENCH_WARMUP (default 10).
import { sql } from "drizzle-orm";
import fs from "node:fs";
import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, memberSession, openDb, serverEnv, tempDataDir, withServer } from "./lib/server.mjs";
import { formatSummary, timeGets } from "./lib/stats.mjs";

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const QUERIES = ["handoff at shift change", '"chain of command"', "leadership -corporate", "debrief", "accountability under pressure"];

/**
 * Posts of 300–600 words over a vocabulary of about 3,000 words whose use
 * falls off steeply (a few very common words, most rare: like real prose),
 * with the leadership terms the queries use among them; a third
 * members-only, spread over ten years.
 */
async function insertPosts(env) {
  const database = await openDb(env);
  try {
    // Pseudo-words, with the terms the queries use placed from rank 100 to
    // 1,840: each is in roughly a tenth to a fifth of the posts.
    await database.db.execute(sql`
      insert into posts (title, content, excerpt, is_members_only, created_at, updated_at)
      with terms as (select array['leader','team','shift','command','officer','decision','leadership','change','pressure','trust',
          'briefing','training','sergeant','report','incident','patrol','supervisor','mission','handoff','chain','debrief',
          'accountability','corporate','intent','risk','morale','feedback','coaching','culture','discipline'] as t),
        vocab as (select array_agg(case when g >= 100 and (g - 100) % 60 = 0 and (g - 100) / 60 < 30 then t[(g - 100) / 60 + 1]
                                        else 'w' || substr(md5(g::text), 1, 7) end order by g) as v
                  from generate_series(0, 2999) g, terms)
      select 'Post ' || g || ': ' || t[1 + (g % 30)] || ' and ' || t[1 + ((g * 7) % 30)],
             (select string_agg(v[1 + floor(3000 * power(random() + k * 0, 3))::int], ' ') from generate_series(1, 300 + (g % 300)) k),
             'An excerpt of post ' || g,
             g % 3 = 0,
             now() - make_interval(hours => g), now() - make_interval(hours => g)
      from generate_series(1, ${POSTS}) g, terms, vocab`);
    await database.db.execute(sql`analyze posts`);
  } finally {
    await database.close();
  }
}

const dataDir = tempDataDir("search");
const postgres = await benchDatabase();
const env = serverEnv({ dataDir, port: await freePort(), extra: postgres?.env ?? {} });
try {
  console.log(`search: GET /api/search over ${POSTS} posts; ${postgres ? "PostgreSQL" : "PGlite"}; ${REQUESTS} timed requests per query after ${WARMUP} warm-up, one at a time\n`);
  const cookie = await memberSession(env, "bench.searcher@example.com");
  const t0 = performance.now();
  await insertPosts(env);
  console.log(`inserted ${POSTS} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  await withServer(env, async (server) => {
    for (const [who, c] of [["member", cookie], ["visitor", null]]) {
      for (const q of QUERIES) {
        const url = `${server.origin}/api/search?q=${encodeURIComponent(q)}`;
        const { summary, body } = await timeGets(url, { headers: c ? { cookie: c } : {}, warmup: WARMUP, requests: REQUESTS });
        const count = body.items.length;
        console.log(formatSummary(`${who.padEnd(7)} ${q.slice(0, 30)} (${count})`, summary).replace(/\s+min.*$/, ""));
      }
    }
    console.log("\ngoal: p95 ≤ 30 ms");
  });
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
