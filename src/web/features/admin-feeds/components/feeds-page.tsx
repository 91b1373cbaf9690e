import { AlertTriangle, Rss, Unlink } from "lucide-react";

import type { AdminFeed } from "../../../../shared/feeds.js";
import { MemberCell } from "../../../components/admin/member-cell.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { DataTable, type DataColumn } from "../../../components/ui/data-table.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { SearchField } from "../../../components/ui/search-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction, useErrorToast } from "../../../lib/feedback.js";
import { dateOrNever, formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useUrlSearch } from "../../../lib/use-url-search.js";
import { useFeeds, useRevokeFeed } from "../api.js";
import { ArtworkPanel } from "./artwork-panel.js";

function RevokeButton({ feed }: { feed: AdminFeed }) {
  const revoke = useRevokeFeed();
  const name = feed.name || feed.email;
  return (
    <ConfirmDialog
      title={`Revoke ${name}'s feed?`}
      question="Their podcast link stops working at once, in every app it was added to, and they are e-mailed that it was reset. They can make a new link from their dashboard."
      confirmLabel="Revoke feed"
      pendingLabel="Revoking..."
      onConfirm={() =>
        reportAction(() => revoke.mutateAsync(feed.memberId), {
          success: ({ mailed }) => (mailed ? "Feed revoked; the member was e-mailed" : "Feed revoked, but the e-mail could not be sent"),
          errorTitle: "Could not revoke the feed",
        })
      }
      trigger={
        <Button variant="outline" size="sm" aria-label={`Revoke the feed of ${name}`}>
          <Unlink aria-hidden="true" />
          Revoke
        </Button>
      }
    />
  );
}

const columns: DataColumn<AdminFeed>[] = [
  {
    header: "Member",
    cell: (feed) => (
      <MemberCell id={feed.memberId} name={feed.name} email={feed.email}>
        {feed.suspiciousAt ? (
          <Badge tone="destructive" className="mt-1" title={`Since ${formatDate(feed.suspiciousAt, "short")}`}>
            <AlertTriangle aria-hidden="true" className="size-3" />
            POSSIBLY SHARED
          </Badge>
        ) : null}
      </MemberCell>
    ),
  },
  { header: "Created", className: "whitespace-nowrap", cell: (feed) => formatDate(feed.createdAt, "short") },
  { header: "Last fetch", className: "whitespace-nowrap", cell: (feed) => dateOrNever(feed.lastFetchedAt) },
  { header: "Downloads", className: "tabular-nums", cell: (feed) => feed.downloads },
  { header: "IPs today", className: "tabular-nums", cell: (feed) => feed.ipsToday },
  { header: "Actions", hideHeader: true, align: "right", cell: (feed) => <RevokeButton feed={feed} /> },
];

/** Members' private podcast feeds (docs/decisions/054): their use, possibly shared ones first, revoke; and the channel artwork. */
export default function FeedsPage() {
  usePageMeta("Feeds", "Members' private podcast feeds and the channel artwork of The Briefing.");
  const { q, text, setText } = useUrlSearch();

  const list = useFeeds(q);
  useErrorToast("Error fetching feeds", list);

  return (
    <>
      <AdminPageHeader title="Feeds" tagline="Each member's private podcast feed: possibly shared ones first, then the most recently fetched." />
      <SearchField label="Search by member name or e-mail" value={text} onChange={setText} />
      {list.isPending ? (
        <StatusText>Loading...</StatusText>
      ) : list.items.length === 0 ? (
        <EmptyState icon={Rss}>{q ? "No member's feed matches this search." : "No member has a private feed yet."}</EmptyState>
      ) : (
        <DataTable
          label="Feeds list"
          caption={q ? `Feeds of members matching “${q}”` : "Private feeds, possibly shared first"}
          columns={columns}
          rows={list.items}
          rowKey={(feed) => feed.memberId}
          minWidth="min-w-[720px]"
          list={list}
        />
      )}
      <ArtworkPanel />
    </>
  );
}
