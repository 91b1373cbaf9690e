import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { PAGE } from "../../../../shared/constants.js";
import type { Page } from "../../../../shared/content.js";
import { apiFetch } from "../../../lib/api-client.js";
import { useSession } from "../../../lib/session.js";

export interface PagedListOptions<T> {
  /** The list's key, built from the session user's id (see contentKeys). */
  queryKey: (userId: string | undefined) => QueryKey;
  path: string;
  /** Extra query parameters, e.g. `{ category: "briefing" }`. */
  params?: Record<string, string>;
  parse: (data: unknown) => Page<T>;
}

/** A members' list, newest first, one server page (cursor) at a time. Runs only with a session. */
export function usePagedList<T>({ queryKey, path, params, parse }: PagedListOptions<T>) {
  const { user } = useSession();
  const query = useInfiniteQuery({
    queryKey: queryKey(user?.id),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ ...params, limit: String(PAGE.defaultLimit) });
      if (pageParam) search.set("cursor", pageParam);
      return apiFetch(`${path}?${search.toString()}`, { parse, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextCursor,
    enabled: Boolean(user),
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
