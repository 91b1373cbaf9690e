import type { FastifyRequest } from "fastify";

/**
 * The path a request was routed by: the matched route's pattern (e.g.
 * `/api/posts/:id`), or, for wildcard routes and unmatched requests, the
 * request target as the router reads it (percent-escapes decoded, the
 * scheme and host of an absolute-form target dropped). Decisions about
 * "is this the API?" use this, never the raw `request.url`, which can spell
 * the same route many ways (`/%61pi/...`, `http://host/api/...`).
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes("*")) return pattern;
  let pathname: string;
  try {
    pathname = new URL(request.url, "http://localhost").pathname;
  } catch {
    pathname = request.url.split("?")[0] ?? "/";
  }
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export const isApiRequest = (request: FastifyRequest): boolean => routedPath(request).startsWith("/api/");
