import { Button } from "../../../components/ui/button.js";

export interface FormActionsProps {
  submitLabel: string;
  /** "Saving..." or "Uploading..." */
  pendingLabel: string;
  pending: boolean;
  /** Shown in edit mode: "Cancel Edit" or "Cancel". */
  cancelLabel?: string;
  onCancel?: () => void;
}

/** A form's submit button (disabled and relabelled while it works) and, in edit mode, its cancel button. */
export function FormActions({ submitLabel, pendingLabel, pending, cancelLabel, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {onCancel && cancelLabel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      ) : null}
    </div>
  );
}
