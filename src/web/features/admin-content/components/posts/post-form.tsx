import { useId, useState, type FormEvent } from "react";

import { postInputSchema } from "../../../../../shared/admin.js";
import { LIMITS } from "../../../../../shared/constants.js";
import type { Post } from "../../../../../shared/content.js";
import { Label } from "../../../../components/ui/label.js";
import { Textarea } from "../../../../components/ui/textarea.js";
import { firstIssue, reportAction, toastError } from "../../../../lib/feedback.js";
import type { usePostsAdmin } from "../../api.js";
import { publicationChoiceOf, publicationToSend } from "../../lib/publication.js";
import { FormActions } from "../form-actions.js";
import { MembersToggle } from "../members-toggle.js";
import { PublicationField } from "../publication-field.js";
import { TitleFields } from "../title-fields.js";
import { MarkdownPreview } from "./markdown-preview.js";

const SAVE_WORDING = { success: "Post created or updated successfully!", errorTitle: "Error saving post" };

export interface PostFormProps {
  /** The post being edited (in full), or null to create one. */
  editing: Post | null;
  save: ReturnType<typeof usePostsAdmin>["save"];
  /** Back to create mode after a save. */
  onSaved: () => void;
  /** "Cancel Edit": back to create mode. */
  onCancel: () => void;
}

/** Create or edit a Field Manual post: title, markdown content (with a live preview), the members-only flag and when it is published. */
export function PostForm({ editing, save, onSaved, onCancel }: PostFormProps) {
  const [fields, setFields] = useState({
    title: editing?.title ?? "",
    content: editing?.content ?? "",
    isMembersOnly: editing?.isMembersOnly ?? false,
  });
  const patch = (change: Partial<typeof fields>) => setFields((current) => ({ ...current, ...change }));
  const [publication, setPublication] = useState(() => publicationChoiceOf(editing));
  const contentId = useId();
  const pending = save.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = publicationToSend(publication);
    if (!sent) return;
    const parsed = postInputSchema.safeParse({ ...fields, ...sent });
    if (!parsed.success) {
      toastError(SAVE_WORDING.errorTitle, firstIssue(parsed.error));
      return;
    }
    const ok = await reportAction(() => save.mutateAsync({ id: editing?.id ?? null, input: parsed.data }), SAVE_WORDING);
    if (ok) onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TitleFields title={fields.title} autoFocus={editing !== null} onChange={patch} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={contentId}>Content (Markdown supported)</Label>
        <Textarea
          id={contentId}
          name="content"
          required
          maxLength={LIMITS.postContent}
          value={fields.content}
          onChange={(event) => patch({ content: event.target.value })}
          minHeight="lg"
          textSize="sm"
          className="font-mono"
        />
      </div>
      <MarkdownPreview markdown={fields.content} />
      <MembersToggle checked={fields.isMembersOnly} onCheckedChange={(isMembersOnly) => patch({ isMembersOnly })} />
      <PublicationField choice={publication} onChange={setPublication} disabled={pending} />
      <FormActions
        submitLabel={editing ? "Update Post" : "Create Post"}
        pendingLabel="Saving..."
        pending={pending}
        {...(editing ? { cancelLabel: "Cancel Edit", onCancel } : {})}
      />
    </form>
  );
}
