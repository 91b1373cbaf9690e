import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

import type { RevisionSummary } from "../../../../shared/revisions.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { toastError } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { toast } from "../../../lib/use-toast.js";
import { useRestoreRevision, useRevisions, type RestoredRevision, type RevisionTarget } from "../revision-api.js";
import { RevisionSnapshot } from "./revision-snapshot.js";

export const RESTORE_QUESTION = "Restore this revision? Its words replace the current ones as a new save.";

/** "Revision 3", or "Revision 3 (refused save)": refused saves carry the number of the revision they were refused over. */
const nameOf = (r: RevisionSummary) => `revision ${r.revision}${r.rejected ? " (refused save)" : ""}`;

function RevisionRow({ revision, onRestore, restoring }: { revision: RevisionSummary; onRestore: () => void; restoring: boolean }) {
  const [viewing, setViewing] = useState(false);
  const snapshotId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-sm border border-border bg-background/60 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="flex min-w-0 flex-wrap items-center gap-2 text-muted">
          <span>
            <span className="text-foreground">Revision {revision.revision}</span> · {formatDate(revision.savedAt, "dateTime")} ·{" "}
            {revision.savedBy ?? "A former admin"}
          </span>
          {revision.rejected ? (
            <Badge tone="destructive" title="Refused: the record had changed since this was opened. Its words are kept here.">
              Refused save
            </Badge>
          ) : null}
        </p>
        <div className="flex gap-1">
          <Button
            variant="quiet"
            size="sm"
            aria-expanded={viewing}
            aria-controls={snapshotId}
            aria-label={`View ${nameOf(revision)}`}
            onClick={() => setViewing((open) => !open)}
          >
            View
          </Button>
          <Button variant="ghost" size="sm" disabled={restoring} aria-label={`Restore ${nameOf(revision)}`} onClick={onRestore}>
            Restore
          </Button>
        </div>
      </div>
      <div id={snapshotId} hidden={!viewing}>
        {viewing ? <RevisionSnapshot id={revision.id} /> : null}
      </div>
    </li>
  );
}

/**
 * The edit panel's "History" (issue 30): the record's last saves, who made
 * each and when, refused ones marked; each can be viewed, and restored (its
 * words as a new save, after a confirmation). Collapsed at first: the list
 * is fetched only when opened. `onRestored` reloads the record into the form.
 */
export function RevisionHistory({ target, onRestored }: { target: RevisionTarget; onRestored: (restored: RestoredRevision) => Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const revisions = useRevisions(target, open);
  const restore = useRestoreRevision();

  const restoreOne = async (id: string) => {
    if (!window.confirm(RESTORE_QUESTION)) return;
    let restored: RestoredRevision;
    try {
      restored = await restore.mutateAsync(id);
    } catch (error) {
      toastError("Could not restore the revision", error);
      return;
    }
    toast({ title: "Revision restored" });
    await onRestored(restored);
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-4 border-t border-border pt-6">
      <h3 id={headingId} className="text-xl text-foreground">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
          className="flex cursor-pointer items-center gap-2 rounded-sm hover:text-accent"
        >
          History
          <ChevronDown aria-hidden="true" className={open ? "size-5 rotate-180 transition-transform" : "size-5 transition-transform"} />
        </button>
      </h3>
      <div id={listId} hidden={!open} className="flex flex-col gap-2">
        <p className="text-sm leading-relaxed text-muted">
          The last saves of this record. Restoring one brings its words back as a new save; files and publication stay as they are.
        </p>
        {!open ? null : revisions.isPending ? (
          <StatusText compact>Loading history...</StatusText>
        ) : revisions.isError ? (
          <StatusText compact>The history could not be loaded.</StatusText>
        ) : revisions.data.items.length === 0 ? (
          <StatusText compact>No saves recorded yet.</StatusText>
        ) : (
          <ul className="flex flex-col gap-2">
            {revisions.data.items.map((revision) => (
              <RevisionRow key={revision.id} revision={revision} restoring={restore.isPending} onRestore={() => void restoreOne(revision.id)} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
