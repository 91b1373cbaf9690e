// `npm test`: lint, typecheck, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set, with S3 storage when TEST_S3_* is set too), then a
// production build and the browser tests in headless Chromium: on PGlite and
// local disk, and again on PostgreSQL + S3 when both are given (.ci/run starts
// them). Ends with each failed test by name, the failed steps and one line:
// "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { playwrightReport, vitestReport } from "./test-report.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

function count(step, report) {
  totals.passed += report.passed;
  totals.failed += report.failed;
  totals.skipped += report.skipped;
  failedTests.push(...report.failedTests.map((t) => `${step} › ${t}`));
}

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

function browserTests(name, chrome, jsonName, env) {
  const pwJson = path.join(tmp, jsonName);
  fs.rmSync(pwJson, { force: true });
  run(name, "npx", ["playwright", "test"], { CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, ...env });
  const p = readJson(pwJson);
  if (p) count(name, playwrightReport(p));
  else totals.failed += 1;
}

/** An empty database beside the test cluster's default one, for the demo server to migrate and seed. */
async function freshPostgresDatabase(url) {
  const { default: pg } = await import("pg");
  const name = `lobl_e2e_${process.pid}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const database = new URL(url);
  database.pathname = `/${name}`;
  return database.toString();
}

run("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
run("format", "npx", ["prettier", "--check", "."]);
run("typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]);

const vitestJson = path.join(tmp, "vitest.json");
fs.rmSync(vitestJson, { force: true });
if (!process.env.TEST_DATABASE_URL) console.log("\nTEST_DATABASE_URL is not set: API tests run on PGlite only.");
run("unit and API tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
if (v)
  count(
    "unit and API tests",
    vitestReport(v, (file) => path.relative(root, file)),
  );
else totals.failed += 1;

if (run("build", "npm", ["run", "build", "--silent"])) {
  const chrome = chromiumPath();
  if (!chrome) {
    console.log("\nNo Chromium found (set CHROME_PATH or install Debian's chromium): browser tests skipped.");
  } else {
    browserTests("browser tests (PGlite, local disk)", chrome, "playwright.json", {});
    if (process.env.TEST_DATABASE_URL && process.env.TEST_S3_ENDPOINT) {
      const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
      browserTests("browser tests (PostgreSQL, S3)", chrome, "playwright-scale.json", {
        DATABASE_URL: database,
        AUTH_SECRET: randomBytes(24).toString("hex"),
        S3_BUCKET: process.env.TEST_S3_BUCKET,
        S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
        S3_REGION: process.env.TEST_S3_REGION ?? "us-east-1",
        S3_ACCESS_KEY_ID: process.env.TEST_S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: process.env.TEST_S3_SECRET_ACCESS_KEY,
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: `e2e-${process.pid}`,
        E2E_DATA_DIR: path.join(tmp, "e2e-scale-data"),
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      });
    } else console.log("\nTEST_DATABASE_URL and TEST_S3_ENDPOINT are not both set: browser tests ran on PGlite + local disk only.");
  }
}

// Named again here, at the very end, because CI shows only the log's tail.
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join("\n")}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
