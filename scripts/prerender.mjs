#!/usr/bin/env node
// Renders the public pages to HTML after `vite build` (docs/decisions/058):
// builds src/web/prerender.tsx for Node into dist/prerender, renders every
// path it lists, and writes each page as dist/web/prerendered/<name>.html:
// the built index.html with the page inside #root, its scripts and its
// stylesheet asked for after the first paint (docs/decisions/071) and the
// stylesheet's rules the page uses inline (073). The server sends these
// for those paths (src/server/http/spa.ts); the browser hydrates them.
// It also writes dist/prerender/style-plans.json, the stylesheets compiled
// for the inline rules of the pages the server renders (124): src/shared/
// style-plans.ts, built beside the renderer as an entry of its own, which
// the server never loads.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

process.env.NODE_ENV = "production";
const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "dist", "web");
const serverDir = path.join(root, "dist", "prerender");
const outDir = path.join(webDir, "prerendered");

await build({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  // The packages go into the build (beasties, which the server loads anyway, excepted): the server imports
  // this at start-up, and one bundle takes about a tenth of the time of React, the router, Radix's and
  // lucide's whole packages loaded file by file (docs/decisions/092).
  ssr: { noExternal: true, external: ["beasties"] },
  // React's production build only: the bundle would otherwise carry both and choose at run time.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    ssr: true,
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { input: { prerender: "prerender.tsx", "style-plans": "../shared/style-plans.ts" }, output: { entryFileNames: "[name].js" } },
  },
});
const { render, renderedShell, criticalStyles, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(serverDir, "prerender.js")).href);
const { writeStylePlans } = await import(pathToFileURL(path.join(serverDir, "style-plans.js")).href);

const indexHtml = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
const shell = renderedShell(indexHtml);
const plans = writeStylePlans(webDir, serverDir);
const withStyles = criticalStyles(indexHtml, () => plans);
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT}`);
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const page of PRERENDERED_PATHS) {
  const body = await render(page);
  const name = page === "/" ? "index" : page.slice(1);
  fs.writeFileSync(path.join(outDir, `${name}.html`), withStyles(shell.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`)));
  console.log(`prerendered ${page} (${(body.length / 1024).toFixed(1)} KB)`);
}
