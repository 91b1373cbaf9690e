import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

import { seriesApiPaths, seriesCandidatesSchema, seriesSchema, type SeriesInputBody } from "../../../shared/series.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { getSeriesQueryOptions, seriesKeys } from "../../api/series.js";
import { apiFetch } from "../../lib/api-client.js";
import { useLoadForEdit, useRefreshAfterWrite } from "./api.js";
import { useRefreshHistory } from "./revision-api.js";

// Series (docs/decisions/103): the admin's writes go through the same cache as
// the readers' pages (src/web/api/series.ts), so a save reloads every series
// query, and the parts' places with them.

/** Series: loading one in full (every part, drafts too) for editing, save (create or update) and delete. */
export function useSeriesAdmin() {
  const refresh = useRefreshAfterWrite(seriesKeys.all);
  const refreshHistory = useRefreshHistory();
  const load = useLoadForEdit(getSeriesQueryOptions);
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SeriesInputBody }) =>
      apiFetch(id ? seriesApiPaths.one(id) : seriesApiPaths.list, { method: id ? "PUT" : "POST", json: input, parse: seriesSchema.parse }),
    onSuccess: refresh,
    // Each save is in the series' history (docs/decisions/112).
    onSettled: refreshHistory,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(seriesApiPaths.one(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { load, save, remove, refresh };
}

/** Records whose title holds `q`, to add as parts (with the series each is in already). */
export function useSeriesCandidates(q: string) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...seriesKeys.all, owner, "candidates", q],
    queryFn: ({ signal }) =>
      apiFetch(`${seriesApiPaths.candidates}?${new URLSearchParams(q ? { q } : {}).toString()}`, { signal, parse: seriesCandidatesSchema.parse }),
    enabled: signedIn,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
