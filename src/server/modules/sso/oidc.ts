import * as oidc from "openid-client";

import { SSO_FLOW_MINUTES } from "../../../shared/sso.js";
import { allowsHttp, checkReachable, guardedFetch, type ProviderReach } from "./provider-reach.js";
import { SsoError } from "./sso-error.js";

// OpenID Connect through openid-client (a certified relying party library):
// discovery, the authorization request with PKCE (S256), state and nonce,
// and the code exchange, whose ID token it checks for issuer, audience,
// nonce and time (30 seconds' tolerance) and, with non-repudiation checks on,
// its signature against the provider's published keys.
// What is ours: which provider, the guarded fetch, the ID token's iat bounds and azp
// (checkIssuedFor), and the failures named.

const WELL_KNOWN = "/.well-known/openid-configuration";

/** The issuer a discovery URL belongs to: discovery then checks that the document names exactly it. */
function issuerOf(discoveryUrl: string): URL {
  const url = new URL(discoveryUrl);
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith(WELL_KNOWN)) url.pathname = url.pathname.slice(0, -WELL_KNOWN.length) || "/";
  return url;
}

export interface OidcClient {
  clientId: string;
  clientSecret: string;
}

function connect(config: oidc.Configuration, reach: ProviderReach, issuer: URL) {
  config[oidc.customFetch] = guardedFetch(reach) as oidc.CustomFetch;
  config.timeout = 10;
  if (allowsHttp(reach, issuer)) oidc.allowInsecureRequests(config);
  return config;
}

/** Client authentication the provider supports: HTTP Basic when it says so, else the form body. */
const clientAuth = (metadata: oidc.ServerMetadata, secret: string) =>
  metadata.token_endpoint_auth_methods_supported?.includes("client_secret_basic") ? oidc.ClientSecretBasic(secret) : oidc.ClientSecretPost(secret);

/** Fetches and checks the provider's discovery document. */
export async function discover(discoveryUrl: string, client: OidcClient, reach: ProviderReach): Promise<oidc.ServerMetadata> {
  const issuer = issuerOf(discoveryUrl);
  try {
    checkReachable(reach, issuer);
    const config = await oidc.discovery(issuer, client.clientId, client.clientSecret, undefined, {
      [oidc.customFetch]: guardedFetch(reach) as oidc.CustomFetch,
      timeout: 10,
      ...(allowsHttp(reach, issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    const metadata = config.serverMetadata();
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
      throw new SsoError("not_a_provider", "The discovery document lacks an authorization, token or keys (jwks_uri) endpoint.");
    }
    return JSON.parse(JSON.stringify(metadata)) as oidc.ServerMetadata;
  } catch (error) {
    throw asSsoError(error, "not_a_provider");
  }
}

/** A configuration from the metadata discovery saved, so a sign-in does not fetch the document again. */
export function configuration(metadata: oidc.ServerMetadata, client: OidcClient, reach: ProviderReach): oidc.Configuration {
  const config = new oidc.Configuration(metadata, client.clientId, undefined, clientAuth(metadata, client.clientSecret));
  // openid-client trusts an ID token from the token endpoint by TLS alone (OIDC Core 3.1.3.7 allows it); we also
  // check its signature against the provider's published keys (a token signed by another key is refused).
  oidc.enableNonRepudiationChecks(config);
  return connect(config, reach, new URL(metadata.issuer));
}

export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  nonce: string;
}

export async function authorizationRequest(
  config: oidc.Configuration,
  input: { redirectUri: string; state: string; loginHint?: string },
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: "openid email profile",
    response_type: "code",
    state: input.state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    ...(input.loginHint ? { login_hint: input.loginHint } : {}),
  });
  return { url: url.href, codeVerifier, nonce };
}

export type Claims = Record<string, unknown> & { sub: string };

/**
 * The code exchanged and its ID token checked; the claims of the ID token
 * with the userinfo endpoint's added (for the same subject) when the
 * provider has one and the token lacks the e-mail or groups.
 */
export async function exchange(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; codeVerifier: string; nonce: string },
  wanted: { groupsClaim: string },
  redirectUri: string,
): Promise<Claims> {
  try {
    // The redirect URI exactly as the authorization request sent it (not as this server saw the callback's address).
    const tokens = await oidc.authorizationCodeGrant(
      config,
      callbackUrl,
      { expectedState: checks.state, pkceCodeVerifier: checks.codeVerifier, expectedNonce: checks.nonce, idTokenExpected: true },
      { redirect_uri: redirectUri },
    );
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoError("bad_token", "The provider sent no ID token.");
    checkIssuedFor(idClaims, config.clientMetadata().client_id);
    const claims: Claims = { ...idClaims };
    const lacking = claims.email === undefined || claims[wanted.groupsClaim] === undefined;
    if (lacking && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      for (const [key, value] of Object.entries(info)) if (claims[key] === undefined) claims[key] = value;
    }
    return claims;
  } catch (error) {
    throw asSsoError(error, "bad_token");
  }
}

/** openid-client's tolerance for exp and nbf, used for iat too. */
const ID_TOKEN_SKEW_S = 30;

/**
 * What openid-client leaves unchecked (OIDC Core 3.1.3.7): an ID token
 * issued in the future, or before this sign-in could have started (the nonce
 * already ties it to this flow; this bounds the clock it was made by), and
 * an authorized party (azp) that is not this client, even with this client
 * as its only audience (it checks azp only when there are several).
 */
function checkIssuedFor(claims: oidc.IDToken, clientId: string): void {
  const now = Math.floor(Date.now() / 1000);
  if (claims.iat > now + ID_TOKEN_SKEW_S) throw new SsoError("bad_token", `The ID token's iat (${claims.iat}) is in the future (now ${now}).`);
  if (claims.iat < now - SSO_FLOW_MINUTES * 60 - ID_TOKEN_SKEW_S)
    throw new SsoError("bad_token", `The ID token's iat (${claims.iat}) is older than this sign-in (now ${now}).`);
  if (claims.azp !== undefined && claims.azp !== clientId)
    throw new SsoError("bad_token", `The ID token was issued to another client (azp ${String(claims.azp)}).`);
}

/** Names what failed: the provider's own error, an unreachable host, or a check that did not pass. */
function asSsoError(error: unknown, otherwise: "not_a_provider" | "bad_token"): SsoError {
  if (error instanceof SsoError) return error;
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    const description = error.error_description ? `: ${error.error_description}` : "";
    return new SsoError("provider_error", `The provider answered ${error.error}${description}`.slice(0, 300));
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof SsoError) return cause;
  const message = error instanceof Error ? error.message : String(error);
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|timed? ?out|aborted/i.test(message)) return new SsoError("unreachable", message.slice(0, 300));
  return new SsoError(otherwise, message.slice(0, 300));
}
