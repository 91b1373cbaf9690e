import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from "@tanstack/react-query";

import { PAGE } from "../../shared/constants.js";
import type { Page } from "../../shared/content.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

export interface PagedListSource<T> {
  queryKey: QueryKey;
  path: string;
  /**
   * Extra query parameters, e.g. `{ category: "briefing", q }`. An empty,
   * null or undefined value is left out: a search box left blank or a filter
   * not chosen asks for everything.
   */
  params?: Record<string, string | null | undefined>;
  parse: (data: unknown) => Page<T>;
}

/** Query options for one of the API's cursor-paged lists (newest first), one server page at a time. */
export function pagedListQueryOptions<T>({ queryKey, path, params, parse }: PagedListSource<T>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(params ?? {})) if (value) search.set(name, value);
      search.set("limit", String(PAGE.defaultLimit));
      if (pageParam) search.set("cursor", pageParam);
      return apiFetch(`${path}?${search.toString()}`, { parse, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
  });
}

export interface PagedListOverrides {
  /** 0 refetches on every mount (the admin lists); the app's default otherwise. */
  staleTime?: number;
  /** False holds the list back until it is wanted (it never runs without a session either). */
  enabled?: boolean;
}

/** A list for the signed-in member, its pages flattened into `items`. Runs only with a session. */
export function usePagedList<T>(optionsFor: (owner: CacheOwner) => ReturnType<typeof pagedListQueryOptions<T>>, overrides: PagedListOverrides = {}) {
  const { owner, signedIn } = useCacheOwner();
  const { enabled = true, ...rest } = overrides;
  const query = useInfiniteQuery({ ...optionsFor(owner), ...rest, enabled: signedIn && enabled });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
