#!/usr/bin/env node
// Bundles the server for `npm start` and `npm run demo` (docs/decisions/118):
// src/server/main.ts and src/cli/demo.ts, with the packages they use, into
// dist/bundle (server.js, demo.js and the chunks they share). A start then
// reads a few dozen files instead of about 1,500 (loading them was 0.9 s of
// a 2.5 s start). What is imported on use (`await import(...)`: Better Auth,
// the S3 client, the PDF and e-mail code) stays in chunks of its own,
// loaded on use as before. tsc's dist/server and dist/cli stay the build's
// other output: the admin CLI and the tests run them.
//
// Left outside, imported from node_modules as before: packages that find
// files next to their own code (PGlite's WebAssembly and data, pino's
// worker threads, pdfkit's font data, unpdf's worker source), sharp's native
// addon, and the fonts package. Our own code that finds files does so from
// the project root or through the packages' resolution (project-root.ts,
// createRequire), which works from dist/bundle as from dist/server.
//
// Also outside: Fastify's default validator and serializer compilers (ajv,
// fast-json-stringify and their helpers, 0.7 MB of the app's chunk, which
// every start compiled for nothing). Every route uses zod's, given to Fastify
// as its compilers factory (app.ts), so Fastify never requires them; were it
// to, node_modules has them (docs/decisions/125).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
// --outdir DIR (inside the project, where node_modules resolves): src/server/bundle.test.ts builds one of its own.
const outdirFlag = process.argv.indexOf("--outdir");
const outdir = outdirFlag >= 0 ? path.resolve(process.argv[outdirFlag + 1]) : path.join(root, "dist", "bundle");

/**
 * zod re-exports every language's messages as `z.locales` (and `z.core.locales`), which esbuild keeps whole
 * (358 KB a start compiled) where the browser's build drops them. The server speaks English only, zod's default:
 * its locales are English alone here, so `z.locales.en` remains and no other language does (docs/decisions/125).
 */
const zodEnglishOnly = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[/\\]zod[/\\]v4[/\\](classic[/\\]external|core[/\\]index)\.js$/.test(args.importer) ? { path: args.importer, namespace: "zod-english-only" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english-only" }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(path.join(path.dirname(args.path), "..", "locales", "en.js"))};`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

/** Packages kept out of the bundle (with their subpaths), for the reasons above. */
export const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "sharp",
  "pino",
  "pino-pretty",
  "thread-stream",
  "pdfkit",
  "unpdf",
  "dejavu-fonts-ttf",
  "@fastify/ajv-compiler",
  "@fastify/fast-json-stringify-compiler",
];

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: "src/server/main.ts", demo: "src/cli/demo.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  tsconfig: "tsconfig.server.json",
  external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require() for Node's modules; an ES module has no require of its own.
  banner: { js: 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);' },
  chunkNames: "chunks/[name]-[hash]",
  // Stack traces name the sources (npm start runs node with --enable-source-maps). Without the sources' text the
  // maps are a fifth of the size, and node reads the map of every file it loads.
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "none",
  metafile: true,
  plugins: [zodEnglishOnly],
  logLevel: "warning",
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `bundled the server into ${path.relative(root, outdir)}: ${outputs.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${Math.round(performance.now() - started)} ms`,
);
