import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { jobsApiPaths, jobsPageSchema, jobsSummarySchema, type JobEntry, type JobState } from "../../../shared/jobs.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { pagedListQueryOptions, usePagedList } from "../../api/paged-list.js";
import { apiFetch } from "../../lib/api-client.js";

const jobKeys = { all: ["admin-jobs"] as const };

/** Jobs newest first, a page at a time, of one state or all; fetched afresh whenever shown. */
export function useJobs(state: JobState | null) {
  const params = { state };
  return usePagedList<JobEntry>(
    (owner) => pagedListQueryOptions({ queryKey: [...jobKeys.all, "list", params, owner], path: jobsApiPaths.list, params, parse: jobsPageSchema.parse }),
    { staleTime: 0 },
  );
}

/** Counts per state, the recurring jobs and this instance's tasks. */
export function useJobsSummary() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...jobKeys.all, "summary", owner],
    queryFn: ({ signal }) => apiFetch(jobsApiPaths.summary, { signal, parse: jobsSummarySchema.parse }),
    enabled: signedIn,
    staleTime: 0,
  });
}

/** Queues a dead or failed job again now; reloads the page's lists. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(jobsApiPaths.retry(id), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
