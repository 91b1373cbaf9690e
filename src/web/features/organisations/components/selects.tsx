import { useId } from "react";

import { ORG_ROLES, type OrgRole, type Unit } from "../../../../shared/orgs.js";
import { Label } from "../../../components/ui/label.js";
import { NativeSelect } from "../../../components/ui/native-select.js";
import { ROLE_LABELS } from "../lib/labels.js";

/** A labelled choice of one of the organisation's units, or none (`noneLabel`). */
export function UnitSelect({
  label,
  units,
  value,
  onChange,
  noneLabel = "No unit",
}: {
  label: string;
  units: readonly Unit[];
  value: string;
  onChange: (unitId: string) => void;
  noneLabel?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{noneLabel}</option>
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unit.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A labelled choice of owner, supervisor or member. */
export function RoleSelect({ value, onChange }: { value: OrgRole; onChange: (role: OrgRole) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Role</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as OrgRole)}>
        {ORG_ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
