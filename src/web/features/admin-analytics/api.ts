import { queryOptions, useQuery } from "@tanstack/react-query";
import { analyticsApiPaths, analyticsReportSchema, type AnalyticsWindow } from "../../../shared/analytics.js";
import { apiFetch } from "../../lib/api-client.js";

/** The analytics report for the last `days` days; fetched afresh on every visit (the server writes pending counts first). */
export function analyticsQueryOptions(days: AnalyticsWindow) {
  return queryOptions({
    queryKey: ["admin", "analytics", days],
    queryFn: ({ signal }) => apiFetch(`${analyticsApiPaths.report}?days=${days}`, { parse: analyticsReportSchema.parse, signal }),
    staleTime: 0,
  });
}

export const useAnalytics = (days: AnalyticsWindow) => useQuery(analyticsQueryOptions(days));
