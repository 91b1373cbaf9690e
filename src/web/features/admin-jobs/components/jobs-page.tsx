import { RotateCcw, Workflow } from "lucide-react";
import { useSearchParams } from "react-router";

import { JOB_STATE_LABELS, JOB_STATES, type JobEntry, type JobState } from "../../../../shared/jobs.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { DataTable, type DataColumn } from "../../../components/ui/data-table.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { Label } from "../../../components/ui/label.js";
import { NativeSelect } from "../../../components/ui/native-select.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction, useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useJobs, useJobsSummary, useRetryJob } from "../api.js";

const isState = (value: string | null): value is JobState => (JOB_STATES as readonly (string | null)[]).includes(value);
const TONE: Record<JobState, "accent" | "neutral" | "destructive"> = {
  queued: "neutral",
  running: "accent",
  failed: "destructive",
  dead: "destructive",
  done: "neutral",
};

/** The time that matters for a job in its state: when it runs, ran or ended. */
function jobTime(job: JobEntry): { label: string; at: string | null } {
  if (job.state === "queued") return { label: "Runs", at: job.runAt };
  if (job.state === "failed") return { label: "Retries", at: job.runAt };
  if (job.state === "running") return { label: "Started", at: job.startedAt };
  return { label: "Ended", at: job.finishedAt };
}

function RetryButton({ job }: { job: JobEntry }) {
  const retry = useRetryJob();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      aria-label={`Retry ${job.name} now`}
      onClick={() => void reportAction(() => retry.mutateAsync(job.id), { success: "Job queued again", errorTitle: "Could not retry the job" })}
    >
      <RotateCcw aria-hidden="true" />
      Retry
    </Button>
  );
}

const columns: DataColumn<JobEntry>[] = [
  { header: "Job", cell: (job) => <span className="font-mono text-foreground">{job.name}</span> },
  {
    header: "State",
    cell: (job) => (
      <Badge tone={TONE[job.state]} className="whitespace-nowrap">
        {JOB_STATE_LABELS[job.state]}
      </Badge>
    ),
  },
  { header: "Tries", className: "text-muted tabular-nums", cell: (job) => `${job.attempts} of ${job.maxAttempts}` },
  {
    header: "When",
    className: "whitespace-nowrap text-muted",
    cell: (job) => {
      const { label, at } = jobTime(job);
      return at ? (
        <>
          {label} <time dateTime={at}>{formatDate(at, "dateTime")}</time>
        </>
      ) : (
        "—"
      );
    },
  },
  { header: "Last error", className: "max-w-md break-words text-muted", cell: (job) => job.lastError ?? "—" },
  { header: "Actions", cell: (job) => (job.state === "dead" || job.state === "failed" ? <RetryButton job={job} /> : null) },
];

/** The admin's jobs page (/admin/jobs): what the server does outside requests, what failed and why, and a retry. */
export default function JobsPage() {
  usePageMeta("Jobs", "Work the site runs in the background: queued, running, failed and dead jobs.");
  const [params, setParams] = useSearchParams();
  const wanted = params.get("state");
  const state = isState(wanted) ? wanted : null;
  const list = useJobs(state);
  const summary = useJobsSummary();
  useErrorToast("Could not load the jobs", list);

  return (
    <>
      <AdminPageHeader title="Jobs" tagline="Scheduled and background work: e-mail, upkeep and what is to come." />

      <form className="mb-6 flex flex-col gap-2 sm:w-72" onSubmit={(e) => e.preventDefault()} aria-label="Filter the jobs">
        <Label htmlFor="jobs-state">State</Label>
        <NativeSelect
          id="jobs-state"
          value={state ?? ""}
          onChange={(e) => setParams(isState(e.target.value) ? { state: e.target.value } : {}, { replace: true })}
        >
          <option value="">All states</option>
          {JOB_STATES.map((s) => (
            <option key={s} value={s}>
              {JOB_STATE_LABELS[s]}
              {summary.data ? ` (${summary.data.counts[s]})` : ""}
            </option>
          ))}
        </NativeSelect>
      </form>

      {list.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Workflow}>{state ? `No ${JOB_STATE_LABELS[state].toLowerCase()} jobs.` : "No jobs yet."}</EmptyState>
      ) : (
        <DataTable
          label="Jobs"
          caption={state ? `${JOB_STATE_LABELS[state]} jobs, newest first` : "Jobs, newest first"}
          columns={columns}
          rows={list.items}
          rowKey={(job) => job.id}
          list={list}
        />
      )}

      {summary.data ? (
        <section aria-labelledby="jobs-recurring" className="mt-10">
          <h2 id="jobs-recurring" className="mb-3 font-display text-lg font-bold tracking-wider text-foreground uppercase">
            Recurring
          </h2>
          <ul className="grid gap-2 text-sm text-muted sm:grid-cols-2">
            {summary.data.recurring.map((job) => (
              <li key={job.name} className="rounded-sm border border-border bg-surface px-3 py-2">
                <span className="font-mono text-foreground">{job.name}</span> · <span className="font-mono">{job.cron}</span> (UTC)
                <span className="block">
                  Next: {job.nextRunAt ? <time dateTime={job.nextRunAt}>{formatDate(job.nextRunAt, "dateTime")}</time> : "not queued"}
                </span>
              </li>
            ))}
            {summary.data.instanceTasks.map((task) => (
              <li key={task.name} className="rounded-sm border border-border bg-surface px-3 py-2">
                <span className="font-mono text-foreground">{task.name}</span> · every {Math.round(task.everyMs / 1000)} s on each instance
                <span className="block">{task.lastError ? `Last run failed: ${task.lastError}` : task.lastRunAt ? "Last run succeeded" : "Not run yet"}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export { JobsPage };
