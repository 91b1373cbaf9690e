import { Settings2, Users } from "lucide-react";
import { Fragment, useId, useState } from "react";

import type { Org, Person } from "../../../../shared/orgs.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { LoadMore } from "../../../components/ui/load-more.js";
import { SearchField } from "../../../components/ui/search-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { useOrgActions, usePeople } from "../api.js";
import { ROLE_LABELS, unitName } from "../lib/labels.js";
import { useSettled } from "../lib/use-settled.js";
import { OrgSection } from "./org-section.js";
import { PersonEditor } from "./person-editor.js";
import { UnitSelect } from "./selects.js";

function PersonCell({ person }: { person: Person }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-semibold [overflow-wrap:anywhere] text-foreground">{person.name || person.email}</span>
      <span className="text-xs [overflow-wrap:anywhere] text-muted">{person.email}</span>
    </div>
  );
}

/**
 * The people an owner (all) or a supervisor (their units') sees, by name:
 * search, a unit filter, "Load more". Owners open a person to change their
 * role, unit and supervised units, or remove them; supervisors only read.
 */
export function PeopleSection({ org, manage }: { org: Org; manage: boolean }) {
  const id = useId();
  const [text, setText] = useState("");
  const [unitId, setUnitId] = useState("");
  const q = useSettled(text);
  const list = usePeople(org.id, { q, unitId });
  useErrorToast("Error fetching people", list);
  const actions = useOrgActions(org.id);
  const [open, setOpen] = useState<string | null>(null);
  const columns = manage ? 4 : 3;
  const supervised = (person: Person) => person.supervisedUnitIds.map((u) => unitName(org.units, u)).join(", ");

  return (
    <OrgSection
      id="people"
      title="People"
      description={manage ? "Everyone in the organisation, by name." : "The people of the units you supervise, by name. Only owners change them."}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchField label="Search by name or e-mail" value={text} onChange={setText} className="sm:flex-1" />
        <div className="mb-6 sm:w-56">
          <UnitSelect label="Unit" units={org.units} value={unitId} onChange={setUnitId} noneLabel="All units" />
        </div>
      </div>
      {list.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Users}>{q || unitId ? "No one matches." : "No people yet."}</EmptyState>
      ) : (
        <div>
          <table className="w-full table-fixed text-left">
            <caption className="sr-only">{`People of ${org.name}, by name`}</caption>
            <thead>
              <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
                <th scope="col" className="py-3 pr-4 font-semibold">
                  Person
                </th>
                <th scope="col" className="w-28 py-3 pr-4 font-semibold sm:w-36">
                  Role
                </th>
                <th scope="col" className="hidden py-3 pr-4 font-semibold sm:table-cell">
                  Unit
                </th>
                {manage ? (
                  <th scope="col" className="w-12 py-3 font-semibold sm:w-28">
                    <span className="sr-only">Change</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {list.items.map((person) => {
                const editing = open === person.userId;
                const who = person.name || person.email;
                return (
                  <Fragment key={person.userId}>
                    <tr className="border-b border-border align-top last:border-0">
                      <td className="py-3 pr-4 text-sm">
                        <PersonCell person={person} />
                        {/* The unit column is hidden on a phone: the unit goes under the name. */}
                        <span className="text-xs [overflow-wrap:anywhere] text-muted sm:hidden">{unitName(org.units, person.unitId)}</span>
                      </td>
                      <td className="py-3 pr-4 text-sm">
                        <Badge tone={person.role === "member" ? "neutral" : "accent"}>{ROLE_LABELS[person.role].toUpperCase()}</Badge>
                        {person.role === "supervisor" && person.supervisedUnitIds.length > 0 ? (
                          <span className="mt-1 block text-xs [overflow-wrap:anywhere] text-muted">{`Supervises ${supervised(person)}`}</span>
                        ) : null}
                      </td>
                      <td className="hidden py-3 pr-4 text-sm [overflow-wrap:anywhere] text-foreground sm:table-cell">
                        {unitName(org.units, person.unitId)}
                        <span className="block text-xs text-muted">{`Joined ${formatDate(person.joinedAt, "short")}`}</span>
                      </td>
                      {manage ? (
                        <td className="py-3 text-right">
                          <Button
                            variant="quiet"
                            size="sm"
                            aria-expanded={editing}
                            aria-controls={editing ? `${id}-edit-${person.userId}` : undefined}
                            aria-label={`Change ${who}`}
                            onClick={() => setOpen(editing ? null : person.userId)}
                          >
                            <Settings2 aria-hidden="true" />
                            <span className="hidden sm:inline">Change</span>
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                    {editing ? (
                      <tr id={`${id}-edit-${person.userId}`} className="border-b border-border">
                        <td colSpan={columns} className="pb-4">
                          <PersonEditor org={org} person={person} actions={actions} onDone={() => setOpen(null)} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
          <LoadMore list={list} className="py-4" />
        </div>
      )}
    </OrgSection>
  );
}
