import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { memberDetailSchema, membersApiPaths, membersPageSchema, memberSummarySchema, revokedSessionsSchema } from "../../../shared/members.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { pagedListQueryOptions, usePagedList } from "../../api/paged-list.js";
import { apiFetch } from "../../lib/api-client.js";

const memberKeys = { all: ["admin-members"] as const };

/** Members newest first, or those whose name or e-mail contains `q`; fetched afresh whenever shown. */
export function useMembers(q: string) {
  return usePagedList(
    (owner) =>
      pagedListQueryOptions({
        queryKey: [...memberKeys.all, "list", q, owner],
        path: membersApiPaths.list,
        params: { q },
        parse: membersPageSchema.parse,
      }),
    { staleTime: 0 },
  );
}

/** The CSV download of the members a search shows (all of them without one). */
export const exportHref = (q: string) => (q ? `${membersApiPaths.exportCsv}?${new URLSearchParams({ q }).toString()}` : membersApiPaths.exportCsv);

export function useMember(id: string) {
  const { owner } = useCacheOwner();
  return useQuery({
    queryKey: [...memberKeys.all, "member", id, owner],
    queryFn: ({ signal }) => apiFetch(membersApiPaths.member(id), { signal, parse: memberDetailSchema.parse }),
    staleTime: 0,
  });
}

/** The actions on one member; each reloads the members' lists and pages. */
export function useMemberActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: memberKeys.all });
  return {
    revokeSessions: useMutation({
      mutationFn: () => apiFetch(membersApiPaths.sessions(id), { method: "DELETE", parse: revokedSessionsSchema.parse }),
      onSuccess,
    }),
    resendVerification: useMutation({ mutationFn: () => apiFetch(membersApiPaths.verification(id), { method: "POST" }), onSuccess }),
    grantAdmin: useMutation({
      mutationFn: (password: string) => apiFetch(membersApiPaths.admin(id), { method: "PUT", json: { password }, parse: memberSummarySchema.parse }),
      onSuccess,
    }),
    revokeAdmin: useMutation({ mutationFn: () => apiFetch(membersApiPaths.admin(id), { method: "DELETE", parse: memberSummarySchema.parse }), onSuccess }),
    remove: useMutation({ mutationFn: () => apiFetch(membersApiPaths.member(id), { method: "DELETE" }), onSuccess }),
  };
}
