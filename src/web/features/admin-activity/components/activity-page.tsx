import { ScrollText } from "lucide-react";
import { useSearchParams } from "react-router";

import { ACTIVITY_ACTION_LABELS, ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntry } from "../../../../shared/activity.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { DataTable, type DataColumn } from "../../../components/ui/data-table.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { Label } from "../../../components/ui/label.js";
import { NativeSelect } from "../../../components/ui/native-select.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useActivity, useActivityActors, type ActivityFilters } from "../api.js";

const TARGET_LABELS: Record<ActivityEntry["targetKind"], string> = {
  post: "Post",
  episode: "Episode",
  item: "Item",
  series: "Series",
  member: "Member",
  message: "Message",
  feed: "Feed",
  site: "Site settings",
  job: "Job",
  send: "Newsletter",
  org: "Organisation",
  certificate: "Certificate",
  author: "Author",
};

const isAction = (value: string | null): value is ActivityAction => (ACTIVITY_ACTIONS as readonly (string | null)[]).includes(value);

/** The filters live in the URL, so a filtered view can be shared and survives a reload. */
function useFilters(): [ActivityFilters, (next: ActivityFilters) => void] {
  const [params, setParams] = useSearchParams();
  const action = params.get("action");
  const filters = { actor: params.get("actor") || null, action: isAction(action) ? action : null };
  const set = (next: ActivityFilters) => {
    const search: Record<string, string> = {};
    if (next.actor) search.actor = next.actor;
    if (next.action) search.action = next.action;
    setParams(search, { replace: true });
  };
  return [filters, set];
}

/** "Renamed from …", "worksheet.pdf → new.pdf": the entry's details in words. */
function describeDetails(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.previousTitle === "string") parts.push(`Was “${details.previousTitle}”`);
  if (typeof details.previousFileName === "string" || typeof details.fileName === "string") {
    parts.push(typeof details.previousFileName === "string" ? `${details.previousFileName} → ${String(details.fileName ?? "")}` : String(details.fileName));
  }
  for (const [key, value] of Object.entries(details)) {
    if (!["previousTitle", "previousFileName", "fileName"].includes(key) && value !== null) parts.push(`${key}: ${String(value)}`);
  }
  return parts.join(" · ");
}

const columns: DataColumn<ActivityEntry>[] = [
  { header: "When", className: "whitespace-nowrap text-muted", cell: (e) => <time dateTime={e.createdAt}>{formatDate(e.createdAt, "dateTime")}</time> },
  {
    header: "Admin",
    cell: (e) => (
      <>
        <span className="text-foreground">{e.actorName}</span>
        <span className="block text-muted">{e.actorEmail}</span>
      </>
    ),
  },
  { header: "Action", className: "text-accent", cell: (e) => ACTIVITY_ACTION_LABELS[e.action] },
  {
    header: "Target",
    cell: (e) => (
      <>
        <span className="text-muted">{TARGET_LABELS[e.targetKind]}: </span>
        {e.targetTitle ?? e.targetId ?? "—"}
      </>
    ),
  },
  { header: "Details", className: "text-muted", cell: (e) => describeDetails(e.details) || "—" },
];

/** The admin activity log (/admin/activity): who changed what and when, filtered by admin and action. */
export default function ActivityPage() {
  usePageMeta("Activity", "Every admin action on the site: who, what and when.");
  const [filters, setFilters] = useFilters();
  const list = useActivity(filters);
  const actors = useActivityActors();
  useErrorToast("Could not load the activity log", list);

  return (
    <>
      <AdminPageHeader title="Activity" tagline="Every admin action, kept for one year." />

      <form className="mb-6 flex flex-col gap-4 sm:flex-row" onSubmit={(e) => e.preventDefault()} aria-label="Filter the activity log">
        <div className="flex flex-col gap-2 sm:w-72">
          <Label htmlFor="activity-actor">Admin</Label>
          <NativeSelect id="activity-actor" value={filters.actor ?? ""} onChange={(e) => setFilters({ ...filters, actor: e.target.value || null })}>
            <option value="">All admins</option>
            {actors.data?.actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.email})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2 sm:w-72">
          <Label htmlFor="activity-action">Action</Label>
          <NativeSelect
            id="activity-action"
            value={filters.action ?? ""}
            onChange={(e) => setFilters({ ...filters, action: isAction(e.target.value) ? e.target.value : null })}
          >
            <option value="">All actions</option>
            {ACTIVITY_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTIVITY_ACTION_LABELS[a]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>

      {list.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : list.items.length === 0 ? (
        <EmptyState icon={ScrollText}>{filters.actor || filters.action ? "No entries match these filters." : "No admin activity yet."}</EmptyState>
      ) : (
        <DataTable
          label="Activity log"
          caption={filters.actor || filters.action ? "Admin actions matching the filters, newest first" : "Admin actions, newest first"}
          columns={columns}
          rows={list.items}
          rowKey={(e) => e.id}
          list={list}
        />
      )}
    </>
  );
}

export { ActivityPage };
