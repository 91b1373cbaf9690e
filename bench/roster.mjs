#!/usr/bin/env node
// Assignment rosters at scale (issue 33): an organisation of 5,000 members in
// 10 units with 20 assignments (16 to everyone, 4 to one unit each), each
// with completions, progress and quiz attempts for part of the people. As
// the owner: a roster page (50 people) of an organisation-wide assignment,
// its first and a later page, p50/p95; a supervisor's page of their unit;
// and the whole roster as CSV (5,000 rows), time to the last byte. Prints
// figures; asserts nothing (goal: page p95 ≤ 100 ms, CSV ≤ 3 s).
//
//   npm run build && node bench/roster.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/roster.mjs
//
// Options (env): BENCH_MEMBERS (default 5000), BENCH_REQUESTS (default 100), BENCH_WARMUP (default 10), BENCH_CSV_RUNS (default 5).
import fs from "node:fs";
import { sql } from "drizzle-orm";

import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, memberSession, openDb, serverEnv, signIn, tempDataDir, withServer } from "./lib/server.mjs";
import { formatSummary, summarize, timeGets } from "./lib/stats.mjs";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const CSV_RUNS = Number(process.env.BENCH_CSV_RUNS ?? 5);
const OWNER = "bench.owner@example.com";
const SUPERVISOR = "bench.supervisor@example.com";
const ORG = "00000000-0000-4000-8000-000000000001";

/** The organisation, its units and people, 20 published posts and their assignments, and what the people did. */
async function seed(env) {
  const database = await openDb(env);
  const { db } = database;
  try {
    await db.execute(sql`insert into organisations (id, name) values (${ORG}, 'Bench County Sheriff')`);
    await db.execute(sql`
      insert into org_units (id, org_id, name)
      select ('00000000-0000-4000-8001-' || lpad(u::text, 12, '0'))::uuid, ${ORG}, 'Unit ' || u from generate_series(1, 10) u`);
    await db.execute(sql`
      insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'bench' || lpad(g::text, 8, '0'), 'Deputy ' || g, 'deputy' || g || '@sheriff.example', true, now(), now()
      from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`
      insert into org_members (user_id, org_id, role, unit_id, joined_by)
      select 'bench' || lpad(g::text, 8, '0'), ${ORG}, 'member', ('00000000-0000-4000-8001-' || lpad((1 + g % 10)::text, 12, '0'))::uuid, 'import'
      from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`
      insert into org_members (user_id, org_id, role, joined_by)
      select id, ${ORG}, 'owner', 'admin' from users where email = ${OWNER}`);
    await db.execute(sql`
      insert into org_members (user_id, org_id, role, unit_id, joined_by)
      select id, ${ORG}, 'supervisor', '00000000-0000-4000-8001-000000000001', 'admin' from users where email = ${SUPERVISOR}`);
    await db.execute(sql`
      insert into org_supervised_units (user_id, unit_id)
      select id, '00000000-0000-4000-8001-000000000001' from users where email = ${SUPERVISOR}`);
    await db.execute(sql`
      insert into posts (id, title, content, excerpt)
      select ('00000000-0000-4000-8002-' || lpad(a::text, 12, '0'))::uuid, 'Course ' || a, 'Read this.', 'Read this.' from generate_series(1, 20) a`);
    // Assignments 1–16 to everyone, 17–20 to units 1–4; even ones with a knowledge check; due dates either side of now.
    await db.execute(sql`
      insert into org_assignments (id, org_id, content_kind, content_id, title, unit_id, due_at, hours, pass_mark)
      select ('00000000-0000-4000-8003-' || lpad(a::text, 12, '0'))::uuid, ${ORG}, 'post',
             ('00000000-0000-4000-8002-' || lpad(a::text, 12, '0'))::uuid, 'Course ' || a,
             case when a > 16 then ('00000000-0000-4000-8001-' || lpad((a - 16)::text, 12, '0'))::uuid end,
             now() + make_interval(days => a - 8), 2, case when a % 2 = 0 then 80 end
      from generate_series(1, 20) a`);
    // About 40 % completed each course, 20 % more started; half of those with a check attempted it (most passed).
    await db.execute(sql`
      insert into training_completions (user_id, content_kind, content_id, completed_at)
      select 'bench' || lpad(g::text, 8, '0'), 'post', ('00000000-0000-4000-8002-' || lpad(a::text, 12, '0'))::uuid, now() - make_interval(hours => g % 500)
      from generate_series(1, ${MEMBERS}) g, generate_series(1, 20) a where (g + a * 7) % 10 < 4`);
    await db.execute(sql`
      insert into progress (user_id, content_kind, content_id, position_seconds, client_updated_at, updated_at)
      select 'bench' || lpad(g::text, 8, '0'), 'post', ('00000000-0000-4000-8002-' || lpad(a::text, 12, '0'))::uuid, 0, now(), now()
      from generate_series(1, ${MEMBERS}) g, generate_series(1, 20) a where (g + a * 7) % 10 < 6`);
    await db.execute(sql`
      insert into quiz_attempts (assignment_id, user_id, answers, score, passed)
      select ('00000000-0000-4000-8003-' || lpad(a::text, 12, '0'))::uuid, 'bench' || lpad(g::text, 8, '0'), '{0,1}', case when g % 5 = 0 then 50 else 100 end, g % 5 <> 0
      from generate_series(1, ${MEMBERS}) g, generate_series(2, 20, 2) a where (g + a * 7) % 10 < 5`);
    for (const table of ["users", "org_members", "org_assignments", "training_completions", "progress", "quiz_attempts"]) {
      await db.execute(sql.raw(`analyze ${table}`));
    }
  } finally {
    await database.close();
  }
}

const dataDir = tempDataDir("roster");
const postgres = await benchDatabase();
const env = serverEnv({ dataDir, port: await freePort(), extra: { ...postgres?.env } });
try {
  console.log(
    `roster: an organisation of ${MEMBERS} members, 20 assignments; ${postgres ? "PostgreSQL" : "PGlite"}; ${REQUESTS} timed requests each after ${WARMUP} warm-up, one at a time\n`,
  );
  await memberSession(env, OWNER);
  await memberSession(env, SUPERVISOR);
  const t0 = performance.now();
  await seed(env);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  await withServer(env, async (server) => {
    const owner = { cookie: await signIn(server.origin, OWNER) };
    const supervisor = { cookie: await signIn(server.origin, SUPERVISOR) };
    const base = `${server.origin}/api/orgs/${ORG}/assignments`;
    const everyone = "00000000-0000-4000-8003-000000000004"; // with a check, due in the past: every status occurs
    const first = await timeGets(`${base}/${everyone}/roster?limit=50`, { headers: owner, warmup: WARMUP, requests: REQUESTS });
    console.log(formatSummary("owner, first page (50)", first.summary).replace(/\s+min.*$/, ""));
    // A page in the middle: follow the cursor 40 pages on.
    let cursor = first.body.nextCursor;
    for (let i = 0; i < 40 && cursor; i++) {
      const res = await fetch(`${base}/${everyone}/roster?limit=50&cursor=${cursor}`, { headers: owner });
      cursor = (await res.json()).nextCursor;
    }
    const middle = await timeGets(`${base}/${everyone}/roster?limit=50&cursor=${cursor}`, { headers: owner, warmup: WARMUP, requests: REQUESTS });
    console.log(formatSummary("owner, page 42 (50)", middle.summary).replace(/\s+min.*$/, ""));
    const sup = await timeGets(`${base}/${everyone}/roster?limit=50`, { headers: supervisor, warmup: WARMUP, requests: REQUESTS });
    console.log(formatSummary("supervisor, first page (50)", sup.summary).replace(/\s+min.*$/, ""));
    const statuses = {};
    for (const item of first.body.items) statuses[item.status] = (statuses[item.status] ?? 0) + 1;
    console.log(`first page's statuses: ${JSON.stringify(statuses)}`);

    const csvTimes = [];
    let rows = 0;
    for (let i = 0; i < CSV_RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/${everyone}/roster.csv`, { headers: owner });
      const text = await res.text();
      csvTimes.push(performance.now() - started);
      rows = text.trim().split("\r\n").length - 1;
    }
    console.log(formatSummary(`CSV, whole (${rows} rows)`, summarize(csvTimes)).replace(/\s+min.*$/, ""));
    console.log("\ngoal: page p95 ≤ 100 ms, CSV ≤ 3 s");
  });
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
