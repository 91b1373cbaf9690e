import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";

import type { ListProgress } from "../../shared/content.js";
import { continueListSchema, oneProgressSchema, progressApiPaths, progressSchema, type Progress, type ProgressKind } from "../../shared/progress.js";
import { apiFetch } from "../lib/api-client.js";
import { usePreviewQuery } from "../lib/preview.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";
import { contentItemKeys } from "./content-items.js";
import { podcastKeys } from "./podcasts.js";
import { postKeys } from "./posts.js";

/**
 * Progress query keys. `one` holds `{ progress }` for a record: fetched for
 * a player opened outside a list, and set by every save or mark in this tab,
 * so it is newer than what a cached list says (undefined: this tab knows
 * nothing beyond the list).
 */
export const progressKeys = {
  all: ["progress"] as const,
  one: (owner: CacheOwner, kind: ProgressKind, id: string) => ["progress", owner, kind, id] as const,
  continueList: (owner: CacheOwner) => ["progress", owner, "continue"] as const,
};

type OneProgress = { progress: Progress | null };

/**
 * The cache owner, and whether this page keeps a member's progress: not on
 * a preview page (issue 30), where a member reading an unpublished draft
 * through a link has read nothing the site publishes (a visitor has no
 * session to keep it in anyway).
 */
function useProgressOwner(): { owner: CacheOwner; signedIn: boolean } {
  const { owner, signedIn } = useCacheOwner();
  const previewing = usePreviewQuery() !== null;
  return { owner, signedIn: signedIn && !previewing };
}

/** What a list item shows of a member's progress: position, duration, finished. */
export type ShownProgress = NonNullable<ListProgress> | null;

/**
 * A record's progress for the signed-in member: what this tab last saved or
 * marked, else what its list said (`listed`), else (no list, e.g. the item
 * viewer) fetched from the server. Visitors have none.
 */
export function useProgress(kind: ProgressKind, id: string, listed?: ListProgress) {
  const { owner, signedIn } = useProgressOwner();
  const query = useQuery({
    queryKey: progressKeys.one(owner, kind, id),
    queryFn: ({ signal }): Promise<OneProgress> => apiFetch(progressApiPaths.one(kind, id), { signal, parse: oneProgressSchema.parse }),
    enabled: signedIn && listed === undefined,
    staleTime: Infinity,
  });
  const progress: ShownProgress = query.data ? query.data.progress : (listed ?? null);
  /** False while a fetched progress is still on its way (a player waits for it before offering to resume). */
  const settled = !signedIn || listed !== undefined || query.data !== undefined || query.isError;
  return { progress, settled, signedIn };
}

const saveRequest = (kind: ProgressKind, id: string, body: object, keepalive = false) =>
  apiFetch(progressApiPaths.one(kind, id), { method: "PUT", json: { ...body, clientTime: Date.now() }, keepalive, parse: progressSchema.parse });

function remember(queryClient: QueryClient, owner: CacheOwner, kind: ProgressKind, id: string, progress: Progress | null) {
  queryClient.setQueryData<OneProgress>(progressKeys.one(owner, kind, id), { progress });
}

/** Saves a player's position (nothing for a visitor). Failures are logged: the next save carries the position again. */
export function useSaveProgress(kind: ProgressKind, id: string) {
  const { owner, signedIn } = useProgressOwner();
  const queryClient = useQueryClient();
  return (snapshot: { position: number; duration?: number }, { keepalive }: { keepalive: boolean }) => {
    if (!signedIn) return;
    saveRequest(kind, id, snapshot, keepalive).then(
      (saved) => {
        remember(queryClient, owner, kind, id, saved);
        void queryClient.invalidateQueries({ queryKey: progressKeys.continueList(owner) });
      },
      (error: unknown) => console.error(`Could not save progress on ${kind} ${id}:`, error),
    );
  };
}

/** "Mark as finished / read" (true) and "Mark as unfinished / unread" or "Start over" (false: the progress is forgotten). */
export function useMarkProgress(kind: ProgressKind, id: string) {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ finished, current }: { finished: boolean; current?: ShownProgress }): Promise<Progress | null> => {
      if (!finished) {
        await apiFetch(progressApiPaths.one(kind, id), { method: "DELETE" });
        return null;
      }
      return saveRequest(kind, id, { position: current?.position ?? 0, ...(current?.duration ? { duration: current.duration } : {}), finished: true });
    },
    onSuccess: (progress) => {
      remember(queryClient, owner, kind, id, progress);
      void queryClient.invalidateQueries({ queryKey: progressKeys.continueList(owner) });
    },
  });
}

/**
 * Marks an article, text item or PDF read once for the signed-in member
 * (reaching its end, opening it): nothing for visitors or what is read already.
 */
export function useMarkRead(kind: ProgressKind, id: string) {
  const { signedIn } = useProgressOwner();
  const { progress } = useProgress(kind, id);
  const mark = useMarkProgress(kind, id);
  const done = progress?.finished === true || mark.isPending || mark.isSuccess;
  return {
    /** Whether there is anything to mark (the member may still be reading). */
    pending: signedIn && progress?.finished !== true,
    markRead: () => {
      if (signedIn && !done) mark.mutate({ finished: true }, { onError: (error) => console.error(`Could not mark ${kind} ${id} read:`, error) });
    },
  };
}

/** "Continue": the member's started, unfinished episodes and items, newest activity first (at most 6). */
export function useContinueList() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: progressKeys.continueList(owner),
    queryFn: ({ signal }) => apiFetch(progressApiPaths.all, { signal, parse: continueListSchema.parse }),
    enabled: signedIn,
  });
}

/** Forgets all of the member's progress; every list shows it again from the server. */
export function useResetProgress() {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(progressApiPaths.all, { method: "DELETE" }),
    onSuccess: async () => {
      // What this tab saved is gone too: lists and players go back to the server's answer.
      await Promise.all([[...progressKeys.all, owner]].map((queryKey) => queryClient.resetQueries({ queryKey })));
      await Promise.all([podcastKeys.all, postKeys.all, contentItemKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
