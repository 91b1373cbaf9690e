import { useId } from "react";

import type { AdminAuthor } from "../../../../shared/authors.js";
import { Label } from "../../../components/ui/label.js";
import { NativeSelect } from "../../../components/ui/native-select.js";
import { useCreator } from "../../../lib/creator.js";

/**
 * A record's byline (docs/decisions/113): the creator (the default, "") or
 * one of the guest authors (/admin/authors, read by the form's tab), by id.
 * The form sends it as `authorId` once changed, empty for the creator.
 */
export function AuthorField({
  value,
  onChange,
  authors,
  disabled,
}: {
  value: string;
  onChange: (authorId: string) => void;
  /** The authors to choose from; undefined while they load. */
  authors: readonly AdminAuthor[] | undefined;
  disabled?: boolean | undefined;
}) {
  const id = useId();
  const creator = useCreator();
  const listed = authors ?? [];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Author</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        <option value="">{creator?.name ? `${creator.name} (the creator)` : "The creator"}</option>
        {listed.map((author) => (
          <option key={author.id} value={author.id}>
            {author.name}
          </option>
        ))}
        {/* The record's own author while the list loads, so the choice shows as it is. */}
        {value && !listed.some((author) => author.id === value) ? <option value={value}>{authors ? "An author no longer listed" : "Loading..."}</option> : null}
      </NativeSelect>
    </div>
  );
}
