import { Download, ShieldCheck, Users } from "lucide-react";

import type { MemberSummary } from "../../../../shared/members.js";
import { MemberCell } from "../../../components/admin/member-cell.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { DataTable, type DataColumn } from "../../../components/ui/data-table.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { SearchField } from "../../../components/ui/search-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { dateOrNever, formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useUrlSearch } from "../../../lib/use-url-search.js";
import { exportHref, useMembers } from "../api.js";

const columns: DataColumn<MemberSummary>[] = [
  {
    header: "Member",
    cell: (member) => (
      <MemberCell id={member.id} name={member.name} email={member.email}>
        {member.isAdmin ? (
          <Badge className="mt-1">
            <ShieldCheck aria-hidden="true" className="size-3" />
            ADMIN
          </Badge>
        ) : null}
      </MemberCell>
    ),
  },
  { header: "Joined", className: "whitespace-nowrap", cell: (member) => formatDate(member.createdAt, "short") },
  { header: "Last seen", className: "whitespace-nowrap", cell: (member) => dateOrNever(member.lastSeenAt) },
  { header: "Verified", cell: (member) => (member.emailVerified ? "Yes" : "No") },
  { header: "2FA", cell: (member) => (member.twoFactorEnabled ? "On" : "Off") },
  { header: "Sessions", className: "tabular-nums", cell: (member) => member.sessionCount },
];

/** The members: search by a part of the name or e-mail (kept in ?q=), a paged table, and the CSV export of what is shown. */
export default function MembersPage() {
  usePageMeta("Members", "The members of Lead or Be Led: search, open and manage them.");
  const { q, text, setText } = useUrlSearch();

  const list = useMembers(q);
  useErrorToast("Error fetching members", list);

  return (
    <>
      <AdminPageHeader title="Members" tagline="Everyone with an account, newest first.">
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <a href={exportHref(q)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </AdminPageHeader>
      <SearchField label="Search by name or e-mail" value={text} onChange={setText} />
      {list.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Users}>{q ? "No member matches this search." : "No members yet."}</EmptyState>
      ) : (
        <DataTable
          label="Members list"
          caption={q ? `Members matching “${q}”` : "Members, newest first"}
          columns={columns}
          rows={list.items}
          rowKey={(member) => member.id}
          minWidth="min-w-[640px]"
          list={list}
        />
      )}
    </>
  );
}
