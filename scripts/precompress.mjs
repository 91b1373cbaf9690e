#!/usr/bin/env node
// Compresses the built web app's text files once, at build time
// (docs/decisions/064): each file under dist/web of a compressible type (the
// scripts and styles, the favicon, robots.txt) gets a brotli (.br, strongest
// setting) and a gzip (.gz, level 9) sibling, which
// the server sends as they are to a browser that accepts them
// (@fastify/static's preCompressed). Without them every request for a script
// was compressed again, at a weaker setting; small files too, since
// @fastify/compress's size threshold does not apply to files it streams.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt"]);

// The directory is an argument for the server's tests; the build uses the default.
// Pages (.html) are not here: the server sends them compressed itself (src/server/http/precompressed.ts).
const webDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "dist", "web"));
const names = (await fs.readdir(webDir, { recursive: true })).filter((name) => COMPRESSIBLE.has(path.extname(name)));
let count = 0;
let before = 0;
let after = 0;
await Promise.all(
  names.map(async (name) => {
    const file = path.join(webDir, name);
    const raw = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    count += 1;
    before += raw.length;
    after += br.length;
  }),
);
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
