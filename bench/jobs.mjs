#!/usr/bin/env node
// The jobs module's throughput and delay (docs/architecture/jobs.md), on
// PGlite, or on PostgreSQL with BENCH_DATABASE_URL. Two runs of 10,000
// trivial jobs each, with the server's job settings (JOBS_CONCURRENCY,
// JOBS_POLL_MS, JOBS_LEASE_MS or their defaults):
//   drain:  10,000 jobs queued beforehand, all due at one moment: jobs per
//           second from that moment until the last has run;
//   steady: 10,000 jobs sent at BENCH_RATE per second (500), each due when
//           sent, by one sender in this process: the rate it achieved
//           (sends and runs share the database; PGlite has one connection)
//           and p50/p95/max of the delay from due time to start.
// Prints figures; asserts nothing.
//
//   npm run build && node bench/jobs.mjs
import path from "node:path";
import { sql } from "drizzle-orm";

import { benchDatabase } from "./lib/postgres.mjs";
import { openDb, requireBuild, root, tempDataDir } from "./lib/server.mjs";
import { percentile } from "./lib/stats.mjs";

requireBuild();
const { Jobs } = await import(path.join(root, "dist", "server", "jobs", "jobs.js"));
const { loadConfig } = await import(path.join(root, "dist", "server", "config.js"));

const COUNT = Number(process.env.BENCH_JOBS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const pg = await benchDatabase();
const env = pg ? pg.env : { DATA_DIR: tempDataDir("jobs") };
const database = await openDb(env);
const settings = loadConfig({ ...process.env, ...env }).jobs;
const silent = { info() {}, warn() {}, error: (details, message) => console.error(message, details) };

async function run(name, queue) {
  await database.db.execute(sql`delete from jobs`);
  const jobs = new Jobs(database.db, silent, settings);
  const delays = [];
  let finished;
  const all = new Promise((resolve) => (finished = resolve));
  const handle = jobs.define({
    name: `bench.${name}`,
    run: async ({ due }) => {
      delays.push(Date.now() - due);
      if (delays.length === COUNT) finished(Date.now());
    },
  });
  await jobs.start();
  const { dueAt } = await queue(handle);
  const endedAt = await all;
  await jobs.stop(1000);
  delays.sort((a, b) => a - b);
  return {
    jobsPerSecond: Math.round(COUNT / ((endedAt - dueAt) / 1000)),
    p50Ms: percentile(delays, 0.5),
    p95Ms: percentile(delays, 0.95),
    maxMs: delays.at(-1),
  };
}

const drain = await run("drain", async (handle) => {
  // Queued well before they are due, so the queueing is not timed.
  const due = Date.now() + Math.max(5_000, COUNT * 2);
  const runAt = new Date(due);
  for (let i = 0; i < COUNT; i++) await handle.send({ due }, { runAt });
  if (Date.now() > due) throw new Error("queueing took longer than the lead time; raise it");
  return { dueAt: due };
});

const steady = await run("steady", async (handle) => {
  const start = Date.now();
  for (let i = 0; i < COUNT; i++) {
    const wait = start + (i * 1000) / RATE - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await handle.send({ due: Date.now() });
  }
  return { dueAt: start };
});

console.log(JSON.stringify({ database: database.kind, jobs: COUNT, settings, rate: RATE, drain, steady }, null, 2));
await database.close();
await pg?.drop();
