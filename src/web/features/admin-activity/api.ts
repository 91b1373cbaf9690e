import { queryOptions, useQuery } from "@tanstack/react-query";

import { activityActorsSchema, activityApiPaths, activityPageSchema, type ActivityAction, type ActivityEntry } from "../../../shared/activity.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { pagedListQueryOptions, usePagedList } from "../../api/paged-list.js";
import { apiFetch } from "../../lib/api-client.js";

export interface ActivityFilters {
  actor: string | null;
  action: ActivityAction | null;
}

/** The activity log, newest first, a page at a time, with the chosen filters; fetched afresh on every visit. */
export function useActivity({ actor, action }: ActivityFilters) {
  const params = { actor, action };
  return usePagedList<ActivityEntry>(
    (owner) => pagedListQueryOptions({ queryKey: ["admin", "activity", params, owner], path: activityApiPaths.list, params, parse: activityPageSchema.parse }),
    { staleTime: 0 },
  );
}

/** The admins who appear in the log, for the filter. */
export function useActivityActors() {
  const { owner } = useCacheOwner();
  return useQuery(
    queryOptions({
      queryKey: ["admin", "activity", "actors", owner],
      queryFn: ({ signal }) => apiFetch(activityApiPaths.actors, { parse: activityActorsSchema.parse, signal }),
      staleTime: 0,
    }),
  );
}
