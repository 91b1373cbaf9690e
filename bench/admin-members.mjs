#!/usr/bin/env node
// The admin's members page at scale (issue 17): 100,000 generated members
// with sessions; the first page, and searches by a part of an e-mail or a
// name, as an admin. p50 and p95 per request (goal p95 ≤ 50 ms). Prints
// figures; asserts nothing.
//
//   npm run build && node bench/admin-members.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/admin-members.mjs
//
// Options (env): BENCH_MEMBERS (default 100000), BENCH_REQUESTS (default 100), BENCH_WARMUP (default 10).
import fs from "node:fs";
import { sql } from "drizzle-orm";

import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, grantAdmin, memberSession, openDb, serverEnv, tempDataDir, withServer } from "./lib/server.mjs";
import { formatSummary, timeGets } from "./lib/stats.mjs";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const ADMIN = "bench.admin@example.com";

/** What an admin types: a whole address, part of one, a surname shared by many, a domain, two letters, nothing found. */
const SEARCHES = ["member71236@corps.example", "member7123", "alvarez", "@corps.example", "al", "nobody-by-this-name"];

/**
 * Members over five years, names from 40 surnames, a third verified, about
 * one in twenty an admin-looking mix; each has 0–3 sessions (2 on average),
 * so session counts and last-seen times are real subqueries.
 */
async function insertMembers(env) {
  const database = await openDb(env);
  try {
    await database.db.execute(sql`
      insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'bench' || lpad(g::text, 8, '0'),
             (array['Avery','Jordan','Casey','Riley','Morgan','Quinn','Taylor','Drew'])[1 + g % 8] || ' ' ||
             (array['Alvarez','Brooks','Chen','Diaz','Evans','Foster','Garcia','Hughes','Ito','Jensen','Khan','Lopez','Moreau','Novak',
                    'Okafor','Patel','Quinlan','Reyes','Silva','Tanaka','Ueda','Vargas','Walsh','Xu','Young','Zhou','Baker','Cole','Dunn',
                    'Ellis','Ford','Grant','Hale','Irwin','Joyce','Kerr','Lamb','Mills','Nash','Owen'])[1 + (g * 7) % 40],
             'member' || g || '@' || (array['corps.example','mail.example','agency.example','firm.example'])[1 + g % 4],
             g % 3 = 0,
             now() - make_interval(mins => g * 26), now() - make_interval(mins => g * 26)
      from generate_series(1, ${MEMBERS}) g`);
    await database.db.execute(sql`
      insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
      select 'benchs' || g || '-' || k, md5(g || '-' || k), 'bench' || lpad(g::text, 8, '0'),
             now() + make_interval(days => 7 - (g + k) % 10), now() - make_interval(hours => (g + k) % 500), now() - make_interval(hours => (g * k) % 300)
      from generate_series(1, ${MEMBERS}) g, generate_series(1, 3) k
      where (g + k) % 3 <> 0 or g % 2 = 0`);
    await database.db.execute(sql`analyze users`);
    await database.db.execute(sql`analyze sessions`);
  } finally {
    await database.close();
  }
}

const dataDir = tempDataDir("admin-members");
const postgres = await benchDatabase();
// The bench admin has no second factor; production asks admins for one before the admin tools (account settings).
const env = serverEnv({ dataDir, port: await freePort(), extra: { ...postgres?.env, REQUIRE_ADMIN_2FA: "false" } });
try {
  console.log(
    `admin members: GET /api/admin/members over ${MEMBERS} members; ${postgres ? "PostgreSQL" : "PGlite"}; ${REQUESTS} timed requests each after ${WARMUP} warm-up, one at a time\n`,
  );
  const cookie = await memberSession(env, ADMIN);
  await grantAdmin(env, ADMIN);
  const t0 = performance.now();
  await insertMembers(env);
  console.log(`inserted ${MEMBERS} members and their sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  await withServer(env, async (server) => {
    const headers = { cookie };
    for (const q of ["", ...SEARCHES]) {
      const url = `${server.origin}/api/admin/members${q ? `?q=${encodeURIComponent(q)}` : ""}`;
      const { summary, body } = await timeGets(url, { headers, warmup: WARMUP, requests: REQUESTS });
      console.log(formatSummary(`${(q ? `q=${q}` : "first page").slice(0, 30).padEnd(30)} (${body.items.length})`, summary).replace(/\s+min.*$/, ""));
    }
    console.log("\ngoal: p95 ≤ 50 ms");
  });
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
