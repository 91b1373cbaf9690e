import { queryOptions } from "@tanstack/react-query";
import { apiPaths, pageOf, postSchema, postSummarySchema } from "../../shared/content.js";
import { apiFetch } from "../lib/api-client.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import { useRecord } from "./record.js";
import type { Viewer } from "./viewer.js";

const postPageSchema = pageOf(postSummarySchema);

/** Field Manual query keys, for members and admins alike. */
export const postKeys = {
  /** Every posts query of every viewer: what a write makes stale. */
  all: ["posts"] as const,
  list: (viewer: Viewer) => [...postKeys.all, viewer, "list"] as const,
  detail: (viewer: Viewer, id: string) => [...postKeys.all, viewer, "detail", id] as const,
};

export function getPostsQueryOptions(viewer: Viewer) {
  return pagedListQueryOptions({ queryKey: postKeys.list(viewer), path: apiPaths.posts, parse: postPageSchema.parse });
}

export function getPostQueryOptions(viewer: Viewer, id: string) {
  return queryOptions({
    queryKey: postKeys.detail(viewer, id),
    queryFn: ({ signal }) => apiFetch(apiPaths.post(id), { signal, parse: postSchema.parse }),
  });
}

/** The Field Manual's articles, newest first. */
export function usePosts(overrides?: PagedListOverrides) {
  return usePagedList(getPostsQueryOptions, overrides);
}

/** One post: in full, or locked for a visitor when members-only. */
export function usePost(id: string) {
  return useRecord((viewer) => getPostQueryOptions(viewer, id), `post ${id}`);
}
