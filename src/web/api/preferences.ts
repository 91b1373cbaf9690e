import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { preferencesApiPaths, preferencesSchema, type Preferences, type PreferencesInput } from "../../shared/preferences.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

export const preferencesKeys = {
  mine: (owner: CacheOwner) => ["preferences", owner] as const,
  visit: (owner: CacheOwner) => ["preferences", owner, "visit"] as const,
};

const DEFAULTS: Preferences = { playbackRate: 1, captionsOn: false, previousVisitAt: null, lastVisitAt: null };

/**
 * The member's preferences (speed, captions), fetched once per session; a
 * visitor's stay in this tab only. `data` is the defaults until known.
 */
export function usePreferences() {
  const { owner, signedIn } = useCacheOwner();
  const query = useQuery({
    queryKey: preferencesKeys.mine(owner),
    queryFn: ({ signal }) => apiFetch(preferencesApiPaths.preferences, { signal, parse: preferencesSchema.parse }),
    enabled: signedIn,
    staleTime: Infinity,
  });
  return { ...query, preferences: query.data ?? DEFAULTS };
}

/**
 * Sets preferences at once on screen and, for a member, on the server. A
 * failed save is only logged: the choice still holds on this page.
 */
export function useUpdatePreferences() {
  const { owner, signedIn } = useCacheOwner();
  const queryClient = useQueryClient();
  const key = preferencesKeys.mine(owner);
  return useMutation({
    mutationFn: (input: PreferencesInput) =>
      signedIn ? apiFetch(preferencesApiPaths.preferences, { method: "PUT", json: input, parse: preferencesSchema.parse }) : Promise.resolve(null),
    onMutate: (input) => queryClient.setQueryData<Preferences>(key, (old) => ({ ...(old ?? DEFAULTS), ...input })),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(key, saved);
    },
    onError: (error) => console.error("Could not save preferences:", error),
  });
}

/**
 * Tells the server the member is here (a new visit after 30 minutes away),
 * at most every 30 minutes per tab; `previousVisitAt` is what "New" marks
 * compare with (null on a first visit or before the answer).
 */
export function useVisit() {
  const { owner, signedIn } = useCacheOwner();
  const query = useQuery({
    queryKey: preferencesKeys.visit(owner),
    queryFn: () => apiFetch(preferencesApiPaths.visit, { method: "POST", parse: preferencesSchema.parse }),
    enabled: signedIn,
    staleTime: 30 * 60 * 1000,
    gcTime: Infinity,
    retry: false,
  });
  return { previousVisitAt: query.data?.previousVisitAt ?? null };
}
