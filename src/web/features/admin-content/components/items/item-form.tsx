import { useId, useMemo, useRef, useState, type FormEvent } from "react";

import { ACCEPT_ATTRIBUTE, contentItemFieldsSchema, takesTranscript } from "../../../../../shared/admin.js";
import type { AdminAuthor } from "../../../../../shared/authors.js";
import { LIMITS, MEDIA_TYPES, type Category, type MediaType } from "../../../../../shared/constants.js";
import type { ContentItem } from "../../../../../shared/content.js";
import { Label } from "../../../../components/ui/label.js";
import { NativeSelect } from "../../../../components/ui/native-select.js";
import { firstIssue, reportAction, toastError } from "../../../../lib/feedback.js";
import type { useContentItemsAdmin } from "../../api.js";
import { authorInput } from "../../lib/author.js";
import { FILE_NOUN, MEDIA_TYPE_LABEL } from "../../lib/categories.js";
import { coverChoiceOf, coverInput } from "../../lib/cover.js";
import { localCopyKey } from "../../lib/local-copy.js";
import { publicationChoiceOf, publicationToSend } from "../../lib/publication.js";
import { emailTickedAtFirst, sendEmailField, type KnownSend } from "../../lib/send-email.js";
import { useLocalCopy } from "../../lib/use-local-copy.js";
import { useUploadProgress } from "../../lib/use-upload-progress.js";
import { AuthorField } from "../author-field.js";
import { CoverField } from "../cover-field.js";
import { EmailField } from "../email-field.js";
import { FeedNote } from "../feed-note.js";
import { FileField } from "../file-field.js";
import { FormActions } from "../form-actions.js";
import { LocalCopyOffer } from "../local-copy-offer.js";
import { MarkdownEditor } from "../markdown-editor.js";
import { MembersToggle } from "../members-toggle.js";
import { PublicationField } from "../publication-field.js";
import { StaleEditNotice, useStaleEdit } from "../stale-edit-notice.js";
import { StoredFile } from "../stored-file.js";
import { TagsField } from "../tags-field.js";
import { TitleFields } from "../title-fields.js";
import { NO_TRANSCRIPT_CHOICE, TranscriptField } from "../transcript-field.js";
import { UploadProgress } from "../upload-progress.js";

const SAVE_WORDING = { success: "Item created or updated successfully!", errorTitle: "Error saving item" };

export interface ItemFormProps {
  /** The guest authors a byline may name (the tab reads them); undefined while they load, or in a form shown alone. */
  authors?: readonly AdminAuthor[] | undefined;
  category: Category;
  /** The item being edited (in full, with its file's name and size), or null to create one. */
  editing: ContentItem | null;
  save: ReturnType<typeof useContentItemsAdmin>["save"];
  /** Whether the edited item was e-mailed (useKnownSend); a new one never was. */
  recordSend?: KnownSend;
  onSaved: () => void;
  onCancel: () => void;
  /** After a save refused over a newer one: reopens the form on the item as it is now. */
  onLoadLatest?: (() => void) | undefined;
}

/**
 * Create or edit a content item: title, description, media type (text by
 * default), members-only flag, then the text or the file. A file is required
 * when creating, or when an edit changes the media type; otherwise a new file
 * replaces the current one.
 */
export function ItemForm({ category, editing, save, recordSend, onSaved, onCancel, onLoadLatest, authors }: ItemFormProps) {
  const [fields, setFields] = useState({
    title: editing?.title ?? "",
    description: editing?.description ?? "",
    mediaType: editing?.mediaType ?? ("text" as MediaType),
    isMembersOnly: editing?.isMembersOnly ?? false,
    contentText: editing?.contentText ?? "",
    tags: editing?.tags ?? [],
  });
  const patch = (change: Partial<typeof fields>) => setFields((current) => ({ ...current, ...change }));
  const [publication, setPublication] = useState(() => publicationChoiceOf(editing));
  /** The cover as the form shows it; sent only once changed here (a save otherwise keeps the stored one). */
  const [cover, setCover] = useState(() => coverChoiceOf(editing));
  /** The byline as the form shows it (an author's id, "" for the creator); sent only once changed here, so a save otherwise keeps the record's (docs/decisions/113). */
  const [author, setAuthor] = useState({ value: editing?.authorId ?? "", changed: false });
  const send: KnownSend = editing ? recordSend : null;
  /** The admin's tick, once they give one; until then the record's own state (ticked while its send waits for the release). */
  const [emailTicked, setEmailTicked] = useState<boolean | null>(null);
  const ticked = emailTicked ?? emailTickedAtFirst(send);
  const [file, setFile] = useState<File | null>(null);
  const [transcript, setTranscript] = useState(NO_TRANSCRIPT_CHOICE);
  const progress = useUploadProgress();
  const mediaTypeId = useId();
  const textId = useId();
  const pending = save.isPending;
  /** The revision the form stands on (issue 30): a save over a newer one is refused, and kept in History. */
  const base = useRef(editing?.revision);
  // The words are copied on this device until saved (a new item's per tab); files cannot be, and a multipart form is not autosaved.
  const words = useMemo(
    () => ({ title: fields.title, description: fields.description, contentText: fields.contentText }),
    [fields.title, fields.description, fields.contentText],
  );
  const local = useLocalCopy(localCopyKey("item", editing?.id ?? `new-${category}`), words, { baseRevision: () => base.current });
  const { stale, noteStale } = useStaleEdit();
  const restoreCopy = () => {
    const copy = local.restore();
    if (copy) patch(copy);
  };

  /** The media type when it takes a file (pdf, video, audio); null for text. */
  const fileType = fields.mediaType === "text" ? null : fields.mediaType;
  const keepsCurrentFile = Boolean(editing?.fileUrl) && editing?.mediaType === fields.mediaType;
  const fileRequired = fileType !== null && !keepsCurrentFile;

  const changeMediaType = (mediaType: MediaType) => {
    // Nothing stale is sent: the text goes when a file type is chosen, the chosen file goes on any change.
    setFields((current) => ({ ...current, mediaType, contentText: mediaType === "text" ? current.contentText : "" }));
    setFile(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = publicationToSend(publication);
    if (!sent) return;
    // The multipart body carries status, publishAt and sendEmail as text fields (multipartBody leaves out a missing one).
    const parsed = contentItemFieldsSchema.safeParse({
      ...fields,
      ...coverInput(cover),
      ...authorInput(author),
      ...sent,
      ...sendEmailField(send, ticked),
      category,
      contentText: fileType ? undefined : fields.contentText,
      removeTranscript: transcript.remove,
      baseRevision: base.current,
    });
    if (!parsed.success) {
      toastError(SAVE_WORDING.errorTitle, firstIssue(parsed.error));
      return;
    }
    if (fileType && fileRequired && !file) {
      toastError(SAVE_WORDING.errorTitle, `Choose ${FILE_NOUN[fileType]} to upload.`);
      return;
    }
    const upload = fileType ? file : null;
    const newTranscript = takesTranscript(fields.mediaType) ? transcript.file : null;
    if (upload || newTranscript) progress.start();
    const ok = await reportAction(async () => {
      const item = await save
        .mutateAsync({
          id: editing?.id ?? null,
          fields: parsed.data,
          file: upload,
          transcript: newTranscript,
          onProgress: progress.onProgress,
        })
        .catch(noteStale);
      base.current = item.revision ?? base.current;
      local.saved(words);
    }, SAVE_WORDING);
    progress.clear();
    if (ok) onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {local.offer ? <LocalCopyOffer offer={local.offer} noun="item" onRestore={restoreCopy} onDiscard={local.discard} /> : null}
      {onLoadLatest && stale ? <StaleEditNotice noun="item" onLoadLatest={onLoadLatest} /> : null}
      <TitleFields title={fields.title} description={{ value: fields.description, rows: 3 }} autoFocus={editing !== null} onChange={patch} />
      <CoverField url={cover.url} onChange={(url) => setCover({ url, changed: true })} disabled={pending} />
      <TagsField tags={fields.tags} onChange={(tags) => patch({ tags })} disabled={pending} />
      <AuthorField value={author.value} onChange={(value) => setAuthor({ value, changed: true })} authors={authors} disabled={pending} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={mediaTypeId}>Media type</Label>
        <NativeSelect id={mediaTypeId} name="mediaType" value={fields.mediaType} onChange={(event) => changeMediaType(event.target.value as MediaType)}>
          {MEDIA_TYPES.map((type) => (
            <option key={type} value={type}>
              {MEDIA_TYPE_LABEL[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <MembersToggle checked={fields.isMembersOnly} onCheckedChange={(isMembersOnly) => patch({ isMembersOnly })} />
      <PublicationField choice={publication} onChange={setPublication} disabled={pending} />
      <EmailField send={send} ticked={ticked} onTickedChange={setEmailTicked} status={publication.status} disabled={pending} />
      {fileType === null ? (
        <MarkdownEditor
          id={textId}
          label="Text Content"
          name="contentText"
          limit={LIMITS.itemText}
          value={fields.contentText}
          onChange={(contentText) => patch({ contentText })}
          hint="Markdown supported (headings, lists, links, tables, images); every line break is kept."
        />
      ) : (
        <FileField
          label={`${MEDIA_TYPE_LABEL[fileType]} file`}
          accept={ACCEPT_ATTRIBUTE[fileType]}
          file={file}
          onChange={setFile}
          required={fileRequired}
          disabled={pending}
          hint={
            keepsCurrentFile || (category === "briefing" && file) ? (
              <>
                {keepsCurrentFile ? (
                  <>
                    {editing?.file && editing.fileUrl ? (
                      <p>
                        Current file: <StoredFile file={editing.file} href={editing.fileUrl} />
                      </p>
                    ) : null}
                    <p>Choose a new file only to replace it.</p>
                  </>
                ) : null}
                {/* Briefing audio and video are in the podcast feeds; After-Action items are not. */}
                {category === "briefing" ? <FeedNote file={file} /> : null}
              </>
            ) : undefined
          }
        />
      )}
      {takesTranscript(fields.mediaType) ? (
        <TranscriptField
          current={editing?.transcript && editing.transcriptUrl ? { file: editing.transcript, url: editing.transcriptUrl } : null}
          choice={transcript}
          onChange={setTranscript}
          disabled={pending}
        />
      ) : null}
      {progress.progress ? <UploadProgress progress={progress.progress} /> : null}
      <FormActions
        submitLabel={editing ? "Update Item" : "Create Item"}
        pendingLabel="Saving..."
        pending={pending}
        {...(editing ? { cancelLabel: "Cancel", onCancel } : {})}
      />
    </form>
  );
}
