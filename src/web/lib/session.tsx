import { createContext, useContext, useMemo, type ReactNode } from "react";
import { authClient } from "./auth-client.js";

/** What the browser knows about the signed-in member; null when signed out. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
}

export interface Session {
  user: SessionUser | null;
  /** True while no user is known and a session check is under way. */
  isPending: boolean;
  /** Re-reads the session from the server; resolves once the new state is in place. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session>({ user: null, isPending: true, refresh: async () => {} });

/** Provides the current session to the whole app; kept in sync across tabs by the auth client. */
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
