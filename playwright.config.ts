import { defineConfig, devices } from "@playwright/test";

import { e2eIdp } from "./e2e/idp.js";

// Browser tests drive the system Chromium against the built app on a fresh
// DATA_DIR, started through the demo entry point as `npm run demo` runs it (the
// bundle, docs/decisions/118; with its source maps, for a failure's stack trace):
// the production server plus demo accounts (credentials in
// DATA_DIR/demo-accounts.json) and sample content.
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
// Separate runs in one tree need their own E2E_PORT and E2E_DATA_DIR.
const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data"; // read by e2e/helpers.ts too

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "site", testIgnore: [/admin\.spec\.ts/, /library\.spec\.ts/], use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Admin tests add and delete content that the content tests read: run them after.
    { name: "admin", testMatch: /admin\.spec\.ts/, dependencies: ["site"], use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The public library pages through every published post: it runs last, when no other spec publishes or deletes
    // while it turns its pages (it failed in CI when another spec's post came or went between two page loads).
    { name: "library", testMatch: /library\.spec\.ts/, dependencies: ["admin"], use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node --enable-source-maps dist/bundle/demo.js`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        CONTACT_RATE_LIMIT: "1000",
        PAGE_VIEW_RATE_LIMIT: "100000",
        SIGNUP_RATE_LIMIT: "1000",
        SIGNIN_RATE_LIMIT: "1000",
        NEWSLETTER_SIGNUP_RATE_LIMIT: "1000",
        // The tests' identity provider below: on 127.0.0.1 and plain http, which the site calls only when listed.
        SSO_INTERNAL_PROVIDERS: `${e2eIdp.issuer},${e2eIdp.samlOrigin}`,
      },
    },
    // A real OpenID Connect provider for the organisation sign-in tests (issue 34, e2e/sso-signin.spec.ts).
    {
      command: "node scripts/e2e-idp.mjs",
      url: e2eIdp.discoveryUrl,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        E2E_IDP_PORT: String(e2eIdp.port),
        E2E_IDP_CLIENT_ID: e2eIdp.clientId,
        E2E_IDP_CLIENT_SECRET: e2eIdp.clientSecret,
        E2E_IDP_REDIRECT_URIS: e2eIdp.redirectUri,
      },
    },
  ],
});
