import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  adminOrgsPageSchema,
  createdIdSchema,
  createdInviteLinkSchema,
  createdOrgSchema,
  invitationPreviewSchema,
  invitationsSchema,
  inviteLinksSchema,
  joinedSchema,
  myOrgSchema,
  orgApiPaths,
  orgSchema,
  peoplePageSchema,
  type AdminOrgSummary,
  type CreateOrgInput,
  type InvitationInput,
  type InviteLinkInput,
  type Person,
  type UpdateOrgInput,
  type UpdatePersonInput,
} from "../../../shared/orgs.js";
import { ssoApiPaths, ssoConnectionSchema, ssoSettingsSchema, ssoTestStartSchema, type ConnectionInput, type ConnectionPatch } from "../../../shared/sso.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { pagedListQueryOptions, usePagedList } from "../../api/paged-list.js";
import { apiFetch } from "../../lib/api-client.js";

// The organisation screens (issue 33) read and write the organisations API
// (shared/orgs.ts). Everything is read afresh when shown: people, invitations
// and links change under other owners' hands. Every write reloads every
// organisation read, the member's own place included.

const orgKeys = { all: ["orgs"] as const };
const FRESH = { staleTime: 0 };

/** The signed-in member's organisation (null: none). */
export function useMyOrg() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...orgKeys.all, "mine", owner],
    queryFn: ({ signal }) => apiFetch(orgApiPaths.mine, { signal, parse: myOrgSchema.parse }),
    enabled: signedIn,
    ...FRESH,
  });
}

/** One organisation with its units and the asker's place in it. */
export function useOrg(orgId: string | undefined) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...orgKeys.all, "org", orgId, owner],
    queryFn: ({ signal }) => apiFetch(orgApiPaths.org(orgId!), { signal, parse: orgSchema.parse }),
    enabled: signedIn && orgId !== undefined,
    // A 404 ("Organisation not found.") or 403 will not change by asking again.
    retry: false,
    ...FRESH,
  });
}

/**
 * The people an owner or supervisor may see, by name, filtered by unit and
 * search. While a new filter loads, the rows of the last one stay (a person
 * being changed keeps their open form).
 */
export function usePeople(orgId: string, filter: { q: string; unitId: string }) {
  const { owner, signedIn } = useCacheOwner();
  const query = useInfiniteQuery({
    ...pagedListQueryOptions<Person>({
      queryKey: [...orgKeys.all, "people", orgId, filter.q, filter.unitId, owner],
      path: orgApiPaths.people(orgId),
      params: { q: filter.q, unitId: filter.unitId },
      parse: peoplePageSchema.parse,
    }),
    ...FRESH,
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

export function useInvitations(orgId: string) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...orgKeys.all, "invitations", orgId, owner],
    queryFn: ({ signal }) => apiFetch(orgApiPaths.invitations(orgId), { signal, parse: invitationsSchema.parse }),
    enabled: signedIn,
    ...FRESH,
  });
}

export function useInviteLinks(orgId: string) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...orgKeys.all, "invite-links", orgId, owner],
    queryFn: ({ signal }) => apiFetch(orgApiPaths.inviteLinks(orgId), { signal, parse: inviteLinksSchema.parse }),
    enabled: signedIn,
    ...FRESH,
  });
}

/** A write that reloads every organisation read when it settles. */
function useOrgMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }) });
}

/** Every change an owner (or a site admin) makes to one organisation, and leaving it. */
export function useOrgActions(orgId: string) {
  const send = (path: string, method: "POST" | "PATCH" | "DELETE", json?: unknown) => apiFetch(path, { method, ...(json === undefined ? {} : { json }) });
  return {
    update: useOrgMutation((input: UpdateOrgInput) => send(orgApiPaths.org(orgId), "PATCH", input)),
    leave: useOrgMutation(() => send(orgApiPaths.leave(orgId), "POST")),
    addUnit: useOrgMutation((name: string) => apiFetch(orgApiPaths.units(orgId), { method: "POST", json: { name }, parse: createdIdSchema.parse })),
    renameUnit: useOrgMutation(({ unitId, name }: { unitId: string; name: string }) => send(orgApiPaths.unit(orgId, unitId), "PATCH", { name })),
    deleteUnit: useOrgMutation((unitId: string) => send(orgApiPaths.unit(orgId, unitId), "DELETE")),
    updatePerson: useOrgMutation(({ userId, change }: { userId: string; change: UpdatePersonInput }) =>
      send(orgApiPaths.person(orgId, userId), "PATCH", change),
    ),
    removePerson: useOrgMutation((userId: string) => send(orgApiPaths.person(orgId, userId), "DELETE")),
    invite: useOrgMutation((input: InvitationInput) => apiFetch(orgApiPaths.invitations(orgId), { method: "POST", json: input, parse: createdIdSchema.parse })),
    revokeInvitation: useOrgMutation((id: string) => send(orgApiPaths.invitation(orgId, id), "DELETE")),
    makeLink: useOrgMutation((input: InviteLinkInput) =>
      apiFetch(orgApiPaths.inviteLinks(orgId), { method: "POST", json: input, parse: createdInviteLinkSchema.parse }),
    ),
    revokeLink: useOrgMutation((id: string) => send(orgApiPaths.inviteLink(orgId, id), "DELETE")),
    setLogo: useOrgMutation((file: File) => {
      const body = new FormData();
      body.append("file", file, file.name);
      return apiFetch(orgApiPaths.logo(orgId), { method: "PUT", body });
    }),
    removeLogo: useOrgMutation(() => send(orgApiPaths.logo(orgId), "DELETE")),
  };
}

// ── Sign-in (SSO, issue 34) ──

const ssoKey = (orgId: string) => [...orgKeys.all, "sso", orgId] as const;

/** An organisation's identity provider connections (never their secrets), whether its people must use them, and what to enter at the provider. */
export function useSsoSettings(orgId: string) {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...ssoKey(orgId), owner],
    queryFn: ({ signal }) => apiFetch(ssoApiPaths.settings(orgId), { signal, parse: ssoSettingsSchema.parse }),
    enabled: signedIn,
    ...FRESH,
  });
}

/** A write to one organisation's sign-in that reloads its settings when it settles. */
function useSsoMutation<I, R>(orgId: string, mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKey(orgId) }) });
}

/**
 * An owner's (or a site admin's) changes to the organisation's sign-in; each
 * reloads the sign-in settings when it settles. A test answers with the
 * provider's address, where the browser goes next (its outcome comes back
 * to /organisation?sso-test=).
 */
export function useSsoActions(orgId: string) {
  return {
    create: useSsoMutation(orgId, (input: ConnectionInput) =>
      apiFetch(ssoApiPaths.settings(orgId), { method: "POST", json: input, parse: ssoConnectionSchema.parse }),
    ),
    update: useSsoMutation(orgId, ({ connectionId, change }: { connectionId: string; change: ConnectionPatch }) =>
      apiFetch(ssoApiPaths.connection(orgId, connectionId), { method: "PATCH", json: change, parse: ssoConnectionSchema.parse }),
    ),
    remove: useSsoMutation(orgId, (connectionId: string) => apiFetch(ssoApiPaths.connection(orgId, connectionId), { method: "DELETE" })),
    setRequired: useSsoMutation(orgId, (required: boolean) => apiFetch(ssoApiPaths.required(orgId), { method: "PUT", json: { required } })),
    test: useMutation({
      mutationFn: (connectionId: string) => apiFetch(ssoApiPaths.test(orgId, connectionId), { method: "POST", parse: ssoTestStartSchema.parse }),
    }),
  };
}

// ── Site admin ──

/** Every organisation, newest first, or only those waiting for approval. */
export function useAdminOrgs(waitingOnly = false) {
  return usePagedList<AdminOrgSummary>(
    (owner) =>
      pagedListQueryOptions({
        queryKey: [...orgKeys.all, "admin-list", waitingOnly, owner],
        path: orgApiPaths.adminOrgs,
        params: { status: waitingOnly ? "requested" : null },
        parse: adminOrgsPageSchema.parse,
      }),
    FRESH,
  );
}

/** A site admin approves an organisation a member asked for, or deletes one (its people's accounts and records stay). */
export function useAdminOrgActions() {
  return {
    approve: useOrgMutation((orgId: string) => apiFetch(orgApiPaths.approveOrg(orgId), { method: "POST" })),
    remove: useOrgMutation((orgId: string) => apiFetch(orgApiPaths.adminOrg(orgId), { method: "DELETE" })),
  };
}

/** A member asks for an organisation they will own; it waits for a site admin's approval. */
export function useRequestOrg() {
  return useOrgMutation((name: string) => apiFetch(orgApiPaths.requests, { method: "POST", json: { name }, parse: createdIdSchema.parse }));
}

export function useCreateOrg() {
  return useOrgMutation((input: CreateOrgInput) => apiFetch(orgApiPaths.adminOrgs, { method: "POST", json: input, parse: createdOrgSchema.parse }));
}

// ── Joining ──

/** What an invitation or invitation link offers; public (a visitor sees it before signing in). */
export function useJoinPreview(token: string) {
  return useQuery({
    queryKey: [...orgKeys.all, "join", token],
    queryFn: ({ signal }) => apiFetch(orgApiPaths.join(token), { signal, parse: invitationPreviewSchema.parse }),
    retry: false,
    ...FRESH,
  });
}

export function useJoin(token: string) {
  return useOrgMutation(() => apiFetch(orgApiPaths.join(token), { method: "POST", parse: joinedSchema.parse }));
}
