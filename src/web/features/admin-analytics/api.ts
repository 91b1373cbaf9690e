import { queryOptions, useQuery } from "@tanstack/react-query";

import { analyticsApiPaths, analyticsReportSchema, type AnalyticsWindow } from "../../../shared/analytics.js";
import { useCacheOwner, type CacheOwner } from "../../api/cache-owner.js";
import { apiFetch } from "../../lib/api-client.js";

/** The analytics report for the last `days` days; fetched afresh on every visit (the server writes pending counts first). */
function analyticsQueryOptions(owner: CacheOwner, days: AnalyticsWindow) {
  return queryOptions({
    queryKey: ["admin", "analytics", days, owner],
    queryFn: ({ signal }) => apiFetch(`${analyticsApiPaths.report}?days=${days}`, { parse: analyticsReportSchema.parse, signal }),
    staleTime: 0,
  });
}

export function useAnalytics(days: AnalyticsWindow) {
  const { owner } = useCacheOwner();
  return useQuery(analyticsQueryOptions(owner, days));
}
