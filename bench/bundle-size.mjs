#!/usr/bin/env node
// What a first visit to a page downloads, two ways. Prints figures; asserts
// nothing.
//
// 1. As a browser counts it (issue 36's measure): the built server (dist/,
//    so `npm run build` first) on a new DATA_DIR, each page opened in a new
//    headless Chromium context with an empty cache, every response until the
//    network is idle, with Chromium's encoded bytes (what came over the
//    wire, response headers included) and the response headers' own size.
//    The script requests and their bytes are the figures to report.
// 2. From the build's manifest: the entry chunk, every chunk it imports
//    statically, the page's own route chunk with its static imports, and
//    their CSS, compressed here (gzip and brotli, no headers). Fonts are
//    listed apart. Also lists the largest modules of the entry chunk, so it
//    is clear what to move out. This part runs its own Vite build (with a
//    manifest, into .tmp/bundle-report), so the normal build stays as it is.
//
//   node bench/bundle-size.mjs [pages/landing-page.tsx ...]   both
//   node bench/bundle-size.mjs --browser-only [/ /login ...]  the browser's count only
//
// The browser part needs Chromium (CHROME_PATH, default /usr/bin/chromium)
// and is skipped without it or without a build. On the shared machine run it
// under the build lock: flock /tmp/lobl-e2e.lock node bench/bundle-size.mjs
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "vite";

import { browserDownloads } from "./lib/browser-downloads.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, ".tmp", "bundle-report");
const args = process.argv.slice(2);
const browserOnly = args.includes("--browser-only");
const rest = args.filter((arg) => arg !== "--browser-only");
const pages = !browserOnly && rest.length > 0 ? rest : ["pages/landing-page.tsx", "pages/login-page.tsx"];

await browserDownloads(browserOnly && rest.length > 0 ? rest : ["/", "/login"]);
if (browserOnly) process.exit(0);

const result = await build({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  build: { outDir, emptyOutDir: true, manifest: true },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (file) => {
  const data = fs.readFileSync(path.join(outDir, file));
  return { raw: data.length, gzip: gzipSync(data).length, brotli: brotliCompressSync(data).length };
};

/** The manifest keys a chunk pulls in before it runs: itself and its static imports, depth first. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function report(label, keys) {
  const files = new Set();
  for (const key of keys) {
    const entry = manifest[key];
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
  }
  const rows = [...files].map((file) => ({ file, ...sizes(file) })).sort((a, b) => b.gzip - a.gzip);
  const sum = (kind, pick) => rows.filter((r) => r.file.endsWith(kind)).reduce((total, r) => total + r[pick], 0);
  console.log(`\n${label}`);
  for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(10)} gz ${kb(r.brotli).padStart(10)} br`);
  console.log(`  JS  total: ${kb(sum(".js", "gzip"))} gz (${kb(sum(".js", "brotli"))} br)`);
  console.log(`  CSS total: ${kb(sum(".css", "gzip"))} gz`);
  console.log(`  JS + CSS : ${kb(sum(".js", "gzip") + sum(".css", "gzip"))} gz`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
report(`Entry (${entryKey}) and its static imports: every page downloads these`, staticClosure(entryKey));
for (const page of pages) {
  if (!manifest[page]) throw new Error(`${page} is not a chunk in the manifest (a path under src/web, e.g. pages/landing-page.tsx)`);
  report(`First visit to the page of ${page}: entry + route chunk, static imports of both`, staticClosure(page, staticClosure(entryKey)));
}

// What the entry chunk holds, by package (or by our own folder), largest first.
const entryChunk = outputs.find((o) => o.type === "chunk" && o.isEntry);
const byOwner = new Map();
for (const [id, info] of Object.entries(entryChunk?.modules ?? {})) {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  const owner = match ? match[1] : path.relative(root, clean).split(path.sep).slice(0, 3).join("/");
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + (info.renderedLength ?? 0));
}
console.log(`\nLargest parts of the entry chunk (rendered bytes, before compression):`);
for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${owner.padEnd(48)} ${kb(bytes).padStart(10)}`);

const fonts = fs.readdirSync(path.join(outDir, "assets")).filter((f) => f.endsWith(".woff2"));
console.log(`\nFonts built (woff2, loaded on demand by unicode-range and face): ${fonts.length}`);
for (const font of fonts) console.log(`  ${font.padEnd(56)} ${kb(fs.statSync(path.join(outDir, "assets", font)).size).padStart(10)}`);
