import { SSO_FLOW_MINUTES } from "../../../shared/sso.js";
import { authCookieName } from "../../auth/cookie-names.js";

/**
 * The state of a sign-in on its way through a provider, kept in the browser
 * that started it: the callback takes a flow only with it, so a link to the
 * callback made by someone else (login CSRF) finds nothing. HttpOnly; Lax, so
 * the provider's top-level redirect back carries it.
 */
export function ssoStateCookie(secure: boolean) {
  const name = authCookieName(secure, "sso_state");
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    name,
    set: (state: string) => `${name}=${state}; Max-Age=${SSO_FLOW_MINUTES * 60}; ${attributes}`,
  };
}
