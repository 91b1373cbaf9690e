import { useInfiniteQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { pageOf, type Page } from "../../../../shared/content.js";
import { apiFetch } from "../../../lib/api-client.js";

/** What a list panel needs from a paged admin list. */
export interface AdminListState<T> {
  items: T[];
  isPending: boolean;
  error: Error | null;
  /** Changes with every new failure, so each one is reported once. */
  errorUpdatedAt: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/**
 * One of the API's cursor-paged lists (newest first), page after page as the
 * admin presses "Load more". Used for podcasts, posts and content items.
 */
export function useAdminList<S extends z.ZodType>(queryKey: QueryKey, path: string, item: S, params: Record<string, string> = {}): AdminListState<z.infer<S>> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams(params);
      if (pageParam) search.set("cursor", pageParam);
      const qs = search.toString();
      return apiFetch<Page<z.infer<S>>>(qs ? `${path}?${qs}` : path, { signal, parse: (data) => pageOf(item).parse(data) as Page<z.infer<S>> });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Admins must see their own writes at once.
    staleTime: 0,
  });
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    isPending: query.isPending,
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}

/**
 * After a write: reloads the admin's lists of that resource (keys starting
 * with `resourceKey`) and the members' content cache, so the dashboard and
 * readers show the change too.
 */
export function useRefreshAfterWrite(resourceKey: QueryKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: resourceKey }), queryClient.invalidateQueries({ queryKey: ["content"] })]).then(() => undefined);
}
