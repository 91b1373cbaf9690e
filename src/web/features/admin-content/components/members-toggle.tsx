import { SwitchField } from "../../../components/ui/switch-field.js";

/** The members-only flag: a labelled two-state switch, off by default. */
export function MembersToggle({ checked, onCheckedChange, disabled }: { checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <SwitchField
      label="Members only"
      hint="Visitors see the title and a lock panel instead of the content."
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
    />
  );
}
