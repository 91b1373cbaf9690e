import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { orgParams } from "../../../shared/orgs.js";
import {
  connectionParams,
  connectionPatch,
  oidcConnectionInput,
  ssoApiPaths,
  ssoConnectionSchema,
  ssoRequiredInput,
  ssoSettingsSchema,
  ssoStartInput,
  ssoStartResultSchema,
} from "../../../shared/sso.js";
import { standingOfRequest } from "../../access/org-policy.js";
import { trustedOrigins } from "../../auth/origins.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { createConnection, deleteConnection, setSsoRequired, ssoSettings, updateConnection } from "./connections.js";
import { ssoDeps } from "./deps.js";
import { startSignIn, startTest } from "./sign-in.js";
import { ssoStateCookie } from "./state-cookie.js";

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Single sign-on (issue 34): an organisation's connections, managed by its
 * owners through the organisation part of the access policy, and the start
 * of a sign-in, which anyone may ask for with an address. The provider sends
 * people back to Better Auth's side (auth/sso-callback.ts), which makes the
 * session.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, secret } = app.deps;
  const deps = ssoDeps(db, config, secret, trustedOrigins(config)[0]!);
  const cookie = ssoStateCookie(config.secure);
  const member = { access: "member", cacheNeutral: true } as const;
  // Changes that can end sessions (a connection turned off or deleted, the requirement turned on) answer once the
  // change notices are heard, so the next request meets no cached session.
  const ending = { access: "member" } as const;
  const noContent = { 204: z.undefined() };
  const standing = standingOfRequest(db, config);

  app.post(
    ssoApiPaths.start,
    { config: { access: "public", cacheNeutral: true }, schema: { body: ssoStartInput, response: { 200: ssoStartResultSchema } } },
    async (request, reply) => {
      // Like sign-in: an address is tried per request, so the same limit per client.
      await hit(db, { name: "sso-start", max: config.signinRateLimit, windowMs: TEN_MINUTES }, request.ip);
      const started = await startSignIn(deps, request.body);
      reply.header("set-cookie", cookie.set(started.state));
      return { url: started.url };
    },
  );

  app.get(ssoApiPaths.settingsRoute, { config: { access: "member" }, schema: { params: orgParams, response: { 200: ssoSettingsSchema } } }, async (request) =>
    ssoSettings(deps, await standing(request)),
  );
  app.post(
    ssoApiPaths.settingsRoute,
    { config: member, schema: { params: orgParams, body: oidcConnectionInput, response: { 201: ssoConnectionSchema } } },
    async (request, reply) => reply.code(201).send(await createConnection(deps, await standing(request), request.viewer, request.body)),
  );
  app.put(ssoApiPaths.requiredRoute, { config: ending, schema: { params: orgParams, body: ssoRequiredInput, response: noContent } }, async (request, reply) => {
    await setSsoRequired(deps, await standing(request), request.viewer, request.body.required);
    return reply.code(204).send();
  });
  app.patch(
    ssoApiPaths.connectionRoute,
    { config: ending, schema: { params: connectionParams, body: connectionPatch, response: { 200: ssoConnectionSchema } } },
    async (request) => updateConnection(deps, await standing(request), request.viewer, request.params.connectionId, request.body),
  );
  app.delete(ssoApiPaths.connectionRoute, { config: ending, schema: { params: connectionParams, response: noContent } }, async (request, reply) => {
    await deleteConnection(deps, await standing(request), request.viewer, request.params.connectionId);
    return reply.code(204).send();
  });
  app.post(ssoApiPaths.testRoute, { config: member, schema: { params: connectionParams, response: { 200: ssoStartResultSchema } } }, async (request, reply) => {
    const started = await startTest(deps, await standing(request), request.params.connectionId);
    reply.header("set-cookie", cookie.set(started.state));
    return { url: started.url };
  });
};
