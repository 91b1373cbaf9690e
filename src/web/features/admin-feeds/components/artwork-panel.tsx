import { ImageUp, RotateCcw } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";

import { ARTWORK_RULES } from "../../../../shared/feeds.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { useArtwork, useArtworkActions } from "../api.js";

const { minSide, maxSide, maxBytes } = ARTWORK_RULES;

/** The channel artwork podcast apps show: the current image, replace it with an upload, or go back to the shipped one. */
export function ArtworkPanel() {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const artwork = useArtwork();
  const { replace, reset } = useArtworkActions();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    // The server checks type, shape and size by the file's content; its reason is shown when it refuses.
    if (await reportAction(() => replace.mutateAsync(file), { success: () => "Artwork replaced", errorTitle: "Could not replace the artwork" })) {
      setFile(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-12 rounded-sm border border-border bg-surface p-5 sm:p-6">
      <h2 id={headingId} className="mb-2 text-2xl text-foreground">
        Channel artwork
      </h2>
      <p className="mb-6 text-muted">The square image podcast apps show for The Briefing, in every member&apos;s feed and the public one.</p>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {artwork.data ? (
          <img
            src={artwork.data.url}
            alt="The Briefing's current channel artwork"
            width={160}
            height={160}
            className="size-40 shrink-0 rounded-sm border border-border object-cover"
          />
        ) : (
          <StatusText>Loading...</StatusText>
        )}
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            {artwork.data?.custom && artwork.data.updatedAt ? `Uploaded ${formatDate(artwork.data.updatedAt, "short")}.` : "The shipped default."}
          </p>
          <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
            <Label htmlFor={inputId}>New artwork</Label>
            <Input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png"
              aria-describedby={hintId}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p id={hintId} className="text-sm text-muted">
              {`A square JPEG or PNG, ${minSide} to ${maxSide} pixels a side, at most ${maxBytes / (1024 * 1024)} MB.`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={!file || replace.isPending}>
                <ImageUp aria-hidden="true" />
                {replace.isPending ? "Uploading..." : "Replace artwork"}
              </Button>
              {artwork.data?.custom ? (
                <ConfirmDialog
                  title="Reset the artwork to the default?"
                  question="The uploaded image is deleted and every feed shows the shipped artwork again."
                  confirmLabel="Reset"
                  pendingLabel="Resetting..."
                  onConfirm={() =>
                    reportAction(() => reset.mutateAsync(), { success: () => "Artwork reset to the default", errorTitle: "Could not reset the artwork" })
                  }
                  trigger={
                    <Button type="button" variant="ghost" size="sm">
                      <RotateCcw aria-hidden="true" />
                      Reset to default
                    </Button>
                  }
                />
              ) : null}
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
