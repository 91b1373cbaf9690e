import { useId } from "react";

import { Button } from "../../../components/ui/button.js";
import { formatDate } from "../../../lib/format.js";
import type { LocalCopyOffer as Offer } from "../lib/use-local-copy.js";

export interface LocalCopyOfferProps {
  offer: Offer<Record<string, string>>;
  /** "post", "episode", "item": for the line about a later save. */
  noun: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * "Restore unsaved changes from <time>?" at the top of a form that opened
 * with words kept on this device and never saved (issue 30). Its buttons are
 * plain buttons: neither saves the record.
 */
export function LocalCopyOffer({ offer, noun, onRestore, onDiscard }: LocalCopyOfferProps) {
  const questionId = useId();
  return (
    <div role="group" aria-labelledby={questionId} className="flex flex-col gap-3 rounded-sm border border-accent/60 bg-background p-3">
      <div className="flex flex-col gap-1 text-sm">
        <p id={questionId} className="font-semibold text-foreground">
          Restore unsaved changes from {formatDate(offer.savedAt, "dateTime")}?
        </p>
        <p className="text-muted">
          {offer.stale
            ? `They were typed here and never saved; this ${noun} has been saved since. Restoring puts them in the form, over that save, which History keeps.`
            : "They were typed here and never saved. Restoring puts them in the form; save to keep them."}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
