import { queryOptions } from "@tanstack/react-query";

import { apiPaths, episodeSchema, pageOf, podcastSchema } from "../../shared/content.js";
import { apiFetch } from "../lib/api-client.js";
import { previewKey, usePreviewQuery, withPreview, withPreviewUrls, type Preview } from "../lib/preview.js";
import type { CacheOwner } from "./cache-owner.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import { useRecord } from "./record.js";

const podcastPageSchema = pageOf(podcastSchema);

/** The Briefing's podcast query keys, for members and admins alike. */
export const podcastKeys = {
  /** Every podcast query of every cache owner: what a write makes stale. */
  all: ["podcasts"] as const,
  /** Every list of one cache owner, whatever its search. */
  lists: (owner: CacheOwner) => [...podcastKeys.all, owner, "list"] as const,
  /** `q`: only titles containing it (the admin list's search box); "" for all. */
  list: (owner: CacheOwner, q = "", tag = "") => [...podcastKeys.lists(owner), q, tag] as const,
  /** With a preview (issue 30): the answer read through that link. */
  detail: (owner: CacheOwner, id: string, preview: Preview | null = null) => [...podcastKeys.all, owner, "detail", id, ...previewKey(preview)] as const,
};

export function getPodcastsQueryOptions(owner: CacheOwner, q = "", tag = "") {
  return pagedListQueryOptions({ queryKey: podcastKeys.list(owner, q, tag), path: apiPaths.podcasts, params: { q, tag }, parse: podcastPageSchema.parse });
}

/** The podcast episodes, newest first (with `q`, those whose title contains it; with `tag`, those with that tag). */
export function usePodcasts(overrides?: PagedListOverrides, q = "", tag = "") {
  return usePagedList((owner) => getPodcastsQueryOptions(owner, q, tag), overrides);
}

export function getEpisodeQueryOptions(owner: CacheOwner, id: string, preview: Preview | null = null) {
  return queryOptions({
    queryKey: podcastKeys.detail(owner, id, preview),
    queryFn: async ({ signal }) => withPreviewUrls(await apiFetch(withPreview(apiPaths.podcast(id), preview), { signal, parse: episodeSchema.parse }), preview),
  });
}

/** One episode for its page: in full, or locked for a visitor when members-only; through the page's preview link, if any. */
export function useEpisode(id: string) {
  const preview = usePreviewQuery();
  return useRecord((owner) => getEpisodeQueryOptions(owner, id, preview), `episode ${id}`);
}
