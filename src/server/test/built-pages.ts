import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { writeStylePlans as writePlans } from "../../shared/style-plans.js";

// What the tests of the pages the server sends with the build need: a built
// index.html, and reading the inline scripts and the policy that allows them.

/** index.html as Vite writes it: the entry script and its preloads in the head. */
export const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Lead or Be Led</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** What scripts/prerender.mjs writes beside the page renderer (`<webDir>/../prerender`, where the server looks): webDir's style plans. */
export const writeStylePlans = (webDir: string) => void writePlans(webDir, path.join(webDir, "..", "prerender"));

/** The text of each inline script in a page that the browser would run (a JSON script is data). */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

/** A script's hash as the content security policy names it. */
export const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The policy's script-src sources. */
export const scriptSrc = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)![1]!.split(" ");

/**
 * A stand-in build in a new temporary folder: `web/index.html` and the renderer's module where the build puts it
 * (`prerender/prerender.js`, beside the web directory). Returns the folder; WEB_DIR is its `web`.
 */
export function standInBuild(index: string, renderer: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-build-"));
  fs.mkdirSync(path.join(root, "web"));
  fs.mkdirSync(path.join(root, "prerender"));
  fs.writeFileSync(path.join(root, "web", "index.html"), index);
  fs.writeFileSync(path.join(root, "prerender", "prerender.js"), renderer);
  return root;
}
