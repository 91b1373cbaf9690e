import { useId } from "react";

import type { ContentStatus } from "../../../../shared/publishing.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { browserTimeZone, type PublicationChoice } from "../lib/publication.js";

const OPTIONS: { status: ContentStatus; label: string }[] = [
  { status: "published", label: "Publish now" },
  { status: "draft", label: "Save as draft" },
  { status: "scheduled", label: "Schedule" },
];

export interface PublicationFieldProps {
  choice: PublicationChoice;
  onChange: (choice: PublicationChoice) => void;
  disabled?: boolean;
}

/**
 * "Publish": now, as a draft, or at a time (issue 30). Native radios in a
 * fieldset, so the group is announced with its legend and arrow keys move
 * between options; "Schedule" adds the release time, in the admin's zone.
 */
export function PublicationField({ choice, onChange, disabled }: PublicationFieldProps) {
  const name = useId();
  const timeId = useId();
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-foreground">Publish</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {OPTIONS.map((option) => {
          const id = `${name}-${option.status}`;
          return (
            <div key={option.status} className="flex items-center gap-2">
              <input
                id={id}
                type="radio"
                name={name}
                value={option.status}
                checked={choice.status === option.status}
                onChange={() => onChange({ ...choice, status: option.status })}
                className="size-5 shrink-0 cursor-pointer accent-[var(--color-accent)]"
              />
              <label htmlFor={id} className="cursor-pointer text-sm text-foreground">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {choice.status === "scheduled" ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={timeId}>Release time</Label>
          <Input
            id={timeId}
            type="datetime-local"
            required
            aria-describedby={hintId}
            value={choice.localTime}
            onChange={(event) => onChange({ ...choice, localTime: event.target.value })}
            className="sm:max-w-xs"
          />
          <p id={hintId} className="text-sm text-muted">
            In your time zone ({browserTimeZone()}). It goes live then; until then only admins see it.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
