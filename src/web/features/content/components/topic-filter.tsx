import { Link, useLocation, useSearchParams } from "react-router";

import { normaliseTag, tagLabel } from "../../../../shared/tag-words.js";
import { useTags } from "../../../api/tags.js";
import { FILTER_CHIP, filterChipState } from "../../../components/content/tag-list.js";
import { cn } from "../../../lib/cn.js";

/** The dashboard's topic (`?tag=`, docs/decisions/106): normalised, "" for none. */
export function useTagParam(): string {
  const [params] = useSearchParams();
  return normaliseTag(params.get("tag") ?? "");
}

const CHIP = FILTER_CHIP;
const chipState = filterChipState;

/**
 * The dashboard's topic filter: the tags of the records the member may see
 * (GET /api/tags, through the access policy), as links that set `?tag=` and
 * keep the tab; every list of the tab then shows only that tag's records.
 * "All topics" takes it off. Nothing while no record has a tag.
 */
export function TopicFilter() {
  const tags = useTags();
  const selected = useTagParam();
  const { pathname, search } = useLocation();
  const to = (tag: string) => {
    const params = new URLSearchParams(search);
    if (tag) params.set("tag", tag);
    else params.delete("tag");
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  if (tags.length === 0 && !selected) return null;
  return (
    <nav aria-label="Filter by topic" className="mb-8 flex flex-col gap-3">
      <p className="font-display text-sm font-bold tracking-wider text-muted uppercase">Topics</p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={to("")} aria-current={selected ? undefined : "page"} className={cn(CHIP, chipState(!selected))}>
            All topics
          </Link>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={to(tag)} aria-current={selected === tag ? "page" : undefined} className={cn(CHIP, chipState(selected === tag))}>
              {tagLabel(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
