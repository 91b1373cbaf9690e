import { CircleCheck } from "lucide-react";

import type { ListProgress } from "../../../../shared/content.js";
import type { ProgressKind } from "../../../../shared/progress.js";
import { useMarkProgress, useProgress } from "../../../api/progress.js";
import { formatTime } from "../../../components/player/format-time.js";
import { Progress } from "../../../components/ui/progress.js";
import { toast } from "../../../lib/use-toast.js";

const WORDS = {
  /** Episodes, audio and video: listened or watched. */
  media: { done: "Finished", mark: "Mark as finished", unmark: "Mark as unfinished" },
  /** Articles, text items and PDFs. */
  read: { done: "Read", mark: "Mark as read", unmark: "Mark as unread" },
} as const;

export type ProgressMode = keyof typeof WORDS;

export interface ProgressFooterProps {
  kind: ProgressKind;
  id: string;
  title: string;
  /** The progress the list row carried (undefined for visitors: nothing shows). */
  listed: ListProgress;
  mode: ProgressMode;
}

/**
 * Under a list entry: a thin bar for a started episode or video, the
 * "Finished"/"Read" mark, and the button that marks it finished (read) or
 * not. Members only: lists carry no progress for visitors.
 */
export function ProgressFooter({ kind, id, title, listed, mode }: ProgressFooterProps) {
  const { progress, signedIn } = useProgress(kind, id, listed ?? null);
  const mark = useMarkProgress(kind, id);
  if (!signedIn) return null;
  const words = WORDS[mode];
  const finished = progress?.finished === true;
  const started = mode === "media" && !finished && progress !== null && progress.position > 0;
  const toggle = () =>
    mark.mutate(
      { finished: !finished, current: progress },
      { onError: (error) => toast({ variant: "destructive", title: "Error", description: error.message || "Could not save your progress." }) },
    );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {finished ? (
        <span className="inline-flex items-center gap-1.5 font-semibold text-accent" data-testid="progress-done">
          <CircleCheck aria-hidden="true" className="size-4" />
          {words.done}
        </span>
      ) : null}
      {started ? (
        <div className="flex min-w-40 flex-1 items-center gap-2">
          <Progress
            value={progress.duration ? Math.min(100, (100 * progress.position) / progress.duration) : null}
            aria-label={`Progress on ${title}`}
            aria-valuetext={`${formatTime(progress.position)} of ${formatTime(progress.duration ?? 0)}`}
            thin
            className="max-w-64"
          />
          <span className="whitespace-nowrap text-muted tabular-nums">
            {formatTime(progress.position)}
            {progress.duration ? ` of ${formatTime(progress.duration)}` : ""}
          </span>
        </div>
      ) : null}
      <button
        type="button"
        aria-label={`${finished ? words.unmark : words.mark}: ${title}`}
        disabled={mark.isPending}
        onClick={toggle}
        className="ml-auto cursor-pointer rounded-sm px-1 py-0.5 font-semibold text-muted underline-offset-4 hover:text-accent hover:underline disabled:opacity-60"
      >
        {finished ? words.unmark : words.mark}
      </button>
    </div>
  );
}
