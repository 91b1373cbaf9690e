import type { FastifyInstance } from "fastify";

import type { Notifications } from "../db/notifications.js";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write that changes nothing the read caches hold (a page-view count, a contact message): no wait. */
    cacheNeutral?: true;
    /** Paths of this route whose GETs write (Better Auth's e-mail link verifies or changes an address): they wait as writes do. */
    writingGets?: ReadonlySet<string>;
  }
}

/**
 * A request that may have changed something (sign-out, a revocation, an edit)
 * answers only once this instance has heard the database's change notices
 * for it, so the client's next request never meets a cache that still holds
 * what it just changed. Other instances hear the same notices a moment later.
 */
export function registerReadYourWrites(app: FastifyInstance, notifications: Notifications): void {
  // Callback style: reads (nearly every request) pass straight through, with no promise.
  app.addHook("onSend", (request, _reply, payload, done) => {
    const config = request.routeOptions.config;
    const mayWrite = !READS.has(request.method) || (request.method === "GET" && config?.writingGets?.has(request.url.split("?", 1)[0]!) === true);
    if (!mayWrite || config?.cacheNeutral === true) return done(null, payload);
    notifications.sync().then(
      () => done(null, payload),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
