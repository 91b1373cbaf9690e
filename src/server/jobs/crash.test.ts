import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { openDatabase, type Database } from "../db/client.js";
import { query } from "../db/raw-query.js";
import { projectPath } from "../project-root.js";
import { createPostgresTestDatabase, databaseKinds, type DatabaseKind } from "../test/database.js";
import { Jobs } from "./jobs.js";

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Starts the child runner and resolves once it has started the job (its stdout says so). */
function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; attempt: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", projectPath("src/server/test/jobs-child.ts")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const started = /STARTED (\d+)/.exec(out);
      if (started) resolve({ child, attempt: Number(started[1]) });
    });
    child.once("exit", (code) => reject(new Error(`the child exited (${code}) before starting the job: ${out}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

/** Where the child's database is, for the child and for this process. */
async function place(kind: DatabaseKind): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-jobs-crash-"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      open: () => openDatabase({ dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresTestDatabase();
  return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url, dataDir: "" }), drop };
}

describe.each(databaseKinds)("a job whose process is killed mid-run (%s)", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("is tried again by the next runner once its lease runs out: not lost, not queued twice", { timeout: 60_000 }, async () => {
    const where = await place(kind);
    cleanups.push(where.drop);
    const { child, attempt } = await startChild({ ...where.env, SEND: "1", LEASE_MS: "1000" });
    expect(attempt).toBe(1);
    await killed(child);

    // The next instance (here, this process) with the same job.
    const database = await where.open();
    cleanups.push(() => database.close());
    const jobs = new Jobs(database.db, silent, { pollMs: 100, leaseMs: 1000 });
    const runs: number[] = [];
    jobs.define({ name: "test.crash", run: async (_payload, { attempt: n }) => void runs.push(n) });
    await jobs.start();
    cleanups.push(() => jobs.stop(0));
    const job = async () => await query<{ state: string; attempts: number }>(database.db, sql`select state, attempts from jobs where name = 'test.crash'`);
    await expect.poll(async () => (await job())[0]?.state, { timeout: 20_000 }).toBe("done");
    expect(await job()).toEqual([{ state: "done", attempts: 2 }]);
    expect(runs).toEqual([2]);
  });
});
