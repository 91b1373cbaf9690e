import { createContext, useContext } from "react";

/** What the browser knows about the signed-in member; null when signed out. */
export interface SessionUser {
  fullName: string;
  isAdmin: boolean;
}

export interface Session {
  user: SessionUser | null;
  /** Signs the member out. Until accounts exist there is no one to sign out. */
  logout: () => void;
}

/**
 * The session the layout reads. The default is signed out; the accounts work
 * provides a real value with `<SessionContext value={...}>` around the app.
 */
export const SessionContext = createContext<Session>({ user: null, logout: () => {} });

export function useSession(): Session {
  return useContext(SessionContext);
}
