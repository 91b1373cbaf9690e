import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Profile } from "../../shared/me.js";
import { authClient } from "./auth-client.js";

// The browser's one answer to "who am I": the navigation bar, the guards, the
// dashboard greeting and the content cache keys all read it here. It is
// Better Auth's session, which the server reads from the same user row as
// GET /api/me (no cookie cache), re-reads every 30 s and on focus, and which
// the auth client carries to the other open tabs on login and logout.

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

/** Provides the current session to the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending, isRefetching, refetch } = authClient.useSession();
  const raw = data?.user;
  const value = useMemo<Session>(
    () => ({
      isPending: isPending || (isRefetching && !raw),
      user: raw ? { id: raw.id, email: raw.email, fullName: raw.name, isAdmin: raw.isAdmin === true } : null,
      refresh: () => refetch(),
    }),
    [isPending, isRefetching, raw, refetch],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
