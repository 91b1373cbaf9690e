// Builds the app when dist/ is missing or older than any source it is made from.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const stamp = path.join(root, "dist", ".build-stamp");
// The build's own steps too: a change to how the islands, the prerendered pages or the server's bundle are made is a new build.
const inputs = [
  "src",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.base.json",
  "tsconfig.server.json",
  "scripts/build-islands.mjs",
  "scripts/bundle-server.mjs",
  "scripts/layered-chunks.ts",
  "scripts/precompress.mjs",
  "scripts/prerender.mjs",
];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(full).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

export function buildIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  if (built >= Math.max(...inputs.map(newest))) return;
  console.log("Building the app (npm run build)...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}
