import { queryOptions } from "@tanstack/react-query";

import type { Category } from "../../shared/constants.js";
import { apiPaths, contentItemSchema, contentItemSummarySchema, pageOf } from "../../shared/content.js";
import { apiFetch } from "../lib/api-client.js";
import { usePageData } from "../lib/page-data.js";
import type { CacheOwner } from "./cache-owner.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import { renderedRecord, useRecord } from "./record.js";

const itemPageSchema = pageOf(contentItemSummarySchema);

/** Content item query keys (briefings and After-Action), for members and admins alike. */
export const contentItemKeys = {
  /** Every content item query of every cache owner: what a write makes stale. */
  all: ["content-items"] as const,
  /** `q`: only titles containing it (the admin list's search box); "" for all. */
  list: (owner: CacheOwner, category: Category, q = "") => [...contentItemKeys.all, owner, "list", category, q] as const,
  detail: (owner: CacheOwner, id: string) => [...contentItemKeys.all, owner, "detail", id] as const,
};

export function getContentItemsQueryOptions(owner: CacheOwner, category: Category, q = "") {
  return pagedListQueryOptions({
    queryKey: contentItemKeys.list(owner, category, q),
    path: apiPaths.contentItems,
    params: { category, q },
    parse: itemPageSchema.parse,
  });
}

export function getContentItemQueryOptions(owner: CacheOwner, id: string) {
  return queryOptions({
    queryKey: contentItemKeys.detail(owner, id),
    queryFn: ({ signal }) => apiFetch(apiPaths.contentItem(id), { signal, parse: contentItemSchema.parse }),
  });
}

/** The items of one category, newest first. */
export function useContentItems(category: Category, overrides?: PagedListOverrides, q = "") {
  return usePagedList((owner) => getContentItemsQueryOptions(owner, category, q), overrides);
}

/** One item: in full, or locked for a visitor when members-only (the server's render first, when it made one). */
export function useContentItem(id: string) {
  const placeholderData = renderedRecord(contentItemSchema, usePageData().item, id);
  return useRecord((owner) => ({ ...getContentItemQueryOptions(owner, id), placeholderData }), `content item ${id}`);
}
