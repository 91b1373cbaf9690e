import type { ReactNode } from "react";
import { formatDate } from "../../../lib/format.js";
import { MembersBadge } from "../../../components/content/members-badge.js";

/** The line under a title in a list: date, MEMBERS flag and anything else (e.g. the media type). */
export function ContentMeta({ createdAt, isMembersOnly, children }: { createdAt: string; isMembersOnly: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <time dateTime={createdAt}>{formatDate(createdAt, "long")}</time>
      {children}
      <MembersBadge show={isMembersOnly} />
    </div>
  );
}
