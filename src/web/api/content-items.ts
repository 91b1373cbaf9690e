import { queryOptions } from "@tanstack/react-query";

import type { Category } from "../../shared/constants.js";
import { apiPaths, contentItemSchema, contentItemSummarySchema, pageOf } from "../../shared/content.js";
import { apiFetch } from "../lib/api-client.js";
import { usePageData } from "../lib/page-data.js";
import { previewKey, usePreviewQuery, withPreview, withPreviewUrls, type Preview } from "../lib/preview.js";
import type { CacheOwner } from "./cache-owner.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import { renderedRecord, useRecord } from "./record.js";

const itemPageSchema = pageOf(contentItemSummarySchema);

/** Content item query keys (briefings and After-Action), for members and admins alike. */
export const contentItemKeys = {
  /** Every content item query of every cache owner: what a write makes stale. */
  all: ["content-items"] as const,
  /** `q`: only titles containing it (the admin list's search box); "" for all. */
  list: (owner: CacheOwner, category: Category, q = "", tag = "") => [...contentItemKeys.all, owner, "list", category, q, tag] as const,
  /** With a preview (issue 30): the answer read through that link. */
  detail: (owner: CacheOwner, id: string, preview: Preview | null = null) => [...contentItemKeys.all, owner, "detail", id, ...previewKey(preview)] as const,
};

export function getContentItemsQueryOptions(owner: CacheOwner, category: Category, q = "", tag = "") {
  return pagedListQueryOptions({
    queryKey: contentItemKeys.list(owner, category, q, tag),
    path: apiPaths.contentItems,
    params: { category, q, tag },
    parse: itemPageSchema.parse,
  });
}

export function getContentItemQueryOptions(owner: CacheOwner, id: string, preview: Preview | null = null) {
  return queryOptions({
    queryKey: contentItemKeys.detail(owner, id, preview),
    queryFn: async ({ signal }) =>
      withPreviewUrls(await apiFetch(withPreview(apiPaths.contentItem(id), preview), { signal, parse: contentItemSchema.parse }), preview),
  });
}

/** The items of one category, newest first. */
export function useContentItems(category: Category, overrides?: PagedListOverrides, q = "", tag = "") {
  return usePagedList((owner) => getContentItemsQueryOptions(owner, category, q, tag), overrides);
}

/** One item: in full, or locked for a visitor when members-only (the server's render first, when it made one); through the page's preview link, if any. */
export function useContentItem(id: string) {
  const placeholderData = renderedRecord(contentItemSchema, usePageData().item, id);
  const preview = usePreviewQuery();
  return useRecord((owner) => ({ ...getContentItemQueryOptions(owner, id, preview), placeholderData }), `content item ${id}`);
}
