import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type InlineConfig, type Plugin } from "vite";

import { layeredChunkGroups } from "./scripts/layered-chunks.js";

/**
 * Preloads the faces the first paint needs: the body text (Inter's core
 * file) and the headings' bold (Barlow Condensed 700's core file; both
 * docs/decisions/072). The prerendered
 * pages paint before any script runs; a face that arrives after that paint
 * swaps in and moves the page (the condensed headings above all), which
 * Lighthouse measured as a layout shift of 0.8 on `/` with Inter alone
 * preloaded. Other weights load on demand (docs/decisions/059).
 */
function preloadFonts(files: RegExp[]): Plugin {
  return {
    name: "lobl-preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        return files.map((file) => {
          const name = Object.keys(context.bundle ?? {}).find((key) => file.test(key));
          if (!name) throw new Error(`no built font matches ${String(file)}`);
          return { tag: "link", attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${name}`, crossorigin: "" }, injectTo: "head" as const };
        });
      },
    },
  };
}

const web = path.resolve(import.meta.dirname, "src/web");

// The SPA lives in src/web; the server serves dist/web in production and
// proxies to the Vite dev server in development (see scripts/dev.mjs).
const baseConfig = (): InlineConfig => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), preloadFonts([/^assets\/inter-core-[\w-]+\.woff2$/, /^assets\/barlow-condensed-700-core-[\w-]+\.woff2$/])],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself (Chrome 66,
    // Firefox 115, Safari 17); an older one loads the same chunks a moment
    // later. The polyfill was 0.5 KB of the entry chunk (docs/decisions/069).
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://127.0.0.1:3000",
      "/healthz": "http://127.0.0.1:3000",
      "/readyz": "http://127.0.0.1:3000",
    },
  },
});

export default defineConfig(async ({ command, isSsrBuild }) => {
  // The browser's build: small shared chunks go into the chunk of the layout every page using them loads first (scripts/layered-chunks.ts, docs/decisions/090).
  const config = baseConfig();
  if (command !== "build" || isSsrBuild) return config;
  // The first pass gets plugins of its own (they keep state per build).
  const firstPass = baseConfig();
  const groups = await layeredChunkGroups(
    { ...firstPass, build: { ...firstPass.build, emptyOutDir: false, copyPublicDir: false } },
    {
      queryScope: path.join(web, "app/query-scope.tsx"),
      adminLayout: path.join(web, "app/admin-layout.tsx"),
      router: path.join(web, "router.tsx"),
      minSize: 8192,
    },
  );
  return { ...config, build: { ...config.build, rolldownOptions: { output: { codeSplitting: { groups } } } } };
});
