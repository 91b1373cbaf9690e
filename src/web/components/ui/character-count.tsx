import { cn } from "../../lib/cn.js";

/** From this share of the limit on, the count is shown: most text never comes near it. */
const SHOWN_FROM = 0.8;

/**
 * How much room a text field has left, under the field (its id is the
 * field's `aria-describedby`). Fields do not cut what is typed or pasted at
 * the limit (a `maxlength` does, without a word): past it the count says by
 * how much, and the form's check refuses it with a message.
 */
export function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  if (length < limit * SHOWN_FROM) return null;
  const over = length - limit;
  return (
    <p id={id} className={cn("text-sm", over > 0 ? "font-semibold text-destructive" : "text-muted")}>
      {over > 0
        ? `${over.toLocaleString("en-US")} ${over === 1 ? "character" : "characters"} too many`
        : `${(limit - length).toLocaleString("en-US")} of ${limit.toLocaleString("en-US")} characters left`}
    </p>
  );
}

/** The props a field with a limit adds: described by its count, invalid past the limit. */
export function countedFieldProps(id: string, length: number, limit: number, describedBy?: string) {
  const shown = length >= limit * SHOWN_FROM;
  const ids = [describedBy, shown ? `${id}-count` : undefined].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, ...(length > limit ? { "aria-invalid": true } : {}) };
}
