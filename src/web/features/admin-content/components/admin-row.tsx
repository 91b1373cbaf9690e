import type { ReactNode } from "react";

import { MembersBadge } from "../../../components/content/members-badge.js";
import { StatusBadge, type Publication } from "../../../components/content/status-badge.js";

export interface AdminRowProps {
  title: string;
  isMembersOnly: boolean;
  /** Its status and release time: a draft or scheduled record is marked. */
  publication: Publication;
  /** The line under the title: the created date, and for items " - " and the media type. */
  meta: ReactNode;
  actions: ReactNode;
  /** Extra content under the row, e.g. the podcast's audio player. */
  children?: ReactNode;
  /** Highlights the record that is loaded in the form. */
  active?: boolean;
}

/** One record in an admin list. */
export function AdminRow({ title, isMembersOnly, publication, meta, actions, children, active = false }: AdminRowProps) {
  return (
    <li
      aria-current={active ? "true" : undefined}
      className="flex flex-col gap-3 rounded-sm border border-border bg-background/60 p-4 aria-[current=true]:border-accent"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold break-words text-foreground [overflow-wrap:anywhere]">{title}</p>
            <MembersBadge show={isMembersOnly} />
            <StatusBadge record={publication} />
          </div>
          <p className="text-sm break-words text-muted [overflow-wrap:anywhere]">{meta}</p>
        </div>
        {actions}
      </div>
      {children}
    </li>
  );
}
