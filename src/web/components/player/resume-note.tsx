import { formatTime } from "./format-time.js";

/** "Resumed at 12:04 · Start over" under a player that picked up where the member left off. */
export function ResumeNote({ resumedAt, onStartOver }: { resumedAt: number | null; onStartOver: () => void }) {
  if (resumedAt === null) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-1.5 pt-1 text-sm text-muted">
      <span>Resumed at {formatTime(resumedAt)}</span>
      <span aria-hidden="true">·</span>
      <button type="button" onClick={onStartOver} className="cursor-pointer rounded-sm font-semibold text-accent underline-offset-4 hover:underline">
        Start over
      </button>
    </p>
  );
}
