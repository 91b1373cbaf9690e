import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../server/db/lock.js";
import { projectPath } from "../server/project-root.js";

// `npm run cli -- admin grant|revoke <email>` as a real process.
const cli = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", projectPath("src/cli/main.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" },
    encoding: "utf8",
    timeout: 60_000,
  });

describe("admin CLI", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-cli-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("says clearly that a running server holds the embedded database", () => {
    const release = lockDataDir(dataDir, "lead-or-be-led server (port 3000)");
    try {
      const res = cli(dataDir, "admin", "grant", "chief@example.com");
      expect(res.status).toBe(1);
      expect(res.stderr).toContain(`is in use by another process (pid ${process.pid}, "lead-or-be-led server (port 3000)"`);
      expect(res.stderr).toContain("stop the server, run this command, then start the server again");
    } finally {
      release();
    }
  });

  it("reports an unknown account and bad usage", () => {
    const unknown = cli(dataDir, "admin", "revoke", "nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.com.");
    const usage = cli(dataDir, "admin", "promote");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("admin grant <email>");
  }, 60_000);
});
