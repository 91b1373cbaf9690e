import type { ReactNode } from "react";

import { MembersBadge } from "../../../components/content/members-badge.js";
import { StatusBadge, type Publication } from "../../../components/content/status-badge.js";
import { Badge } from "../../../components/ui/badge.js";
import { formatDate } from "../../../lib/format.js";

/**
 * The line under a title in a list: "New" (published since the member's
 * previous visit), date, MEMBERS flag and anything else (e.g. the media type).
 * An admin, who is sent drafts and scheduled records too, sees those marked.
 */
export function ContentMeta({
  createdAt,
  isMembersOnly,
  newSince,
  publication,
  children,
}: {
  createdAt: string;
  isMembersOnly: boolean;
  newSince?: string | null;
  publication?: Publication;
  children?: ReactNode;
}) {
  const isNew = newSince ? Date.parse(createdAt) > Date.parse(newSince) : false;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {isNew ? (
        <Badge tone="neutral" className="uppercase" title="Published since your last visit">
          New
        </Badge>
      ) : null}
      <time dateTime={createdAt}>{formatDate(createdAt, "long")}</time>
      {children}
      <MembersBadge show={isMembersOnly} />
      {publication ? <StatusBadge record={publication} /> : null}
    </div>
  );
}
