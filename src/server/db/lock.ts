import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// PGlite has no multi-process safety: two processes opening one data
// directory both succeed and silently lose writes. Whoever owns DATA_DIR holds
// this lock file for its whole life; everyone else gets a message that names
// the owner.

interface LockOwner {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (pid ${owner.pid}, "${owner.command}", started ${owner.startedAt}). ` +
        "Stop it first, or point DATA_DIR somewhere else.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner;
  } catch {
    return null;
  }
}

/** Tells who holds the lock on `dataDir`, or null when nobody alive does. */
export function lockOwner(dataDir: string): LockOwner | null {
  const owner = readOwner(path.join(dataDir, ".lock"));
  if (!owner) return null;
  if (owner.host === os.hostname() && !isAlive(owner.pid)) return null;
  return owner;
}

/**
 * Takes the exclusive lock on `dataDir` for this process and returns its
 * release function. Throws DataDirLockedError when a live process holds it.
 * A lock left by a dead process on this host is taken over.
 */
export function lockDataDir(dataDir: string, command: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, ".lock");
  const me: LockOwner = { pid: process.pid, host: os.hostname(), command, startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // "wx" fails when the file exists: creation is the atomic test-and-set.
      fs.writeFileSync(file, JSON.stringify(me), { flag: "wx", mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner && (owner.host !== os.hostname() || isAlive(owner.pid))) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale lock (owner died, or the file was half-written): remove and retry.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}
