import { LockKeyhole } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import type { SearchResult } from "../../../../shared/search.js";
import { MembersBadge } from "../../../components/content/members-badge.js";
import { Badge } from "../../../components/ui/badge.js";
import { formatDate } from "../../../lib/format.js";
import { AREA_LABELS, resultTypeLabel } from "../lib/areas.js";
import { Snippet } from "./snippet.js";

/**
 * One result: the whole card opens the record, through a link that is its
 * title alone (stretched over the card), so the link's name is exactly the
 * text it shows (WCAG 2.5.3); the area, type, date and lock mark describe it.
 * A visitor's members-only result is locked: its title with a lock mark, no
 * snippet (the server sends none).
 */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const id = useId();
  return (
    <article className="group relative flex flex-col gap-2 rounded-sm border border-border bg-surface p-5 transition-colors focus-within:border-accent hover:border-accent/60 hover:bg-surface-raised">
      <div id={`${id}-meta`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-semibold tracking-[0.15em] text-accent uppercase">{AREA_LABELS[result.area]}</span>
        <span>{resultTypeLabel(result)}</span>
        <time dateTime={result.createdAt}>{formatDate(result.createdAt, "long")}</time>
        {result.locked ? (
          <Badge title="Members-only content: log in to read it">
            <LockKeyhole aria-hidden="true" className="size-3" />
            MEMBERS ONLY
          </Badge>
        ) : (
          <MembersBadge show={result.isMembersOnly} />
        )}
      </div>
      <h3 className="text-2xl leading-tight break-words text-foreground transition-colors group-hover:text-accent">
        <Link to={result.url} aria-describedby={`${id}-meta`} data-search-result="" className="after:absolute after:inset-0 after:rounded-sm">
          {result.title}
        </Link>
      </h3>
      {result.snippet ? <Snippet parts={result.snippet} /> : null}
      {result.locked ? <p className="text-sm text-muted">Log in to read this members-only content.</p> : null}
    </article>
  );
}
