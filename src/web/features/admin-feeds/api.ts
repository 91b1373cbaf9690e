import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { adminFeedApiPaths, adminFeedsPageSchema, feedArtworkSchema, revokedFeedSchema } from "../../../shared/feeds.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { pagedListQueryOptions, usePagedList } from "../../api/paged-list.js";
import { apiFetch } from "../../lib/api-client.js";

const feedKeys = { all: ["admin-feeds"] as const, artwork: ["admin-feed-artwork"] as const };

/** Members' private feeds, possibly shared first, or those whose member's name or e-mail contains `q`; fetched afresh whenever shown. */
export function useFeeds(q: string) {
  return usePagedList(
    (owner) =>
      pagedListQueryOptions({
        queryKey: [...feedKeys.all, "list", q, owner],
        path: adminFeedApiPaths.list,
        params: { q },
        parse: adminFeedsPageSchema.parse,
      }),
    { staleTime: 0 },
  );
}

/** Revokes a member's feed (the server e-mails them); reloads the list. */
export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => apiFetch(adminFeedApiPaths.member(memberId), { method: "DELETE", parse: revokedFeedSchema.parse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

/** The channel artwork the feeds carry. */
export function useArtwork() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...feedKeys.artwork, owner],
    queryFn: ({ signal }) => apiFetch(adminFeedApiPaths.artwork, { signal, parse: feedArtworkSchema.parse }),
    enabled: signedIn,
    staleTime: 0,
  });
}

/** Replace the artwork with an image file, or reset it to the shipped one. */
export function useArtworkActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: feedKeys.artwork });
  return {
    replace: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append("file", file, file.name);
        return apiFetch(adminFeedApiPaths.artwork, { method: "PUT", body, parse: feedArtworkSchema.parse });
      },
      onSuccess,
    }),
    reset: useMutation({ mutationFn: () => apiFetch(adminFeedApiPaths.artwork, { method: "DELETE", parse: feedArtworkSchema.parse }), onSuccess }),
  };
}
