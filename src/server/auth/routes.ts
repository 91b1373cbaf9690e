import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsync } from "fastify";

import { AUTH_BASE_PATH, AUTH_PATHS, authUrl } from "../../shared/paths.js";
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
    config: { access: "public", writingGets: new Set([authUrl(AUTH_PATHS.verifyEmail)]) },
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
      if (response.status === 429 && !response.headers.has("retry-after")) {
        const retry = response.headers.get("x-retry-after");
        if (retry) reply.header("retry-after", retry);
      }
      reply.header("cache-control", "no-store");
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
