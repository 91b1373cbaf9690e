import { randomUUID } from "node:crypto";
import os from "node:os";
import type { BaseLogger } from "pino";

import type { Db } from "../db/client.js";
import type { Executor } from "../db/raw-query.js";
import { assertValidCron, nextOccurrence, occurrenceKey, previousOccurrence, type Recurrence } from "./schedule.js";
import {
  claimJobs,
  completeJob,
  failJob,
  gatherIntoJob,
  insertJob,
  insertJobs,
  nextDue,
  reclaimExpired,
  releaseJob,
  renewLeases,
  replaceOccurrences,
  type ClaimedJob,
  type NewJob,
} from "./store.js";

/** What the jobs module logs through (pino's; a Fastify logger fits). */
export type JobLog = Pick<BaseLogger, "info" | "warn" | "error">;

export interface JobContext {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** Aborted at the job's time limit, when its lease was lost, or at shutdown: stop soon after. */
  signal: AbortSignal;
  log: JobLog;
}

export interface JobDefinition<P> {
  /** Lower case, dots and dashes: "storage.sweep". */
  name: string;
  run(payload: P, context: JobContext): Promise<void>;
  /** Checks a payload read back from the database (a zod schema's `parse` fits). Without it the payload is trusted. */
  parse?: (payload: unknown) => P;
  /** Tries before the job is dead. */
  maxAttempts?: number;
  /** The wait before the second try; each further try waits twice as long (at most `maxBackoffMs`). */
  backoffMs?: number;
  /** The longest one try may take; then it is aborted and counts as failed. */
  timeLimitMs?: number;
  /** Run at these times as well as when sent. */
  recurrence?: Recurrence;
  /** Makes the job gathering (`GatheringJobHandle`): how a payload joins one that waits. */
  merge?: (waiting: P, added: P) => P;
}

export interface SendOptions {
  /** Idempotency: a second send with the same key queues nothing (and returns null). */
  key?: string;
  /** Not before this time. */
  runAt?: Date;
  /** Queued in this transaction: the job exists exactly when the caller's write commits. */
  in?: Executor;
}

/** A defined job: what code holds to send it. */
export interface JobHandle<P> {
  readonly name: string;
  send(payload: P, options?: SendOptions): Promise<string | null>;
  /** Queues many at once (a few statements, not one per job), each with its own key; answers how many were queued. */
  sendMany(jobs: { payload: P; key?: string }[], options?: Omit<SendOptions, "key">): Promise<number>;
}

/** A job whose payloads can be gathered: several sends under one key make one job (its definition's `merge`). */
export interface GatheringJobHandle<P> extends JobHandle<P> {
  /**
   * `payload` joins the job still waiting under `key` (queued, never tried):
   * that job's payload becomes `merge(waiting, payload)`. With none, it is
   * queued under `key`, due at `runAt` (or now). Once the key's job has been
   * taken up, a payload for it is queued on its own, at `runAt`: nothing
   * gathered is lost, and each payload is in exactly one job.
   */
  gather(key: string, payload: P, options?: { runAt?: Date }): Promise<string>;
}

export interface JobsOptions {
  /** How often an idle runner looks for due jobs queued by other instances. */
  pollMs?: number;
  /** How long a claim holds a job without being renewed; a dead instance's jobs are tried again after it. */
  leaseMs?: number;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  maxBackoffMs?: number;
}

const DEFAULTS = { maxAttempts: 5, backoffMs: 10_000, timeLimitMs: 5 * 60_000 } as const;
const NAME = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;
const MAX_ERROR_LENGTH = 2_000;
/** How long a job this instance does not know waits before it is offered again. */
const UNKNOWN_JOB_DELAY_MS = 10_000;

class Stopped extends Error {
  constructor(readonly why: "shutdown" | "lease lost" | "time limit") {
    super(why === "time limit" ? "The job ran past its time limit and was stopped." : `The job was stopped (${why}).`);
  }
}

interface Running {
  job: ClaimedJob;
  controller: AbortController;
  done: Promise<void>;
}

/** A task of this instance's memory, run every so often (it is not a job: nothing about it is in the database). */
interface InstanceTask {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  timer?: NodeJS.Timeout;
  current?: Promise<void>;
  lastRunAt: Date | null;
  lastError: string | null;
}

const errorText = (error: unknown) => {
  // A driver's error wraps the database's own in `cause` (Drizzle: "Failed query: …"): that is the one that says why.
  const cause: unknown = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = cause instanceof Error ? `${cause.name === "Error" ? "" : `${cause.name}: `}${cause.message}` : String(cause);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
};

/**
 * The one way work runs outside a request (docs/architecture/jobs.md): jobs
 * are rows in the database, so they survive a restart or a crash; each due
 * job is claimed by one instance (`for update skip locked`) under a lease
 * that its runner renews, and a job whose lease runs out is tried again;
 * failures are retried with exponential backoff and end dead with their
 * error; recurring jobs are occurrences queued once by key; shutdown lets a
 * running job finish or hands it back.
 */
export class Jobs {
  readonly runnerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #db: Db;
  readonly #log: JobLog;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #concurrency: number;
  readonly #maxBackoffMs: number;
  readonly #definitions = new Map<
    string,
    Required<Omit<JobDefinition<unknown>, "parse" | "recurrence" | "merge">> & Pick<JobDefinition<unknown>, "parse" | "recurrence">
  >();
  readonly #running = new Map<string, Running>();
  readonly #tasks: InstanceTask[] = [];
  #state: "idle" | "running" | "stopping" | "stopped" = "idle";
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  /** A wake-up that came while the loop was busy: its next sleep returns at once. */
  #woken = false;
  #renewTimer: NodeJS.Timeout | undefined;
  #reclaimedAt = 0;
  /** The recurring jobs' occurrences of this start are queued (`start`, or the loop after a failure there). */
  #occurrencesQueued = false;

  constructor(db: Db, log: JobLog, options: JobsOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#pollMs = options.pollMs ?? 1_000;
    this.#leaseMs = options.leaseMs ?? 30_000;
    this.#concurrency = options.concurrency ?? 4;
    this.#maxBackoffMs = options.maxBackoffMs ?? 60 * 60_000;
  }

  /** Declares a job; returns what sends it. Every instance defines the same jobs before it starts. */
  define<P>(definition: JobDefinition<P> & { merge: (waiting: P, added: P) => P }): GatheringJobHandle<P>;
  define<P>(definition: JobDefinition<P>): JobHandle<P>;
  define<P>(definition: JobDefinition<P>): JobHandle<P> | GatheringJobHandle<P> {
    if (!NAME.test(definition.name)) throw new Error(`bad job name "${definition.name}"`);
    if (this.#definitions.has(definition.name)) throw new Error(`job "${definition.name}" is defined twice`);
    if (definition.recurrence) assertValidCron(definition.recurrence.cron);
    const { merge, ...rest } = definition;
    this.#definitions.set(definition.name, { ...DEFAULTS, ...(rest as JobDefinition<unknown>) });
    const name = definition.name;
    const maxAttempts = definition.maxAttempts ?? DEFAULTS.maxAttempts;
    // Due soon: this instance looks now rather than at its next poll.
    const wakeFor = (runAt: Date | undefined) => {
      if (!runAt || runAt.getTime() - Date.now() < this.#pollMs) this.wake();
    };
    const handle: JobHandle<P> = {
      name,
      send: async (payload, options = {}) => {
        const id = await insertJob(options.in ?? this.#db, { name, payload, key: options.key ?? null, runAt: options.runAt ?? null, maxAttempts });
        if (id) wakeFor(options.runAt);
        return id;
      },
      sendMany: async (jobs, options = {}) => {
        const queued = await insertJobs(
          options.in ?? this.#db,
          name,
          jobs.map((job) => ({ payload: job.payload, key: job.key ?? null })),
          options.runAt ?? null,
          maxAttempts,
        );
        if (queued) wakeFor(options.runAt);
        return queued;
      },
    };
    if (!merge) return handle;
    const parse = definition.parse ?? ((payload: unknown) => payload as P);
    return {
      ...handle,
      gather: async (key, payload, options = {}) => {
        const job = { name, payload, runAt: options.runAt ?? null, maxAttempts };
        const id = await gatherIntoJob(this.#db, { job, key, merge: (waiting) => merge(parse(waiting), payload) });
        wakeFor(options.runAt);
        return id;
      },
    };
  }

  /**
   * Work on this instance's own memory (usage counts kept in memory, say),
   * every `everyMs`: run by this module so that it starts, stops and reports
   * failures like the jobs, but not queued in the database, since no other
   * instance could do it.
   */
  everyOnThisInstance(name: string, everyMs: number, run: () => Promise<void>): void {
    if (!NAME.test(name)) throw new Error(`bad task name "${name}"`);
    this.#tasks.push({ name, everyMs, run, lastRunAt: null, lastError: null });
  }

  /** Looks for due jobs now rather than at the next poll (something was queued for now, or a job ended). */
  wake(): void {
    if (this.#wake) this.#wake();
    else this.#woken = true;
  }

  /** The jobs defined, with their schedule: for the admin page. */
  get definitions(): { name: string; maxAttempts: number; timeLimitMs: number; cron: string | null }[] {
    return [...this.#definitions.values()].map((d) => ({
      name: d.name,
      maxAttempts: d.maxAttempts,
      timeLimitMs: d.timeLimitMs,
      cron: d.recurrence?.cron ?? null,
    }));
  }

  /** This instance's own tasks and how their last run went. */
  get instanceTasks(): { name: string; everyMs: number; lastRunAt: Date | null; lastError: string | null }[] {
    return this.#tasks.map(({ name, everyMs, lastRunAt, lastError }) => ({ name, everyMs, lastRunAt, lastError }));
  }

  /** Queues the recurring jobs' next occurrences and starts running due jobs. */
  async start(): Promise<void> {
    if (this.#state !== "idle") throw new Error("jobs already started");
    this.#state = "running";
    // The database may be away at start: the loop tries again at each poll, until it is back.
    await this.#queueOccurrencesAtStart().catch((error: unknown) =>
      this.#log.error({ error: errorText(error) }, "jobs: could not queue the recurring jobs' occurrences; trying again at the next poll"),
    );
    // Stopped meanwhile (a shutdown soon after readiness, server.ts): nothing more to start.
    if (this.#state !== "running") return;
    for (const task of this.#tasks) this.#startTask(task);
    this.#renewTimer = setInterval(() => void this.#renew(), Math.max(50, Math.floor(this.#leaseMs / 3)));
    this.#renewTimer.unref();
    this.#loop = this.#runLoop();
  }

  /**
   * Stops taking jobs. Running jobs get `graceMs` to finish; those still
   * running then are aborted and handed back (queued again, the try not
   * counted), so another instance or the next start runs them.
   */
  async stop(graceMs: number): Promise<void> {
    if (this.#state !== "running") {
      this.#state = "stopped";
      return;
    }
    this.#state = "stopping";
    this.wake();
    for (const task of this.#tasks) clearInterval(task.timer);
    await this.#loop;
    const running = [...this.#running.values()];
    const finished = Promise.all(running.map((r) => r.done));
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([finished.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)))]);
    clearTimeout(timer);
    if (late) {
      for (const r of this.#running.values()) r.controller.abort(new Stopped("shutdown"));
      await finished;
    }
    clearInterval(this.#renewTimer);
    await Promise.all(this.#tasks.map((task) => task.current));
    this.#state = "stopped";
  }

  /** After a recurring job's occurrence ran: its next one. */
  async #queueNextOccurrence(name: string, recurrence: Recurrence): Promise<void> {
    const next = nextOccurrence(recurrence.cron, new Date());
    const { maxAttempts } = this.#definitions.get(name)!;
    await insertJob(this.#db, { name, payload: {}, key: occurrenceKey(next), runAt: next, maxAttempts });
  }

  /**
   * Every recurring job's next occurrence; and, for one that catches up, its
   * last (the site was down then, or this is the first start) unless a job of
   * it ran or runs, due at once or `afterMs` from now. Two statements for them
   * all (store.ts), not three round trips each: a start's queries run back
   * to back on the main thread.
   */
  async #queueOccurrencesAtStart(): Promise<void> {
    const now = new Date();
    const next: NewJob[] = [];
    const missed: NewJob[] = [];
    for (const { name, recurrence, maxAttempts } of this.#definitions.values()) {
      if (!recurrence) continue;
      const at = nextOccurrence(recurrence.cron, now);
      next.push({ name, payload: {}, key: occurrenceKey(at), runAt: at, maxAttempts });
      if (recurrence.catchUp) {
        const runAt = typeof recurrence.catchUp === "object" ? new Date(now.getTime() + recurrence.catchUp.afterMs) : null;
        missed.push({ name, payload: {}, key: occurrenceKey(previousOccurrence(recurrence.cron, now)), runAt, maxAttempts });
      }
    }
    await replaceOccurrences(this.#db, { next, missed });
    this.#occurrencesQueued = true;
  }

  async #runLoop(): Promise<void> {
    while (this.#state === "running") {
      let delay = this.#pollMs;
      try {
        if (!this.#occurrencesQueued) await this.#queueOccurrencesAtStart();
        // Leases run out in seconds, not milliseconds: looked for at most twice a lease, not on every pass.
        if (Date.now() - this.#reclaimedAt > Math.min(this.#leaseMs / 2, 5_000)) {
          this.#reclaimedAt = Date.now();
          await reclaimExpired(this.#db);
        }
        const free = this.#concurrency - this.#running.size;
        if (free > 0) {
          const claimed = await claimJobs(this.#db, { runner: this.runnerId, limit: free, leaseMs: this.#leaseMs });
          for (const job of claimed) this.#execute(job);
          // A full batch: more may be due. Go on once a slot is free (a job's end wakes the loop).
          if (claimed.length === free) delay = this.#running.size < this.#concurrency ? 0 : this.#pollMs;
          // Nothing due now: sleep until the next job is, if sooner than the poll. (After a partial
          // batch, the end of one of its jobs wakes the loop, which then asks.)
          else if (claimed.length === 0) {
            const due = await nextDue(this.#db);
            if (due) delay = Math.min(this.#pollMs, Math.max(0, due.getTime() - Date.now()));
          }
        }
      } catch (error) {
        // The database is away (a restart, a lost connection): try again at the next poll.
        this.#log.error({ error: errorText(error) }, "jobs: could not look for due jobs");
      }
      if (delay > 0 && this.#state === "running") await this.#sleep(delay);
      // PGlite answers without a turn of the event loop: with work still due, requests go first, then the next pass.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.#woken) {
        this.#woken = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = () => {
        this.#wake = undefined;
        done();
      };
    });
  }

  #execute(job: ClaimedJob): void {
    const definition = this.#definitions.get(job.name);
    if (!definition) return this.#putBack(job);
    const controller = new AbortController();
    const log = this.#log;
    const details = { job: job.name, jobId: job.id, attempt: job.attempts };
    const done = (async () => {
      const timeLimit = setTimeout(() => controller.abort(new Stopped("time limit")), definition.timeLimitMs);
      try {
        const payload = definition.parse ? definition.parse(job.payload) : job.payload;
        const stopped = new Promise<never>((_, reject) =>
          controller.signal.addEventListener("abort", () => reject(controller.signal.reason as Error), { once: true }),
        );
        // A job that ignores its signal is left behind at its time limit, not waited for.
        await Promise.race([definition.run(payload, { id: job.id, attempt: job.attempts, signal: controller.signal, log }), stopped]);
        if (!(await completeJob(this.#db, { id: job.id, runner: this.runnerId })))
          log.warn(details, "jobs: a job finished after its lease had gone to another instance");
      } catch (error) {
        const reason: unknown = controller.signal.reason;
        if (reason instanceof Stopped && reason.why === "shutdown") {
          await releaseJob(this.#db, { id: job.id, runner: this.runnerId });
          log.info(details, "jobs: handed back at shutdown");
        } else if (reason instanceof Stopped && reason.why === "lease lost") {
          log.warn(details, "jobs: stopped, its lease had gone to another instance");
        } else {
          const state = await failJob(this.#db, {
            id: job.id,
            runner: this.runnerId,
            error: errorText(error),
            backoffMs: definition.backoffMs,
            maxBackoffMs: this.#maxBackoffMs,
          });
          log.error(
            { ...details, error: errorText(error), state },
            state === "dead" ? "jobs: failed for the last time (dead)" : "jobs: failed, will be tried again",
          );
        }
      } finally {
        clearTimeout(timeLimit);
      }
    })()
      .catch((error: unknown) => log.error({ ...details, error: errorText(error) }, "jobs: could not record how a job ended"))
      .finally(() => {
        this.#running.delete(job.id);
        if (definition.recurrence && this.#state === "running") {
          void this.#queueNextOccurrence(job.name, definition.recurrence).catch((error: unknown) =>
            log.error({ ...details, error: errorText(error) }, "jobs: could not queue the next occurrence"),
          );
        }
        this.wake();
      });
    this.#running.set(job.id, { job, controller, done });
  }

  /**
   * A job this instance has no definition of (an instance of an older version,
   * during a deploy): put back for a while, the try not counted, for an
   * instance that knows it.
   */
  #putBack(job: ClaimedJob): void {
    this.#log.warn({ job: job.name, jobId: job.id }, "jobs: a job this instance does not know; put back for another instance");
    const done = releaseJob(this.#db, { id: job.id, runner: this.runnerId, afterMs: UNKNOWN_JOB_DELAY_MS })
      .catch((error: unknown) => this.#log.error({ jobId: job.id, error: errorText(error) }, "jobs: could not put a job back"))
      .finally(() => this.#running.delete(job.id));
    this.#running.set(job.id, { job, controller: new AbortController(), done });
  }

  /** Renews the leases of the jobs running here; a job whose lease another instance took is stopped. */
  async #renew(): Promise<void> {
    const ids = [...this.#running.keys()];
    if (ids.length === 0) return;
    try {
      const lost = await renewLeases(this.#db, { runner: this.runnerId, ids, leaseMs: this.#leaseMs });
      for (const id of lost) this.#running.get(id)?.controller.abort(new Stopped("lease lost"));
    } catch (error) {
      this.#log.error({ error: errorText(error) }, "jobs: could not renew leases");
    }
  }

  #startTask(task: InstanceTask): void {
    const tick = () => {
      if (task.current) return;
      task.current = task
        .run()
        .then(
          () => {
            task.lastError = null;
          },
          (error: unknown) => {
            task.lastError = errorText(error);
            this.#log.error({ task: task.name, error: task.lastError }, "jobs: an instance task failed; it runs again at its next time");
          },
        )
        .finally(() => {
          task.lastRunAt = new Date();
          task.current = undefined;
        });
    };
    task.timer = setInterval(tick, task.everyMs);
    task.timer.unref();
  }
}
