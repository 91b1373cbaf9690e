import { useLocation, useSearchParams } from "react-router";

import { normaliseTag } from "../../../../shared/tag-words.js";
import { useTags } from "../../../api/tags.js";
import { TopicChips } from "../../../components/content/tag-list.js";

/** The dashboard's topic (`?tag=`, docs/decisions/106): normalised, "" for none. */
export function useTagParam(): string {
  const [params] = useSearchParams();
  return normaliseTag(params.get("tag") ?? "");
}

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
  const to = (tag: string | null) => {
    const params = new URLSearchParams(search);
    if (tag) params.set("tag", tag);
    else params.delete("tag");
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  if (tags.length === 0 && !selected) return null;
  return <TopicChips tags={tags} selected={selected || null} href={to} className="mb-8" />;
}
