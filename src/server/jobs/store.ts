import { sql } from "drizzle-orm";

import type { Db } from "../db/client.js";
import { query, type Executor } from "../db/raw-query.js";

/** The `jobs` table (db/schema.ts): every statement the jobs module runs. Times are the database's. */

export type JobState = "queued" | "running" | "failed" | "done" | "dead";

export interface NewJob {
  name: string;
  payload: unknown;
  key: string | null;
  /** Null: now, by the database's clock. */
  runAt: Date | null;
  maxAttempts: number;
}

export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  key: string | null;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

const claimedColumns = sql`jobs.id, jobs.name, jobs.payload, jobs.key, jobs.attempts, jobs.max_attempts as "maxAttempts", jobs.run_at as "runAt"`;
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Queues a job; with a key already used by a job of that name, nothing (and null). */
export async function insertJob(db: Executor, job: NewJob): Promise<string | null> {
  const rows = await query<{ id: string }>(
    db,
    sql`insert into jobs (name, key, payload, run_at, max_attempts)
        values (${job.name}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb, coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()), ${job.maxAttempts})
        on conflict (name, key) do nothing
        returning id`,
  );
  return rows[0]?.id ?? null;
}

/** Queues many jobs of one name in one statement per 500; a key already queued is skipped. Returns how many were queued. */
export async function insertJobs(
  db: Executor,
  name: string,
  jobs: { payload: unknown; key: string | null }[],
  runAt: Date | null,
  maxAttempts: number,
): Promise<number> {
  let queued = 0;
  for (let i = 0; i < jobs.length; i += 500) {
    const values = jobs
      .slice(i, i + 500)
      .map(
        (job) =>
          sql`(${name}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb, coalesce(${runAt?.toISOString() ?? null}::timestamptz, now()), ${maxAttempts})`,
      );
    const rows = await query<{ id: string }>(
      db,
      sql`insert into jobs (name, key, payload, run_at, max_attempts) values ${sql.join(values, sql`, `)} on conflict (name, key) do nothing returning id`,
    );
    queued += rows.length;
  }
  return queued;
}

/**
 * Adds to the job waiting under `key` (queued and never tried): its payload,
 * read with its row locked, becomes `merge(payload)`, so the runner that
 * claims it later reads all that was added, and a claim under way (which
 * holds the row) is waited for. With no job under `key`, queues `job` under
 * it. When the key's job has been taken up already (it runs or ran, so it
 * can take nothing more), queues `job` on its own, without a key. Returns
 * the id of the job that holds the addition.
 */
export async function gatherIntoJob(
  db: Db,
  { job, key, merge }: { job: Omit<NewJob, "key">; key: string; merge: (waiting: unknown) => unknown },
): Promise<string> {
  return db.transaction(async (tx) => {
    // Twice at most: a job another request queued under the key between our look and our insert is found on the second look.
    for (let look = 0; look < 2; look++) {
      const [waiting] = await query<{ id: string; payload: unknown }>(
        tx,
        sql`select id, payload from jobs where name = ${job.name} and key = ${key} and state = 'queued' and attempts = 0 for update`,
      );
      if (waiting) {
        await tx.execute(sql`update jobs set payload = ${JSON.stringify(merge(waiting.payload))}::jsonb where id = ${waiting.id}`);
        return waiting.id;
      }
      const id = await insertJob(tx, { ...job, key });
      if (id) return id;
    }
    return (await insertJob(tx, { ...job, key: null }))!;
  });
}

/**
 * Takes up to `limit` due jobs for this runner: each is running, leased to
 * `runner` for `leaseMs`, and counted as an attempt. Rows another runner is
 * claiming at the same moment are skipped, not waited for, so one job goes
 * to one runner. Every name is taken: a filter on names made PostgreSQL
 * (PGlite's, without fresh statistics) sort every due row for each claim,
 * 15 ms at 10,000 rows against 0.5 ms for the due index's order; a job this
 * runner does not know is put back (`deferJob`).
 */
export async function claimJobs(db: Db, { runner, limit, leaseMs }: { runner: string; limit: number; leaseMs: number }): Promise<ClaimedJob[]> {
  if (limit <= 0) return [];
  const rows = await query<ClaimedJob>(
    db,
    sql`with due as (
          select id from jobs
          where state in ('queued', 'failed') and run_at <= now()
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        update jobs set state = 'running', attempts = jobs.attempts + 1, locked_by = ${runner},
          locked_until = now() + ${leaseMs}::float8 * interval '1 millisecond', started_at = now(), finished_at = null
        from due where jobs.id = due.id
        returning ${claimedColumns}`,
  );
  return rows.map((row) => ({ ...row, runAt: toDate(row.runAt) }));
}

/** Extends the leases this runner still holds; returns the ids it holds no more. */
export async function renewLeases(db: Db, { runner, ids, leaseMs }: { runner: string; ids: readonly string[]; leaseMs: number }): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await query<{ id: string }>(
    db,
    sql`update jobs set locked_until = now() + ${leaseMs}::float8 * interval '1 millisecond'
        where id = any(${`{${ids.join(",")}}`}::uuid[]) and state = 'running' and locked_by = ${runner}
        returning id`,
  );
  const held = new Set(rows.map((row) => row.id));
  return new Set(ids.filter((id) => !held.has(id)));
}

/** The job finished. False when this runner no longer held it (its lease ran out and it went to another). */
export async function completeJob(db: Db, { id, runner }: { id: string; runner: string }): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`update jobs set state = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
        where id = ${id} and state = 'running' and locked_by = ${runner} returning id`,
  );
  return rows.length > 0;
}

/**
 * The attempt failed: the job is tried again after `backoffMs` × 2^(attempt − 1)
 * (at most `maxBackoffMs`), or is dead after its last attempt. The error is kept.
 */
export async function failJob(
  db: Db,
  { id, runner, error, backoffMs, maxBackoffMs }: { id: string; runner: string; error: string; backoffMs: number; maxBackoffMs: number },
): Promise<JobState | null> {
  const rows = await query<{ state: JobState }>(
    db,
    sql`update jobs set
          state = case when attempts >= max_attempts then 'dead' else 'failed' end,
          run_at = case when attempts >= max_attempts then run_at
                   else now() + least(${maxBackoffMs}::float8, ${backoffMs}::float8 * power(2, attempts - 1)) * interval '1 millisecond' end,
          finished_at = now(), locked_by = null, locked_until = null, last_error = ${error}
        where id = ${id} and state = 'running' and locked_by = ${runner}
        returning state`,
  );
  return rows[0]?.state ?? null;
}

/** A job this runner stops without finishing (shutdown): queued again at once, or after `afterMs`, the attempt not counted. */
export async function releaseJob(db: Db, { id, runner, afterMs = 0 }: { id: string; runner: string; afterMs?: number }): Promise<void> {
  await db.execute(
    sql`update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), run_at = now() + ${afterMs}::float8 * interval '1 millisecond',
          locked_by = null, locked_until = null
        where id = ${id} and state = 'running' and locked_by = ${runner}`,
  );
}

/**
 * Jobs whose lease ran out (their instance died or hung): tried again at
 * once (the lease was the wait), or dead when that was their last attempt.
 * Returns how many.
 */
export async function reclaimExpired(db: Db): Promise<number> {
  const rows = await query<{ id: string }>(
    db,
    sql`update jobs set
          state = case when attempts >= max_attempts then 'dead' else 'failed' end,
          run_at = now(),
          finished_at = now(),
          last_error = 'The instance running it stopped or stopped answering (its lease ran out at ' || to_char(locked_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || ').',
          locked_by = null, locked_until = null
        where id in (select id from jobs where state = 'running' and locked_until < now() for update skip locked)
        returning id`,
  );
  return rows.length;
}

/** When the next job is due (null: none queued). */
export async function nextDue(db: Db): Promise<Date | null> {
  const rows = await query<{ at: Date | string | null }>(db, sql`select min(run_at) as at from jobs where state in ('queued', 'failed')`);
  const at = rows[0]?.at;
  return at ? toDate(at) : null;
}

/**
 * A start's occurrences of recurring jobs, all in two statements. First, of
 * each job named among `next`, an occurrence still queued and untried under
 * a key other than its next one goes: its schedule changed between versions,
 * or its time passed while the site was down (then it is among `missed`,
 * queued again at its catch-up's time). Then `next` and `missed` are queued,
 * a key a job of that name has, run or not, being skipped.
 */
export async function replaceOccurrences(db: Db, { next, missed }: { next: readonly NewJob[]; missed: readonly NewJob[] }): Promise<void> {
  if (next.length === 0) return;
  const names = [...new Set(next.map((o) => o.name))];
  await db.execute(
    sql`delete from jobs where state = 'queued' and attempts = 0 and key like 'every@%'
        and name in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
        and (name, key) not in (${sql.join(
          next.map((o) => sql`(${o.name}, ${o.key})`),
          sql`, `,
        )})`,
  );
  const values = [...next, ...missed].map(
    (o) =>
      sql`(${o.name}, ${o.key}, ${JSON.stringify(o.payload ?? {})}::jsonb, coalesce(${o.runAt?.toISOString() ?? null}::timestamptz, now()), ${o.maxAttempts})`,
  );
  await db.execute(sql`insert into jobs (name, key, payload, run_at, max_attempts) values ${sql.join(values, sql`, `)} on conflict (name, key) do nothing`);
}

/** Finished jobs older than `days` go; dead ones stay as long, for an admin to read. */
export async function pruneFinished(db: Db, days: number): Promise<number> {
  const rows = await query<{ id: string }>(
    db,
    sql`delete from jobs where state in ('done', 'dead') and finished_at < now() - ${days}::int * interval '1 day' returning id`,
  );
  return rows.length;
}

/** How many jobs are in each state. */
export async function countByState(db: Db): Promise<Record<JobState, number>> {
  const rows = await query<{ state: JobState; n: number }>(db, sql`select state, count(*)::int as n from jobs group by state`);
  const counts: Record<JobState, number> = { queued: 0, running: 0, failed: 0, dead: 0, done: 0 };
  for (const { state, n } of rows) counts[state] = n;
  return counts;
}

/** The next queued run of each of these jobs. */
export async function nextRuns(db: Db, names: readonly string[]): Promise<Map<string, Date>> {
  if (names.length === 0) return new Map();
  const rows = await query<{ name: string; at: Date | string }>(
    db,
    sql`select name, min(run_at) as at from jobs where state in ('queued', 'failed') and name = any(${`{${names.join(",")}}`}::text[]) group by name`,
  );
  return new Map(rows.map((row) => [row.name, toDate(row.at)]));
}

/** A dead or failed job queued again now with every try ahead of it; null when there is no such job, false when it is in another state. */
export async function requeueJob(executor: Executor, id: string): Promise<{ name: string } | null | false> {
  const rows = await query<{ name: string; requeued: boolean }>(
    executor,
    sql`with found as (select id, name, state from jobs where id = ${id} for update),
        requeued as (
          update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null
          from found where jobs.id = found.id and found.state in ('dead', 'failed') returning jobs.id
        )
        select found.name, exists (select 1 from requeued) as requeued from found`,
  );
  const row = rows[0];
  if (!row) return null;
  return row.requeued ? { name: row.name } : false;
}
