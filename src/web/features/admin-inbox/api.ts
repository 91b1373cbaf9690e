import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { inboxApiPaths, inboxMessageSchema, inboxPageSchema, type InboxFilter, type InboxUpdate } from "../../../shared/inbox.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { inboxKeys } from "../../api/inbox.js";
import { pagedListQueryOptions, usePagedList } from "../../api/paged-list.js";
import { apiFetch } from "../../lib/api-client.js";

/** One filter's messages, newest first, a page at a time; fetched afresh whenever shown. */
export function useInboxList(filter: InboxFilter) {
  return usePagedList(
    (owner) =>
      pagedListQueryOptions({
        queryKey: [...inboxKeys.all, "list", filter, owner],
        path: inboxApiPaths.list,
        params: { filter },
        parse: inboxPageSchema.parse,
      }),
    { staleTime: 0 },
  );
}

export function useInboxMessage(id: string | null) {
  const { owner } = useCacheOwner();
  return useQuery({
    queryKey: [...inboxKeys.all, "message", id, owner],
    queryFn: ({ signal }) => apiFetch(inboxApiPaths.message(id!), { signal, parse: inboxMessageSchema.parse }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Read / unread, archive / unarchive and delete; each reloads the lists, the open message and the unread count. */
export function useInboxActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: InboxUpdate }) =>
      apiFetch(inboxApiPaths.message(id), { method: "PATCH", json: change, parse: inboxMessageSchema.parse }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(inboxApiPaths.message(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { update, remove };
}

export type { InboxFilter };
