import { SESSION_CACHE_TTL_MS } from "../cache/caches.js";
import type { ReadCache } from "../cache/read-cache.js";
import type { SessionUser } from "./guards.js";

export interface CachedSession {
  token: string;
  user: SessionUser;
}

/**
 * Signed-in reads without a database lookup: session cookie → user, for at
 * most SESSION_CACHE_TTL_MS and never past the session's expiry. Logout,
 * revocation, a password change (sessions deleted) and any change to the user
 * (role, name, e-mail, 2FA) reach every instance through NOTIFY at commit, and
 * drop the entries at once (the caches module, cache/caches.ts); a lost
 * listening connection drops them all.
 */
export class SessionCache {
  readonly #cache: ReadCache<CachedSession>;

  constructor(cache: ReadCache<CachedSession>) {
    this.#cache = cache;
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
      return session
        ? { value: { token: session.token, user: session.user }, ttlMs: Math.min(SESSION_CACHE_TTL_MS, session.expiresAt.getTime() - Date.now()) }
        : null;
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
