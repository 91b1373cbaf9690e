// `npm test`: lint, typecheck, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then a production build and the browser tests in
// headless Chromium. Ends with one line: "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p) => p && fs.existsSync(p));
}

run("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
run("typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);

const vitestJson = path.join(tmp, "vitest.json");
fs.rmSync(vitestJson, { force: true });
if (!process.env.TEST_DATABASE_URL) console.log("\nTEST_DATABASE_URL is not set: API tests run on PGlite only.");
run("unit and API tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
if (v) {
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + v.numTodoTests;
} else totals.failed += 1;

if (run("build", "npm", ["run", "build", "--silent"])) {
  const chrome = chromiumPath();
  if (!chrome) {
    console.log("\nNo Chromium found (set CHROME_PATH or install Debian's chromium): browser tests skipped.");
  } else {
    const pwJson = path.join(tmp, "playwright.json");
    fs.rmSync(pwJson, { force: true });
    run("browser tests", "npx", ["playwright", "test"], { CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
    const p = readJson(pwJson);
    if (p) {
      totals.passed += p.stats.expected + p.stats.flaky;
      totals.failed += p.stats.unexpected;
      totals.skipped += p.stats.skipped;
    } else totals.failed += 1;
  }
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
