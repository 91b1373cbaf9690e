import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

import {
  acknowledgmentSchema,
  assignmentApiPaths,
  assignmentsPageSchema,
  attemptResultSchema,
  checkSchema,
  myAcknowledgmentSchema,
  myAssignmentsSchema,
  rosterPageSchema,
  type AssignmentKind,
  type CreateAssignmentInput,
} from "../../shared/assignments.js";
import { createdIdSchema } from "../../shared/orgs.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

// A member's assignments ("Assigned to you") and PDF acknowledgments (issue 33, decision 097).

export const assignmentKeys = {
  mine: (owner: CacheOwner) => ["assignments", "mine", owner] as const,
  acknowledgment: (owner: CacheOwner, itemId: string) => ["assignments", "acknowledgment", owner, itemId] as const,
  check: (owner: CacheOwner, assignmentId: string) => ["assignments", "check", owner, assignmentId] as const,
};

/** The signed-in member's open assignments, soonest due first (none outside an organisation). */
export function useMyAssignments() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: assignmentKeys.mine(owner),
    queryFn: ({ signal }) => apiFetch(assignmentApiPaths.mine, { signal, parse: myAssignmentsSchema.parse }),
    enabled: signedIn,
  });
}

/** Whether the member has acknowledged this PDF item, and the acknowledgment. */
export function useAcknowledgment(itemId: string) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: assignmentKeys.acknowledgment(owner, itemId),
    queryFn: ({ signal }) => apiFetch(assignmentApiPaths.acknowledgment(itemId), { signal, parse: myAcknowledgmentSchema.parse }),
    enabled: signedIn,
  });
}

/** "I have read and understood this": recorded with the hash of the file's current version. */
export function useAcknowledge(itemId: string) {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(assignmentApiPaths.acknowledgments, { method: "POST", json: { itemId }, parse: acknowledgmentSchema.parse }),
    onSuccess: (acknowledgment) => {
      queryClient.setQueryData(assignmentKeys.acknowledgment(owner, itemId), { acknowledgment });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.mine(owner) });
    },
  });
}

/** An assignment's knowledge check (questions without answers, the member's attempts), once `enabled`. */
export function useKnowledgeCheck(orgId: string, assignmentId: string, enabled: boolean) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: assignmentKeys.check(owner, assignmentId),
    queryFn: ({ signal }) => apiFetch(assignmentApiPaths.check(orgId, assignmentId), { signal, parse: checkSchema.parse }),
    enabled: signedIn && enabled,
  });
}

/** One attempt at a knowledge check: scored and recorded by the server; a pass may finish the assignment. */
export function useCheckAttempt(orgId: string, assignmentId: string) {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) =>
      apiFetch(assignmentApiPaths.attempts(orgId, assignmentId), { method: "POST", json: { answers }, parse: attemptResultSchema.parse }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.check(owner, assignmentId) });
    },
  });
}

// ── An organisation's assignments and rosters (owners, site admins; supervisors read) ──

const orgAssignmentKeys = (orgId: string) => ["assignments", "org", orgId] as const;

/** The organisation's assignments the asker may see (the first 100, newest first). */
export function useOrgAssignments(orgId: string) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...orgAssignmentKeys(orgId), "list", owner],
    queryFn: ({ signal }) => apiFetch(`${assignmentApiPaths.list(orgId)}?limit=100`, { signal, parse: assignmentsPageSchema.parse }),
    enabled: signedIn,
    staleTime: 0,
  });
}

/** An assignment's roster, a page of 100 at a time ("Load more"). */
export function useRoster(orgId: string, assignmentId: string) {
  const { owner } = useCacheOwner();
  return useInfiniteQuery({
    queryKey: [...orgAssignmentKeys(orgId), "roster", assignmentId, owner],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      apiFetch(`${assignmentApiPaths.roster(orgId, assignmentId)}?limit=100${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`, {
        signal,
        parse: rosterPageSchema.parse,
      }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

/** Assigning and withdrawing training; both reload the organisation's assignments. */
export function useAssignmentActions(orgId: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: orgAssignmentKeys(orgId) });
  return {
    create: useMutation({
      mutationFn: (input: CreateAssignmentInput) => apiFetch(assignmentApiPaths.list(orgId), { method: "POST", json: input, parse: createdIdSchema.parse }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch(assignmentApiPaths.one(orgId, id), { method: "DELETE" }),
      onSuccess: reload,
    }),
  };
}

const titledPage = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });

/** Published records an owner may assign, by kind (the newest 100 of each list; items of both item categories; series). */
export function useAssignableRecords(kind: AssignmentKind) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: ["assignments", "records", kind, owner],
    queryFn: async ({ signal }) => {
      const urls =
        kind === "series"
          ? ["/api/series?limit=100"]
          : kind === "post"
            ? ["/api/posts?limit=100"]
            : kind === "episode"
              ? ["/api/podcasts?limit=100"]
              : ["/api/content-items?category=after-action&limit=100", "/api/content-items?category=briefing&limit=100"];
      const pages = await Promise.all(urls.map((url) => apiFetch(url, { signal, parse: titledPage.parse })));
      return pages.flatMap((p) => p.items);
    },
    enabled: signedIn,
  });
}
