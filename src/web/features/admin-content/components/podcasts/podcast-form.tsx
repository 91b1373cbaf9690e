import { useMemo, useRef, useState, type FormEvent } from "react";

import { ACCEPT_ATTRIBUTE, MISSING_PODCAST_FIELDS, podcastFieldsSchema } from "../../../../../shared/admin.js";
import type { AdminAuthor } from "../../../../../shared/authors.js";
import type { Podcast } from "../../../../../shared/content.js";
import { firstIssue, reportAction, toastError } from "../../../../lib/feedback.js";
import { toast } from "../../../../lib/use-toast.js";
import type { usePodcastsAdmin } from "../../api.js";
import { authorInput } from "../../lib/author.js";
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
import { MembersToggle } from "../members-toggle.js";
import { PublicationField } from "../publication-field.js";
import { StaleEditNotice, useStaleEdit } from "../stale-edit-notice.js";
import { StoredFile } from "../stored-file.js";
import { TagsField } from "../tags-field.js";
import { TitleFields } from "../title-fields.js";
import { NO_TRANSCRIPT_CHOICE, TranscriptField } from "../transcript-field.js";
import { UploadProgress } from "../upload-progress.js";

const UPLOAD_WORDING = { success: "Podcast uploaded successfully!", errorTitle: "Upload Error" };
const UPDATE_WORDING = { success: "Episode updated successfully!", errorTitle: "Update Error" };

export interface PodcastFormProps {
  /** The guest authors a byline may name (the tab reads them); undefined while they load, or in a form shown alone. */
  authors?: readonly AdminAuthor[] | undefined;
  /** The episode being edited, or null to upload a new one. */
  editing: Podcast | null;
  save: ReturnType<typeof usePodcastsAdmin>["save"];
  /** Whether the edited episode was e-mailed (useKnownSend); a new one never was. */
  recordSend?: KnownSend;
  onSaved: () => void;
  onCancel: () => void;
  /** After a save refused over a newer one: reopens the form on the episode as it is now. */
  onLoadLatest?: (() => void) | undefined;
}

/**
 * "Upload New Podcast": title, description, members-only flag, the audio
 * file and an optional transcript, sent with a progress bar. In edit mode
 * (issue 17) the audio is optional and replaces the current one; the buttons
 * read "Update Episode" and "Cancel", as posts and items have them.
 */
export function PodcastForm({ editing, save, recordSend, onSaved, onCancel, onLoadLatest, authors }: PodcastFormProps) {
  const [fields, setFields] = useState({
    title: editing?.title ?? "",
    description: editing?.description ?? "",
    isMembersOnly: editing?.isMembersOnly ?? false,
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
  const pending = save.isPending;
  const wording = editing ? UPDATE_WORDING : UPLOAD_WORDING;
  /** The revision the form stands on (issue 30): a save over a newer one is refused, and kept in History. */
  const base = useRef(editing?.revision);
  // The words are copied on this device until saved; the files cannot be, and a multipart form is not autosaved.
  const words = useMemo(() => ({ title: fields.title, description: fields.description }), [fields.title, fields.description]);
  const local = useLocalCopy(localCopyKey("episode", editing?.id), words, { baseRevision: () => base.current });
  const { stale, noteStale } = useStaleEdit();
  const restoreCopy = () => {
    const copy = local.restore();
    if (copy) patch(copy);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.title.trim() || (!file && !editing)) {
      toast({ variant: "destructive", title: MISSING_PODCAST_FIELDS });
      return;
    }
    const sent = publicationToSend(publication);
    if (!sent) return;
    // The multipart body carries status, publishAt and sendEmail as text fields (multipartBody leaves out a missing one).
    const parsed = podcastFieldsSchema.safeParse({
      ...fields,
      ...coverInput(cover),
      ...authorInput(author),
      ...sent,
      ...sendEmailField(send, ticked),
      removeTranscript: transcript.remove,
      baseRevision: base.current,
    });
    if (!parsed.success) {
      toastError(wording.errorTitle, firstIssue(parsed.error));
      return;
    }
    progress.start();
    const ok = await reportAction(async () => {
      const episode = await save
        .mutateAsync({
          id: editing?.id ?? null,
          fields: parsed.data,
          file,
          transcript: transcript.file,
          onProgress: progress.onProgress,
        })
        .catch(noteStale);
      base.current = episode.revision ?? base.current;
      local.saved(words);
    }, wording);
    progress.clear();
    if (ok) onSaved();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {local.offer ? <LocalCopyOffer offer={local.offer} noun="episode" onRestore={restoreCopy} onDiscard={local.discard} /> : null}
      {onLoadLatest && stale ? <StaleEditNotice noun="episode" onLoadLatest={onLoadLatest} /> : null}
      <TitleFields title={fields.title} description={{ value: fields.description, rows: 4 }} autoFocus={editing !== null} onChange={patch} />
      <CoverField url={cover.url} onChange={(url) => setCover({ url, changed: true })} disabled={pending} />
      <TagsField tags={fields.tags} onChange={(tags) => patch({ tags })} disabled={pending} />
      <AuthorField value={author.value} onChange={(value) => setAuthor({ value, changed: true })} authors={authors} disabled={pending} />
      <MembersToggle checked={fields.isMembersOnly} onCheckedChange={(isMembersOnly) => patch({ isMembersOnly })} />
      <PublicationField choice={publication} onChange={setPublication} disabled={pending} />
      <EmailField send={send} ticked={ticked} onTickedChange={setEmailTicked} status={publication.status} disabled={pending} />
      <FileField
        label="Audio file (MP3, WAV or M4A)"
        accept={ACCEPT_ATTRIBUTE.audio}
        file={file}
        onChange={setFile}
        required={!editing}
        disabled={pending}
        hint={
          editing?.file || file ? (
            <>
              {editing?.file ? (
                <>
                  <p>
                    Current file: <StoredFile file={editing.file} href={editing.audioUrl} />
                  </p>
                  <p>Choose a new file only to replace it.</p>
                </>
              ) : null}
              <FeedNote file={file} />
            </>
          ) : undefined
        }
      />
      <TranscriptField
        current={editing?.transcript && editing.transcriptUrl ? { file: editing.transcript, url: editing.transcriptUrl } : null}
        choice={transcript}
        onChange={setTranscript}
        disabled={pending}
      />
      {progress.progress ? <UploadProgress progress={progress.progress} /> : null}
      <FormActions
        submitLabel={editing ? "Update Episode" : "Upload Podcast"}
        pendingLabel={editing ? "Saving..." : "Uploading..."}
        pending={pending}
        {...(editing ? { cancelLabel: "Cancel", onCancel } : {})}
      />
    </form>
  );
}
