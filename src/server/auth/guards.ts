import type { FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { AppError } from "../errors.js";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by loadUser, which the route access checks call (access/route-access.ts). */
    user: SessionUser | null;
  }
}

/**
 * Reads the session from the request's cookie (a database lookup: logout and
 * revocation take effect at once) and forwards a refreshed cookie when the
 * session's sliding expiry moved.
 */
export async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const auth = await request.server.deps.getAuth();
  const result = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  for (const cookie of result.headers?.getSetCookie() ?? []) reply.header("set-cookie", cookie);
  const user = result.response?.user;
  request.user = user ? { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin === true } : null;
  // Better Auth reports "no session" when it cannot read one; with a session
  // cookie present, tell a dead database apart from a dead session.
  if (!user && /session_token=/.test(request.headers.cookie ?? "")) {
    await request.server.deps.database.ping().catch(() => {
      throw new AppError("UNAVAILABLE", "The service is temporarily unavailable. Please try again shortly.", { "retry-after": "5" });
    });
  }
  return request.user;
}
