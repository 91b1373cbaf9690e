import { Pencil, Trash2 } from "lucide-react";

import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { reportAction } from "../../../lib/feedback.js";

/** What deleting one kind of record says: the spec's question, its success toast and its error toast title. */
export interface DeleteWording {
  question: string;
  success: string;
  errorTitle: string;
}

export interface RowActionsProps {
  /** The record's title, for the buttons' accessible names ("Edit …", "Delete …"). */
  title: string;
  /** Deletes the record; the toasts come from `deleteWording`. */
  onDelete: () => Promise<unknown>;
  deleteWording: DeleteWording;
  /** Loads the record into the form (edit mode); omitted where a record has no edit. */
  onEdit?: () => void;
  /** True while this record is being loaded into the form. */
  editPending?: boolean;
}

/** A row's Edit and Delete buttons; Delete asks first, then reports success or the server's error. */
export function RowActions({ title, onDelete, deleteWording, onEdit, editPending = false }: RowActionsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      {onEdit ? (
        // The name holds the words shown (axe's label-content-name-mismatch): "Loading..." while the record loads.
        <Button variant="ghost" size="sm" onClick={onEdit} disabled={editPending} aria-label={editPending ? `Edit ${title}: Loading...` : `Edit ${title}`}>
          <Pencil aria-hidden="true" />
          <span className="hidden sm:inline">{editPending ? "Loading..." : "Edit"}</span>
        </Button>
      ) : null}
      <ConfirmDialog
        title={`Delete "${title}"?`}
        question={deleteWording.question}
        onConfirm={() => reportAction(onDelete, deleteWording)}
        trigger={
          <Button variant="ghostDestructive" size="sm" aria-label={`Delete ${title}`}>
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Delete</span>
          </Button>
        }
      />
    </div>
  );
}
