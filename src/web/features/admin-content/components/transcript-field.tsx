import type { StoredFileInfo } from "../../../../shared/content.js";
import { TRANSCRIPT_ACCEPT_ATTRIBUTE } from "../../../../shared/transcript.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { FileField } from "./file-field.js";
import { StoredFile } from "./stored-file.js";

/** The form's transcript choice: a new file replaces the current one; `remove` drops it. */
export interface TranscriptChoice {
  file: File | null;
  remove: boolean;
}

export const NO_TRANSCRIPT_CHOICE: TranscriptChoice = { file: null, remove: false };

export interface TranscriptFieldProps {
  /** What the record has now (its original file name and size) and where it is read, or null. */
  current: { file: StoredFileInfo; url: string } | null;
  choice: TranscriptChoice;
  onChange: (choice: TranscriptChoice) => void;
  disabled?: boolean;
}

/**
 * An optional WebVTT or SRT file (issue 14): captions for a video, a
 * read-along transcript for audio. An edit shows the current file's own name
 * and can replace it or remove it.
 */
export function TranscriptField({ current, choice, onChange, disabled }: TranscriptFieldProps) {
  return (
    <FileField
      label="Transcript (WebVTT or SRT, optional)"
      accept={TRANSCRIPT_ACCEPT_ATTRIBUTE}
      file={choice.file}
      onChange={(file) => onChange({ file, remove: false })}
      disabled={disabled}
      name="transcript"
      hint={
        <>
          <p>Shown as captions on video and as a transcript under audio players; UTF-8 text up to 1 MB.</p>
          {current ? (
            <>
              <p>
                Current transcript: <StoredFile file={current.file} href={current.url} />
              </p>
              {choice.file ? null : (
                <CheckboxField
                  label="Remove the current transcript"
                  checked={choice.remove}
                  onChange={(event) => onChange({ file: null, remove: event.target.checked })}
                  disabled={disabled}
                />
              )}
            </>
          ) : null}
        </>
      }
    />
  );
}
