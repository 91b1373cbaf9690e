#!/usr/bin/env node
// An organisation's CSV import at its limit (issue 33): 10,000 rows of name,
// e-mail, unit and role, as its owner would send them. Times the preview
// (every row checked, nothing written) and the import (one transaction: the
// file's units, 10,000 invitations and their 10,000 mail jobs). Prints
// figures; asserts nothing. The mail jobs run after the import, outside the
// figures (the bench's server writes them to its outbox).
//
//   npm run build && node bench/org-import.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/org-import.mjs
//
// Options (env): BENCH_ROWS (default 10000), BENCH_PREVIEWS (default 5).
import fs from "node:fs";
import { sql } from "drizzle-orm";

import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, memberSession, openDb, serverEnv, signIn, tempDataDir, withServer } from "./lib/server.mjs";
import { formatSummary, summarize } from "./lib/stats.mjs";

const ROWS = Number(process.env.BENCH_ROWS ?? 10000);
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 5);
const OWNER = "import.owner@example.com";
const ORG = "00000000-0000-4000-8000-0000000000aa";

const dataDir = tempDataDir("org-import");
const postgres = await benchDatabase();
const env = serverEnv({ dataDir, port: await freePort(), extra: { ...postgres?.env } });
const csv = [
  "name,email,unit,role",
  ...Array.from({ length: ROWS }, (_, i) => `Officer ${i},officer${i}@import.example,Shift ${i % 12},${i % 50 ? "member" : "supervisor"}`),
].join("\n");

try {
  console.log(`org import: ${ROWS} rows (${(csv.length / 1024).toFixed(0)} KB); ${postgres ? "PostgreSQL" : "PGlite"}\n`);
  await memberSession(env, OWNER);
  const database = await openDb(env);
  await database.db.execute(sql`insert into organisations (id, name) values (${ORG}, 'Import County')`);
  await database.db.execute(
    sql`insert into org_members (user_id, org_id, role, joined_by) select id, ${ORG}, 'owner', 'admin' from users where email = ${OWNER}`,
  );
  await database.close();

  await withServer(env, async (server) => {
    const headers = { cookie: await signIn(server.origin, OWNER), "content-type": "application/json", origin: server.origin };
    const body = JSON.stringify({ csv });
    const post = async (path) => {
      const started = performance.now();
      const res = await fetch(`${server.origin}/api/orgs/${ORG}/${path}`, { method: "POST", headers, body });
      const answer = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
      return { ms: performance.now() - started, answer };
    };
    const previews = [];
    let preview;
    for (let i = 0; i < PREVIEWS; i++) ({ ms: previews[i], answer: preview } = await post("imports/preview"));
    console.log(formatSummary(`preview (${preview.rows} rows, ${preview.errorCount} errors)`, summarize(previews)).replace(/\s+min.*$/, ""));
    const run = await post("imports");
    console.log(`import: ${(run.ms / 1000).toFixed(2)} s (${run.answer.invited} invitations, ${run.answer.newUnits.length} new units)`);
  });
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
