import { useId } from "react";

import { Label } from "./label.js";
import { Switch } from "./switch.js";

/** A labelled two-state switch with its hint under the label (the hint is the switch's description). */
export function SwitchField({
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean | undefined;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} aria-describedby={hintId} className="mt-0.5" />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
