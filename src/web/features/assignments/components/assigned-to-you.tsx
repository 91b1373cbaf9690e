import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, ClipboardList } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";

import type { PersonAssignment, RosterStatus } from "../../../../shared/assignments.js";
import { paths } from "../../../../shared/paths.js";
import { assignmentKeys, useMyAssignments } from "../../../api/assignments.js";
import { useCacheOwner } from "../../../api/cache-owner.js";
import { Button } from "../../../components/ui/button.js";
import { cn } from "../../../lib/cn.js";
import { formatDate } from "../../../lib/format.js";
import { toast } from "../../../lib/use-toast.js";
import { KnowledgeCheck } from "./knowledge-check.js";

const STATUS_LABELS: Record<RosterStatus, string> = {
  done: "Done",
  "in-progress": "In progress",
  "not-started": "Not started",
  overdue: "Overdue",
};

const KIND_LABELS: Record<PersonAssignment["kind"], string> = { post: "Field Manual", episode: "Briefing", item: "After-Action", series: "Series" };

/** The page to open for an assignment: its record's, or its series' (docs/decisions/103). */
const linkOf = (a: PersonAssignment) => (a.kind === "series" ? paths.series(a.recordId) : paths.record(a.kind, a.recordId));

/** The knowledge check of one assignment, opened below its card. */
function CheckToggle({ orgId, assignment }: { orgId: string; assignment: PersonAssignment }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { owner } = useCacheOwner();
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3 pl-1">
      <Button variant="outline" size="sm" className="self-start" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? "Hide the knowledge check" : "Take the knowledge check"}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <KnowledgeCheck
            orgId={orgId}
            assignmentId={assignment.assignmentId}
            onPassed={() => {
              toast({ title: "Knowledge check passed", description: "Your attempt is in your training record." });
              void queryClient.invalidateQueries({ queryKey: assignmentKeys.mine(owner) });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * "Assigned to you": the member's open assignments from their organisation,
 * soonest due first, each linking to its record. Shown only when there are
 * any (issue 33, decision 097).
 */
export function AssignedToYou() {
  const { data } = useMyAssignments();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="assigned-heading" className="mb-10 flex flex-col gap-4">
      <h2 id="assigned-heading" className="flex items-center gap-3 text-3xl text-foreground">
        <ClipboardList aria-hidden="true" className="size-6 text-accent" />
        Assigned to you
      </h2>
      <ul aria-label="Your assigned training, soonest due first" className="flex flex-col gap-3">
        {items.map((a) => {
          const overdue = a.status === "overdue";
          const href = linkOf(a);
          const body = (
            <>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-xs tracking-widest text-muted uppercase">{KIND_LABELS[a.kind]}</span>
                <span className="text-lg leading-snug break-words text-foreground">{a.title}</span>
              </span>
              <span className="flex shrink-0 flex-col items-start gap-1 text-sm sm:items-end">
                <span className={cn("flex items-center gap-1.5 tabular-nums", overdue ? "text-destructive" : "text-muted")}>
                  {overdue ? <AlertTriangle aria-hidden="true" className="size-4" /> : null}
                  Due <time dateTime={a.dueAt}>{formatDate(a.dueAt, "dateTime")}</time>
                </span>
                <span className={cn("flex items-center gap-1.5", overdue ? "text-destructive" : "text-accent")}>
                  {a.status === "in-progress" ? <CheckCircle2 aria-hidden="true" className="size-4" /> : null}
                  {STATUS_LABELS[a.status]}
                  {a.hours ? <span className="text-muted"> · {a.hours} h</span> : null}
                  {a.hasCheck ? <span className="text-muted"> · knowledge check</span> : null}
                </span>
              </span>
            </>
          );
          const box = cn(
            "flex flex-col gap-3 rounded-sm border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between",
            overdue ? "border-destructive/70" : "border-border",
          );
          return (
            <li key={a.assignmentId} className="flex flex-col gap-2">
              {href ? (
                <Link to={href} className={cn(box, "transition-colors hover:border-accent/60 hover:bg-surface-raised")}>
                  {body}
                </Link>
              ) : (
                <div className={box}>{body}</div>
              )}
              {a.hasCheck && data?.orgId ? <CheckToggle orgId={data.orgId} assignment={a} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
