import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { preferencesApiPaths, preferencesInputSchema, preferencesSchema, type Preferences, type PreferencesInput } from "../../shared/preferences.js";
import { apiFetch } from "../lib/api-client.js";
import { useClientValue } from "../lib/use-client-value.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

export const preferencesKeys = {
  mine: (owner: CacheOwner) => ["preferences", owner] as const,
  visit: (owner: CacheOwner) => ["preferences", owner, "visit"] as const,
};

const DEFAULTS: Preferences = { playbackRate: 1, captionsOn: false, previousVisitAt: null, lastVisitAt: null };

/** A visitor's speed and captions choice, kept in this browser (a member's are on the server, for every device). */
const VISITOR_KEY = "lobl-player-preferences";

function readVisitorRaw(): string {
  try {
    return window.localStorage.getItem(VISITOR_KEY) ?? "";
  } catch {
    return "";
  }
}

/** The stored choices that are still valid (a stored value from another version of the site, or edited by hand, is left out). */
export function visitorPreferences(raw: string | null): Preferences {
  if (!raw) return DEFAULTS;
  try {
    const parsed = preferencesInputSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { ...DEFAULTS, ...parsed.data } : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

function saveVisitorPreferences(input: PreferencesInput): void {
  try {
    const { playbackRate, captionsOn } = { ...visitorPreferences(readVisitorRaw()), ...input };
    window.localStorage.setItem(VISITOR_KEY, JSON.stringify({ playbackRate, captionsOn }));
  } catch (error) {
    console.error("Could not keep the player preferences in this browser:", error);
  }
}

/**
 * The member's preferences (speed, captions), fetched once per session; a
 * visitor's kept in this browser's localStorage (read once the page's code
 * runs, so a server-rendered page and the browser agree). `preferences` is
 * the defaults until known.
 */
export function usePreferences() {
  const { owner, signedIn } = useCacheOwner();
  const query = useQuery({
    queryKey: preferencesKeys.mine(owner),
    queryFn: ({ signal }) => apiFetch(preferencesApiPaths.preferences, { signal, parse: preferencesSchema.parse }),
    enabled: signedIn,
    staleTime: Infinity,
  });
  const visitorRaw = useClientValue(readVisitorRaw);
  const stored = signedIn ? DEFAULTS : visitorPreferences(visitorRaw);
  return { ...query, preferences: query.data ?? stored };
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
    onMutate: (input) => {
      if (!signedIn) saveVisitorPreferences(input);
      queryClient.setQueryData<Preferences>(key, (old) => ({ ...(old ?? (signedIn ? DEFAULTS : visitorPreferences(readVisitorRaw()))), ...input }));
    },
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
