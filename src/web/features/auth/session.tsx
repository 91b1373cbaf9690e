import { createContext, useContext, useMemo, type ReactNode } from "react";
import { authClient } from "./api/auth-client.js";

/** What the browser knows about the signed-in member; null when signed out. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
}

export interface Session {
  user: SessionUser | null;
  /** True until the first session check has answered. */
  isPending: boolean;
}

const SessionContext = createContext<Session>({ user: null, isPending: true });

/** Provides the current session to the whole app; kept in sync across tabs by the auth client. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = authClient.useSession();
  const raw = data?.user;
  const value = useMemo<Session>(
    () => ({
      isPending,
      user: raw ? { id: raw.id, email: raw.email, fullName: raw.name, isAdmin: raw.isAdmin === true } : null,
    }),
    [isPending, raw],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
