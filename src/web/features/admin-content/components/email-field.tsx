import { Mail } from "lucide-react";
import { useId } from "react";

import type { ContentStatus } from "../../../../shared/publishing.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { EMAIL_LABEL, emailNote, offersEmail, type KnownSend } from "../lib/send-email.js";

export interface EmailFieldProps {
  send: KnownSend;
  ticked: boolean;
  onTickedChange: (ticked: boolean) => void;
  /** The publication the form will save: what a tick does depends on it. */
  status: ContentStatus;
  disabled?: boolean;
}

/**
 * "Email it to newsletter subscribers", beside the publication choice; once
 * the record was e-mailed (or is being), a line saying so in its place. The
 * line under the box is its description, so it is read with it.
 */
export function EmailField({ send, ticked, onTickedChange, status, disabled }: EmailFieldProps) {
  const noteId = useId();
  const note = emailNote(send, ticked, status);
  if (!offersEmail(send))
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Mail aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {note}
      </p>
    );
  return (
    <div className="flex flex-col gap-1">
      <CheckboxField
        label={EMAIL_LABEL}
        name="sendEmail"
        checked={ticked}
        disabled={disabled}
        onChange={(event) => onTickedChange(event.target.checked)}
        {...(note ? { "aria-describedby": noteId } : {})}
      />
      {note ? (
        <p id={noteId} className="pl-8 text-sm text-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
