import { eq } from "drizzle-orm";

import type { Page } from "../../../shared/content.js";
import { JOB_NOT_FOUND, JOB_NOT_RETRYABLE, type JobEntry, type JobsQuery, type JobsSummary } from "../../../shared/jobs.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, exactTimestamp, paginate, toPage } from "../../db/pagination.js";
import { jobs } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";
import type { Jobs } from "../../jobs/jobs.js";
import { countByState, nextRuns, requeueJob } from "../../jobs/store.js";
import { actorOf, recordActivity } from "../activity/service.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Newest first, a page at a time, optionally of one state. */
export async function listJobs(db: Db, { cursor, limit, state }: JobsQuery): Promise<Page<JobEntry>> {
  const select = db
    .select({ row: jobs, id: jobs.id, cursorAt: cursorColumn(jobs), runAt: exactTimestamp(jobs.runAt) })
    .from(jobs)
    .$dynamic();
  const rows = await paginate(select, jobs, { cursor, limit }, state ? eq(jobs.state, state) : undefined);
  return toPage(rows, limit, ({ row, cursorAt, runAt }) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt,
    createdAt: cursorAt,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    lastError: row.lastError,
  }));
}

/** Counts per state, the recurring jobs' schedules, and this instance's own tasks. */
export async function jobsSummary(db: Db, runner: Jobs): Promise<JobsSummary> {
  const recurring = runner.definitions.filter((d) => d.cron !== null);
  const [counts, next] = await Promise.all([
    countByState(db),
    nextRuns(
      db,
      recurring.map((d) => d.name),
    ),
  ]);
  return {
    counts,
    recurring: recurring.map((d) => ({ name: d.name, cron: d.cron!, nextRunAt: iso(next.get(d.name) ?? null) })),
    instanceTasks: runner.instanceTasks.map((t) => ({ name: t.name, everyMs: t.everyMs, lastRunAt: iso(t.lastRunAt), lastError: t.lastError })),
  };
}

/** Queues a dead (or failed) job again now, with every try ahead of it, and records who did. */
export async function retryJob(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  await db.transaction(async (tx) => {
    const requeued = await requeueJob(tx, id);
    if (requeued === null) throw notFound(JOB_NOT_FOUND);
    if (requeued === false) throw new AppError("CONFLICT", JOB_NOT_RETRYABLE);
    await recordActivity(tx, { actor: actorOf(viewer), action: "job.retry", target: { kind: "job", id, title: requeued.name } });
  });
}
