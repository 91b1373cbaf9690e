import { useQuery } from "@tanstack/react-query";

import { inboxApiPaths, unreadCountSchema } from "../../shared/inbox.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

/** The admin inbox's queries; a change to any message reloads everything under `all` (the unread count too). */
export const inboxKeys = {
  all: ["admin-inbox"] as const,
  unread: (owner: CacheOwner) => ["admin-inbox", "unread", owner] as const,
};

/** How often an open admin page asks for the unread count (and whenever the window regains focus). */
export const UNREAD_POLL_MS = 60_000;

/**
 * Unread contact messages, for the admin navigation: undefined for anyone but
 * an admin. One caller fetches and polls (the site layout, for every page an
 * admin sees); others pass `cachedOnly: true` and read the same cached count,
 * so an admin page does not ask twice per minute.
 */
export function useUnreadCount(isAdmin: boolean, { cachedOnly = false }: { cachedOnly?: boolean } = {}): number | undefined {
  const { owner } = useCacheOwner();
  const { data } = useQuery({
    queryKey: inboxKeys.unread(owner),
    queryFn: ({ signal }) => apiFetch(inboxApiPaths.unreadCount, { signal, parse: unreadCountSchema.parse }),
    enabled: isAdmin && !cachedOnly,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return isAdmin ? data?.unread : undefined;
}
