import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";

import { AppError } from "../errors.js";
import { authCookieName } from "./cookie-names.js";
import { sessionCookieValue } from "./session-cache.js";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  emailVerified: boolean;
  /** Two-factor sign-in is on (Better Auth's two-factor plugin). */
  twoFactorEnabled: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by loadUser, which the route access checks call (access/route-access.ts). */
    user: SessionUser | null;
    /** The signed-in session's token (set with `user`): which of the member's sessions is this device. Never logged. */
    sessionToken: string | null;
  }
}

/**
 * Reads the session from the request's cookie: from the session cache
 * (auth/session-cache.ts; logout and revocation still take effect at once,
 * through the database's change notices), else from Better Auth, which
 * forwards a refreshed cookie when the session's sliding expiry moved.
 */
export async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const { sessionCache, config } = request.server.deps;
  const cookieValue = sessionCookieValue(request.headers.cookie, authCookieName(config.secure, "session_token"));
  const session = cookieValue ? await sessionCache.session(cookieValue, () => lookUpSession(request, reply)) : null;
  request.user = session?.user ?? null;
  request.sessionToken = session?.token ?? null;
  // Better Auth reports "no session" when it cannot read one; with a session
  // cookie present, tell a dead database apart from a dead session.
  if (!request.user && cookieValue) {
    await request.server.deps.database.ping().catch(() => {
      throw new AppError("UNAVAILABLE", "The service is temporarily unavailable. Please try again shortly.", { "retry-after": "5" });
    });
  }
  return request.user;
}

async function lookUpSession(request: FastifyRequest, reply: FastifyReply): Promise<{ user: SessionUser; token: string; expiresAt: Date } | null> {
  const auth = await request.server.deps.getAuth();
  const result = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  for (const cookie of result.headers?.getSetCookie() ?? []) reply.header("set-cookie", cookie);
  const found = result.response;
  if (!found) return null;
  const { user, session } = found;
  const sessionUser = {
    id: user.id,
    email: user.email,
    name: user.name,
    isAdmin: user.isAdmin === true,
    emailVerified: user.emailVerified === true,
    twoFactorEnabled: (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
  };
  return { user: sessionUser, token: session.token, expiresAt: new Date(session.expiresAt) };
}
