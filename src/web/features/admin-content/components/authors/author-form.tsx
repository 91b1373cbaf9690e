import { useState, type FormEvent } from "react";

import { AUTHOR_LIMITS, authorSlug, authorWriteSchema, type AdminAuthor, type AuthorWriteInput } from "../../../../../shared/authors.js";
import { parseImageUrl } from "../../../../../shared/images.js";
import { FormField } from "../../../../components/ui/form-field.js";
import { firstIssue, reportAction, toastError } from "../../../../lib/feedback.js";
import type { useAuthorsAdmin } from "../../authors-api.js";
import { FormActions } from "../form-actions.js";
import { ImageField, PHOTO_LABELS } from "../image-field.js";

const SAVE_WORDING = { success: "Author saved.", errorTitle: "Error saving author" };

export interface AuthorFormProps {
  /** The author being edited, or null to create one. */
  editing: AdminAuthor | null;
  save: ReturnType<typeof useAuthorsAdmin>["save"];
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Create or edit a guest author (docs/decisions/113): name, page address
 * (made from the name when left empty), short bio, photo and link, saved
 * whole. Checked here as the server checks it; a refusal keeps what was typed
 * and names the field in the error toast.
 */
export function AuthorForm({ editing, save, onSaved, onCancel }: AuthorFormProps) {
  const [fields, setFields] = useState({ name: editing?.name ?? "", slug: editing?.slug ?? "", bio: editing?.bio ?? "", link: editing?.link ?? "" });
  const [photoUrl, setPhotoUrl] = useState(editing?.photoUrl ?? null);
  const pending = save.isPending;
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: AuthorWriteInput = { ...fields, photoImageId: photoUrl ? (parseImageUrl(photoUrl)?.id ?? null) : null };
    const parsed = authorWriteSchema.safeParse(input);
    if (!parsed.success) {
      toastError(SAVE_WORDING.errorTitle, firstIssue(parsed.error));
      return;
    }
    const ok = await reportAction(() => save.mutateAsync({ id: editing?.id ?? null, input }), SAVE_WORDING);
    if (ok) onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormField label="Name" value={fields.name} onChange={set("name")} limit={AUTHOR_LIMITS.name} autoComplete="off" autoFocus={editing !== null} />
      <FormField
        label="Page address (/authors/…)"
        value={fields.slug}
        onChange={set("slug")}
        limit={AUTHOR_LIMITS.slug}
        placeholder={authorSlug(fields.name) || "made from the name"}
        autoComplete="off"
      />
      <FormField label="Short bio" multiline rows={3} value={fields.bio} onChange={set("bio")} limit={AUTHOR_LIMITS.bio} />
      <FormField
        label="Link"
        type="url"
        inputMode="url"
        value={fields.link}
        onChange={set("link")}
        limit={AUTHOR_LIMITS.link}
        placeholder="https://…"
        autoComplete="off"
      />
      <ImageField
        url={photoUrl}
        onChange={setPhotoUrl}
        disabled={pending}
        title="Photo"
        headingLevel="h3"
        hint="Shown round beside the name in the byline. Without one, the byline shows the name's first letter."
        alt="The current photo"
        sizes="96px"
        imageClassName="aspect-square w-24 rounded-full border border-border object-cover"
        labels={PHOTO_LABELS}
      />
      <FormActions
        submitLabel={editing ? "Update Author" : "Create Author"}
        pendingLabel="Saving..."
        pending={pending}
        {...(editing ? { cancelLabel: "Cancel Edit", onCancel } : {})}
      />
    </form>
  );
}
