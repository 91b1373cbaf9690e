#!/usr/bin/env node
// Builds the reading pages' islands (docs/decisions/116): src/web/islands/main.ts
// and what it loads on first use, for the browser, into dist/web/assets beside
// the app's chunks (run after `vite build`, which empties dist/web, and after
// scripts/prerender.mjs, which empties dist/prerender). A build of its own:
// it shares no chunk with the app, so the app's chunking (scripts/layered-chunks.ts)
// is untouched and a visitor's page never waits for the app's entry. Writes
// dist/prerender/islands.json, `{ "entry": "/assets/islands-….js" }`, which the
// server reads (src/server/http/islands-page.ts); without it every page gets the app.
import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const result = await build({
  configFile: false,
  root: path.join(root, "src", "web"),
  logLevel: "warn",
  plugins: [react()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: path.join(root, "dist", "web"),
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { islands: path.join(root, "src", "web", "islands", "main.ts") },
      output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
    },
  },
});
const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output).filter((output) => output.type === "chunk");
const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error("the islands build made no entry chunk");
fs.mkdirSync(path.join(root, "dist", "prerender"), { recursive: true });
fs.writeFileSync(path.join(root, "dist", "prerender", "islands.json"), `${JSON.stringify({ entry: `/${entry.fileName}` })}\n`);
for (const chunk of chunks) console.log(`islands: ${chunk.fileName} (${(chunk.code.length / 1024).toFixed(1)} KB)`);
