import { Progress } from "../../../components/ui/progress.js";
import { formatBytes } from "../../../lib/format.js";
import type { UploadProgress as Progression } from "../../../lib/upload.js";

function describe({ loaded, total }: Progression, percent: number | null): string {
  if (percent === null) return loaded > 0 ? `Sent ${formatBytes(loaded)}` : "Starting upload...";
  if (percent < 100) return `Sent ${formatBytes(loaded)} of ${formatBytes(total)} (${percent}%)`;
  return "Upload sent, processing...";
}

/** The bytes of the upload sent so far, as a bar and a line of text. */
export function UploadProgress({ progress }: { progress: Progression }) {
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
  return (
    <div className="flex flex-col gap-2">
      <Progress value={percent} aria-label="Upload progress" />
      <p className="text-sm text-muted">{describe(progress, percent)}</p>
    </div>
  );
}
