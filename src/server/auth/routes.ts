import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsync, FastifyReply } from "fastify";

import { AUTH_BASE_PATH, AUTH_PATHS, authUrl } from "../../shared/paths.js";
import { tooManyRequestsMessage } from "../rate-limit/rate-limiter.js";
import { CLIENT_IP_HEADER } from "./origins.js";

/**
 * Mounts Better Auth under /api/auth/*. The client IP is handed over in a
 * header only this bridge sets (any client-sent value is replaced), so its
 * rate limiter counts per real client, and each Set-Cookie is forwarded on
 * its own.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    // Better Auth reads and checks the session itself, per endpoint. Its e-mail link is a GET that
    // changes the user (verify, change address): the next request must not meet the cached old one.
    // Only that one waits: get-session, which every page polls, must not.
    // The organisation sign-in's callback is one too: it may make the account, move it, change its name and address.
    config: { access: "public", writingGets: new Set([authUrl(AUTH_PATHS.verifyEmail), authUrl(AUTH_PATHS.ssoCallback)]) },
    // Auth bodies are tiny; refuse anything else early.
    bodyLimit: 16 * 1024,
    async handler(request, reply) {
      const auth = await app.deps.getAuth();
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== "GET" && request.body !== undefined && request.body !== null;
      if (hasBody) headers.set("content-type", "application/json");
      const response = await auth.handler(
        new Request(new URL(request.url, auth.options.baseURL as string), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") reply.header(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
      reply.header("cache-control", "no-store");
      if (response.status === 429) return sendRateLimited(reply, response);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};

/**
 * A 429: with a Retry-After (Better Auth's own limiter says it as
 * X-Retry-After), and a message that says how long to wait where Better
 * Auth's says only "later". Our own refusals' messages say it already.
 */
async function sendRateLimited(reply: FastifyReply, response: Response) {
  const retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after") ?? "60";
  reply.header("retry-after", retryAfter);
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const message = body.message && /wait/i.test(body.message) ? body.message : tooManyRequestsMessage(Number(retryAfter) || 60);
  // The body is remade: the length copied from Better Auth's answer is not its.
  reply.removeHeader("content-length");
  return reply.type("application/json").send({ ...body, code: body.code ?? "TOO_MANY_ATTEMPTS", message });
}
