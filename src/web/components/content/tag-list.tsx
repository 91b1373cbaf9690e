import type { ReactNode } from "react";
import { Link } from "react-router";

import { tagLabel } from "../../../shared/tag-words.js";
import { cn } from "../../lib/cn.js";

/** A filter's choice (a series, a topic) as a link chip, and its look when it is the one chosen. */
export const FILTER_CHIP = "inline-flex min-h-10 items-center rounded-sm border px-3 text-sm font-semibold break-words [overflow-wrap:anywhere]";
export const filterChipState = (current: boolean) =>
  current ? "border-accent bg-accent text-accent-foreground" : "border-border bg-surface text-foreground hover:border-accent hover:text-accent";

/**
 * A topic filter (docs/decisions/106): "All topics" and each tag as a plain
 * link (so it works before, or without, the page's script), the chosen one
 * marked as the current page. `href(null)` takes the filter off.
 */
export function TopicChips({
  tags,
  selected,
  href,
  className,
  children,
}: {
  tags: readonly string[];
  selected: string | null;
  href: (tag: string | null) => string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <nav aria-label="Filter by topic" className={cn("flex flex-col gap-3", className)}>
      <p className="font-display text-sm font-bold tracking-wider text-muted uppercase">Topics</p>
      <ul className="flex flex-wrap gap-2">
        {[null, ...tags].map((tag) => (
          <li key={tag ?? ""}>
            <Link to={href(tag)} aria-current={selected === tag ? "page" : undefined} className={cn(FILTER_CHIP, filterChipState(selected === tag))}>
              {tag ? tagLabel(tag) : "All topics"}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

const TAG = "inline-flex items-center rounded-sm border border-border px-2 py-0.5 text-xs font-semibold tracking-wide text-muted uppercase";

/**
 * A record's tags (docs/decisions/106), by their words. With `href`, each is
 * a link to the library's list of that tag (a reader page); without, plain
 * text (inside a card that is itself one link). Nothing when there are none.
 */
export function TagList({ tags, href }: { tags: readonly string[] | undefined; href?: (tag: string) => string }) {
  if (!tags || tags.length === 0) return null;
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          {href ? (
            <Link to={href(tag)} className={`${TAG} min-h-8 hover:border-accent hover:text-accent`}>
              {tagLabel(tag)}
            </Link>
          ) : (
            <span className={TAG}>{tagLabel(tag)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
