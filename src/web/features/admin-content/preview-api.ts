import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { createdPreviewLinkSchema, previewApiPaths, previewLinksSchema, type PreviewTarget } from "../../../shared/previews.js";
import { useCacheOwner, type CacheOwner } from "../../api/cache-owner.js";
import { apiFetch } from "../../lib/api-client.js";

// A record's private preview links (issue 30): the admin makes one, sees
// those that still work (never their tokens) and revokes one.

export const previewLinkKeys = {
  all: ["preview-links"] as const,
  list: (owner: CacheOwner, target: PreviewTarget) => [...previewLinkKeys.all, owner, target.kind, target.id] as const,
};

/** The record's links that still work, newest first; fetched afresh each time the form opens (another admin may have made or revoked one). */
export function usePreviewLinks(target: PreviewTarget) {
  const { owner } = useCacheOwner();
  return useQuery({
    queryKey: previewLinkKeys.list(owner, target),
    queryFn: ({ signal }) => apiFetch(`${previewApiPaths.links}?${new URLSearchParams(target).toString()}`, { signal, parse: previewLinksSchema.parse }),
    staleTime: 0,
  });
}

/** Makes a link (its answer holds the whole URL, shown once) or revokes one; either reloads the list. */
export function usePreviewLinkActions(target: PreviewTarget) {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: previewLinkKeys.list(owner, target) });
  const create = useMutation({
    mutationFn: () => apiFetch(previewApiPaths.links, { method: "POST", json: target, parse: createdPreviewLinkSchema.parse }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiFetch(previewApiPaths.link(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
