import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../server/db/client.js";
import { lockDataDir } from "../server/db/lock.js";
import { users } from "../server/db/schema.js";
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

  it("warns when it grants admin rights to an account without two-factor sign-in", async () => {
    const database = await openDatabase({ dataDir });
    try {
      await database.db.insert(users).values([
        { id: "u-plain", name: "Plain", email: "plain@example.com" },
        { id: "u-2fa", name: "Guarded", email: "guarded@example.com", twoFactorEnabled: true },
      ]);
    } finally {
      await database.close();
    }
    const plain = cli(dataDir, "admin", "grant", "plain@example.com");
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain("plain@example.com is now an admin.");
    expect(plain.stderr).toContain("Warning: plain@example.com has no two-factor sign-in.");
    const guarded = cli(dataDir, "admin", "grant", "guarded@example.com");
    expect(guarded.status).toBe(0);
    expect(guarded.stderr).not.toContain("Warning");
  }, 120_000);

  it("reports an unknown account and bad usage", () => {
    const unknown = cli(dataDir, "admin", "revoke", "nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.com.");
    const usage = cli(dataDir, "admin", "promote");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("admin grant <email>");
  }, 60_000);
});
