import { Megaphone } from "lucide-react";
import { useId, useRef, useState } from "react";

import { ANNOUNCEMENT_AUDIENCE_LABELS, ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LIMITS, type AnnouncementAudience } from "../../../../shared/newsletter.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { FormField } from "../../../components/ui/form-field.js";
import { LoadMore } from "../../../components/ui/load-more.js";
import { NativeSelect } from "../../../components/ui/native-select.js";
import { toastError } from "../../../lib/feedback.js";
import { toast } from "../../../lib/use-toast.js";
import { useAnnouncementOrgs, useSendAnnouncement } from "../api.js";

const recipientsText = (n: number) => (n === 1 ? "1 subscriber" : `${n} subscribers`);

/** The organisation an announcement goes to: approved ones, by name, more on request. Required while that audience is chosen. */
function OrgChoice({ orgs, value, onChange }: { orgs: ReturnType<typeof useAnnouncementOrgs>; value: string; onChange: (orgId: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-foreground">
        Organisation
      </label>
      <div className="flex max-w-md flex-col items-start gap-2">
        <NativeSelect id={id} required value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{orgs.isPending ? "Loading organisations..." : "Choose an organisation"}</option>
          {orgs.items.map((org) => (
            <option key={org.id} value={org.id}>
              {org.name} ({org.people === 1 ? "1 person" : `${org.people} people`})
            </option>
          ))}
        </NativeSelect>
        <LoadMore list={orgs} />
      </div>
      {orgs.isSuccess && orgs.items.length === 0 ? <p className="text-sm text-muted">No organisation has been approved yet.</p> : null}
    </div>
  );
}

/**
 * A one-off e-mail to the list (issue 31): subject, markdown message and who
 * it goes to. The browser checks the fields first; a confirmation asks before
 * anything goes out, since a sent e-mail cannot be taken back. On a refusal
 * every field keeps what was typed.
 */
export function AnnouncementForm() {
  const form = useRef<HTMLFormElement>(null);
  const audienceName = useId();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [audience, setAudience] = useState<AnnouncementAudience>("subscribers");
  const [orgId, setOrgId] = useState("");
  const orgs = useAnnouncementOrgs(audience === "organisation");
  const orgName = orgs.items.find((org) => org.id === orgId)?.name;
  const send = useSendAnnouncement();

  const confirm = async () => {
    try {
      const { recipients } = await send.mutateAsync({ subject, body, audience, ...(audience === "organisation" ? { orgId } : {}) });
      toast({ title: "Announcement queued", description: `It goes to ${recipientsText(recipients)} now, at the newsletter's pace.` });
      setSubject("");
      setBody("");
    } catch (error) {
      toastError("Error sending announcement", error);
    }
  };

  return (
    <form ref={form} className="flex max-w-3xl flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <FormField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} required limit={ANNOUNCEMENT_LIMITS.subject} />
      <FormField
        label="Message (Markdown supported)"
        multiline
        rows={8}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        required
        limit={ANNOUNCEMENT_LIMITS.body}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-foreground">Send to</legend>
        {ANNOUNCEMENT_AUDIENCES.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <input
              id={`${audienceName}-${option}`}
              type="radio"
              name={audienceName}
              value={option}
              checked={audience === option}
              onChange={() => setAudience(option)}
              className="size-5 shrink-0 cursor-pointer accent-[var(--color-accent)]"
            />
            <label htmlFor={`${audienceName}-${option}`} className="cursor-pointer text-sm text-foreground">
              {ANNOUNCEMENT_AUDIENCE_LABELS[option]}
            </label>
          </div>
        ))}
      </fieldset>
      {audience === "organisation" ? <OrgChoice orgs={orgs} value={orgId} onChange={setOrgId} /> : null}
      <ConfirmDialog
        title="Send this announcement?"
        question={`“${subject.trim()}” goes to ${audience === "organisation" ? `the people of ${orgName ?? "the organisation"} who take announcements` : ANNOUNCEMENT_AUDIENCE_LABELS[audience].toLowerCase()}, starting now. A sent e-mail cannot be taken back.`}
        confirmLabel="Send"
        pendingLabel="Sending..."
        onConfirm={confirm}
        trigger={
          <Button
            type="button"
            className="self-start"
            // The browser's own checks first: an empty subject or message opens no dialog.
            onClick={(event) => {
              if (!form.current?.reportValidity()) event.preventDefault();
            }}
          >
            <Megaphone aria-hidden="true" />
            Send announcement
          </Button>
        }
      />
    </form>
  );
}
