import { configDefaults, defineConfig } from "vitest/config";

// Two projects in one run: the server, shared and CLI tests in Node with the
// migrated database template (global setup), and the browser code's unit
// tests in happy-dom. `npx vitest run` runs both; `npx vitest run src/web`
// only the browser's.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here: more workers only contend for them.
    maxWorkers: 2,
    // The AWS SDK's notice that its 2027 releases need Node 22 (README: Running at scale).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/**/*.test.ts", "scripts/**/*.test.mjs"],
          exclude: [...configDefaults.exclude, "src/web/**"],
          environment: "node",
          globalSetup: ["src/server/test/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["src/web/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["src/web/test/setup.ts"],
        },
      },
    ],
  },
});
