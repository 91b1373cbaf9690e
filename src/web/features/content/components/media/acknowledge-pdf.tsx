import { CheckCircle2 } from "lucide-react";

import { ACKNOWLEDGMENT_STATEMENT } from "../../../../../shared/assignments.js";
import { useAcknowledge, useAcknowledgment } from "../../../../api/assignments.js";
import { useCacheOwner } from "../../../../api/cache-owner.js";
import { Button } from "../../../../components/ui/button.js";
import { formatDate } from "../../../../lib/format.js";
import { toast } from "../../../../lib/use-toast.js";

/**
 * Under a PDF, for a signed-in member: "I have read and understood this",
 * recorded with the hash of the file they were shown (decision 097). Once
 * done it says so, with the date.
 */
export function AcknowledgePdf({ itemId }: { itemId: string }) {
  const { signedIn } = useCacheOwner();
  const { data } = useAcknowledgment(itemId);
  const acknowledge = useAcknowledge(itemId);
  if (!signedIn || data === undefined) return null;
  const done = data.acknowledgment;
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-sm border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between" aria-live="polite">
      {done ? (
        <p className="flex items-center gap-2 text-foreground">
          <CheckCircle2 aria-hidden="true" className="size-5 text-accent" />
          <span>
            You confirmed you have read and understood this on <time dateTime={done.acknowledgedAt}>{formatDate(done.acknowledgedAt, "long")}</time>.
          </span>
        </p>
      ) : (
        <>
          <p className="text-muted">Finished reading? Confirm it for your training record.</p>
          <Button
            variant="outline"
            disabled={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(undefined, {
                onSuccess: () => toast({ title: "Recorded", description: "Your acknowledgment is in your training record." }),
                onError: (error) => toast({ variant: "destructive", title: "Error", description: error.message }),
              })
            }
          >
            {acknowledge.isPending ? "Saving..." : ACKNOWLEDGMENT_STATEMENT}
          </Button>
        </>
      )}
    </div>
  );
}
