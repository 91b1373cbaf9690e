import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";

import { AUTH_PATHS, paths } from "../../shared/paths.js";
import type { SsoDeps } from "../modules/sso/deps.js";
import { markSsoSession } from "../modules/sso/enforcement.js";
import { finish } from "../modules/sso/sign-in.js";
import { ssoStateCookie } from "../modules/sso/state-cookie.js";

/**
 * Where an organisation's identity provider sends people back
 * (GET /api/auth/sso/callback, docs/decisions/099). The protocol and the
 * provisioning are the sso module's; this endpoint lives inside Better Auth
 * only so that the session it makes is Better Auth's own, set the way every
 * other sign-in sets it. A refusal goes back to the login page with its
 * reason; a test back to the organisation's settings.
 */
export function ssoCallback(deps: SsoDeps, secure: boolean): BetterAuthPlugin {
  const cookie = ssoStateCookie(secure);
  const to = (path: string) => `${deps.origin}${path}`;
  return {
    id: "lobl-sso",
    endpoints: {
      ssoCallback: createAuthEndpoint(AUTH_PATHS.ssoCallback, { method: "GET" }, async (ctx) => {
        if (!ctx.request) throw ctx.redirect(to(paths.login));
        const result = await finish(deps, new URL(ctx.request.url), ctx.getCookie(cookie.name) ?? undefined).catch((error: unknown) => {
          // The database failing mid-way: the person is sent back to try again, and the log has the cause.
          ctx.context.logger.error("organisation sign-in failed", error);
          return { kind: "failed", failure: "unexpected" } as const;
        });
        ctx.setCookie(cookie.name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure });
        if (result.kind === "failed") throw ctx.redirect(to(`${paths.login}?sso-error=${result.failure}`));
        // With the organisation's id: a site admin testing another organisation's connection comes back to it.
        if (result.kind === "tested") throw ctx.redirect(to(`${paths.organisation}?org=${result.orgId}&sso-test=${result.ok ? "passed" : "failed"}`));
        const user = await ctx.context.internalAdapter.findUserById(result.userId);
        if (!user) throw ctx.redirect(to(`${paths.login}?sso-error=bad_state`));
        const session = await ctx.context.internalAdapter.createSession(user.id);
        // It ends when the organisation turns the connection off or the person leaves (modules/sso/enforcement.ts).
        await markSsoSession(deps.db, session.id, result.connectionId);
        await setSessionCookie(ctx, { session, user });
        throw ctx.redirect(to(result.next ?? paths.dashboard));
      }),
    },
  };
}
