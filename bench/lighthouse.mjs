#!/usr/bin/env node
// Lighthouse (mobile, its default simulated slow 4G and 4× CPU slowdown) on
// the built server: the landing page, /login, a public post and a library page of the
// sample content. Prints the four category scores, LCP, CLS and total
// blocking time per page. Prints figures; asserts nothing.
//
//   npm run build && node bench/lighthouse.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/lighthouse.mjs
//
// Needs Chrome or Chromium: CHROME_PATH (default /usr/bin/chromium). Runs
// `npx lighthouse@12.8`, so the first run downloads Lighthouse. Options
// (env): BENCH_RUNS (default 1; with more, the run with the median
// performance score is shown per page), BENCH_REPORT_DIR (keep every
// run's whole report there, as JSON, and with BENCH_TRACES=1 its trace too,
// for Chromium's Performance panel), BENCH_PAGES (only the pages whose label
// contains one of these comma-separated words: "post,library"). The server
// is warmed up first (see warmUp).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { benchDatabase } from "./lib/postgres.mjs";
import { freePort, root, serverEnv, startServer, tempDataDir } from "./lib/server.mjs";

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Where to keep each page's whole Lighthouse report (JSON), to see what a score is made of. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
if (REPORT_DIR) fs.mkdirSync(REPORT_DIR, { recursive: true });
const TRACES = Boolean(REPORT_DIR && process.env.BENCH_TRACES);
const PAGES = process.env.BENCH_PAGES?.split(",").filter(Boolean);

/** `runIndex` names the kept report: "_login.2.json" is /login's third run. */
async function lighthouse(url, runIndex, retries = 1) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lobl-lighthouse-")), "report.json");
  await run(
    "npx",
    [
      "--yes",
      "lighthouse@12.8",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      ...(TRACES ? ["--save-assets"] : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  if (REPORT_DIR) {
    const name = `${new URL(url).pathname.replaceAll("/", "_") || "_"}.${runIndex}`;
    fs.copyFileSync(out, path.join(REPORT_DIR, `${name}.json`));
    if (TRACES) fs.copyFileSync(out.replace(/\.json$/, "-0.trace.json"), path.join(REPORT_DIR, `${name}.trace.json`));
  }
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (report.runtimeError) {
    // Lighthouse itself asks for another run on some trace failures (NO_NAVSTART: "Please run Lighthouse again").
    if (retries > 0) return lighthouse(url, runIndex, retries - 1);
    throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    lcpElement: report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
    shiftElement: report.audits["layout-shifts"]?.details?.items?.[0]?.node?.snippet ?? "",
  };
}

/**
 * Lighthouse measures a site that has been running, not a process that has
 * just started: each page, every asset it names and the session read are
 * requested a few times first, so the server has loaded its lazily imported
 * modules, filled its caches and compiled its hot paths. Without this the
 * first page's document took 150–330 ms to arrive, and Lighthouse's simulated
 * LCP counts that wait in full.
 */
async function warmUp(urls) {
  for (const url of urls) {
    for (let i = 0; i < 20; i++) {
      const html = await (await fetch(url, { headers: { "accept-encoding": "br, gzip" } })).text();
      await (await fetch(new URL("/api/auth/get-session", url))).arrayBuffer();
      if (i > 0) continue;
      for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
        for (let j = 0; j < 3; j++) await (await fetch(new URL(asset, url), { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
      }
    }
  }
}

const dataDir = tempDataDir("lighthouse");
const port = await freePort();
const postgres = await benchDatabase();
const env = serverEnv({ dataDir, port, extra: postgres?.env ?? {} });
try {
  // The sample content (with public posts), added while no server holds the database.
  await run(process.execPath, [path.join(root, "dist", "cli", "main.js"), "seed"], { cwd: root, env });
  const server = await startServer(env);
  try {
    // The sitemap lists only what a visitor may read: its first post is public.
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    const postPath = /<loc>[^<]*?(\/field-manual\/[0-9a-f-]{36})<\/loc>/.exec(sitemap)?.[1];
    if (!postPath) throw new Error("the sitemap lists no public post");
    const pages = [
      ["/", `${server.origin}/`],
      ["/login", `${server.origin}/login`],
      ["a public post", `${server.origin}${postPath}`],
      ["a library page", `${server.origin}/field-manual`],
    ].filter(([label]) => !PAGES || PAGES.some((word) => label.includes(word)));
    await warmUp(pages.map(([, url]) => url));
    console.log(
      `Lighthouse 12.8, mobile, ${RUNS} run(s) per page; ${postgres ? "PostgreSQL" : "PGlite"}; ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(`${"page".padEnd(16)} perf  a11y  b.p.  seo   LCP ms   CLS     TBT ms  LCP element`);
    for (const [label, url] of pages) {
      const results = [];
      for (let i = 0; i < RUNS; i++) results.push(await lighthouse(url, i));
      const r = results.toSorted((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
      console.log(
        `${label.padEnd(16)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(4)}  ${r.lcpMs.toFixed(0).padStart(7)}  ${r.cls.toFixed(3).padStart(6)}  ${r.tbtMs.toFixed(0).padStart(7)}  ${r.lcpElement.slice(0, 70)}`,
      );
      if (results.length > 1)
        console.log(
          `${"".padEnd(16)} every run, in order: performance ${results.map((x) => x.performance).join(", ")}; LCP ${results.map((x) => x.lcpMs.toFixed(0)).join(", ")} ms; blocking ${results.map((x) => x.tbtMs.toFixed(0)).join(", ")} ms`,
        );
      if (r.shiftElement) console.log(`${"".padEnd(16)} largest shift: ${r.shiftElement.slice(0, 100)}`);
    }
  } finally {
    await server.stop();
  }
} finally {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
