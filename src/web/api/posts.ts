import { queryOptions } from "@tanstack/react-query";

import { apiPaths, pageOf, postSchema, postSummarySchema } from "../../shared/content.js";
import { apiFetch } from "../lib/api-client.js";
import { usePageData } from "../lib/page-data.js";
import { previewKey, usePreviewQuery, withPreview, type Preview } from "../lib/preview.js";
import type { CacheOwner } from "./cache-owner.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import { renderedRecord, useRecord } from "./record.js";

const postPageSchema = pageOf(postSummarySchema);

/** Field Manual query keys, for members and admins alike. */
export const postKeys = {
  /** Every posts query of every cache owner: what a write makes stale. */
  all: ["posts"] as const,
  /** `q`: only titles containing it (the admin list's search box); "" for all. */
  list: (owner: CacheOwner, q = "", tag = "") => [...postKeys.all, owner, "list", q, tag] as const,
  /** With a preview (issue 30): the answer read through that link. */
  detail: (owner: CacheOwner, id: string, preview: Preview | null = null) => [...postKeys.all, owner, "detail", id, ...previewKey(preview)] as const,
};

/** `tag`: only the posts with that tag (the dashboard's topic filter, docs/decisions/106); "" for all. */
export function getPostsQueryOptions(owner: CacheOwner, q = "", tag = "") {
  return pagedListQueryOptions({ queryKey: postKeys.list(owner, q, tag), path: apiPaths.posts, params: { q, tag }, parse: postPageSchema.parse });
}

export function getPostQueryOptions(owner: CacheOwner, id: string, preview: Preview | null = null) {
  return queryOptions({
    queryKey: postKeys.detail(owner, id, preview),
    queryFn: ({ signal }) => apiFetch(withPreview(apiPaths.post(id), preview), { signal, parse: postSchema.parse }),
  });
}

/** The Field Manual's articles, newest first (with `q`, those whose title contains it). */
export function usePosts(overrides?: PagedListOverrides, q = "", tag = "") {
  return usePagedList((owner) => getPostsQueryOptions(owner, q, tag), overrides);
}

/** One post: in full, or locked for a visitor when members-only (the server's render first, when it made one); through the page's preview link, if any. */
export function usePost(id: string) {
  const placeholderData = renderedRecord(postSchema, usePageData().post, id);
  const preview = usePreviewQuery();
  return useRecord((owner) => ({ ...getPostQueryOptions(owner, id, preview), placeholderData }), `post ${id}`);
}
