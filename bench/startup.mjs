// Start-up time of the built server:
//
//   node bench/startup.mjs [runs] [--data-dir DIR] [--cpu-prof[=DIR]]
//
// Builds nothing: run `npm run build` first. Starts the server as `npm start`
// does, `node --enable-source-maps dist/bundle/server.js` (docs/decisions/118),
// `runs` times (default 7) on one temporary DATA_DIR, polls GET /readyz every
// 10 ms from the moment the process is spawned, and prints the time to the
// first 200 of each run. The first run creates the data directory (from the
// build's PGlite template); the sample content is then added to it (the
// admin CLI's `seed`), and the other runs open it: their median is the
// figure to report. Right after each of those is ready, a public post's
// page (rendered by the server, docs/decisions/060) is asked for as a
// browser would (brotli accepted) and timed to its last byte (as sent:
// decoded after the clock stops): the first
// rendered public post after a start. That is the second newest public post,
// one the start did not render (a start renders the newest before it is
// ready, docs/decisions/118); the newest is asked for next, and timed too.
// The 1-minute load average is printed
// beside it: figures taken on a busy machine are slower. So is the CPU time
// the server used up to readiness (all its threads, from /proc), which a
// busy machine changes much less.
//
// BENCH_NODE_FLAGS: node's flags for the server instead of npm start's
// (space-separated; empty for none), to compare them:
// BENCH_NODE_FLAGS= node bench/startup.mjs 5 starts it without source maps.
//
// --cpu-prof: one more start on the existing data, with Node's CPU profiler
// (--cpu-prof; the profile is written into DIR, default a temporary
// directory, and kept), stopped once ready and the post's page has been
// sent; prints where that start spent its time up to readiness, then where
// the first post's request spent it (the samples between its request and its
// last byte): the functions with the most self time, and self time summed by
// package (or by the build's own folder).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

import { mallocSettings } from "../scripts/malloc-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(root, "dist", "bundle", "server.js");
/** As `npm start` runs the server (stack traces through the bundle's source maps), unless BENCH_NODE_FLAGS says otherwise. */
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS === undefined ? ["--enable-source-maps"] : process.env.BENCH_NODE_FLAGS.split(" ").filter(Boolean);
const cli = path.join(root, "dist", "cli", "main.js");
const args = process.argv.slice(2);
// BENCH_POST_DELAY_MS: ask for the first post that long after readiness instead of at once, to tell the post's own
// cost from the work a start does after it is ready (Better Auth loading, the jobs starting) that it waits behind.
const POST_DELAY_MS = Number(process.env.BENCH_POST_DELAY_MS ?? 0);
const dirFlag = args.indexOf("--data-dir");
const givenDir = dirFlag >= 0 ? args.splice(dirFlag, 2)[1] : undefined;
const profFlag = args.findIndex((arg) => arg === "--cpu-prof" || arg.startsWith("--cpu-prof="));
const profDir =
  profFlag >= 0 ? path.resolve(args.splice(profFlag, 1)[0].split("=")[1] ?? fs.mkdtempSync(path.join(os.tmpdir(), "lobl-startup-prof-"))) : undefined;
const runs = Number(args[0] ?? 7);
if (!Number.isInteger(runs) || runs < 2) {
  console.error("usage: node bench/startup.mjs [runs >= 2] [--data-dir DIR] [--cpu-prof[=DIR]]");
  process.exit(2);
}
if (!fs.existsSync(entry)) {
  console.error(`${path.relative(root, entry)} is missing: run npm run build first.`);
  process.exit(1);
}

const dataDir = givenDir ? path.resolve(givenDir) : fs.mkdtempSync(path.join(os.tmpdir(), "lobl-startup-"));
if (givenDir) fs.rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  ...mallocSettings(process.env),
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function ready(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * The CPU time a process has used so far, all its threads (user and
 * system, from /proc; Linux only, else NaN). Unlike the time to readiness it
 * hardly changes with the machine's load, so it compares builds on a busy
 * machine.
 */
function cpuTime(pid) {
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, after the command name in parentheses.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Milliseconds to a whole answer (fetch decodes the brotli, as a browser would). */
/**
 * A GET timed to the last byte of its body as sent (node:http, which decodes nothing), then decoded off the clock:
 * fetch would time this process's first brotli decoder too, a few milliseconds that are not the server's.
 */
function timed(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body = (encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw).toString("utf8");
          resolve({ ms, status: res.statusCode, body });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * One start: milliseconds from spawn to the first /readyz 200, then (given
 * `postPath`) the time of the first request for that page, then (given
 * `nextPath`) of the request for that one after it, then a clean stop.
 */
async function startOnce({ postPath, nextPath, nodeArgs = [] } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [...NODE_FLAGS, ...nodeArgs, entry], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started = performance.now();
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  let exited = false;
  const exit = new Promise((resolve) => child.on("exit", (code) => ((exited = true), resolve(code))));
  try {
    for (;;) {
      if (exited) throw new Error(`server exited before it was ready:\n${output}`);
      if (await ready(`${origin}/readyz`)) break;
      if (performance.now() - started > 60_000) throw new Error(`not ready after 60 s:\n${output}`);
      await sleep(10);
    }
    const readyMs = performance.now() - started;
    const cpuMs = cpuTime(child.pid);
    if (!postPath) return { readyMs, cpuMs, origin };
    if (POST_DELAY_MS) await sleep(POST_DELAY_MS);
    // On the monotonic clock in microseconds, as a CPU profile's sample times are.
    const postFrom = Number(process.hrtime.bigint() / 1000n);
    const post = await timed(origin + postPath, { "accept-encoding": "br, gzip" });
    const postWindow = [postFrom, Number(process.hrtime.bigint() / 1000n)];
    if (post.status !== 200 || !rendered(post.body)) throw new Error(`${postPath} did not answer with a rendered page (${post.status})`);
    const next = nextPath ? await timed(origin + nextPath, { "accept-encoding": "br, gzip" }) : undefined;
    if (next && (next.status !== 200 || !rendered(next.body))) throw new Error(`${nextPath} did not answer with a rendered page (${next.status})`);
    return { readyMs, cpuMs, postMs: post.ms, postWindow, nextMs: next?.ms };
  } finally {
    if (!exited) child.kill("SIGTERM");
    const code = await exit;
    if (code !== 0 && code !== null) process.stderr.write(`(server exited with ${code})\n${output}`);
  }
}

/** A page the server rendered: its #root holds the page (a visitor's has no page data since the islands, decision 116). */
const SETTLE_MS = 3000;
const rendered = (html) => html.includes('<div id="root">') && !html.includes('<div id="root"></div>');

/**
 * The sample content's two newest public posts (newest first), by an untimed start, which then runs on for
 * SETTLE_MS as a live site would: the jobs start once requests have stopped for 200 ms, and the sample content's
 * bodies (added by the CLI while no server ran) are rendered ahead of their pages by a job (decision 123), as a live
 * site's are seconds after a save. Without it, every timed start would open a site whose bodies were never stored.
 */
async function findPublicPosts() {
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_FLAGS, entry], { cwd: root, env: { ...env, PORT: String(port) }, stdio: "ignore" });
  const exit = new Promise((resolve) => child.on("exit", resolve));
  try {
    const origin = `http://127.0.0.1:${port}`;
    while (!(await ready(`${origin}/readyz`))) await sleep(50);
    // The sitemap lists what a visitor may open; a public post's page is the one that arrives rendered.
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    // Newest first, as the sitemap lists them.
    const found = [];
    for (const [, postPath] of sitemap.matchAll(/<loc>[^<]*?(\/field-manual\/[0-9a-f-]{36})<\/loc>/g)) {
      if (rendered(await (await fetch(origin + postPath)).text())) found.push(postPath);
      if (found.length === 2) break;
    }
    if (found.length < 2) throw new Error("the sample content has fewer than two public posts");
    await sleep(SETTLE_MS);
    return found;
  } finally {
    child.kill("SIGTERM");
    await exit;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => `${ms < 100 ? ms.toFixed(1) : Math.round(ms)} ms`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/**
 * Self time by function and by where its code comes from, from a .cpuprofile
 * (Chrome DevTools' format), counting the samples of the first `untilMs` of
 * the profile only (the profiler starts with the process, so that is about
 * its start up to readiness), or those within `window` (monotonic
 * microseconds) when given.
 */
function summarise(profileFile, untilMs, window) {
  const profile = JSON.parse(fs.readFileSync(profileFile, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (window ? at < window[0] || at > window[1] : at - profile.startTime > untilMs * 1000) continue;
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const owner = (url) => {
    if (!url) return "(V8: compile, GC, idle, native)";
    if (url.startsWith("node:")) return "node (internals)";
    const clean = url.replace(/^file:\/\//, "");
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
    if (match) return match[1];
    return path.relative(root, clean).split(path.sep).slice(0, 3).join("/");
  };
  const byFunction = new Map();
  const byOwner = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    total += us;
    const name = `${callFrame.functionName || "(anonymous)"} ${callFrame.url ? `${owner(callFrame.url)}:${callFrame.lineNumber + 1}` : ""}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const key = callFrame.functionName === "(idle)" ? "(idle)" : owner(callFrame.url);
    byOwner.set(key, (byOwner.get(key) ?? 0) + us);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  const span = window ? `the first post's request (${fmt((window[1] - window[0]) / 1000)})` : `its first ${fmt(untilMs)} (to readiness)`;
  console.log(`\nCPU profile ${profileFile}, ${span}: ${fmt(total / 1000)} sampled`);
  console.log("Self time by package or folder:");
  for (const [name, us] of top(byOwner, 20)) console.log(`  ${fmt(us / 1000).padStart(10)}  ${name}`);
  console.log("Functions with the most self time:");
  for (const [name, us] of top(byFunction, 25)) console.log(`  ${fmt(us / 1000).padStart(10)}  ${name}`);
}

console.log(`node ${process.version}, ${os.cpus().length} CPUs, load average ${load()}`);
console.log(`DATA_DIR ${dataDir}`);
// The server inherits the environment, as `npm start` would. With this set, node reads that certificate bundle
// before any JavaScript runs, at each start: 25–40 ms here with the system's whole bundle (docs/decisions/126).
if (process.env.NODE_EXTRA_CA_CERTS) {
  console.log(`NODE_EXTRA_CA_CERTS is set (${process.env.NODE_EXTRA_CA_CERTS}): each start reads it first; unset it to time the server alone`);
}
const times = [];
const posts = [];
const newestPosts = [];
const cpu = [];
try {
  const first = await startOnce();
  console.log(`run 1 (new DATA_DIR): ${fmt(first.readyMs)}`);
  execFileSync(process.execPath, [cli, "seed"], { cwd: root, env, stdio: "ignore" });
  const [newestPath, postPath] = await findPublicPosts();
  console.log(`sample content added; the first post asked for is ${postPath}, then the newest, ${newestPath}`);
  for (let i = 1; i < runs; i++) {
    const { readyMs, cpuMs, postMs, nextMs } = await startOnce({ postPath, nextPath: newestPath });
    times.push(readyMs);
    cpu.push(cpuMs);
    posts.push(postMs);
    newestPosts.push(nextMs);
    console.log(
      `run ${i + 1} (existing DATA_DIR): ready ${fmt(readyMs)} (CPU ${fmt(cpuMs)}), first post page ${fmt(postMs)}, then the newest ${fmt(nextMs)}; load ${load()}`,
    );
  }
  console.log(`new DATA_DIR: ${fmt(first.readyMs)}`);
  console.log(`existing DATA_DIR: median ${fmt(median(times))} (min ${fmt(Math.min(...times))}, max ${fmt(Math.max(...times))}, ${times.length} runs)`);
  console.log(
    `existing DATA_DIR, CPU time to readiness (all threads): median ${fmt(median(cpu))} (min ${fmt(Math.min(...cpu))}, max ${fmt(Math.max(...cpu))})`,
  );
  console.log(`first rendered public post after a start: median ${fmt(median(posts))} (min ${fmt(Math.min(...posts))}, max ${fmt(Math.max(...posts))})`);
  console.log(
    `then the newest public post (rendered by the start): median ${fmt(median(newestPosts))} (min ${fmt(Math.min(...newestPosts))}, max ${fmt(Math.max(...newestPosts))})`,
  );
  if (profDir) {
    fs.mkdirSync(profDir, { recursive: true });
    const before = new Set(fs.readdirSync(profDir));
    const { readyMs, postMs, postWindow } = await startOnce({ postPath, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`] });
    console.log(`\nprofiled run (existing DATA_DIR): ready ${fmt(readyMs)}, first post page ${fmt(postMs)} (the profiler slows it)`);
    const written = fs.readdirSync(profDir).filter((f) => f.endsWith(".cpuprofile") && !before.has(f));
    for (const file of written) {
      summarise(path.join(profDir, file), readyMs);
      summarise(path.join(profDir, file), readyMs, postWindow);
    }
  }
} finally {
  if (!givenDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`load average now ${load()}`);
