import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import type { Profile } from "../../shared/me.js";
import { authClient } from "./auth-client.js";

// The browser's one answer to "who am I": the navigation bar, the guards, the
// dashboard greeting and the content cache keys all read it here. It is
// Better Auth's session, which the server reads from the same user row as
// GET /api/me (no cookie cache), re-reads every 30 s and on focus.
//
// A login or logout in one tab reaches every other open tab of the site at
// once, focused or not: each tab that sees its signed-in user change says so
// on a BroadcastChannel, and the others re-read the session. Their content
// queries are keyed by the user (api/viewer.ts), so locked content is fetched
// again in full after a login, and locked again after a logout; the cached
// answers of a user who is gone are dropped.

/** The signed-in member, in the shape of the API's profile. */
export type SessionUser = Profile;

export interface Session {
  user: SessionUser | null;
  /** True while no user is known and a session check is under way. */
  isPending: boolean;
  /** Re-reads the session from the server; resolves once the new state is in place. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session>({ user: null, isPending: true, refresh: async () => {} });

/** The channel the site's tabs tell each other about session changes on. */
export const SESSION_CHANNEL = "lead-or-be-led.session";

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/** Provides the current session to the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending, isRefetching, refetch } = authClient.useSession();
  const queryClient = useQueryClient();
  const raw = data?.user;
  const value = useMemo<Session>(
    () => ({
      isPending: isPending || (isRefetching && !raw),
      user: raw ? { id: raw.id, email: raw.email, fullName: raw.name, isAdmin: raw.isAdmin === true } : null,
      refresh: () => refetch(),
    }),
    [isPending, isRefetching, raw, refetch],
  );

  // Another tab signed in or out: read the session again.
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    const opened = openChannel();
    channel.current = opened;
    if (opened) opened.onmessage = () => void refetch();
    return () => {
      opened?.close();
      channel.current = null;
    };
  }, [refetch]);

  // This tab's user changed (known before, and now another or none): tell the
  // other tabs, and forget what was cached for the previous user.
  const userId = value.isPending ? undefined : (value.user?.id ?? null);
  const known = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const previous = known.current;
    known.current = userId;
    if (previous === undefined || previous === userId) return;
    channel.current?.postMessage({ type: userId ? "signed-in" : "signed-out" });
    if (previous !== null) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(previous) });
  }, [userId, queryClient]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
