import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import { searchApiPath, searchPageSchema, type SearchArea, type SearchPage } from "../../shared/search.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

/** Search query keys: per cache owner (a visitor's answer locks what a member's does not), query and area. */
export const searchKeys = {
  all: ["search"] as const,
  results: (owner: CacheOwner, q: string, area: SearchArea | undefined) => [...searchKeys.all, owner, q, area ?? "all"] as const,
};

/** One page of results at a time ("Load more" asks for the next cursor). */
export function getSearchQueryOptions(owner: CacheOwner, q: string, area: SearchArea | undefined) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(owner, q, area),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q });
      if (area) params.set("type", area);
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch(`${searchApiPath}?${params.toString()}`, { signal, parse: searchPageSchema.parse });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchPage) => last.nextCursor,
    // Results stay as they were for the back button and a shared link's reload.
    staleTime: 60 * 1000,
  });
}

/** Results for `q` (blank: none asked), as the viewer may see them, once the session is known. */
export function useSearch(q: string, area: SearchArea | undefined) {
  const { owner, isPending } = useCacheOwner();
  const query = useInfiniteQuery({ ...getSearchQueryOptions(owner, q, area), enabled: !isPending && q !== "" });
  const first = query.data?.pages[0];
  return {
    ...query,
    /** The series that match, from the first page (docs/decisions/112). */
    series: first?.series ?? [],
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    fuzzy: first?.fuzzy ?? false,
    suggestion: first?.suggestion ?? null,
  };
}
