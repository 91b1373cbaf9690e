import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DataDirLockedError, lockDataDir, lockOwner } from "./lock.js";

describe("DATA_DIR lock", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-lock-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lets one holder in and tells a second who holds it", () => {
    const release = lockDataDir(dir, "lead-or-be-led server (port 3000)");
    try {
      expect(() => lockDataDir(dir, "admin cli")).toThrow(DataDirLockedError);
      try {
        lockDataDir(dir, "admin cli");
      } catch (error) {
        expect((error as Error).message).toContain(`pid ${process.pid}`);
        expect((error as Error).message).toContain("lead-or-be-led server (port 3000)");
      }
      expect(lockOwner(dir)?.pid).toBe(process.pid);
    } finally {
      release();
    }
    expect(lockOwner(dir)).toBeNull();
    lockDataDir(dir, "again")();
  });

  it("takes over a lock left by a process that died", () => {
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid!;
    fs.writeFileSync(path.join(dir, ".lock"), JSON.stringify({ pid: dead, host: os.hostname(), command: "crashed server", startedAt: "2026-01-01T00:00:00Z" }));
    expect(lockOwner(dir)).toBeNull();
    const release = lockDataDir(dir, "new server");
    expect(lockOwner(dir)?.command).toBe("new server");
    release();
  });

  it("keeps the lock file private to its owner", () => {
    const release = lockDataDir(dir, "server");
    expect(fs.statSync(path.join(dir, ".lock")).mode & 0o077).toBe(0);
    release();
  });
});
