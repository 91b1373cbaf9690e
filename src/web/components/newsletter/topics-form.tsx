import { useState, type FormEvent, type ReactNode } from "react";

import { NEWSLETTER_TOPIC_LABELS, NEWSLETTER_TOPICS, type NewsletterPreferences } from "../../../shared/newsletter.js";
import { Button } from "../ui/button.js";
import { CheckboxField } from "../ui/checkbox-field.js";

interface TopicsFormProps {
  /** What the server holds now: the switches start from it, and start again when it changes (a save, another tab's save read again). */
  initial: NewsletterPreferences;
  /** Save shows "Saving..." and is disabled. */
  saving: boolean;
  /** Save is disabled (another action on the subscription is under way). */
  disabled?: boolean;
  onSave: (preferences: NewsletterPreferences) => void;
  /** Beside Save, e.g. Unsubscribe. */
  actions?: ReactNode;
}

/** The five newsletter topics as labelled checkboxes, in the contract's order, and Save. */
export function TopicsForm({ initial, saving, disabled = false, onSave, actions }: TopicsFormProps) {
  const [chosen, setChosen] = useState(initial);
  // Followed during render, not by remounting the form, which would take the focus off Save.
  const [seen, setSeen] = useState(initial);
  if (NEWSLETTER_TOPICS.some((topic) => seen[topic] !== initial[topic])) {
    setSeen(initial);
    setChosen(initial);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(chosen);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-foreground">What you get</legend>
        {NEWSLETTER_TOPICS.map((topic) => (
          <CheckboxField
            key={topic}
            name={topic}
            label={NEWSLETTER_TOPIC_LABELS[topic]}
            checked={chosen[topic]}
            onChange={(event) => setChosen((current) => ({ ...current, [topic]: event.target.checked }))}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving || disabled}>
          {saving ? "Saving..." : "Save"}
        </Button>
        {actions}
      </div>
    </form>
  );
}
