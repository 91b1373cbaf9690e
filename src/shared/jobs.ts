import { z } from "zod";

import { pageOf, pageQuerySchema } from "./content.js";

// The admin's jobs page (docs/architecture/jobs.md): work the server runs
// outside requests, by state, with the error of a failed try, and a retry
// for a dead job.

export const JOB_STATES = ["queued", "running", "failed", "dead", "done"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How the page names each state (filter options, badges). */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: "Queued",
  running: "Running",
  failed: "Failed, will retry",
  dead: "Dead",
  done: "Done",
};

export const jobsApiPaths = {
  list: "/api/admin/jobs",
  summary: "/api/admin/jobs/summary",
  retry: (id: string) => `/api/admin/jobs/${encodeURIComponent(id)}/retry`,
  /** The retry route's pattern, for the server. */
  retryRoute: "/api/admin/jobs/:id/retry",
} as const;

export const JOB_NOT_FOUND = "Job not found.";
export const JOB_NOT_RETRYABLE = "Only a dead or failed job can be retried.";

export const jobsQuerySchema = pageQuerySchema.extend({
  state: z.enum(JOB_STATES, { error: "Unknown job state." }).optional(),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  maxAttempts: z.number(),
  /** When it runs (queued), ran (running) or runs again (failed). */
  runAt: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type JobEntry = z.infer<typeof jobSchema>;
export const jobsPageSchema = pageOf(jobSchema);

export const jobsSummarySchema = z.object({
  counts: z.object(Object.fromEntries(JOB_STATES.map((state) => [state, z.number()])) as Record<JobState, z.ZodNumber>),
  /** Every recurring job, with its schedule (cron, UTC) and its next queued run. */
  recurring: z.array(z.object({ name: z.string(), cron: z.string(), nextRunAt: z.string().nullable() })),
  /** Work on the answering instance's own memory: how its last run went. */
  instanceTasks: z.array(z.object({ name: z.string(), everyMs: z.number(), lastRunAt: z.string().nullable(), lastError: z.string().nullable() })),
});
export type JobsSummary = z.infer<typeof jobsSummarySchema>;
