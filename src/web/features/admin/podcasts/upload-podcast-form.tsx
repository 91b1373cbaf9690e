import { useState, type FormEvent } from "react";
import { ACCEPT_ATTRIBUTE, MISSING_PODCAST_FIELDS, podcastFieldsSchema } from "../../../../shared/admin.js";
import { toast } from "../../../lib/use-toast.js";
import type { usePodcastsAdmin } from "../api/podcasts.js";
import { FileField } from "../components/file-field.js";
import { FormActions } from "../components/form-actions.js";
import { MembersToggle } from "../components/members-toggle.js";
import { TitleFields } from "../components/title-fields.js";
import { UploadProgress } from "../components/upload-progress.js";
import { firstIssue, reportWrite, toastError } from "../lib/feedback.js";
import { useUploadProgress } from "../lib/use-upload-progress.js";

const EMPTY = { title: "", description: "", isMembersOnly: false };

/** "Upload New Podcast": title, description, members-only flag and the audio file, sent with a progress bar. */
export function UploadPodcastForm({ upload }: { upload: ReturnType<typeof usePodcastsAdmin>["upload"] }) {
  const [fields, setFields] = useState(EMPTY);
  const patch = (change: Partial<typeof fields>) => setFields((current) => ({ ...current, ...change }));
  const [file, setFile] = useState<File | null>(null);
  const progress = useUploadProgress();
  const pending = upload.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.title.trim() || !file) {
      toast({ variant: "destructive", title: MISSING_PODCAST_FIELDS });
      return;
    }
    const parsed = podcastFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      toastError("Upload Error", firstIssue(parsed.error));
      return;
    }
    progress.start();
    const ok = await reportWrite(() => upload.mutateAsync({ ...parsed.data, file, onProgress: progress.onProgress }), {
      success: "Podcast uploaded successfully!",
      errorTitle: "Upload Error",
    });
    progress.clear();
    if (ok) {
      setFields(EMPTY);
      setFile(null);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TitleFields title={fields.title} description={{ value: fields.description, rows: 4 }} onChange={patch} />
      <MembersToggle checked={fields.isMembersOnly} onCheckedChange={(isMembersOnly) => patch({ isMembersOnly })} />
      <FileField label="Audio file (MP3, WAV or M4A)" accept={ACCEPT_ATTRIBUTE.audio} file={file} onChange={setFile} required disabled={pending} />
      {progress.progress ? <UploadProgress progress={progress.progress} /> : null}
      <FormActions submitLabel="Upload Podcast" pendingLabel="Uploading..." pending={pending} />
    </form>
  );
}
