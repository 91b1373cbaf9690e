import { queryOptions, useQuery } from "@tanstack/react-query";
import { meSchema } from "../../shared/me.js";
import { apiFetch } from "../lib/api-client.js";
import { useViewer, type Viewer } from "./viewer.js";

/** GET /api/me: the profile with its two-factor and verification state (the account page, the admin guard). */
export const meKeys = { mine: (viewer: Viewer) => ["me", viewer] as const };

export function getMeQueryOptions(viewer: Viewer) {
  return queryOptions({
    queryKey: meKeys.mine(viewer),
    queryFn: ({ signal }) => apiFetch("/api/me", { signal, parse: meSchema.parse }),
    // Two-factor state changes on the account page, which refreshes this itself.
    staleTime: 30 * 1000,
  });
}

export function useMe() {
  const { viewer, signedIn } = useViewer();
  return useQuery({ ...getMeQueryOptions(viewer), enabled: signedIn });
}
