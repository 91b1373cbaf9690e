import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

/**
 * Preloads the one face the first paint needs (the body text, Inter's Latin
 * subset), so text does not wait for the CSS to name it. Headings' face and
 * every other font load on demand (docs/decisions/059).
 */
function preloadFont(file: RegExp): Plugin {
  return {
    name: "lobl-preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const name = Object.keys(context.bundle ?? {}).find((key) => file.test(key));
        if (!name) throw new Error(`no built font matches ${String(file)}`);
        return [{ tag: "link", attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${name}`, crossorigin: "" }, injectTo: "head" }];
      },
    },
  };
}

// The SPA lives in src/web; the server serves dist/web in production and
// proxies to the Vite dev server in development (see scripts/dev.mjs).
export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), preloadFont(/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
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
