import { useRef, useState } from "react";

import { toastError } from "../../../lib/feedback.js";

/** What a list needs to know of its form's mode. */
export interface EditMode {
  editingId: string | null;
  loadingId: string | null;
  startEdit: (id: string) => Promise<void>;
  /** The record was deleted: leave edit mode if it was the one in the form. */
  forget: (id: string) => void;
}

/**
 * Create mode / edit mode of an admin form. `startEdit` loads the full record
 * (lists only carry summaries) and switches to edit mode; `reset` (after a
 * save, whose mutation reloads the list) and `cancel` (which reloads it) go
 * back to an empty create form.
 * `formKey` changes on every switch, so the form remounts with fresh values.
 */
export function useEditMode<T extends { id: string }>(load: (id: string) => Promise<T>, loadErrorTitle: string, reload: () => Promise<void>) {
  const [editing, setEditing] = useState<T | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const latest = useRef<string | null>(null);

  const startEdit = async (id: string) => {
    latest.current = id;
    setLoadingId(id);
    try {
      const record = await load(id);
      if (latest.current !== id) return;
      setEditing(record);
      setFormKey((key) => key + 1);
    } catch (error) {
      if (latest.current === id) toastError(loadErrorTitle, error);
    } finally {
      if (latest.current === id) setLoadingId(null);
    }
  };

  const reset = () => {
    latest.current = null;
    setLoadingId(null);
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  const cancel = () => {
    reset();
    void reload();
  };

  const forget = (id: string) => {
    if (latest.current === id) reset();
  };

  /** The record changed (a restore made a new save): the lists reload, then the form reopens on the record as it is now. */
  const reopen = async ({ id }: { id: string }) => {
    await reload();
    await startEdit(id);
  };
  /** After a save refused over a newer one: the same, for the record in the form (none in create mode). */
  const editingId = editing?.id;
  const loadLatest = editingId ? () => void reopen({ id: editingId }) : undefined;
  return { editing, editingId: editing?.id ?? null, loadingId, formKey, startEdit, reset, cancel, forget, reopen, loadLatest };
}
