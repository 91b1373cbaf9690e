import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/client.js";
import { query } from "../db/raw-query.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import { Jobs, type JobsOptions } from "./jobs.js";
import { nextOccurrence, occurrenceKey, previousOccurrence } from "./schedule.js";
import { claimJobs } from "./store.js";

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const FAST: JobsOptions = { pollMs: 100, leaseMs: 1000, concurrency: 4 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface JobRow {
  state: string;
  attempts: number;
  lastError: string | null;
}

describe.each(databaseKinds)("the jobs module (%s)", (kind) => {
  let database: Database;
  const started: Jobs[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((jobs) => jobs.stop(0)));
    await database.db.execute(sql`delete from jobs`);
  });
  afterAll(async () => {
    await database.close();
  });

  /** A jobs runner on the test database, stopped after the test. */
  const runner = (options: JobsOptions = FAST) => {
    const jobs = new Jobs(database.db, silent, options);
    started.push(jobs);
    return jobs;
  };
  const row = async (id: string) =>
    (await query<JobRow>(database.db, sql`select state, attempts, last_error as "lastError" from jobs where id = ${id}::uuid`))[0]!;
  const stateOf = async (id: string) => (await row(id)).state;

  it("runs a sent job once with its payload, and queues nothing for a key already used", async () => {
    const jobs = runner();
    const seen: string[] = [];
    const greet = jobs.define<{ to: string }>({ name: "test.greet", run: async ({ to }) => void seen.push(to) });
    await jobs.start();
    const id = await greet.send({ to: "ann" }, { key: "ann-once" });
    expect(id).not.toBeNull();
    expect(await greet.send({ to: "ann again" }, { key: "ann-once" })).toBeNull();
    await expect.poll(() => stateOf(id!)).toBe("done");
    await sleep(300);
    expect(seen).toEqual(["ann"]);
  });

  it("queues many at once, each by its own key once, and runs each", async () => {
    const jobs = runner();
    const seen: string[] = [];
    const greet = jobs.define<{ to: string }>({ name: "test.greet-many", run: async ({ to }) => void seen.push(to) });
    await jobs.start();
    const many = Array.from({ length: 1200 }, (_, i) => ({ payload: { to: `p${i}` }, key: `p${i}` }));
    expect(await database.db.transaction((tx) => greet.sendMany(many, { in: tx }))).toBe(1200);
    // Keys already queued are skipped, in a later call as in the same one.
    expect(
      await greet.sendMany([
        { payload: { to: "p0 again" }, key: "p0" },
        { payload: { to: "new" }, key: "new" },
      ]),
    ).toBe(1);
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(1201);
    expect(new Set(seen).size).toBe(1201);
    expect(seen).not.toContain("p0 again");
  });

  it("retries a failing job after growing waits, keeps its error, and ends dead after the last try", async () => {
    const jobs = runner();
    const tries: number[] = [];
    const flaky = jobs.define({
      name: "test.flaky",
      maxAttempts: 3,
      backoffMs: 300,
      run: async () => {
        tries.push(Date.now());
        throw new Error(`refused, try ${tries.length}`);
      },
    });
    await jobs.start();
    const id = (await flaky.send({}))!;
    await expect.poll(() => stateOf(id), { timeout: 10_000 }).toBe("dead");
    expect(tries).toHaveLength(3);
    // Waits of 300 ms, then 600 ms (the poll adds up to 100 ms).
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(280);
    expect(tries[1]! - tries[0]!).toBeLessThan(600);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(580);
    expect(tries[2]! - tries[1]!).toBeLessThan(1000);
    expect(await row(id)).toEqual({ state: "dead", attempts: 3, lastError: "refused, try 3" });
  });

  it("does not let a dead job hold up the others", async () => {
    const jobs = runner({ ...FAST, concurrency: 1 });
    const done: number[] = [];
    const broken = jobs.define({ name: "test.broken", maxAttempts: 1, run: () => Promise.reject(new Error("broken")) });
    const fine = jobs.define<{ n: number }>({ name: "test.fine", run: async ({ n }) => void done.push(n) });
    for (let n = 0; n < 3; n++) await broken.send({});
    for (let n = 0; n < 5; n++) await fine.send({ n });
    await jobs.start();
    await expect.poll(() => done.length).toBe(5);
    expect((await query<{ n: number }>(database.db, sql`select count(*)::int as n from jobs where state = 'dead'`))[0]!.n).toBe(3);
  });

  it("stops a try that runs past its time limit and tries again", async () => {
    const jobs = runner();
    let tries = 0;
    let sawAbort = false;
    const slow = jobs.define({
      name: "test.slow",
      timeLimitMs: 200,
      backoffMs: 50,
      run: async (_payload, { signal }) => {
        tries++;
        if (tries > 1) return;
        // A job that does not stop when told: left behind at its limit, not waited for.
        signal.addEventListener("abort", () => (sawAbort = true));
        await new Promise(() => {});
      },
    });
    await jobs.start();
    const id = (await slow.send({}))!;
    await expect.poll(() => stateOf(id), { timeout: 5000 }).toBe("done");
    expect(tries).toBe(2);
    expect(sawAbort).toBe(true);
    expect((await row(id)).attempts).toBe(2);
  });

  it("starts a job sent for later within a second of its time, not before", async () => {
    const jobs = runner({ ...FAST, pollMs: 1000 });
    let startedAt = 0;
    const later = jobs.define({ name: "test.later", run: async () => void (startedAt = Date.now()) });
    await jobs.start();
    const runAt = new Date(Date.now() + 1500);
    await later.send({}, { runAt });
    await expect.poll(() => startedAt, { timeout: 5000 }).toBeGreaterThan(0);
    expect(startedAt).toBeGreaterThanOrEqual(runAt.getTime() - 5);
    expect(startedAt - runAt.getTime()).toBeLessThan(1000);
  });

  it("gathers payloads sent under one key into the job that waits, and queues one on its own once that job was taken up", async () => {
    const jobs = runner();
    const seen: number[][] = [];
    const gathered = jobs.define<{ items: number[] }>({
      name: "test.gather",
      merge: (waiting, added) => ({ items: [...waiting.items, ...added.items] }),
      run: async ({ items }) => void seen.push(items),
    });
    // At once from several requests (on PostgreSQL, on several connections): one job holds them all.
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => gathered.gather("ann@window", { items: [n] }, { runAt: new Date(Date.now() + 200) })));
    expect(new Set(ids).size).toBe(1);
    await jobs.start();
    await expect.poll(() => stateOf(ids[0]!)).toBe("done");
    expect(seen.map((items) => [...items].sort())).toEqual([[1, 2, 3, 4, 5]]);
    // The key's job ran: a late payload is not lost in it, it runs on its own.
    const late = await gathered.gather("ann@window", { items: [6] });
    expect(late).not.toBe(ids[0]);
    await expect.poll(() => stateOf(late)).toBe("done");
    expect(seen.slice(1)).toEqual([[6]]);
  });

  it("gives each job to one of two runners racing for the same queue", async () => {
    const effects: string[] = [];
    const [a, b] = [runner(), runner()];
    const define = (jobs: Jobs) => jobs.define<{ n: number }>({ name: "test.race", run: async ({ n }) => void effects.push(`${n}`) });
    const [sendA] = [define(a), define(b)];
    const count = 300;
    await Promise.all(Array.from({ length: count }, (_, n) => sendA.send({ n })));
    await Promise.all([a.start(), b.start()]);
    await expect.poll(() => effects.length, { timeout: 20_000 }).toBe(count);
    await sleep(300);
    expect(effects).toHaveLength(count);
    expect(new Set(effects).size).toBe(count);
    const states = await query<{ state: string; n: number }>(database.db, sql`select state, count(*)::int as n from jobs group by state`);
    expect(states).toEqual([{ state: "done", n: count }]);
  });

  it("tries again a job whose runner stopped renewing its lease (a dead instance)", async () => {
    const jobs = runner();
    const ran: number[] = [];
    const orphan = jobs.define({ name: "test.orphan", run: async (_p, { attempt }) => void ran.push(attempt) });
    const id = (await orphan.send({}))!;
    // Another instance claims it with a short lease, then dies without a word.
    const [claimed] = await claimJobs(database.db, { runner: "dead-instance", limit: 1, leaseMs: 300 });
    expect(claimed?.id).toBe(id);
    await jobs.start();
    await expect.poll(() => stateOf(id), { timeout: 5000 }).toBe("done");
    expect(ran).toEqual([2]);
  });

  it("lets a running job finish at shutdown, and hands back one that outlasts the grace", async () => {
    const jobs = runner();
    const finished: string[] = [];
    const work = jobs.define<{ ms: number; tag: string }>({
      name: "test.work",
      run: async ({ ms, tag }, { signal }) => {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, ms);
          signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason as Error)));
        });
        finished.push(tag);
      },
    });
    const quick = (await work.send({ ms: 200, tag: "quick" }))!;
    const long = (await work.send({ ms: 60_000, tag: "long" }))!;
    await jobs.start();
    await expect.poll(async () => [await stateOf(quick), await stateOf(long)]).toEqual(["running", "running"]);
    await jobs.stop(500);
    expect(finished).toEqual(["quick"]);
    expect(await row(quick)).toMatchObject({ state: "done" });
    // Handed back: queued again, the try not counted.
    expect(await row(long)).toMatchObject({ state: "queued", attempts: 0 });
  });

  it("queues a recurring job's next occurrence once across instances, and catches up a missed one once", async () => {
    const cron = "0 0 * * *";
    const define = (jobs: Jobs) => jobs.define({ name: "test.daily", recurrence: { cron, catchUp: true }, run: async () => {} });
    const [a, b] = [runner(), runner()];
    define(a);
    define(b);
    await Promise.all([a.start(), b.start()]);
    const keys = async () => (await query<{ key: string }>(database.db, sql`select key from jobs where name = 'test.daily' order by run_at`)).map((r) => r.key);
    const missed = occurrenceKey(previousOccurrence(cron, new Date()));
    await expect.poll(keys).toHaveLength(2);
    expect((await keys())[0]).toBe(missed);
    // The missed one ran; a third instance starting now finds it and runs nothing again.
    await expect.poll(async () => (await query<{ state: string }>(database.db, sql`select state from jobs where key = ${missed}`))[0]?.state).toBe("done");
    const c = runner();
    define(c);
    await c.start();
    expect(await keys()).toHaveLength(2);
  });

  it("at start, drops an occurrence its job's schedule no longer makes, and keeps every other job", async () => {
    const never = async () => {};
    const keysOf = async (name: string) =>
      (await query<{ key: string; state: string }>(database.db, sql`select key, state from jobs where name = ${name} order by key`)).map(
        (r) => `${r.key} ${r.state}`,
      );
    // A version runs the digest at midnight and the sweep hourly; the sweep also catches up.
    const older = runner({ ...FAST, pollMs: 60_000 });
    older.define({ name: "test.digest", recurrence: { cron: "0 0 * * *" }, run: never });
    older.define({ name: "test.sweep", recurrence: { cron: "0 * * * *", catchUp: { afterMs: 60_000 } }, run: never });
    older.define({ name: "test.other", run: never });
    await older.start();
    const now = new Date();
    const oldDigest = occurrenceKey(nextOccurrence("0 0 * * *", now));
    const sweepNext = occurrenceKey(nextOccurrence("0 * * * *", now));
    const sweepMissed = occurrenceKey(previousOccurrence("0 * * * *", now));
    const done = occurrenceKey(new Date("2026-01-01T00:00:00.000Z"));
    await query(database.db, sql`insert into jobs (name, key, state, finished_at, max_attempts) values ('test.digest', ${done}, 'done', now(), 5)`);
    await query(database.db, sql`insert into jobs (name, key, max_attempts, run_at) values ('test.other', 'every@not-recurring', 5, now() + interval '1 day')`);
    expect(await keysOf("test.digest")).toEqual([`${done} done`, `${oldDigest} queued`].sort());
    expect(await keysOf("test.sweep")).toEqual([`${sweepMissed} queued`, `${sweepNext} queued`].sort());
    await older.stop(0);

    // The next version moves the digest to noon: its midnight occurrence, queued and never tried, goes.
    const newer = runner({ ...FAST, pollMs: 60_000 });
    newer.define({ name: "test.digest", recurrence: { cron: "0 12 * * *" }, run: never });
    newer.define({ name: "test.sweep", recurrence: { cron: "0 * * * *", catchUp: { afterMs: 60_000 } }, run: never });
    newer.define({ name: "test.other", run: never });
    await newer.start();
    const newDigest = occurrenceKey(nextOccurrence("0 12 * * *", new Date()));
    expect(await keysOf("test.digest")).toEqual([`${done} done`, `${newDigest} queued`].sort());
    // The sweep's schedule is the same: its occurrences stay as they were, the missed one not queued twice.
    expect(await keysOf("test.sweep")).toEqual([`${sweepMissed} queued`, `${sweepNext} queued`].sort());
    // A job that is not recurring keeps its key, whatever it looks like.
    expect(await keysOf("test.other")).toEqual(["every@not-recurring queued"]);
  });

  it("queues an occurrence whose time passed while the site was down at its catch-up's time, not at once", async () => {
    const cron = "* * * * *";
    const missed = previousOccurrence(cron, new Date());
    // What the last start queued as the next occurrence: the site went down before its time.
    await query(
      database.db,
      sql`insert into jobs (name, key, max_attempts, run_at) values ('test.vacuum', ${occurrenceKey(missed)}, 2, ${missed.toISOString()}::timestamptz)`,
    );
    let ran = 0;
    const jobs = runner();
    jobs.define({ name: "test.vacuum", recurrence: { cron, catchUp: { afterMs: 15 * 60_000 } }, run: async () => void ran++ });
    const startedAt = Date.now();
    await jobs.start();
    await sleep(300);
    expect(ran).toBe(0);
    const [row] = await query<{ runAt: Date | string }>(
      database.db,
      sql`select run_at as "runAt" from jobs where name = 'test.vacuum' and key = ${occurrenceKey(missed)} and state = 'queued'`,
    );
    expect(new Date(row!.runAt).getTime()).toBeGreaterThanOrEqual(startedAt + 15 * 60_000 - 1000);
  });

  it("starts nothing more once stopped while it was queueing the occurrences", async () => {
    const jobs = runner();
    jobs.define({ name: "test.daily", recurrence: { cron: "10 3 * * *", catchUp: true }, run: async () => {} });
    let ticks = 0;
    jobs.everyOnThisInstance("test.flush", 20, async () => void ticks++);
    const starting = jobs.start();
    await jobs.stop(0);
    await starting;
    const atStop = ticks;
    await sleep(150);
    expect(ticks).toBe(atStop);
  });

  it("queues the recurring occurrences at a later poll when the database failed at start", async () => {
    const errors: string[] = [];
    const jobs = new Jobs(database.db, { ...silent, error: (_details: unknown, message?: string) => void errors.push(message ?? "") }, FAST);
    started.push(jobs);
    jobs.define({ name: "test.hourly", recurrence: { cron: "0 * * * *" }, run: async () => {} });
    await database.db.execute(sql`alter table jobs rename to jobs_away`);
    try {
      await jobs.start();
    } finally {
      await database.db.execute(sql`alter table jobs_away rename to jobs`);
    }
    expect(errors).toContain("jobs: could not queue the recurring jobs' occurrences; trying again at the next poll");
    const next = occurrenceKey(nextOccurrence("0 * * * *", new Date()));
    await expect
      .poll(async () => (await query<{ key: string }>(database.db, sql`select key from jobs where name = 'test.hourly'`)).map((r) => r.key))
      .toEqual([next]);
  });

  it("gives the event loop a turn between passes over a backlog, so requests are answered while it drains", async () => {
    const jobs = runner();
    let finished = 0;
    const quick = jobs.define<Record<string, never>>({
      name: "test.quick",
      run: async () => {
        await database.db.execute(sql`select 1`);
        finished++;
      },
    });
    await quick.sendMany(Array.from({ length: 40 }, (_, i) => ({ payload: {}, key: `q${i}` })));
    await jobs.start();
    // What a request's socket would get: a turn once the jobs' statements let the event loop go on.
    const atFirstTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    expect(atFirstTurn).toBeLessThan(40);
    await expect.poll(() => finished).toBe(40);
  });

  it("puts back a job it has no definition of, untried, for an instance that knows it", async () => {
    const older = runner();
    older.define({ name: "test.known", run: async () => {} });
    const newer = new Jobs(database.db, silent, FAST);
    const id = (await newer.define({ name: "test.new-kind", run: async () => {} }).send({}))!;
    await older.start();
    const waitsSeconds = async () =>
      (await query<{ s: number }>(database.db, sql`select extract(epoch from run_at - now())::float8 as s from jobs where id = ${id}::uuid`))[0]!.s;
    await expect.poll(waitsSeconds).toBeGreaterThan(5);
    expect(await row(id)).toMatchObject({ state: "queued", attempts: 0 });
  });

  it("runs this instance's own tasks every so often and keeps their last error", async () => {
    const jobs = runner();
    let runs = 0;
    jobs.everyOnThisInstance("test.flush", 50, async () => {
      runs++;
      if (runs === 2) throw new Error("disk full");
    });
    await jobs.start();
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    expect(jobs.instanceTasks[0]?.lastError === "disk full" || runs > 2).toBe(true);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(4);
    expect(jobs.instanceTasks[0]).toMatchObject({ name: "test.flush", lastError: null });
  });
});
