import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  acknowledgmentSchema,
  assignmentApiPaths,
  attemptResultSchema,
  checkSchema,
  myAcknowledgmentSchema,
  myAssignmentsSchema,
} from "../../shared/assignments.js";
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
