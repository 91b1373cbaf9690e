import { Clock, FilePen } from "lucide-react";

import type { ContentStatus } from "../../../shared/publishing.js";
import { Badge } from "../ui/badge.js";
import { LocalDate } from "./local-date.js";

/** What every record's view says of its publication. */
export interface Publication {
  status: ContentStatus;
  publishAt: string | null;
}

/**
 * "Draft" or "Scheduled · Nov 23, 2026, 6:40 PM" on a record that is not
 * published (issue 30). Only admins are ever sent such records, so this tells
 * an admin, in the lists and on the member's own pages, that it is not live.
 * The dashed border sets it apart from MEMBERS, which is about access; the
 * words carry the meaning, not the colour.
 */
export function StatusBadge({ record }: { record: Publication }) {
  if (record.status === "published") return null;
  if (record.status === "draft")
    return (
      <Badge tone="neutral" className="border-dashed uppercase" title="Draft: only admins see it">
        <FilePen aria-hidden="true" className="size-3" />
        Draft
      </Badge>
    );
  return (
    <Badge tone="neutral" className="border-dashed" title="Scheduled: only admins see it until its release time">
      <Clock aria-hidden="true" className="size-3" />
      <span className="uppercase">Scheduled</span>
      {/* The release time in the reader's zone, like every date on the site. The spaces are for copied text; the gap spaces it on screen. */}
      {record.publishAt ? (
        <>
          {" "}
          <span aria-hidden="true">·</span> <LocalDate iso={record.publishAt} format="dateTime" />
        </>
      ) : null}
    </Badge>
  );
}
