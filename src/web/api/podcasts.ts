import { queryOptions } from "@tanstack/react-query";
import { apiPaths, episodeSchema, pageOf, podcastSchema } from "../../shared/content.js";
import { apiFetch } from "../lib/api-client.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import { useRecord } from "./record.js";
import type { Viewer } from "./viewer.js";

const podcastPageSchema = pageOf(podcastSchema);

/** The Briefing's podcast query keys, for members and admins alike. */
export const podcastKeys = {
  /** Every podcast query of every viewer: what a write makes stale. */
  all: ["podcasts"] as const,
  /** Every list of the viewer, whatever its search. */
  lists: (viewer: Viewer) => [...podcastKeys.all, viewer, "list"] as const,
  /** `q`: only titles containing it (the admin list's search box); "" for all. */
  list: (viewer: Viewer, q = "") => [...podcastKeys.lists(viewer), q] as const,
  detail: (viewer: Viewer, id: string) => [...podcastKeys.all, viewer, "detail", id] as const,
};

export function getPodcastsQueryOptions(viewer: Viewer, q = "") {
  return pagedListQueryOptions({ queryKey: podcastKeys.list(viewer, q), path: apiPaths.podcasts, params: { q }, parse: podcastPageSchema.parse });
}

/** The podcast episodes, newest first (with `q`, those whose title contains it). */
export function usePodcasts(overrides?: PagedListOverrides, q = "") {
  return usePagedList((viewer) => getPodcastsQueryOptions(viewer, q), overrides);
}

export function getEpisodeQueryOptions(viewer: Viewer, id: string) {
  return queryOptions({
    queryKey: podcastKeys.detail(viewer, id),
    queryFn: ({ signal }) => apiFetch(apiPaths.podcast(id), { signal, parse: episodeSchema.parse }),
  });
}

/** One episode for its page: in full, or locked for a visitor when members-only. */
export function useEpisode(id: string) {
  return useRecord((viewer) => getEpisodeQueryOptions(viewer, id), `episode ${id}`);
}
