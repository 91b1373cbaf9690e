import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";

import type { Profile } from "../../shared/me.js";
import { AUTH_PATHS, authUrl } from "../../shared/paths.js";
import { apiFetch } from "./api-client.js";
import { SESSION_CHANNEL } from "./session-channel.js";

// The browser's one answer to "who am I": the navigation bar, the guards, the
// dashboard greeting and the content cache keys all read it here. It is
// Better Auth's session (GET /api/auth/get-session, which the server reads
// from the same user row as GET /api/me, no cookie cache), read again every
// 30 s and whenever the page becomes visible. It is read with a plain fetch,
// not Better Auth's client, so a visitor's first page does not download the
// auth client (docs/decisions/059); the forms that sign in or out load it
// and call refresh() when they are done.
//
// A login or logout in one tab reaches every other open tab of the site at
// once, focused or not: each tab that sees its signed-in user change says so
// on a BroadcastChannel, and the others re-read the session. Their content
// queries are keyed by the user (api/cache-owner.ts), so locked content is fetched
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

/** The session endpoint's user, as far as the site reads it. */
interface AuthUser {
  id: string;
  email: string;
  name: string;
  isAdmin?: boolean | null;
}

const SESSION_URL = authUrl(AUTH_PATHS.getSession);
const REFETCH_MS = 30_000;

interface SessionState {
  /** Undefined until the first answer. */
  user: SessionUser | null | undefined;
  fetching: boolean;
}

// One store for the page: components read it with useSyncExternalStore. A
// server render (the prerendered public pages) sees "pending", as the first
// client render does, so hydration matches.
const PENDING: SessionState = { user: undefined, fetching: true };
let state: SessionState = PENDING;
const listeners = new Set<() => void>();
let latest = 0;

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function toUser(raw: AuthUser | undefined): SessionUser | null {
  return raw ? { id: raw.id, email: raw.email, fullName: raw.name, isAdmin: raw.isAdmin === true } : null;
}

/** Reads the session; an older answer arriving after a newer one is dropped. A failed read keeps what was known. */
async function refresh(): Promise<void> {
  const ticket = ++latest;
  set({ ...state, fetching: true });
  let user: SessionUser | null | undefined;
  try {
    const data = await apiFetch<{ user?: AuthUser } | null | undefined>(SESSION_URL, { cache: "no-store" });
    user = toUser(data?.user);
  } catch {
    user = state.user === undefined ? null : state.user;
  }
  if (ticket !== latest) return;
  // Same user as before: keep the object, so nothing re-renders for a poll.
  const same =
    user &&
    state.user &&
    user.id === state.user.id &&
    user.email === state.user.email &&
    user.fullName === state.user.fullName &&
    user.isAdmin === state.user.isAdmin;
  set({ user: same ? state.user : user, fetching: false });
}

/** Starts reading the session with the first subscriber, polls, and re-reads when the page is shown again. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    if (state === PENDING) void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    const timer = window.setInterval(() => void refresh(), REFETCH_MS);
    document.addEventListener("visibilitychange", onVisible);
    stop = () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}
let stop = () => {};
const snapshot = () => state;
const serverSnapshot = () => PENDING;

const SessionContext = createContext<Session>({ user: null, isPending: true, refresh: async () => {} });

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/** Forgets the cached answers of a user who is gone (only if the query cache was ever loaded). */
function forgetCachedAnswersOf(userId: string) {
  void import("./query-client.js").then(({ queryClient }) => queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(userId) }));
}

/** Provides the current session to the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const raw = current.user;
  const value = useMemo<Session>(() => ({ isPending: raw === undefined || (current.fetching && !raw), user: raw ?? null, refresh }), [raw, current.fetching]);

  // Another tab signed in or out: read the session again.
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    const opened = openChannel();
    channel.current = opened;
    if (opened) opened.onmessage = () => void refresh();
    return () => {
      opened?.close();
      channel.current = null;
    };
  }, []);

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
    if (previous !== null) forgetCachedAnswersOf(previous);
  }, [userId]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
