#!/usr/bin/env node
// Search at scale (issue #15): 100,000 generated posts of realistic length,
// five typical queries, as a member and as a visitor; p50 and p95 per query
// (goal p95 ≤ 30 ms). Prints figures; asserts nothing.
//
//   npm run build && node bench/search.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/search.mjs
//
// Options (env): BENCH_POSTS (default 100000), BENCH_REQUESTS (default 100), BENCH_WARMUP (default 10),
// BENCH_KEEP_DATA (a directory: load once, reuse on later runs; see below).
import fs from "node:fs";
import { sql } from "drizzle-orm";

import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, memberSession, openDb, serverEnv, tempDataDir, withServer } from "./lib/server.mjs";
import { formatSummary, timeGets } from "./lib/stats.mjs";

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const QUERIES = ["handoff at shift change", '"chain of command"', "leadership -corporate", "debrief", "accountability under pressure"];

const VOCABULARY = 3000;
const SENTENCES = 20_000;
/** The words the queries look for, placed from rank 100 to 1,840 of the vocabulary: each is in roughly an eighth to two fifths of the posts. */
const TERMS = [
  "leader",
  "team",
  "shift",
  "command",
  "officer",
  "decision",
  "leadership",
  "change",
  "pressure",
  "trust",
  "briefing",
  "training",
  "sergeant",
  "report",
  "incident",
  "patrol",
  "supervisor",
  "mission",
  "handoff",
  "chain",
  "debrief",
  "accountability",
  "corporate",
  "intent",
  "risk",
  "morale",
  "feedback",
  "coaching",
  "culture",
  "discipline",
];
/** The commonest words of English prose, ranks 0–19 (stop words: parsed, then left out of the vectors, as in real text). */
const COMMON = ["the", "of", "and", "to", "a", "in", "is", "that", "it", "for", "was", "on", "with", "as", "be", "at", "by", "this", "have", "from"];
/** Syllables the other words are made of (two or three each), so they parse and stem like words. */
const SYLLABLES = [
  "ka",
  "ro",
  "mi",
  "ten",
  "al",
  "ve",
  "dor",
  "in",
  "sa",
  "lu",
  "per",
  "ex",
  "or",
  "an",
  "ti",
  "mo",
  "ra",
  "ne",
  "cal",
  "ist",
  "um",
  "ber",
  "gon",
  "es",
];

/** Seconds since `t0`, for the load's phase timings. */
const since = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/**
 * Posts of 20–40 sentences, 470 words on average (from about 220 to 740;
 * most 300–600), over a vocabulary of 3,000 words whose use
 * falls off steeply (Zipf-like: a few very common words, most rare, like
 * real prose), with the leadership terms the queries use among them; a third
 * members-only, one an hour over eleven years.
 *
 * Drawing each of 45 million words in SQL took longer than the bench could
 * wait, so words are drawn for a pool of 20,000 sentences (6–25 words), and
 * each post is 20–40 of them picked by a hash of its number, in paragraphs
 * of five. The posts table's indexes are dropped for the load and made again
 * from their own definitions afterwards (one bulk build each instead of
 * 100,000 insertions); the generated search vector is computed on insert as
 * in production, and is most of the load's time. Seeded, so every run loads the same posts.
 */
async function insertPosts(env) {
  const database = await openDb(env);
  const { db } = database;
  try {
    const indexes = (
      await db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'posts' and indexname <> 'posts_pkey'`)
    ).rows;
    let t0 = performance.now();
    // One transaction: a run stopped half-way leaves no posts without their indexes for the next to reuse.
    await db.transaction(async (tx) => {
      for (const { indexname } of indexes) await tx.execute(sql`drop index ${sql.identifier(indexname)}`);
      await tx.execute(sql`select setseed(0.15)`);
      await tx.execute(sql`create temp table bench_vocab (i int primary key, word text not null) on commit drop`);
      await tx.execute(sql`insert into bench_vocab
        select i, case when i < ${COMMON.length} then (string_to_array(${COMMON.join(" ")}, ' '))[i + 1]
                       when i >= 100 and (i - 100) % 60 = 0 and (i - 100) / 60 < ${TERMS.length} then (string_to_array(${TERMS.join(" ")}, ' '))[(i - 100) / 60 + 1]
                       else s[1 + i % 24] || s[1 + (i / 24) % 24] || coalesce(s[(i / 576)], '') end
        from generate_series(0, ${VOCABULARY - 1}) i, (select string_to_array(${SYLLABLES.join(" ")}, ' ') as s) syl`);
      await tx.execute(sql`create temp table bench_sentences (id int primary key, text text not null) on commit drop`);
      // power(random(), 3): rank r is drawn with a probability falling off as r^(-2/3).
      await tx.execute(sql`insert into bench_sentences
        select x.s, upper(left(string_agg(v.word, ' ' order by x.k), 1)) || substr(string_agg(v.word, ' ' order by x.k), 2) || '.'
        from (select s, k, floor(${VOCABULARY} * power(random(), 3))::int as r
              from generate_series(0, ${SENTENCES - 1}) s, generate_series(1, 6 + s % 20) k) x
          join bench_vocab v on v.i = x.r
        group by x.s`);
      await tx.execute(sql`analyze bench_sentences`);
      console.log(`  vocabulary and ${SENTENCES} sentences: ${since(t0)}`);
      t0 = performance.now();
      const title = (n) => sql`(string_to_array(${TERMS.join(" ")}, ' '))[1 + (${n}) % ${TERMS.length}]`;
      const sentence = (n) => sql`(select text from bench_sentences where id = (hashint8(${n}) & 2147483647) % ${SENTENCES})`;
      for (let from = 1; from <= POSTS; from += 10_000) {
        await tx.execute(sql`insert into posts (title, content, excerpt, is_members_only, created_at, updated_at)
          select 'Post ' || g || ': ' || ${title(sql`g`)} || ' and ' || ${title(sql`g * 7 + 11`)},
            (select string_agg(s.text, case when k % 5 = 1 then E'\n\n' else ' ' end order by k)
             from generate_series(1, 20 + (g * 37) % 21) k
               join bench_sentences s on s.id = (hashint8(g::bigint * 64 + k) & 2147483647) % ${SENTENCES}),
            ${sentence(sql`-g::bigint`)},
            g % 3 = 0,
            now() - make_interval(hours => g), now() - make_interval(hours => g)
          from generate_series(${from}::int, ${Math.min(POSTS, from + 9_999)}::int) g`);
        process.stdout.write(`\r  ${Math.min(POSTS, from + 9_999)} posts: ${since(t0)}`);
      }
      console.log("");
      t0 = performance.now();
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const { indexname, indexdef } of indexes) {
        const t1 = performance.now();
        await tx.execute(sql.raw(indexdef));
        console.log(`  ${indexname}: ${since(t1)}`);
      }
    });
    await db.execute(sql`vacuum analyze posts`);
    console.log(`  indexes and vacuum analyze: ${since(t0)}`);
  } finally {
    await database.close();
  }
}

/** The posts already in the database: 0 on a new one, POSTS on a kept one loaded before. */
async function postCount(env) {
  const database = await openDb(env);
  try {
    const [row] = (await database.db.execute(sql`select count(*)::int as n from posts`)).rows;
    return row.n;
  } finally {
    await database.close();
  }
}

// BENCH_KEEP_DATA=<dir>: DATA_DIR (and with BENCH_DATABASE_URL, a database
// named after the post count) kept after the run and reused by the next one,
// which then skips the load; new migrations still apply at start-up.
const keep = process.env.BENCH_KEEP_DATA;
const dataDir = keep ? (fs.mkdirSync(keep, { recursive: true }), keep) : tempDataDir("search");
const postgres = await benchDatabase({ keep: keep ? `lobl_bench_search_${POSTS}` : undefined });
const env = serverEnv({ dataDir, port: await freePort(), extra: postgres?.env ?? {} });
try {
  console.log(
    `search: GET /api/search over ${POSTS} posts; ${postgres ? "PostgreSQL" : "PGlite"}; ${REQUESTS} timed requests per query after ${WARMUP} warm-up, one at a time\n`,
  );
  const cookie = await memberSession(env, `bench.searcher.${Date.now()}@example.com`);
  const existing = await postCount(env);
  if (existing === POSTS) console.log(`reusing the ${POSTS} posts in ${keep}\n`);
  else if (existing > 0) throw new Error(`${keep} holds ${existing} posts, not ${POSTS}: give BENCH_KEEP_DATA a new directory`);
  else {
    const t0 = performance.now();
    await insertPosts(env);
    console.log(`inserted ${POSTS} posts in ${since(t0)}\n`);
  }
  await withServer(env, async (server) => {
    for (const [who, c] of [
      ["member", cookie],
      ["visitor", null],
    ]) {
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
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
}
