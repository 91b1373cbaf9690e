import type { FastifyInstance } from "fastify";

import { AppError } from "../errors.js";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A route that other sites post to by design (a SAML provider's page
     * posting its response to the ACS). Declared on the matched route, not
     * keyed on the path. Such a route must act on what it is sent, never on
     * the cookies that may come with it.
     */
    crossSitePosts?: true;
  }
}

/**
 * Refuses state-changing requests that a browser sends from another origin,
 * whatever their path: a check keyed on the path can be sidestepped by
 * spelling it differently (`/%61pi/...`, an absolute-form target), and no
 * page of this site takes a cross-site write. Browsers attach Origin (and
 * Sec-Fetch-Site) to every cross-origin POST, so a page elsewhere cannot
 * make a member's browser act here, multipart uploads included (which need
 * no preflight). Requests without either header are not from a browser and
 * carry no ambient cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, trusted: string[]): void {
  const allowed = new Set(trusted);
  // Callback style: it runs on every request and needs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE.has(request.method) || (request.routeOptions.config as { crossSitePosts?: true } | undefined)?.crossSitePosts) return done();
    const origin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    if ((origin && origin !== "null" && !allowed.has(origin)) || origin === "null" || site === "cross-site") {
      return done(new AppError("FORBIDDEN", "Requests from other sites are not allowed."));
    }
    done();
  });
}
