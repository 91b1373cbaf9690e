import { QueryClientContext } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useContext, useId, useState, type KeyboardEvent } from "react";

import { MAX_TAG_LENGTH, MAX_TAGS, normaliseTag, tagLabel } from "../../../../shared/tag-words.js";
import { TAG_EMPTY, TAG_TOO_LONG, TOO_MANY_TAGS } from "../../../../shared/tags.js";
import { useTags } from "../../../api/tags.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";

/** The tags in use that the record does not carry yet, as the browser's suggestions for the box. */
function TagSuggestions({ id, taken }: { id: string; taken: readonly string[] }) {
  const suggestions = useTags().filter((tag) => !taken.includes(tag));
  return (
    <datalist id={id}>
      {suggestions.map((tag) => (
        <option key={tag} value={tag} />
      ))}
    </datalist>
  );
}

/**
 * A record's tags (docs/decisions/106): each tag a chip with its own Remove
 * button, and one text box that adds what is typed on Enter, a comma or the
 * Add button, normalised as the server will store it. The box suggests the
 * tags already in use (the browser's own list, so keyboards and screen
 * readers get it as they get any). A refused tag is said beside the box and
 * announced; the limits are the server's.
 */
export function TagsField({ tags, onChange, disabled }: { tags: readonly string[]; onChange: (tags: string[]) => void; disabled?: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const hasData = useContext(QueryClientContext) !== undefined;

  const add = () => {
    const added = typed
      .split(",")
      .map((one) => one.trim())
      .filter(Boolean);
    if (added.length === 0) return;
    const next = [...tags];
    for (const one of added) {
      const tag = normaliseTag(one);
      if (!tag) return setProblem(TAG_EMPTY);
      if (tag.length > MAX_TAG_LENGTH) return setProblem(TAG_TOO_LONG);
      if (!next.includes(tag)) next.push(tag);
    }
    if (next.length > MAX_TAGS) return setProblem(TOO_MANY_TAGS);
    setProblem(null);
    setTyped("");
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="text-sm font-semibold text-foreground">Tags</legend>
      {tags.length > 0 ? (
        <ul aria-label="Tags of this record" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-sm border border-border bg-surface pl-2 text-sm">
              {tagLabel(tag)}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove tag ${tagLabel(tag)}`}
                onClick={() => onChange(tags.filter((one) => one !== tag))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Label htmlFor={`${id}-input`}>Add a tag</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-input`}
          list={`${id}-suggestions`}
          value={typed}
          maxLength={MAX_TAG_LENGTH * 4}
          aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ""}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-w-sm flex-1"
        />
        <Button type="button" variant="outline" onClick={add}>
          Add tag
        </Button>
      </div>
      {/* The suggestions are read from the API where the app's data layer is (a form rendered alone, as in its tests, has none to offer). */}
      {hasData ? <TagSuggestions id={`${id}-suggestions`} taken={tags} /> : null}
      <p id={`${id}-help`} className="text-sm text-muted">
        Topics readers can filter by: up to {MAX_TAGS}, each at most {MAX_TAG_LENGTH} characters. Press Enter or a comma to add one.
      </p>
      <p id={`${id}-problem`} role="status" className="text-sm font-semibold text-destructive">
        {problem}
      </p>
    </fieldset>
  );
}
