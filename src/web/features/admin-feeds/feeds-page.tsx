import { AlertTriangle, Rss, Unlink } from "lucide-react";
import { Link } from "react-router";
import type { AdminFeed } from "../../../shared/feeds.js";
import { paths } from "../../../shared/paths.js";
import { Badge } from "../../components/ui/badge.js";
import { Button } from "../../components/ui/button.js";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.js";
import { EmptyState } from "../../components/ui/empty-state.js";
import { SearchField } from "../../components/ui/search-field.js";
import { LoadMore } from "../../components/ui/load-more.js";
import { StatusText } from "../../components/ui/status-text.js";
import { dateOrNever, formatDate } from "../../lib/format.js";
import { usePageMeta } from "../../lib/use-page-meta.js";
import { useUrlSearch } from "../../lib/use-url-search.js";
import { useFeeds, useRevokeFeed } from "./api.js";
import { ArtworkPanel } from "./artwork-panel.js";
import { reportAction, useErrorToast } from "../../lib/feedback.js";
import { AdminPageHeader } from "../../components/layout/admin-page-header.js";

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
        reportAction(() => revoke.mutateAsync(feed.memberId), { success: ({ mailed }) => (mailed ? "Feed revoked; the member was e-mailed" : "Feed revoked, but the e-mail could not be sent"), errorTitle: "Could not revoke the feed" })
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

function FeedRow({ feed }: { feed: AdminFeed }) {
  return (
    <tr className="border-b border-border align-top last:border-0">
      <td className="py-3 pr-4">
        <Link
          to={paths.adminMember(feed.memberId)}
          className="font-semibold break-words text-foreground underline-offset-4 hover:text-accent hover:underline [overflow-wrap:anywhere]"
        >
          {feed.name || feed.email}
        </Link>
        <span className="block text-sm break-all text-muted">{feed.email}</span>
        {feed.suspiciousAt ? (
          <Badge className="mt-1 border-destructive/70 bg-destructive/10 text-destructive" title={`Since ${formatDate(feed.suspiciousAt, "short")}`}>
            <AlertTriangle aria-hidden="true" className="size-3" />
            POSSIBLY SHARED
          </Badge>
        ) : null}
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap">{formatDate(feed.createdAt, "short")}</td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap">{dateOrNever(feed.lastFetchedAt)}</td>
      <td className="py-3 pr-4 text-sm tabular-nums">{feed.downloads}</td>
      <td className="py-3 pr-4 text-sm tabular-nums">{feed.ipsToday}</td>
      <td className="py-3 text-right">
        <RevokeButton feed={feed} />
      </td>
    </tr>
  );
}

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
        <div className="overflow-x-auto rounded-sm border border-border bg-surface px-4 sm:px-6" tabIndex={0} role="region" aria-label="Feeds list">
          <table className="w-full min-w-[720px] text-left">
            <caption className="sr-only">{q ? `Feeds of members matching “${q}”` : "Private feeds, possibly shared first"}</caption>
            <thead>
              <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
                <th scope="col" className="py-3 pr-4 font-semibold">Member</th>
                <th scope="col" className="py-3 pr-4 font-semibold">Created</th>
                <th scope="col" className="py-3 pr-4 font-semibold">Last fetch</th>
                <th scope="col" className="py-3 pr-4 font-semibold">Downloads</th>
                <th scope="col" className="py-3 pr-4 font-semibold">IPs today</th>
                <th scope="col" className="py-3 text-right font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((feed) => (
                <FeedRow key={feed.memberId} feed={feed} />
              ))}
            </tbody>
          </table>
          <LoadMore list={list} className="py-4" />
        </div>
      )}
      <ArtworkPanel />
    </>
  );
}
