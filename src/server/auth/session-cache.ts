import { ReadCache } from "../cache/read-cache.js";
import type { Notifications } from "../db/notifications.js";
import type { SessionUser } from "./guards.js";

/** How long a signed-in request may skip the session lookup; change notices end it sooner. */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX = 10_000;

/** Channels the database's triggers notify (migration 0013): a session's token, a user's id. */
export const SESSION_CHANNEL = "lobl_sessions";
const USER_CHANNEL = "lobl_users";

interface CachedSession {
  token: string;
  user: SessionUser;
}

/**
 * Signed-in reads without a database lookup: session cookie → user, for at
 * most SESSION_CACHE_TTL_MS and never past the session's expiry. Logout,
 * revocation, a password change (sessions deleted) and any change to the user
 * (role, name, e-mail, 2FA) reach every instance through NOTIFY at commit, and
 * drop the entries at once; a lost listening connection drops them all.
 */
export class SessionCache {
  readonly #cache: ReadCache<CachedSession>;

  private constructor(notifications: Notifications) {
    this.#cache = new ReadCache<CachedSession>({ max: SESSION_CACHE_MAX, ttlMs: SESSION_CACHE_TTL_MS, canKeep: () => notifications.live });
  }

  static async listening(notifications: Notifications): Promise<SessionCache> {
    const cache = new SessionCache(notifications);
    const clear = () => cache.#cache.clear();
    await notifications.listen(SESSION_CHANNEL, (token) => (token === "*" ? clear() : cache.#cache.deleteWhere((s) => s.token === token)), clear);
    await notifications.listen(USER_CHANNEL, (userId) => (userId === "*" ? clear() : cache.#cache.deleteWhere((s) => s.user.id === userId)), clear);
    return cache;
  }

  /**
   * The user and session token of a signed session cookie value: cached, or from `lookUp` (Better
   * Auth, which checks the signature and the row). Keyed by the whole signed
   * value, so only a cookie Better Auth accepted can ever hit.
   */
  async session(cookieValue: string, lookUp: () => Promise<{ user: SessionUser; token: string; expiresAt: Date } | null>): Promise<CachedSession | null> {
    const found = await this.#cache.read(cookieValue, async () => {
      const session = await lookUp();
      // The token is the one Better Auth found, the one the triggers name, however the cookie was written.
      return session ? { value: { token: session.token, user: session.user }, ttlMs: Math.min(SESSION_CACHE_TTL_MS, session.expiresAt.getTime() - Date.now()) } : null;
    });
    return found ?? null;
  }

  get size(): number {
    return this.#cache.size;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** One pattern per cookie name (there is one name per app), built once rather than per request. */
const cookiePatterns = new Map<string, RegExp>();
const cookiePattern = (name: string) => {
  let pattern = cookiePatterns.get(name);
  if (!pattern) cookiePatterns.set(name, (pattern = new RegExp(`(?:^|;\\s*)${escapeRegExp(name)}=([^;]*)`)));
  return pattern;
};

/**
 * The session cookie's value (URL-decoded), if the request carries one. Only a
 * cache key: Better Auth still reads the cookie itself on a miss. Its own
 * parseCookies would do, but importing it loads Better Auth (about 180 ms) at
 * start-up, which the server otherwise defers until the first sign-in.
 */
export function sessionCookieValue(cookieHeader: string | undefined, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  const match = cookiePattern(cookieName).exec(cookieHeader);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
