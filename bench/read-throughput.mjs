#!/usr/bin/env node
// Read throughput of the built server under load (issue #18's table): a
// post read as a member and as a visitor, the member's first page of posts,
// the prerendered landing page, and a raw node:http server answering the
// same post JSON on the same machine in the same run (the ceiling), and what
// each request cost the server in CPU time (user and system, from /proc): on
// a shared two-core machine the rates move with everything else running, the
// CPU time per request much less.
// autocannon runs through npx, so it is not a dependency of the project.
// Prints figures; asserts nothing.
//
//   npm run build && node bench/read-throughput.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/read-throughput.mjs
//
// Options (env): BENCH_CONNECTIONS (default 50), BENCH_SECONDS (default 10).
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";

import { cpuTimes } from "./lib/cpu-time.mjs";
import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, memberSession, openDb, serverEnv, tempDataDir, withServer } from "./lib/server.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMBER = "bench.reader@example.com";
const AUTOCANNON = "autocannon@8";

// A post of realistic length: headings, paragraphs and a list, about 6 KB.
const BODY = Array.from({ length: 12 }, (_, i) =>
  [
    `## Part ${i + 1}: hold the line`,
    "Leaders own the outcome, brief the intent and let their people solve the problem. ".repeat(5),
    "- Brief the intent\n- Own the outcome\n- Debrief honestly",
  ].join("\n\n"),
).join("\n\n");

async function addPosts(env) {
  const database = await openDb(env);
  try {
    await database.db.execute(sql`
      insert into posts (title, content, excerpt, is_members_only, created_at)
      select 'Read bench post ' || g, ${BODY}, 'Leaders own the outcome, brief the intent and let their people solve the problem.', false, now() - make_interval(secs => g)
      from generate_series(1, 40) as g`);
  } finally {
    await database.close();
  }
}

/** autocannon's JSON result for GETs of `url` with `headers`, and the CPU time process `pid` spent per request meanwhile. */
async function load(url, pid, headers = {}) {
  const args = ["--yes", AUTOCANNON, "-j", "-c", String(CONNECTIONS), "-d", String(SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  const before = cpuTimes(pid);
  const { stdout } = await promisify(execFile)("npx", [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const after = cpuTimes(pid);
  const result = JSON.parse(stdout);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // npx starting autocannon takes the server no CPU; its requests are all in result.requests.total.
  const perRequest = (ms) => (ms * 1000) / result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    user: perRequest(after.user - before.user),
    system: perRequest(after.system - before.system),
  };
}

/** A bare node:http server in its own process that answers every request with `body` as JSON. */
async function rawServer(body) {
  const port = await freePort();
  const code = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json; charset=utf-8" }); s.end(process.env.BODY); }).listen(${port}, "127.0.0.1", () => process.send("up"));`;
  const child = spawn(process.execPath, ["-e", code], { env: { BODY: body }, stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill() };
}

async function main() {
  const pg = await benchDatabase();
  const dataDir = tempDataDir("read");
  const env = serverEnv({ dataDir, port: await freePort(), extra: pg?.env });
  try {
    const cookie = await memberSession(env, MEMBER);
    await addPosts(env);
    const rows = await withServer(env, async ({ origin, pid }) => {
      const list = await (await fetch(`${origin}/api/posts`, { headers: { cookie } })).json();
      const postUrl = `${origin}/api/posts/${list.items[0].id}`;
      const postJson = await (await fetch(postUrl, { headers: { cookie } })).text();
      const raw = await rawServer(postJson);
      try {
        return [
          ["GET /api/posts/:id as a member", await load(postUrl, pid, { cookie })],
          ["GET /api/posts/:id as a visitor", await load(postUrl, pid)],
          ["GET /api/posts (first page) as a member", await load(`${origin}/api/posts`, pid, { cookie })],
          ["GET / (the prerendered landing page, uncompressed)", await load(`${origin}/`, pid)],
          ["raw node:http, same post JSON", await load(raw.url, raw.pid)],
        ];
      } finally {
        raw.stop();
      }
    });
    const ceiling = rows.at(-1)[1].rps;
    console.log(`read throughput, ${pg ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log("| what | req/s | p99 | share of raw | server CPU per request (user + system) |\n|---|---|---|---|---|");
    for (const [what, { rps, p99, user, system }] of rows)
      console.log(
        `| ${what} | ${Math.round(rps).toLocaleString("en")} | ${p99} ms | ${((rps / ceiling) * 100).toFixed(1)} % | ${(user + system).toFixed(1)} µs (${user.toFixed(1)} + ${system.toFixed(1)}) |`,
      );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}

await main();
