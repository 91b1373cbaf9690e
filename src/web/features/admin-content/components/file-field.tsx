import { useEffect, useId, useRef, type ReactNode } from "react";

import { fieldClasses } from "../../../components/ui/field-styles.js";
import { Label } from "../../../components/ui/label.js";
import { cn } from "../../../lib/cn.js";
import { formatBytes } from "../../../lib/format.js";

export interface FileFieldProps {
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  disabled?: boolean;
  /** A line under the input, e.g. the current file's path. */
  hint?: ReactNode;
  /** The input's name ("file" unless the form has a second file input). */
  name?: string;
}

/** A labelled file input whose value the form owns: setting `file` to null clears the input. */
export function FileField({ label, accept, file, onChange, required = false, disabled, hint, name = "file" }: FileFieldProps) {
  const id = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        disabled={disabled}
        aria-describedby={hint || file ? hintId : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={cn(
          fieldClasses({ textSize: "sm" }),
          "min-w-0 cursor-pointer file:mr-3 file:cursor-pointer file:rounded-sm file:border-0 file:bg-surface-raised file:px-3 file:py-1.5 file:font-display file:font-bold file:tracking-wider file:text-foreground file:uppercase hover:file:text-accent",
        )}
      />
      {hint || file ? (
        <div id={hintId} className="flex flex-col gap-1 text-sm text-muted [overflow-wrap:anywhere]">
          {file ? (
            <p>
              Selected: {file.name} ({formatBytes(file.size)})
            </p>
          ) : null}
          {hint}
        </div>
      ) : null}
    </div>
  );
}
