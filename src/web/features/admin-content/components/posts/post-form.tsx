import { useId, useMemo, useRef, useState, type FormEvent } from "react";

import { postInputSchema } from "../../../../../shared/admin.js";
import type { AdminAuthor } from "../../../../../shared/authors.js";
import { LIMITS } from "../../../../../shared/constants.js";
import type { Post } from "../../../../../shared/content.js";
import { firstIssue, reportAction, toastError } from "../../../../lib/feedback.js";
import type { usePostsAdmin } from "../../api.js";
import { authorInput } from "../../lib/author.js";
import { coverChoiceOf, coverInput } from "../../lib/cover.js";
import { localCopyKey } from "../../lib/local-copy.js";
import { publicationChoiceOf, publicationToSend } from "../../lib/publication.js";
import { emailTickedAtFirst, sendEmailField, type KnownSend } from "../../lib/send-email.js";
import { useDraftAutosave } from "../../lib/use-draft-autosave.js";
import { useLocalCopy } from "../../lib/use-local-copy.js";
import { AuthorField } from "../author-field.js";
import { AutosaveStatus } from "../autosave-status.js";
import { CoverField } from "../cover-field.js";
import { EmailField } from "../email-field.js";
import { FormActions } from "../form-actions.js";
import { LocalCopyOffer } from "../local-copy-offer.js";
import { MarkdownEditor } from "../markdown-editor.js";
import { MembersToggle } from "../members-toggle.js";
import { PublicationField } from "../publication-field.js";
import { isStaleEdit, StaleEditNotice } from "../stale-edit-notice.js";
import { TagsField } from "../tags-field.js";
import { TitleFields } from "../title-fields.js";
import { MarkdownPreview } from "./markdown-preview.js";

const SAVE_WORDING = { success: "Post created or updated successfully!", errorTitle: "Error saving post" };

export interface PostFormProps {
  /** The guest authors a byline may name (the tab reads them); undefined while they load, or in a form shown alone. */
  authors?: readonly AdminAuthor[] | undefined;
  /** The post being edited (in full), or null to create one. */
  editing: Post | null;
  save: ReturnType<typeof usePostsAdmin>["save"];
  /** Saves an edited draft a few seconds after typing stops; left out, the form saves only when asked. */
  autosave?: ReturnType<typeof usePostsAdmin>["autosave"];
  /** Whether the edited post was e-mailed (useKnownSend); a new post never was. */
  recordSend?: KnownSend;
  /** Back to create mode after a save. */
  onSaved: () => void;
  /** "Cancel Edit": back to create mode. */
  onCancel: () => void;
  /** After a save refused over a newer one: reopens the form on the post as it is now. */
  onLoadLatest?: (() => void) | undefined;
}

/**
 * Create or edit a Field Manual post: title, markdown content (with a live
 * preview), the members-only flag and when it is published. An edit sends
 * the revision it stands on, so a save over someone else's is refused
 * (issue 30); the words typed are copied on this device until saved, and an
 * edited draft saves itself.
 *
 * A new post is not autosaved to the server: its first save would create it,
 * and the create form would then have to turn into this post's edit form
 * mid-typing. The local copy keeps its words until the admin creates it.
 */
export function PostForm({ editing, save, autosave, recordSend, onSaved, onCancel, onLoadLatest, authors }: PostFormProps) {
  const [fields, setFields] = useState({
    title: editing?.title ?? "",
    content: editing?.content ?? "",
    isMembersOnly: editing?.isMembersOnly ?? false,
    tags: editing?.tags ?? [],
  });
  const patch = (change: Partial<typeof fields>) => setFields((current) => ({ ...current, ...change }));
  const [publication, setPublication] = useState(() => publicationChoiceOf(editing));
  const send: KnownSend = editing ? recordSend : null;
  /** The admin's tick, once they give one; until then the record's own state (ticked while its send waits for the release). */
  const [emailTicked, setEmailTicked] = useState<boolean | null>(null);
  const ticked = emailTicked ?? emailTickedAtFirst(send);
  /** The cover as the form shows it; sent only once changed here (a save otherwise keeps the stored one). */
  const [cover, setCover] = useState(() => coverChoiceOf(editing));
  /** The byline as the form shows it (an author's id, "" for the creator); sent only once changed here, so a save otherwise keeps the record's (docs/decisions/113). */
  const [author, setAuthor] = useState({ value: editing?.authorId ?? "", changed: false });
  const contentId = useId();
  /** True while a save waits for a running autosave: the buttons are busy already, so a second click cannot send the same revision twice. */
  const [settling, setSettling] = useState(false);
  const pending = save.isPending || settling;
  /** The revision the form's words stand on: sent with each save, moved on by each one that succeeds. */
  const base = useRef(editing?.revision);
  /** A save was refused: the record changed elsewhere, so autosaving is pointless until it is reopened. */
  const [conflicted, setConflicted] = useState(false);
  const words = useMemo(() => ({ title: fields.title, content: fields.content }), [fields.title, fields.content]);
  const local = useLocalCopy(localCopyKey("post", editing?.id), words, { baseRevision: () => base.current });

  const autosaving = Boolean(autosave && editing?.status === "draft") && publication.status === "draft" && !conflicted;
  // Only what would pass is autosaved (an empty title waits); the local copy holds the rest.
  const draft = useMemo(() => {
    const body = { ...fields, ...coverInput(cover), ...authorInput(author), status: "draft" as const };
    return autosaving && postInputSchema.safeParse(body).success ? body : null;
  }, [autosaving, fields, cover, author]);
  const drafts = useDraftAutosave(draft, async (body, { keepalive }) => {
    if (!editing || !autosave) return;
    const post = await autosave(editing.id, postInputSchema.parse({ ...body, baseRevision: base.current }), { keepalive });
    base.current = post.revision ?? base.current;
    local.saved({ title: body.title, content: body.content });
  });

  const restoreCopy = () => {
    const copy = local.restore();
    if (copy) patch(copy);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = publicationToSend(publication);
    if (!sent) return;
    // A running autosave first: this save then stands on the revision it made.
    setSettling(true);
    await drafts.settle();
    setSettling(false);
    const parsed = postInputSchema.safeParse({
      ...fields,
      ...coverInput(cover),
      ...authorInput(author),
      ...sent,
      ...sendEmailField(send, ticked),
      baseRevision: base.current,
    });
    if (!parsed.success) {
      toastError(SAVE_WORDING.errorTitle, firstIssue(parsed.error));
      return;
    }
    const ok = await reportAction(async () => {
      try {
        const post = await save.mutateAsync({ id: editing?.id ?? null, input: parsed.data });
        base.current = post.revision ?? base.current;
        drafts.saved();
        local.saved(words);
      } catch (error) {
        // Refused over a newer save: the words stay in the form (and on this device), and the server kept them in History.
        if (isStaleEdit(error)) setConflicted(true);
        throw error;
      }
    }, SAVE_WORDING);
    if (ok) onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {local.offer ? <LocalCopyOffer offer={local.offer} noun="post" onRestore={restoreCopy} onDiscard={local.discard} /> : null}
      {onLoadLatest && (conflicted || (drafts.state.kind === "failed" && drafts.state.conflict)) ? (
        <StaleEditNotice noun="post" onLoadLatest={onLoadLatest} />
      ) : null}
      <TitleFields title={fields.title} autoFocus={editing !== null} onChange={patch} />
      <MarkdownEditor
        id={contentId}
        label="Content (Markdown supported)"
        name="content"
        required
        limit={LIMITS.postContent}
        value={fields.content}
        onChange={(content) => patch({ content })}
        minHeight="lg"
        className="font-mono"
      />
      <MarkdownPreview markdown={fields.content} />
      <CoverField url={cover.url} onChange={(url) => setCover({ url, changed: true })} disabled={pending} />
      <TagsField tags={fields.tags} onChange={(tags) => patch({ tags })} disabled={pending} />
      <AuthorField value={author.value} onChange={(value) => setAuthor({ value, changed: true })} authors={authors} disabled={pending} />
      <MembersToggle checked={fields.isMembersOnly} onCheckedChange={(isMembersOnly) => patch({ isMembersOnly })} />
      <PublicationField choice={publication} onChange={setPublication} disabled={pending} />
      <EmailField send={send} ticked={ticked} onTickedChange={setEmailTicked} status={publication.status} disabled={pending} />
      {autosave && editing?.status === "draft" && (publication.status === "draft" || drafts.state.kind !== "idle") ? (
        <AutosaveStatus state={drafts.state} />
      ) : null}
      <FormActions
        submitLabel={editing ? "Update Post" : "Create Post"}
        pendingLabel="Saving..."
        pending={pending}
        {...(editing ? { cancelLabel: "Cancel Edit", onCancel } : {})}
      />
    </form>
  );
}
