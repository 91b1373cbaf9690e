import { queryOptions, useQuery } from "@tanstack/react-query";

import { meSchema } from "../../shared/me.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

/** GET /api/me: the profile with its two-factor and verification state (the account page, the admin guard). */
export const meKeys = { mine: (owner: CacheOwner) => ["me", owner] as const };

export function getMeQueryOptions(owner: CacheOwner) {
  return queryOptions({
    queryKey: meKeys.mine(owner),
    queryFn: ({ signal }) => apiFetch("/api/me", { signal, parse: meSchema.parse }),
    // Two-factor state changes on the account page, which refreshes this itself.
    staleTime: 30 * 1000,
  });
}

export function useMe() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({ ...getMeQueryOptions(owner), enabled: signedIn });
}
