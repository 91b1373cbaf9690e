import { queryOptions, useQuery } from "@tanstack/react-query";
import { analyticsApiPaths, analyticsReportSchema, type AnalyticsWindow } from "../../../shared/analytics.js";
import { useViewer, type Viewer } from "../../api/viewer.js";
import { apiFetch } from "../../lib/api-client.js";

/** The analytics report for the last `days` days; fetched afresh on every visit (the server writes pending counts first). */
function analyticsQueryOptions(viewer: Viewer, days: AnalyticsWindow) {
  return queryOptions({
    queryKey: ["admin", "analytics", days, viewer],
    queryFn: ({ signal }) => apiFetch(`${analyticsApiPaths.report}?days=${days}`, { parse: analyticsReportSchema.parse, signal }),
    staleTime: 0,
  });
}

export function useAnalytics(days: AnalyticsWindow) {
  const { viewer } = useViewer();
  return useQuery(analyticsQueryOptions(viewer, days));
}
