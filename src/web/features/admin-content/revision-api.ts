import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

import { REVISION_KINDS, revisionApiPaths, revisionSchema, revisionSummarySchema, type RevisionKind } from "../../../shared/revisions.js";
import { useCacheOwner, type CacheOwner } from "../../api/cache-owner.js";
import { apiFetch } from "../../lib/api-client.js";

// A record's revision history (issue 30): the list of its saves, one save
// whole, and a restore (which the server makes a new save).

/** Whose history: a post, an episode or an item. */
export interface RevisionTarget {
  kind: RevisionKind;
  id: string;
}

const revisionListSchema = z.object({ items: z.array(revisionSummarySchema) });
const restoredSchema = z.object({ kind: z.enum(REVISION_KINDS), id: z.string(), revision: z.number().int() });
export type RestoredRevision = z.infer<typeof restoredSchema>;

export const revisionKeys = {
  /** Every history query: what any save of a record makes stale (a save adds to its history, refused or not). */
  all: ["revisions"] as const,
  list: (owner: CacheOwner, target: RevisionTarget) => [...revisionKeys.all, owner, "list", target.kind, target.id] as const,
  one: (owner: CacheOwner, id: string) => [...revisionKeys.all, owner, "one", id] as const,
};

/** The record's saves, newest first; only fetched while the History section is open, and afresh each time (other admins save too). */
export function useRevisions(target: RevisionTarget, enabled: boolean) {
  const { owner } = useCacheOwner();
  return useQuery({
    queryKey: revisionKeys.list(owner, target),
    queryFn: ({ signal }) => apiFetch(`${revisionApiPaths.list}?${new URLSearchParams({ ...target }).toString()}`, { signal, parse: revisionListSchema.parse }),
    enabled,
    staleTime: 0,
  });
}

/** One save whole (its words), while the admin views it. A save never changes, so it is kept as long as the cache keeps it. */
export function useRevision(id: string) {
  const { owner } = useCacheOwner();
  return useQuery({
    queryKey: revisionKeys.one(owner, id),
    queryFn: ({ signal }) => apiFetch(revisionApiPaths.one(id), { signal, parse: revisionSchema.parse }),
    staleTime: Infinity,
  });
}

/** Restores a save's words as a new save; the history then reloads (the restore is in it). */
export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(revisionApiPaths.restore(id), { method: "POST", parse: restoredSchema.parse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}

/** After any save of a record, accepted or refused: its history has a new entry. */
export function useRefreshHistory(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: revisionKeys.all });
}
