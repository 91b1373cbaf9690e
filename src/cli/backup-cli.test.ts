import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { projectPath } from "../server/project-root.js";
import { createPostgresTestDatabase, databaseKinds } from "../server/test/database.js";

// `npm run cli -- backup|restore|move-from` as real processes.
const cli = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", projectPath("src/cli/main.ts"), ...args], {
    env: { ...process.env, NODE_ENV: "test", ...env },
    encoding: "utf8",
    timeout: 90_000,
  });

describe("backup CLI", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-backup-cli-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const source = path.join(root, "source");
  const backupDir = path.join(root, "backup");

  it("backs up a site and restores it into an empty DATA_DIR, once", () => {
    expect(cli({ DATA_DIR: source }, "seed").status).toBe(0);
    const backup = cli({ DATA_DIR: source }, "backup", backupDir);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(new RegExp(`^Backup written to ${backupDir}: \\d+ rows, 11 files \\(\\d+\\.\\d MB\\)\\.`));

    const target = path.join(root, "restored");
    const restored = cli({ DATA_DIR: target }, "restore", backupDir);
    expect(restored.stdout).toMatch(/^Restored the backup of \S+: \d+ rows, 11 files/);
    expect(restored.status).toBe(0);
    expect(fs.readdirSync(path.join(target, "files"), { recursive: true }).length).toBeGreaterThanOrEqual(11);

    const again = cli({ DATA_DIR: target }, "restore", backupDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("The target database is not empty");

    const usage = cli({ DATA_DIR: target }, "backup");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("backup <dir>");
  }, 180_000);

  it.skipIf(!databaseKinds.includes("postgres"))(
    "moves the embedded site to PostgreSQL (skipped without TEST_DATABASE_URL)",
    async () => {
      const database = await createPostgresTestDatabase();
      try {
        const moved = cli({ DATA_DIR: path.join(root, "scale"), DATABASE_URL: database.url }, "move-from", source);
        expect(moved.stderr).toBe("");
        expect(moved.stdout).toMatch(/^Copied \d+ rows and 11 files \(\d+\.\d MB\) from .*source to PostgreSQL\./);
        expect(moved.status).toBe(0);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
