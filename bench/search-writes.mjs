#!/usr/bin/env node
// What the search indexes cost a write (docs/decisions/075): saving a text
// item of 3 KB, 60 KB and 256 KB (the cap on a PDF's or transcript's search
// text) on a fresh PGlite database, with the phrase-pairs index and then
// without it. Prints the median of five inserts per size; asserts nothing.
//
//   npm run build && node bench/search-writes.mjs
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";

import { openDb, requireBuild, root, tempDataDir } from "./lib/server.mjs";

requireBuild();
// As the server runs PGlite: V8's optimising tier on (docs/decisions/068).
const { pgliteWasmModule } = await import(path.join(root, "dist", "server", "db", "pglite-wasm.js"));
await pgliteWasmModule({ optimise: true });

const SIZES = [3_000, 60_000, 256 * 1024];
const RUNS = 5;
const SYLLABLES = ["ka", "ro", "mi", "ten", "al", "ve", "dor", "in", "sa", "lu", "per", "ex", "or", "an", "ti", "mo"];
const COMMON = ["the", "of", "and", "to", "a", "in", "is", "that"];

/** Seeded prose-like text: two words in five common ones, the rest three-syllable words, a sentence every fifteen words or so. */
function text(bytes, seed) {
  let state = seed;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const pick = (list) => list[Math.floor(random() * list.length)];
  let out = "";
  while (out.length < bytes) {
    out += random() < 0.4 ? pick(COMMON) : pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
    out += random() < 0.07 ? ". " : " ";
  }
  return out;
}

const dataDir = tempDataDir("search-writes");
// Opened as the server opens it: migrated, with the pairs index.
const database = await openDb({ DATA_DIR: dataDir });
try {
  const { db } = database;
  const measure = async (label) => {
    for (const size of SIZES) {
      const body = text(size, size);
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await db.execute(sql`insert into content_items (title, category, content_text) values ('Bench', 'briefing', ${body})`);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(`${label.padEnd(24)} ${String(size).padStart(7)} bytes   median ${times[RUNS >> 1].toFixed(1)} ms`);
    }
  };
  console.log(`search-writes: insert a text item, median of ${RUNS}, PGlite\n`);
  await measure("with the pairs index");
  await db.execute(sql`drop index content_items_search_pairs_idx`);
  await measure("without it");
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
