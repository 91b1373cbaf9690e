import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { feedApiPaths, memberFeedSchema } from "../../shared/feeds.js";
import { apiFetch } from "../lib/api-client.js";
import { useViewer, type Viewer } from "./viewer.js";

/** The signed-in member's private podcast feed (made on first request). */
export const feedKeys = { mine: (viewer: Viewer) => ["feed", viewer] as const };

export function getFeedQueryOptions(viewer: Viewer) {
  return queryOptions({
    queryKey: feedKeys.mine(viewer),
    queryFn: ({ signal }) => apiFetch(feedApiPaths.feed, { signal, parse: memberFeedSchema.parse }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useMemberFeed() {
  const { viewer, signedIn } = useViewer();
  return useQuery({ ...getFeedQueryOptions(viewer), enabled: signedIn });
}

/** A new feed URL; the old one stops at once on the server. */
export function useResetFeed() {
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(feedApiPaths.reset, { method: "POST", parse: memberFeedSchema.parse }),
    onSuccess: (feed) => queryClient.setQueryData(feedKeys.mine(viewer), feed),
  });
}
