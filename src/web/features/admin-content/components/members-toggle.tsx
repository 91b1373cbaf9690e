import { useId } from "react";

import { Label } from "../../../components/ui/label.js";
import { Switch } from "../../../components/ui/switch.js";

/** The members-only flag: a labelled two-state switch, off by default. */
export function MembersToggle({ checked, onCheckedChange, disabled }: { checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} aria-describedby={hintId} className="mt-0.5" />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          Members only
        </Label>
        <p id={hintId} className="text-sm text-muted">
          Visitors see the title and a lock panel instead of the content.
        </p>
      </div>
    </div>
  );
}
