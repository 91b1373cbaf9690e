import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";

import { loadUser } from "../auth/guards.js";
import { AppError } from "../errors.js";
import { ADMIN_TWO_FACTOR_MESSAGE, adminNeedsTwoFactor } from "./admin-two-factor.js";
import { isBuiltFileRoute } from "./built-files.js";
import { viewerOf, type Viewer } from "./viewer.js";

/**
 * Every route declares who may call it, in `config.access`, and this module
 * turns the declaration into the check (docs/decisions/001):
 * - "public": anyone, and no content in the answer (health, contact, sign-in).
 * - "visitor": anyone, and the answer is content shaped by the access policy
 *   for a visitor, whoever asks; no session is read (share-link meta, the
 *   public feed, the sitemap).
 * - "viewer": anyone; the session is read so the access policy can shape
 *   the answer for a visitor, member or admin (content reads, media).
 * - "token": the URL carries a member's private feed token; the handler
 *   resolves it to that member (or a 404) and asks the access policy as them.
 * - "member": a session is required (401 without).
 * - "admin": an admin session is required (401 / 403), checked before the
 *   body is read, so an upload from anyone else is never stored.
 * The route-enumerating test fails for any route that declares nothing.
 */
type RouteAccess = "public" | "visitor" | "viewer" | "token" | "member" | "admin";

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route's request schemas (zod), so tests can make requests of the route's own shape. */
  schema: { body?: unknown; querystring?: unknown } | undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Who is asking: read on "viewer", "member" and "admin" routes (a visitor elsewhere). */
    readonly viewer: Viewer;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order (for the route-enumerating test). */
    declaredRoutes: DeclaredRoute[];
  }
}

async function readViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  return viewerOf(await loadUser(request, reply));
}

const checks: Partial<Record<RouteAccess, onRequestHookHandler>> = {
  async viewer(request, reply) {
    await readViewer(request, reply);
  },
  async member(request, reply) {
    if ((await readViewer(request, reply)).role === "visitor") throw new AppError("UNAUTHORIZED", "Please log in to continue.");
  },
  async admin(request, reply) {
    const viewer = await readViewer(request, reply);
    if (viewer.role === "visitor") throw new AppError("UNAUTHORIZED", "Please log in to continue.");
    if (viewer.role !== "admin") throw new AppError("FORBIDDEN", "Only admins can do that.");
    if (adminNeedsTwoFactor(request.server.deps.config, viewer.user)) throw new AppError("FORBIDDEN", ADMIN_TWO_FACTOR_MESSAGE);
  },
};

function withCheck(route: RouteOptions, check: onRequestHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
}

/** A file of the build (access/built-files.ts): public. */
const isBuiltFile = (route: RouteOptions) => isBuiltFileRoute(route.url, route.config);

/** Must run before any route is registered. */
export function registerRouteAccess(app: FastifyInstance): void {
  app.decorate("declaredRoutes", []);
  // Derived from the session user that loadUser sets (null: a visitor).
  app.decorateRequest("viewer", {
    getter(this: FastifyRequest) {
      return viewerOf(this.user);
    },
  });
  app.addHook("onRoute", (route) => {
    const access = route.config?.access ?? (isBuiltFile(route) ? "public" : undefined);
    const schema = route.schema && { body: route.schema.body, querystring: route.schema.querystring };
    for (const method of [route.method].flat()) app.declaredRoutes.push({ method, url: route.url, access, schema });
    const check = access && checks[access];
    if (check) withCheck(route, check);
  });
}
