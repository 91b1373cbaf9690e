import { Download, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths.js";
import type { MemberSummary } from "../../../shared/members.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { EmptyState } from "../../components/ui/empty-state.js";
import { LoadMore } from "../../components/ui/load-more.js";
import { SearchField } from "../../components/ui/search-field.js";
import { StatusText } from "../../components/ui/status-text.js";
import { dateOrNever, formatDate } from "../../lib/format.js";
import { usePageMeta } from "../../lib/use-page-meta.js";
import { useUrlSearch } from "../../lib/use-url-search.js";
import { exportHref, useMembers } from "./api.js";
import { useErrorToast } from "../../lib/feedback.js";
import { AdminPageHeader } from "../../components/layout/admin-page-header.js";

function MemberRow({ member }: { member: MemberSummary }) {
  return (
    <tr className="border-b border-border align-top last:border-0">
      <td className="py-3 pr-4">
        <Link to={paths.adminMember(member.id)} className="font-semibold break-words text-foreground underline-offset-4 hover:text-accent hover:underline [overflow-wrap:anywhere]">
          {member.name || member.email}
        </Link>
        <span className="block text-sm break-all text-muted">{member.email}</span>
        {member.isAdmin ? (
          <Badge className="mt-1">
            <ShieldCheck aria-hidden="true" className="size-3" />
            ADMIN
          </Badge>
        ) : null}
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap">{formatDate(member.createdAt, "short")}</td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap">{dateOrNever(member.lastSeenAt)}</td>
      <td className="py-3 pr-4 text-sm">{member.emailVerified ? "Yes" : "No"}</td>
      <td className="py-3 pr-4 text-sm">{member.twoFactorEnabled ? "On" : "Off"}</td>
      <td className="py-3 text-sm tabular-nums">{member.sessionCount}</td>
    </tr>
  );
}

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
        <div className="overflow-x-auto rounded-sm border border-border bg-surface px-4 sm:px-6" tabIndex={0} role="region" aria-label="Members list">
          <table className="w-full min-w-[640px] text-left">
            <caption className="sr-only">{q ? `Members matching “${q}”` : "Members, newest first"}</caption>
            <thead>
              <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
                <th scope="col" className="py-3 pr-4 font-semibold">Member</th>
                <th scope="col" className="py-3 pr-4 font-semibold">Joined</th>
                <th scope="col" className="py-3 pr-4 font-semibold">Last seen</th>
                <th scope="col" className="py-3 pr-4 font-semibold">Verified</th>
                <th scope="col" className="py-3 pr-4 font-semibold">2FA</th>
                <th scope="col" className="py-3 font-semibold">Sessions</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </tbody>
          </table>
          <LoadMore list={list} className="py-4" />
        </div>
      )}
    </>
  );
}
