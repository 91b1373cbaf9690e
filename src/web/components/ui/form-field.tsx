import { useId, type ComponentProps } from "react";

import { CharacterCount, countedFieldProps } from "./character-count.js";
import { Input } from "./input.js";
import { Label } from "./label.js";
import { Textarea } from "./textarea.js";

type FieldProps = {
  label: string;
  /** The most characters the value may have (a controlled field): counted under it near the limit, never cut (character-count.tsx). */
  limit?: number;
} & (({ multiline?: false } & ComponentProps<"input">) | ({ multiline: true } & ComponentProps<"textarea">));

/** A label and its input (or text area), tied together by a generated id. */
export function FormField({ label, limit, ...props }: FieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const length = typeof props.value === "string" ? props.value.length : 0;
  const counted = limit === undefined ? {} : countedFieldProps(id, length, limit, props["aria-describedby"]);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {props.multiline ? <Textarea {...withoutMultiline(props)} {...counted} id={id} /> : <Input {...withoutMultiline(props)} {...counted} id={id} />}
      {limit === undefined ? null : <CharacterCount id={`${id}-count`} length={length} limit={limit} />}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, "multiline"> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
