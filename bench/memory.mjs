#!/usr/bin/env node
// The demo server's memory (issue 36): its resident size (VmRSS) once it is
// ready and idle, and after 10,000 mixed reads. Goals: ≤ 200 MB after start,
// ≤ 250 MB after the reads. Prints figures; asserts nothing.
//
//   npm run build && node bench/memory.mjs
//
// Builds nothing. Starts the bundled demo, dist/bundle/demo.js (as `npm run demo` does:
// glibc's allocator settings of scripts/malloc-env.mjs, NODE_ENV unset, node's flags from
// scripts/demo-node-flags.mjs, or BENCH_DEMO_NODE_FLAGS when set: "" for
// none, as `npm start` runs a server) on a new temporary DATA_DIR, waits for
// /readyz and then BENCH_IDLE_MS (default 5000; Better Auth and the jobs
// load after readiness), and records its memory: the first start. Then,
// still in that start, the demo admin uploads a photo and publishes a post
// that shows it (the sample content has no images), and the server is
// stopped and started again on the same data, as a site restarts: its
// memory idle, then after BENCH_REQUESTS (default 10,000) reads made by
// BENCH_CONCURRENCY (default 8) loops of fetch, in turn: the landing page,
// a public post's page, two library pages and the login page as a visitor;
// a post read, the lists of posts, episodes and items, a library page and
// the dashboard as the demo member; searches as the member and as a
// visitor; the member's private podcast feed; two variants of the photo.
//
// For each point: VmRSS, and from inside the server (a preload,
// bench/lib/memory-probe.mjs, over an IPC channel; no endpoint)
// process.memoryUsage() (V8's heap, external memory, ArrayBuffers); and from
// /proc/<pid>/smaps the resident part of the WebAssembly memory (PGlite's
// PostgreSQL: the accessible part of the address space V8 reserves for it)
// and of the rest. A second table says where each point's resident memory
// goes: PGlite's WebAssembly memory, V8's heap (the pages it has touched,
// v8.getHeapStatistics), ArrayBuffers' backing stores, the `node` binary's
// and other files' mapped pages, and what remains (glibc's arenas, native
// libraries' own memory, thread stacks).
//
// BENCH_HEAP_SNAPSHOT=file.heapsnapshot: after the restart's idle figures,
// the server writes a heap snapshot there (open it in Chrome DevTools'
// Memory tab) and the bench prints its objects' sizes by constructor. The
// snapshot costs memory of its own: the figures after the reads are then
// not comparable.
// Other settings of the server (e.g. PGLITE_SHARED_BUFFERS_MB) pass through
// from the environment.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { DEMO_ENTRY, DEMO_NODE_FLAGS } from "../scripts/demo-node-flags.mjs";
import { mallocSettings } from "../scripts/malloc-env.mjs";
import { readRss } from "./lib/rss.mjs";
import { freePort, root, tempDataDir } from "./lib/server.mjs";
import { mb } from "./lib/stats.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);
const SNAPSHOT = process.env.BENCH_HEAP_SNAPSHOT ? path.resolve(process.env.BENCH_HEAP_SNAPSHOT) : undefined;
const demoJs = path.join(root, DEMO_ENTRY);
const probe = path.join(root, "bench", "lib", "memory-probe.mjs");
const GOALS = { start: 200, load: 250 };

if (!fs.existsSync(demoJs)) {
  console.error(`${DEMO_ENTRY} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const sleep = (msecs) => new Promise((resolve) => setTimeout(resolve, msecs));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Starts the demo on `dataDir` and resolves once /readyz answers 200. */
async function startDemo(dataDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    // glibc's allocator as `npm run demo` runs the server (scripts/malloc-env.mjs).
    ...mallocSettings(process.env),
    // The bench reads more often than a person would.
    PAGE_VIEW_RATE_LIMIT: "10000000",
    SIGNIN_RATE_LIMIT: "1000",
  };
  const demoFlags = process.env.BENCH_DEMO_NODE_FLAGS === undefined ? DEMO_NODE_FLAGS : process.env.BENCH_DEMO_NODE_FLAGS.split(" ").filter(Boolean);
  const nodeArgs = [...demoFlags, ...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean), "--import", probe];
  const child = spawn(process.execPath, [...nodeArgs, demoJs], { cwd: root, env, stdio: ["ignore", "pipe", "pipe", "ipc"] });
  let output = "";
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`demo exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`demo not ready after 120 s:\n${output}`);
    }
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  const ask = (message) =>
    new Promise((resolve) => {
      const answer = (reply) => {
        if (reply?.probe !== message.probe) return;
        child.off("message", answer);
        resolve(reply);
      };
      child.on("message", answer);
      child.send(message);
    });
  return {
    pid: child.pid,
    origin,
    ask,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Resident bytes by mapping, from smaps: the WebAssembly memory, the `node`
 * binary's file pages, other files' pages (shared libraries: libvips,
 * ICU data, ...) and the remaining anonymous memory (V8's heap, malloc's
 * arenas, thread stacks). V8 reserves several GiB of address space for a
 * WebAssembly memory and makes only its current size accessible: that part
 * is the mapping next to an inaccessible reservation of 1 GiB or more.
 */
function smaps(pid) {
  const maps = fs
    .readFileSync(`/proc/${pid}/smaps`, "utf8")
    .split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)
    .map((block) => {
      const [range, perms] = block.split(" ");
      const [start, end] = range.split("-").map((hex) => BigInt(`0x${hex}`));
      const rss = Number(/^Rss:\s+(\d+) kB/m.exec(block)?.[1] ?? 0) * 1024;
      return { start, end, perms, rss, path: block.split("\n")[0].split(/\s+/).slice(5).join(" ") };
    });
  const guard = (m) => m && m.perms === "---p" && m.end - m.start >= 1n << 30n;
  const nodeBinary = fs.realpathSync(process.execPath);
  let wasm = 0;
  let all = 0;
  let binary = 0;
  let files = 0;
  maps.forEach((m, i) => {
    all += m.rss;
    if (m.perms === "rw-p" && !m.path && ((guard(maps[i - 1]) && maps[i - 1].end === m.start) || (guard(maps[i + 1]) && maps[i + 1].start === m.end)))
      wasm += m.rss;
    else if (m.path === nodeBinary) binary += m.rss;
    else if (m.path.startsWith("/")) files += m.rss;
  });
  return { wasm, other: all - wasm, binary, files, anonymous: all - wasm - binary - files };
}

/** Every figure for one point in time. */
async function measure(server, label) {
  const rss = readRss(server.pid);
  const { wasm, other, binary, files, anonymous } = smaps(server.pid);
  const { usage, heap, spaces } = await server.ask({ probe: "memory" });
  return { label, rss, wasm, other, binary, files, anonymous, usage, heap, spaces, load: load() };
}

function print(rows) {
  console.log("\n| point | RSS | WebAssembly (PGlite) resident | rest resident | V8 heap used / total | external | of which ArrayBuffers | load average |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const { label, rss, wasm, other, usage, load: at } of rows)
    console.log(
      `| ${label} | **${mb(rss)}** | ${mb(wasm)} | ${mb(other)} | ${mb(usage.heapUsed)} / ${mb(usage.heapTotal)} | ${mb(usage.external)} | ${mb(usage.arrayBuffers)} | ${at} |`,
    );
  // Where the resident bytes go, summing to the RSS read from smaps (which can differ from VmRSS by a page or two):
  // V8's heap as the pages it has touched (total_physical_size; its code space included), ArrayBuffers' backing
  // stores (malloc'd, outside V8's heap), and the anonymous rest: glibc's arenas (freed memory malloc keeps),
  // native libraries' own (libvips, PGlite's file system shims), thread stacks.
  console.log("\nWhere the resident memory goes:\n");
  console.log(
    "| point | PGlite's WebAssembly | V8's heap (touched) | ArrayBuffers | `node` binary's pages | other files' pages | the rest: malloc, native, stacks |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const { label, wasm, binary, files, anonymous, usage, heap } of rows) {
    const rest = anonymous - heap.total_physical_size - usage.arrayBuffers;
    console.log(
      `| ${label} | ${mb(wasm)} | ${mb(heap.total_physical_size)} | ${mb(usage.arrayBuffers)} | ${mb(binary)} | ${mb(files)} | ${mb(rest)} (V8's own malloc ${mb(heap.malloced_memory)}) |`,
    );
  }
}

async function signIn(origin, email, password) {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The demo admin uploads a 1600 × 1200 photo and publishes a public post that shows it; returns the image's address. */
async function addPhoto(origin, accounts) {
  const admin = accounts.find((a) => a.role === "admin");
  const cookie = await signIn(origin, admin.email, admin.password);
  const { default: sharp } = await import(path.join(root, "node_modules", "sharp", "lib", "index.js"));
  const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append("alt", "Bench photo");
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "photo.jpg");
  const uploaded = await fetch(`${origin}/api/images`, { method: "POST", headers: { origin, cookie }, body: form });
  const image = await uploaded.json();
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(image)}`);
  const post = await fetch(`${origin}/api/posts`, {
    method: "POST",
    headers: { origin, cookie, "content-type": "application/json" },
    body: JSON.stringify({ title: "Memory bench photo", content: `A photo.\n\n![Bench photo](${image.url})` }),
  });
  if (post.status !== 201) throw new Error(`post: ${post.status} ${await post.text()}`);
  return image.url;
}

/** The reads, as [name, path, headers] in the order they are made. */
async function readMix(origin, accounts, imageUrl) {
  const member = accounts.find((a) => a.email.startsWith("member@"));
  const cookie = await signIn(origin, member.email, member.password);
  const asMember = { cookie, "accept-encoding": "br, gzip" };
  const asVisitor = { "accept-encoding": "br, gzip" };
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const publicPost = [...sitemap.matchAll(/<loc>[^<]*?(\/field-manual\/[0-9a-f-]{36})<\/loc>/g)][0]?.[1];
  if (!publicPost) throw new Error("the sample content has no public post");
  const posts = await (await fetch(`${origin}/api/posts`, { headers: { cookie } })).json();
  const post = posts.items.find((p) => p.isMembersOnly) ?? posts.items[0];
  const feed = await (await fetch(`${origin}/api/feed`, { headers: { cookie } })).json();
  const feedPath = new URL(feed.url).pathname;
  const variant = (width) => imageUrl.replace(/-\d+x\d+\.jpg$/, `-${width}.webp`);
  const queries = ["leadership", "debrief", "chain of command", "accountability under pressure", "shift change"];
  const mix = [
    ["landing page (visitor)", "/", asVisitor],
    ["public post page (visitor)", publicPost, asVisitor],
    ["Field Manual page (visitor)", "/field-manual", asVisitor],
    ["Briefing page (visitor)", "/briefing", asVisitor],
    ["login page (visitor)", "/login", asVisitor],
    ["post read (member)", `/api/posts/${post.id}`, asMember],
    ["posts list (member)", "/api/posts", asMember],
    ["episodes list (member)", "/api/podcasts", asMember],
    ["items list (member)", "/api/content-items?category=after-action", asMember],
    ["library After-Action (member)", "/api/library/after-action", asMember],
    ["dashboard (member)", "/dashboard", asMember],
    ["search (member)", queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`), asMember],
    ["search (visitor)", queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`), asVisitor],
    ["private feed (member's app)", feedPath, {}],
    ["photo 480 px WebP (visitor)", variant(480), {}],
    ["photo 960 px WebP (visitor)", variant(960), {}],
  ];
  return mix;
}

/** Makes `total` reads of the mix, `concurrency` at a time; returns the count per read and status. */
async function readAll(origin, mix, total, concurrency) {
  const counts = new Map();
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const [name, paths, headers] = mix[i % mix.length];
      const where = Array.isArray(paths) ? paths[Math.floor(i / mix.length) % paths.length] : paths;
      const res = await fetch(origin + where, { headers });
      await res.arrayBuffer();
      const key = `${name} ${res.status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { counts, seconds: (performance.now() - started) / 1000 };
}

/** Self size of a heap snapshot's objects, summed by constructor (objects) or by kind (the rest). */
function snapshotSummary(file) {
  const snapshot = JSON.parse(fs.readFileSync(file, "utf8"));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[fields.indexOf("type")];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const nodes = snapshot.nodes;
  const sums = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    const size = nodes[i + sizeAt];
    total += size;
    const key = type === "object" || type === "native" ? `${snapshot.strings[nodes[i + nameAt]].slice(0, 60)} (${type})` : `(${type})`;
    const sum = sums.get(key) ?? { size: 0, count: 0 };
    sum.size += size;
    sum.count += 1;
    sums.set(key, sum);
  }
  console.log(`\nheap snapshot ${file}: ${mb(total)} in ${(nodes.length / fields.length).toLocaleString("en")} nodes; the largest by self size:`);
  for (const [key, { size, count }] of [...sums].sort((a, b) => b[1].size - a[1].size).slice(0, 25))
    console.log(`  ${mb(size).padStart(9)}  ${String(count).padStart(8)}  ${key}`);
}

const dataDir = tempDataDir("memory");
const rows = [];
try {
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, ${mb(os.totalmem())} memory, load average ${load()}`);
  const flags = process.env.BENCH_DEMO_NODE_FLAGS ?? DEMO_NODE_FLAGS.join(" ");
  console.log(`DATA_DIR ${dataDir}${process.env.PGLITE_SHARED_BUFFERS_MB ? `, PGLITE_SHARED_BUFFERS_MB=${process.env.PGLITE_SHARED_BUFFERS_MB}` : ""}`);
  console.log(`the demo's node flags: ${flags || "none"}${process.env.BENCH_SERVER_NODE_ARGS ? `, then ${process.env.BENCH_SERVER_NODE_ARGS}` : ""}`);
  const port = await freePort();
  let imageUrl;
  const first = await startDemo(dataDir, port);
  try {
    await sleep(IDLE_MS);
    rows.push(await measure(first, "first start (new DATA_DIR), idle"));
    const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, "demo-accounts.json"), "utf8"));
    imageUrl = await addPhoto(first.origin, accounts);
  } finally {
    await first.stop();
  }

  const server = await startDemo(dataDir, port);
  try {
    await sleep(IDLE_MS);
    rows.push(await measure(server, "restart, idle"));
    if (SNAPSHOT) {
      await server.ask({ probe: "snapshot", file: SNAPSHOT });
      rows.push(await measure(server, "after the heap snapshot"));
    }
    const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, "demo-accounts.json"), "utf8"));
    const mix = await readMix(server.origin, accounts, imageUrl);
    const { counts, seconds } = await readAll(server.origin, mix, REQUESTS, CONCURRENCY);
    console.log(`\n${REQUESTS.toLocaleString("en")} reads, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s):`);
    for (const [key, count] of counts) console.log(`  ${String(count).padStart(6)}  ${key}`);
    const failed = [...counts].filter(([key]) => !/ (200|304)$/.test(key));
    if (failed.length) console.log(`  (answers other than 200: ${failed.map(([key]) => key).join(", ")})`);
    rows.push(await measure(server, `after ${REQUESTS.toLocaleString("en")} reads`));
    await sleep(IDLE_MS);
    rows.push(await measure(server, `after ${REQUESTS.toLocaleString("en")} reads, ${IDLE_MS / 1000} s later`));
    await server.ask({ probe: "gc" });
    await sleep(1000);
    rows.push(await measure(server, "then after a full garbage collection"));
  } finally {
    await server.stop();
  }
  print(rows);
  const restart = rows.find((r) => r.label === "restart, idle");
  const loaded = rows.at(-2);
  console.log(
    `\ngoals: after start ≤ ${GOALS.start} MB: ${mb(restart.rss)} (restart), ${mb(rows[0].rss)} (new DATA_DIR); after the reads ≤ ${GOALS.load} MB: ${mb(loaded.rss)}`,
  );
  console.log(
    `V8's heap spaces at the restart, idle (used / size): ${restart.spaces
      .filter((space) => space.space_size > 0)
      .map((space) => `${space.space_name.replace(/_space$/, "")} ${mb(space.space_used_size)} / ${mb(space.space_size)}`)
      .join(", ")}`,
  );
  if (SNAPSHOT) snapshotSummary(SNAPSHOT);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`load average now ${load()}`);
