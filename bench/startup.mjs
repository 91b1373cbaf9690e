// Start-up time of the built server: `node bench/startup.mjs [runs] [--data-dir DIR]`.
//
// Builds nothing: run `npm run build` first. Starts `node dist/server/main.js`
// `runs` times (default 7) on one temporary DATA_DIR, polls GET /readyz every
// 10 ms from the moment the process is spawned, and prints the time to the
// first 200 of each run. The first run creates the data directory (from the
// build's PGlite template); the others open an existing one, and their median
// is the figure to report. The 1-minute load average is printed beside it:
// figures taken on a busy machine are slower.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(root, "dist", "server", "main.js");
const args = process.argv.slice(2);
const dirFlag = args.indexOf("--data-dir");
const givenDir = dirFlag >= 0 ? args.splice(dirFlag, 2)[1] : undefined;
const runs = Number(args[0] ?? 7);
if (!Number.isInteger(runs) || runs < 2) {
  console.error("usage: node bench/startup.mjs [runs >= 2] [--data-dir DIR]");
  process.exit(2);
}
if (!fs.existsSync(entry)) {
  console.error(`${path.relative(root, entry)} is missing: run npm run build first.`);
  process.exit(1);
}

const dataDir = givenDir ? path.resolve(givenDir) : fs.mkdtempSync(path.join(os.tmpdir(), "lobl-startup-"));
if (givenDir) fs.rmSync(dataDir, { recursive: true, force: true });

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

/** One start: milliseconds from spawn to the first /readyz 200, then a clean stop. */
async function startOnce() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/readyz`;
  let output = "";
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
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
      if (await ready(url)) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error(`not ready after 60 s:\n${output}`);
      await sleep(10);
    }
  } finally {
    if (!exited) child.kill("SIGTERM");
    const code = await exit;
    if (code !== 0 && code !== null) process.stderr.write(`(server exited with ${code})\n${output}`);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => `${Math.round(ms)} ms`;

console.log(
  `node ${process.version}, ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(`DATA_DIR ${dataDir}`);
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const ms = await startOnce();
    times.push(ms);
    console.log(`run ${i + 1} (${i === 0 ? "new DATA_DIR" : "existing DATA_DIR"}): ${fmt(ms)}`);
  }
} finally {
  if (!givenDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
const existing = times.slice(1);
console.log(`new DATA_DIR: ${fmt(times[0])}`);
console.log(
  `existing DATA_DIR: median ${fmt(median(existing))} (min ${fmt(Math.min(...existing))}, max ${fmt(Math.max(...existing))}, ${existing.length} runs)`,
);
console.log(
  `load average now ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
