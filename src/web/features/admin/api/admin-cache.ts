import { useQueryClient, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import type { PagedListOverrides } from "../../../api/paged-list.js";
import { useViewer, type Viewer } from "../../../api/viewer.js";

// The admin screens read and write through the same cache as the members'
// screens (src/web/api): a write reloads that resource's queries, and only
// those, so the dashboard and the readers show the change too.

/** Each admin list is fetched afresh whenever its tab opens, with other admins' writes. */
export const ADMIN_LIST: PagedListOverrides = { staleTime: 0 };

/** After a write: reloads every query of the resource whose keys start with `resourceKey`. */
export function useRefreshAfterWrite(resourceKey: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKey });
}

/** Loads one record in full (lists carry summaries) for the edit form, always from the server. */
export function useLoadForEdit<T, K extends QueryKey>(optionsFor: (viewer: Viewer, id: string) => FetchQueryOptions<T, Error, T, K>) {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  return (id: string): Promise<T> => queryClient.fetchQuery({ ...optionsFor(viewer, id), staleTime: 0 });
}
