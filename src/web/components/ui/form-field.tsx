import { useId, type ComponentProps } from "react";

import { Input } from "./input.js";
import { Label } from "./label.js";
import { Textarea } from "./textarea.js";

type FieldProps = { label: string } & (({ multiline?: false } & ComponentProps<"input">) | ({ multiline: true } & ComponentProps<"textarea">));

/** A label and its input (or text area), tied together by a generated id. */
export function FormField({ label, ...props }: FieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {props.multiline ? <Textarea {...withoutMultiline(props)} id={id} /> : <Input {...withoutMultiline(props)} id={id} />}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, "multiline"> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
