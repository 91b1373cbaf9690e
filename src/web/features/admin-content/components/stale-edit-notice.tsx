import { RefreshCw } from "lucide-react";
import { useCallback, useId, useState } from "react";

import { Button } from "../../../components/ui/button.js";
import { ApiError } from "../../../lib/api-client.js";

/** Whether a save was refused because the record changed since the form opened it (the server's 409). */
export const isStaleEdit = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/** A form's "refused over a newer save" state: `noteStale` is a save's catch, noting a 409 and passing every error on. */
export function useStaleEdit() {
  const [stale, setStale] = useState(false);
  const noteStale = useCallback((error: unknown): never => {
    if (isStaleEdit(error)) setStale(true);
    throw error;
  }, []);
  return { stale, noteStale };
}

export interface StaleEditNoticeProps {
  /** "post", "episode", "item". */
  noun: string;
  /** Reopens the form on the record as it is now. */
  onLoadLatest: () => void;
}

/**
 * What a form says once a save was refused because the record changed since
 * it was opened (issue 30, docs/decisions/084): the refused words are in the
 * record's History and still in the form, and the latest version is one
 * click away. Loading it reopens the form on that version; the words typed
 * here stay on this device and are offered back by the form that opens.
 */
export function StaleEditNotice({ noun, onLoadLatest }: StaleEditNoticeProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3 rounded-sm border border-destructive/70 bg-background p-3">
      <div className="flex flex-col gap-1 text-sm">
        <p id={headingId} className="font-semibold text-foreground">
          This {noun} changed since you opened it.
        </p>
        <p className="text-muted">
          Your version was not saved over it: it is kept in History below, and in this form until you leave it. Load the latest version to edit from there.
        </p>
      </div>
      <Button type="button" size="sm" variant="outline" className="self-start" onClick={onLoadLatest}>
        <RefreshCw aria-hidden="true" />
        Load the latest version
      </Button>
    </div>
  );
}
