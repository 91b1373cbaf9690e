import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { feedApiPaths, memberFeedSchema } from "../../shared/feeds.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

/** The signed-in member's private podcast feed (made on first request). */
export const feedKeys = { mine: (owner: CacheOwner) => ["feed", owner] as const };

export function getFeedQueryOptions(owner: CacheOwner) {
  return queryOptions({
    queryKey: feedKeys.mine(owner),
    queryFn: ({ signal }) => apiFetch(feedApiPaths.feed, { signal, parse: memberFeedSchema.parse }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useMemberFeed() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({ ...getFeedQueryOptions(owner), enabled: signedIn });
}

/** A new feed URL; the old one stops at once on the server. */
export function useResetFeed() {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(feedApiPaths.reset, { method: "POST", parse: memberFeedSchema.parse }),
    onSuccess: (feed) => queryClient.setQueryData(feedKeys.mine(owner), feed),
  });
}
