import { useState, type ReactElement, type ReactNode } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog.js";

export interface ConfirmDialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  /** The question the spec asks, e.g. "Are you sure you want to delete this post?" */
  question: string;
  confirmLabel?: string;
  pendingLabel?: string;
  /** Runs on confirm; the dialog stays open (its buttons disabled) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  /** With fields worth another try (a mistyped password): the dialog stays open when `onConfirm` resolves to `false`. */
  retryOnFailure?: boolean;
  /** Extra content under the question, e.g. a password field the action needs. */
  children?: ReactNode;
}

/** An accessible confirmation (focus trapped, Escape or Cancel closes it) for destructive actions. */
export function ConfirmDialog({
  trigger,
  title,
  question,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  onConfirm,
  retryOnFailure = false,
  children,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = (event: { preventDefault: () => void }) => {
    // Keep the dialog open while the request runs.
    event.preventDefault();
    setPending(true);
    void onConfirm().then(
      (result) => {
        setPending(false);
        if (!(retryOnFailure && result === false)) setOpen(false);
      },
      () => {
        setPending(false);
        setOpen(false);
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{question}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={confirm}>
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
