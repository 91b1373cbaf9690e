import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

import { orgParams } from "../../../shared/orgs.js";
import { paths } from "../../../shared/paths.js";
import {
  connectionInput,
  connectionParams,
  connectionPatch,
  SAML_RESPONSE_MAX_BYTES,
  ssoApiPaths,
  ssoConnectionSchema,
  ssoRequiredInput,
  ssoSettingsSchema,
  ssoStartInput,
  ssoStartResultSchema,
  ssoTestStartSchema,
} from "../../../shared/sso.js";
import { standingOfRequest } from "../../access/org-policy.js";
import { trustedOrigins } from "../../auth/origins.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { SSO_CALLBACK_PATH, ssoDeps } from "./deps.js";
import { spKeys } from "./sp-keys.js";
import { ssoStateCookie } from "./state-cookie.js";

const TEN_MINUTES = 10 * 60 * 1000;

// The services bring SAML's XML parser and the OIDC client with them: loaded on their first use, not by every start
// (docs/decisions/125).
const connections = () => import("./connections.js");
const saml = () => import("./saml.js");
const signIn = () => import("./sign-in.js");

/**
 * Single sign-on (issue 34): an organisation's connections, managed by its
 * owners through the organisation part of the access policy, and the start
 * of a sign-in, which anyone may ask for with an address. The provider sends
 * people back to Better Auth's side (auth/sso-callback.ts), which makes the
 * session.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, secret, work } = app.deps;
  const deps = ssoDeps(db, config, secret, trustedOrigins(config)[0]!, work.assignmentCertify);
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
      const started = await (await signIn()).startSignIn(deps, request.body);
      reply.header("set-cookie", cookie.set(started.state));
      return { url: started.url, organisation: started.organisation };
    },
  );

  app.get(ssoApiPaths.settingsRoute, { config: { access: "member" }, schema: { params: orgParams, response: { 200: ssoSettingsSchema } } }, async (request) =>
    (await connections()).ssoSettings(deps, await standing(request)),
  );
  app.post(
    ssoApiPaths.settingsRoute,
    { config: member, schema: { params: orgParams, body: connectionInput, response: { 201: ssoConnectionSchema } } },
    async (request, reply) => reply.code(201).send(await (await connections()).createConnection(deps, await standing(request), request.viewer, request.body)),
  );
  app.put(ssoApiPaths.requiredRoute, { config: ending, schema: { params: orgParams, body: ssoRequiredInput, response: noContent } }, async (request, reply) => {
    await (await connections()).setSsoRequired(deps, await standing(request), request.viewer, request.body.required);
    return reply.code(204).send();
  });
  app.patch(
    ssoApiPaths.connectionRoute,
    { config: ending, schema: { params: connectionParams, body: connectionPatch, response: { 200: ssoConnectionSchema } } },
    async (request) => (await connections()).updateConnection(deps, await standing(request), request.viewer, request.params.connectionId, request.body),
  );
  app.delete(ssoApiPaths.connectionRoute, { config: ending, schema: { params: connectionParams, response: noContent } }, async (request, reply) => {
    await (await connections()).deleteConnection(deps, await standing(request), request.viewer, request.params.connectionId);
    return reply.code(204).send();
  });
  app.post(ssoApiPaths.testRoute, { config: member, schema: { params: connectionParams, response: { 200: ssoTestStartSchema } } }, async (request, reply) => {
    const started = await (await signIn()).startTest(deps, await standing(request), request.params.connectionId);
    reply.header("set-cookie", cookie.set(started.state));
    return { url: started.url };
  });

  // This site as a SAML service provider: what an organisation's owner gives their provider (public, the same for all).
  app.get(ssoApiPaths.samlMetadata, { config: { access: "public" } }, async (_request, reply) =>
    reply
      .type("application/samlmetadata+xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send((await saml()).serviceProviderMetadata(deps, await spKeys(deps))),
  );

  // The ACS: the provider's page posts the response here (so other sites may post to it; it reads no cookie). The
  // response is checked and its outcome left on the sign-in; the browser then goes to the callback, which takes it
  // only with the cookie of the browser that started the sign-in.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: SAML_RESPONSE_MAX_BYTES * 2 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      ssoApiPaths.samlAcs,
      {
        config: { access: "public", cacheNeutral: true, crossSitePosts: true },
        schema: {
          body: z.object({
            SAMLResponse: z
              .string()
              .max(SAML_RESPONSE_MAX_BYTES * 2)
              .optional(),
            RelayState: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        // Each sign-in posts here once: the same limit per client as starting one (checking a response is the costly part).
        await hit(db, { name: "sso-acs", max: config.signinRateLimit, windowMs: TEN_MINUTES }, request.ip);
        const { SAMLResponse, RelayState } = request.body;
        const received =
          SAMLResponse && RelayState
            ? await (await signIn()).receiveSamlResponse(deps, RelayState, SAMLResponse).catch((error: unknown) => {
                // The database failing mid-way: the person starts again, and the log has the cause.
                request.log.error({ err: error }, "SAML response could not be received");
                return null;
              })
            : null;
        // 303: the browser follows with a GET, a top-level navigation that carries the Lax state cookie.
        if (!received) return reply.redirect(`${deps.origin}${paths.login}?sso-error=bad_state`, 303);
        const back = new URLSearchParams({ state: received.state, handoff: received.handoff });
        return reply.redirect(`${deps.origin}${SSO_CALLBACK_PATH}?${back}`, 303);
      },
    );
  });
};
