import { Boxes, Pencil, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";

import { UNIT_NAME_MAX, type Org, type Unit } from "../../../../shared/orgs.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { FormField } from "../../../components/ui/form-field.js";
import { reportAction } from "../../../lib/feedback.js";
import { useOrgActions } from "../api.js";
import { peopleCount } from "../lib/labels.js";
import { OrgSection } from "./org-section.js";

type Actions = ReturnType<typeof useOrgActions>;

/** A one-field form sent through `run`; on success the field goes back to `initial`, on a refusal it keeps its text. */
function useNameForm(initial: string, run: (name: string) => Promise<boolean>) {
  const [name, setName] = useState(initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(name.trim()).then((ok) => ok && setName(initial));
  };
  return { name, setName, onSubmit };
}

function UnitRow({ unit, actions }: { unit: Unit; actions: Actions }) {
  const [editing, setEditing] = useState(false);
  const rename = useNameForm(unit.name, async (name) => {
    const ok = await reportAction(() => actions.renameUnit.mutateAsync({ unitId: unit.id, name }), {
      success: "Unit renamed",
      errorTitle: "Error renaming unit",
    });
    if (ok) setEditing(false);
    return ok;
  });
  // The mutation is the whole table's: this row waits only on its own rename.
  const renaming = actions.renameUnit.isPending && actions.renameUnit.variables.unitId === unit.id;
  return (
    <tr className="border-b border-border align-top last:border-0">
      <th scope="row" className="py-3 pr-4 text-left text-sm font-normal [overflow-wrap:anywhere] text-foreground">
        {editing ? (
          <form onSubmit={rename.onSubmit} className="flex flex-col gap-2">
            <FormField
              label={`New name for ${unit.name}`}
              value={rename.name}
              onChange={(event) => rename.setName(event.target.value)}
              required
              limit={UNIT_NAME_MAX}
              autoFocus
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={renaming}>
                {renaming ? "Saving..." : "Save"}
              </Button>
              <Button variant="quiet" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          unit.name
        )}
      </th>
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-muted tabular-nums">{peopleCount(unit.people)}</td>
      <td className="py-3 text-right">
        <div className="flex flex-wrap justify-end gap-1">
          {editing ? null : (
            <Button variant="quiet" size="sm" onClick={() => setEditing(true)} aria-label={`Rename ${unit.name}`}>
              <Pencil aria-hidden="true" />
              Rename
            </Button>
          )}
          <ConfirmDialog
            title={`Delete ${unit.name}?`}
            question="Are you sure you want to delete this unit? Its people stay in the organisation, without a unit."
            onConfirm={() => reportAction(() => actions.deleteUnit.mutateAsync(unit.id), { success: "Unit deleted", errorTitle: "Error deleting unit" })}
            trigger={
              <Button variant="ghostDestructive" size="sm" aria-label={`Delete ${unit.name}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
          />
        </div>
      </td>
    </tr>
  );
}

/** Owners' units: add, rename, delete, with how many people each has. */
export function UnitsSection({ org }: { org: Org }) {
  const actions = useOrgActions(org.id);
  const add = useNameForm("", (name) =>
    reportAction(() => actions.addUnit.mutateAsync(name), { success: `Unit “${name}” added`, errorTitle: "Error adding unit" }),
  );
  return (
    <OrgSection id="units" title="Units" description="Divisions, squads or teams: people belong to one, supervisors lead one or more.">
      {org.units.length === 0 ? (
        <p className="text-sm text-muted">No units yet.</p>
      ) : (
        <table className="w-full table-fixed text-left">
          <caption className="sr-only">Units and their people</caption>
          <thead>
            <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
              <th scope="col" className="py-3 pr-4 font-semibold">
                Unit
              </th>
              <th scope="col" className="w-24 py-3 pr-4 font-semibold">
                People
              </th>
              <th scope="col" className="w-28 py-3 font-semibold sm:w-56">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {org.units.map((unit) => (
              <UnitRow key={unit.id} unit={unit} actions={actions} />
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={add.onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label="New unit" value={add.name} onChange={(event) => add.setName(event.target.value)} required limit={UNIT_NAME_MAX} />
        </div>
        <Button type="submit" disabled={actions.addUnit.isPending} className="self-start sm:self-auto">
          <Boxes aria-hidden="true" />
          {actions.addUnit.isPending ? "Adding..." : "Add unit"}
        </Button>
      </form>
    </OrgSection>
  );
}
