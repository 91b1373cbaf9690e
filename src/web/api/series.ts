import { queryOptions } from "@tanstack/react-query";

import { pageOf } from "../../shared/content.js";
import { seriesApiPaths, seriesPlaceSchema, seriesSchema, seriesSummarySchema, type SeriesPartKind } from "../../shared/series.js";
import { apiFetch } from "../lib/api-client.js";
import { usePageData } from "../lib/page-data.js";
import type { CacheOwner } from "./cache-owner.js";
import { pagedListQueryOptions, usePagedList, type PagedListOverrides } from "./paged-list.js";
import { useRecord } from "./record.js";

// Series (docs/decisions/103): the server shapes every answer for the viewer
// (drafts for admins only, members-only parts locked for visitors, numbers
// over the parts the viewer sees), so each is kept per cache owner.

const seriesPageSchema = pageOf(seriesSummarySchema);

export const seriesKeys = {
  /** Every series query: what a write of a series, or of a record in one, makes stale. */
  all: ["series"] as const,
  list: (owner: CacheOwner) => [...seriesKeys.all, owner, "list"] as const,
  detail: (owner: CacheOwner, id: string) => [...seriesKeys.all, owner, "detail", id] as const,
  place: (owner: CacheOwner, kind: SeriesPartKind, id: string) => [...seriesKeys.all, owner, "place", kind, id] as const,
};

export function getSeriesQueryOptions(owner: CacheOwner, id: string) {
  return queryOptions({
    queryKey: seriesKeys.detail(owner, id),
    queryFn: ({ signal }) => apiFetch(seriesApiPaths.one(id), { signal, parse: seriesSchema.parse }),
  });
}

/** The series the viewer may see, newest first (the admin's list). */
export function useSeriesList(overrides?: PagedListOverrides) {
  return usePagedList(
    (owner) => pagedListQueryOptions({ queryKey: seriesKeys.list(owner), path: seriesApiPaths.list, parse: seriesPageSchema.parse }),
    overrides,
  );
}

/** One series with its parts in order and the member's progress. */
export function useSeries(id: string) {
  return useRecord((owner) => getSeriesQueryOptions(owner, id), `series ${id}`);
}

/**
 * Where a record stands in its series for this viewer ("Part 3 of 6" and its
 * neighbours); null in none. A record page the server rendered has the
 * visitor's answer in its page data: the first render's, until the viewer's own arrives.
 */
export function useSeriesPlace(kind: SeriesPartKind, id: string) {
  const pageData = usePageData();
  const rendered = (kind === "post" ? pageData.post : kind === "item" ? pageData.item : undefined)?.id === id ? pageData.seriesPlace : undefined;
  const placeholderData = rendered === undefined ? undefined : { place: rendered };
  const query = useRecord(
    (owner) =>
      queryOptions({
        queryKey: seriesKeys.place(owner, kind, id),
        queryFn: ({ signal }) => apiFetch(seriesApiPaths.place(kind, id), { signal, parse: seriesPlaceSchema.parse }),
        placeholderData,
      }),
    `the series of ${kind} ${id}`,
  );
  return query.data?.place ?? null;
}
