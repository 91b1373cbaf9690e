import { apiPaths, pageOf, podcastSchema } from "../../shared/content.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import type { Viewer } from "./viewer.js";

const podcastPageSchema = pageOf(podcastSchema);

/** The Briefing's podcast query keys, for members and admins alike. */
export const podcastKeys = {
  /** Every podcast query of every viewer: what a write makes stale. */
  all: ["podcasts"] as const,
  list: (viewer: Viewer) => [...podcastKeys.all, viewer, "list"] as const,
};

export function getPodcastsQueryOptions(viewer: Viewer) {
  return pagedListQueryOptions({ queryKey: podcastKeys.list(viewer), path: apiPaths.podcasts, parse: podcastPageSchema.parse });
}

/** The podcast episodes, newest first. */
export function usePodcasts(overrides?: PagedListOverrides) {
  return usePagedList(getPodcastsQueryOptions, overrides);
}
