import { Headphones, PlayCircle, RotateCcw } from "lucide-react";
import { Link, useLocation } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { useContinueList, useResetProgress } from "../../../api/progress.js";
import { formatTime } from "../../../components/player/format-time.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Progress } from "../../../components/ui/progress.js";
import { toast } from "../../../lib/use-toast.js";
import { fromDashboardState } from "./back-link.js";

/**
 * "Continue": the member's unfinished episodes and videos, newest activity
 * first (at most 6), each opening where its player resumes. Nothing shows
 * until something is started.
 */
export function ContinueStrip() {
  const { data } = useContinueList();
  const state = fromDashboardState(useLocation());
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mb-10 flex flex-col gap-4">
      <h2 id="continue-heading" className="text-3xl text-foreground">
        Continue
      </h2>
      <ul aria-label="Started episodes and videos" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const Icon = item.kind === "episode" ? Headphones : PlayCircle;
          const share = item.duration ? Math.min(100, (100 * item.position) / item.duration) : null;
          const time = `${formatTime(item.position)}${item.duration ? ` of ${formatTime(item.duration)}` : ""}`;
          return (
            <li key={`${item.kind}-${item.id}`}>
              <Link
                to={paths.record(item.kind, item.id)}
                state={state}
                className="flex h-full flex-col gap-3 rounded-sm border border-border bg-surface p-4 transition-colors hover:border-accent/60 hover:bg-surface-raised"
              >
                <span className="flex items-start gap-2 text-lg leading-snug text-foreground">
                  <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
                  <span className="min-w-0 break-words">{item.title}</span>
                </span>
                <span className="mt-auto flex items-center gap-2 text-sm text-muted">
                  <Progress value={share} aria-hidden="true" thin className="flex-1" />
                  <span className="whitespace-nowrap tabular-nums">
                    <span className="sr-only">At </span>
                    {time}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Forgets everything the member has started, finished or read, after asking. */
export function ResetProgress() {
  const reset = useResetProgress();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="quiet" size="sm" className="self-start">
          <RotateCcw aria-hidden="true" />
          Reset my progress
        </Button>
      }
      title="Reset your progress?"
      question="Every episode and video starts from the beginning again, and nothing shows as finished or read. This cannot be undone."
      confirmLabel="Reset"
      pendingLabel="Resetting..."
      onConfirm={() =>
        reset.mutateAsync().then(
          () => toast({ title: "Progress reset", description: "Everything starts from the beginning." }),
          (error: Error) => toast({ variant: "destructive", title: "Error", description: error.message }),
        )
      }
    />
  );
}
