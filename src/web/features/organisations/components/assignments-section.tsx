import { Download, Trash2, Users } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import { assignmentApiPaths, type Assignment, type AssignmentKind, type RosterStatus } from "../../../../shared/assignments.js";
import { SEARCH_QUERY_MAX } from "../../../../shared/constants.js";
import type { Org, Person } from "../../../../shared/orgs.js";
import { useAssignableRecords, useAssignmentActions, useOrgAssignments, useRoster } from "../../../api/assignments.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { FormField } from "../../../components/ui/form-field.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { NativeSelect } from "../../../components/ui/native-select.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction, useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePeople } from "../api.js";
import { useSettled } from "../lib/use-settled.js";
import { OrgSection } from "./org-section.js";

// Assignments on the organisation page (issue 33, decision 097): owners and
// site admins assign training and withdraw it; owners and supervisors open
// each assignment's roster (supervisors see their units' people only, as the
// API answers) and download it as CSV.

const KIND_LABELS: Record<AssignmentKind, string> = {
  post: "Field Manual article",
  episode: "Briefing episode",
  item: "After-Action or Briefing item",
  // Done when every published part is (docs/decisions/103).
  series: "Series (every part)",
};
const STATUS_LABELS: Record<RosterStatus, string> = { done: "Done", "in-progress": "In progress", "not-started": "Not started", overdue: "Overdue" };

/** The "Who" choice that assigns to one person (the others: everyone, or a unit's id). */
const ONE_PERSON = "person";

const personLabel = (p: Person) => (p.name ? `${p.name} (${p.email})` : p.email);

/**
 * One of the organisation's people, found by name or e-mail: a labelled
 * search and a labelled native choice of who matches (keyboard and screen
 * reader as the browser makes them), with how many match said politely.
 * The person picked stays a choice while the search changes.
 */
function PersonPicker({ orgId, value, onChange }: { orgId: string; value: string; onChange: (userId: string) => void }) {
  const ids = { search: useId(), person: useId(), status: useId() };
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<Person | null>(null);
  const people = usePeople(orgId, { q: useSettled(text), unitId: "" });
  useErrorToast("Error fetching people", people);
  const options = picked && !people.items.some((p) => p.userId === picked.userId) ? [picked, ...people.items] : people.items;
  const status = people.isPending
    ? "Loading people..."
    : people.items.length === 0
      ? "No one matches."
      : `${people.items.length}${people.hasNextPage ? "+" : ""} ${people.items.length === 1 ? "person matches" : "people match"}${people.hasNextPage ? "; type more of a name to narrow the list" : ""}.`;
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.search}>Find a person</Label>
        <Input
          id={ids.search}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          placeholder="Name or e-mail"
          aria-describedby={ids.status}
        />
        <p id={ids.status} aria-live="polite" className="text-xs text-muted">
          {status}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.person}>Person</Label>
        <NativeSelect
          id={ids.person}
          value={value}
          required
          onChange={(event) => {
            setPicked(options.find((p) => p.userId === event.target.value) ?? null);
            onChange(event.target.value);
          }}
        >
          <option value="">Choose a person</option>
          {options.map((p) => (
            <option key={p.userId} value={p.userId}>
              {personLabel(p)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function AssignForm({ org }: { org: Org }) {
  const { create } = useAssignmentActions(org.id);
  const [kind, setKind] = useState<AssignmentKind>("post");
  const records = useAssignableRecords(kind);
  const [recordId, setRecordId] = useState("");
  const [dueAt, setDueAt] = useState("");
  const [hours, setHours] = useState("");
  const [who, setWho] = useState("");
  const [userId, setUserId] = useState("");
  const ids = { kind: useId(), record: useId(), unit: useId() };
  const chosen = recordId || records.data?.[0]?.id || "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reportAction(
      () =>
        create.mutateAsync({
          kind,
          recordId: chosen,
          dueAt: new Date(dueAt).toISOString(),
          ...(hours ? { hours: Number(hours) } : {}),
          ...(who === ONE_PERSON ? { userId } : who ? { unitId: who } : {}),
        }),
      { success: "Training assigned", errorTitle: "Error assigning training" },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Assign training">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.kind}>What</Label>
        <NativeSelect
          id={ids.kind}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as AssignmentKind);
            setRecordId("");
          }}
        >
          {(Object.keys(KIND_LABELS) as AssignmentKind[]).map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.record}>Title</Label>
        <NativeSelect id={ids.record} value={chosen} onChange={(event) => setRecordId(event.target.value)} required disabled={!records.data?.length}>
          {records.data?.length ? null : <option value="">{records.isPending ? "Loading..." : "Nothing published yet"}</option>}
          {records.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <FormField label="Due" type="datetime-local" value={dueAt} onChange={(event) => setDueAt(event.target.value)} required />
      <FormField
        label="Credit hours (optional)"
        type="number"
        min="0.25"
        max="1000"
        step="0.25"
        value={hours}
        onChange={(event) => setHours(event.target.value)}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.unit}>Who</Label>
        <NativeSelect id={ids.unit} value={who} onChange={(event) => setWho(event.target.value)}>
          <option value="">Everyone in the organisation</option>
          {org.units.length ? (
            <optgroup label="A unit">
              {org.units.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <option value={ONE_PERSON}>One person...</option>
        </NativeSelect>
      </div>
      {who === ONE_PERSON ? <PersonPicker orgId={org.id} value={userId} onChange={setUserId} /> : null}
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending || !chosen}>
          {create.isPending ? "Assigning..." : "Assign"}
        </Button>
      </div>
    </form>
  );
}

function Roster({ orgId, assignment }: { orgId: string; assignment: Assignment }) {
  const roster = useRoster(orgId, assignment.id);
  const people = roster.data?.pages.flatMap((p) => p.items) ?? [];
  if (roster.isError) return <StatusText>The roster could not be loaded.</StatusText>;
  if (!roster.data) return <StatusText>Loading roster...</StatusText>;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Roster of {assignment.title}</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted">
              <th scope="col" className="py-2 pr-4 font-normal">
                Person
              </th>
              <th scope="col" className="py-2 pr-4 font-normal">
                Status
              </th>
              <th scope="col" className="py-2 font-normal">
                Completed
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.userId} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal [overflow-wrap:anywhere] text-foreground">
                  {p.name || p.email} <span className="text-muted">{p.name ? p.email : ""}</span>
                </th>
                <td className={p.status === "overdue" ? "py-2 pr-4 text-destructive" : p.status === "done" ? "py-2 pr-4 text-accent" : "py-2 pr-4 text-muted"}>
                  {STATUS_LABELS[p.status]}
                </td>
                <td className="py-2 text-muted tabular-nums">{p.completedAt ? formatDate(p.completedAt, "dateTime") : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {people.length === 0 ? <p className="text-sm text-muted">Nobody you can see is reached by this assignment.</p> : null}
      <div className="flex flex-wrap gap-2">
        {roster.hasNextPage ? (
          <Button variant="outline" size="sm" onClick={() => void roster.fetchNextPage()} disabled={roster.isFetchingNextPage}>
            {roster.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        ) : null}
        <Button asChild variant="quiet" size="sm">
          <a href={assignmentApiPaths.rosterCsv(orgId, assignment.id)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
    </div>
  );
}

function AssignmentRow({ org, assignment, manage }: { org: Org; assignment: Assignment; manage: boolean }) {
  const [open, setOpen] = useState(false);
  const { remove } = useAssignmentActions(org.id);
  const panelId = useId();
  const target = assignment.unitId ? (org.units.find((u) => u.id === assignment.unitId)?.name ?? "A unit") : assignment.userId ? "One person" : "Everyone";
  return (
    <li className="flex flex-col gap-3 border-b border-border pb-4 last:border-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-lg [overflow-wrap:anywhere] text-foreground">{assignment.title}</span>
          <span className="text-sm text-muted">
            Due <time dateTime={assignment.dueAt}>{formatDate(assignment.dueAt, "dateTime")}</time> · {target}
            {assignment.hours ? ` · ${assignment.hours} h` : ""}
            {assignment.questionCount ? ` · knowledge check (${assignment.questionCount} questions, pass ${assignment.passMark} %)` : ""}
          </span>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1">
          <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            <Users aria-hidden="true" />
            {open ? "Hide roster" : "Roster"}
          </Button>
          {manage ? (
            <ConfirmDialog
              title={`Withdraw ${assignment.title}?`}
              question="The assignment and its knowledge check attempts go; what people completed stays in their training record."
              confirmLabel="Withdraw"
              onConfirm={() =>
                reportAction(() => remove.mutateAsync(assignment.id), { success: "Assignment withdrawn", errorTitle: "Error withdrawing assignment" })
              }
              trigger={
                <Button variant="ghostDestructive" size="sm" aria-label={`Withdraw ${assignment.title}`}>
                  <Trash2 aria-hidden="true" />
                  Withdraw
                </Button>
              }
            />
          ) : null}
        </div>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <Roster orgId={org.id} assignment={assignment} /> : null}
      </div>
    </li>
  );
}

/** The printable completions report of a period (this year to today unless changed), as the server makes it. */
function ReportLink({ orgId }: { orgId: string }) {
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-end">
      <FormField label="Completed from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <FormField label="Completed to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <Button asChild variant="outline">
        <a href={assignmentApiPaths.report(orgId, from || undefined, to || undefined)} download>
          <Download aria-hidden="true" />
          Completions report (PDF)
        </a>
      </Button>
    </div>
  );
}

/** The organisation's assignments: assign (owners), each one's roster (owners, supervisors). */
export function AssignmentsSection({ org, manage }: { org: Org; manage: boolean }) {
  const list = useOrgAssignments(org.id);
  const items = list.data?.items ?? [];
  return (
    <OrgSection
      id="assignments"
      title="Assignments"
      description={
        manage
          ? "Assign training with a due date; open a roster to see who has done it."
          : "The training assigned to the people of your units, and who has done it."
      }
    >
      {manage ? <AssignForm org={org} /> : null}
      {list.isError ? <StatusText>The assignments could not be loaded.</StatusText> : null}
      {list.data && items.length === 0 ? <p className="text-sm text-muted">Nothing is assigned yet.</p> : null}
      {items.length ? (
        <ul aria-label="Assignments" className="flex flex-col gap-4">
          {items.map((a) => (
            <AssignmentRow key={a.id} org={org} assignment={a} manage={manage} />
          ))}
        </ul>
      ) : null}
      <ReportLink orgId={org.id} />
    </OrgSection>
  );
}
