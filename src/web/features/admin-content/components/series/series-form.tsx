import { useId, useState, type FormEvent } from "react";

import { SERIES_STATUSES, seriesInputSchema, type Series, type SeriesInputBody, type SeriesStatus } from "../../../../../shared/series.js";
import { Label } from "../../../../components/ui/label.js";
import { NativeSelect } from "../../../../components/ui/native-select.js";
import { firstIssue, reportAction, toastError } from "../../../../lib/feedback.js";
import { coverChoiceOf, coverInput } from "../../lib/cover.js";
import type { useSeriesAdmin } from "../../series-api.js";
import { CoverField } from "../cover-field.js";
import { FormActions } from "../form-actions.js";
import { TitleFields } from "../title-fields.js";
import { SeriesPartsEditor, type EditedPart } from "./series-parts-editor.js";

const SAVE_WORDING = { success: "Series created or updated successfully!", errorTitle: "Error saving series" };
const STATUS_LABELS: Record<SeriesStatus, string> = { published: "Published: anyone may see it", draft: "Draft: only admins see it" };

export interface SeriesFormProps {
  /** The series being edited (as an admin sees it: every part), or null to create one. */
  editing: Series | null;
  save: ReturnType<typeof useSeriesAdmin>["save"];
  onSaved: () => void;
  onCancel: () => void;
}

/** Create or edit a series: title, description, cover, draft or published, and its parts in order (saved together, all or nothing). */
export function SeriesForm({ editing, save, onSaved, onCancel }: SeriesFormProps) {
  const [fields, setFields] = useState({ title: editing?.title ?? "", description: editing?.description ?? "" });
  const [status, setStatus] = useState<SeriesStatus>(editing?.status ?? "published");
  const [cover, setCover] = useState(() => coverChoiceOf(editing));
  const [parts, setParts] = useState<EditedPart[]>(() => editing?.parts ?? []);
  const statusId = useId();
  const pending = save.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Checked here as the server checks it; sent as typed (the server trims and turns an empty description into none).
    const body: SeriesInputBody = {
      ...fields,
      status,
      ...coverInput(cover),
      parts: parts.map(({ kind, id }) => ({ kind, id })),
      // A save over someone else's newer one is refused with the server's message (its own version kept in the history).
      ...(editing?.revision === undefined ? {} : { baseRevision: editing.revision }),
    };
    const parsed = seriesInputSchema.safeParse(body);
    if (!parsed.success) {
      toastError(SAVE_WORDING.errorTitle, firstIssue(parsed.error));
      return;
    }
    const ok = await reportAction(() => save.mutateAsync({ id: editing?.id ?? null, input: body }), SAVE_WORDING);
    if (ok) onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TitleFields
        title={fields.title}
        description={{ value: fields.description, rows: 3 }}
        autoFocus={editing !== null}
        onChange={(change) => setFields((current) => ({ ...current, ...change }))}
      />
      <CoverField url={cover.url} onChange={(url) => setCover({ url, changed: true })} disabled={pending} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={statusId}>Status</Label>
        <NativeSelect id={statusId} value={status} onChange={(event) => setStatus(event.target.value as SeriesStatus)} disabled={pending}>
          {SERIES_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SeriesPartsEditor parts={parts} onChange={setParts} seriesId={editing?.id ?? null} disabled={pending} />
      <FormActions
        submitLabel={editing ? "Update Series" : "Create Series"}
        pendingLabel="Saving..."
        pending={pending}
        {...(editing ? { cancelLabel: "Cancel Edit", onCancel } : {})}
      />
    </form>
  );
}
