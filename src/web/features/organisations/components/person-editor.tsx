import { Save, UserMinus } from "lucide-react";
import { useState, type FormEvent } from "react";

import type { Org, OrgRole, Person } from "../../../../shared/orgs.js";
import { Button } from "../../../components/ui/button.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { reportAction } from "../../../lib/feedback.js";
import type { useOrgActions } from "../api.js";
import { RoleSelect, UnitSelect } from "./selects.js";

/**
 * An owner's changes to one person: role, unit, and a supervisor's units;
 * and removing them. What was chosen stays when the server refuses.
 */
export function PersonEditor({ org, person, actions, onDone }: { org: Org; person: Person; actions: ReturnType<typeof useOrgActions>; onDone: () => void }) {
  const [role, setRole] = useState<OrgRole>(person.role);
  const [unitId, setUnitId] = useState(person.unitId ?? "");
  const [supervised, setSupervised] = useState<string[]>(person.supervisedUnitIds);
  // The mutation is the whole list's: this editor waits only on its own person's change.
  const pending = actions.updatePerson.isPending && actions.updatePerson.variables.userId === person.userId;
  const who = person.name || person.email;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const change = { role, unitId: unitId || null, ...(role === "supervisor" ? { supervisedUnitIds: supervised } : {}) };
    void reportAction(() => actions.updatePerson.mutateAsync({ userId: person.userId, change }), {
      success: `${who} updated`,
      errorTitle: "Error updating person",
    }).then((ok) => ok && onDone());
  };

  return (
    <form onSubmit={save} aria-label={`Change ${who}`} className="flex flex-col gap-4 rounded-sm border border-accent/40 bg-background p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <RoleSelect value={role} onChange={setRole} />
        <UnitSelect label="Unit" units={org.units} value={unitId} onChange={setUnitId} />
      </div>
      {role === "supervisor" ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-foreground">Supervises</legend>
          {org.units.length === 0 ? <p className="text-sm text-muted">Add a unit first.</p> : null}
          {org.units.map((unit) => (
            <CheckboxField
              key={unit.id}
              label={unit.name}
              checked={supervised.includes(unit.id)}
              onChange={(event) => setSupervised((now) => (event.target.checked ? [...now, unit.id] : now.filter((u) => u !== unit.id)))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          <Save aria-hidden="true" />
          {pending ? "Saving..." : "Save changes"}
        </Button>
        <Button variant="quiet" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <ConfirmDialog
          title={`Remove ${who}?`}
          question="Are you sure you want to remove this person from the organisation? Their account and their own progress stay."
          confirmLabel="Remove"
          pendingLabel="Removing..."
          onConfirm={() =>
            reportAction(() => actions.removePerson.mutateAsync(person.userId), { success: `${who} removed`, errorTitle: "Error removing person" })
          }
          trigger={
            <Button variant="ghostDestructive" size="sm">
              <UserMinus aria-hidden="true" />
              Remove from organisation
            </Button>
          }
        />
      </div>
    </form>
  );
}
