import { useSession } from "../lib/session.js";

/**
 * Whom a cached answer was for: the signed-in user's id, or "visitor". Every
 * content query key carries it, because the server answers a members-only
 * record locked to a visitor and in full to a member: the locked copy is
 * never shown after login, and one member's cache is never another's.
 */
export type CacheOwner = string;

export function useCacheOwner(): { owner: CacheOwner; signedIn: boolean; isPending: boolean } {
  const { user, isPending } = useSession();
  return { owner: user?.id ?? "visitor", signedIn: user !== null, isPending };
}
