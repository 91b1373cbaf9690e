// A real OpenID Connect provider for the browser tests (issue 34): the
// `oidc-provider` package with its development login and consent pages, on
// 127.0.0.1. Test infrastructure only: Playwright starts it beside the site
// (playwright.config.ts, settings in e2e/idp.ts) and the site may call it
// because the tests list it in SSO_INTERNAL_PROVIDERS.
//
// Its people are whoever logs in, with any password: the login is the
// subject; a login with an "@" is also the e-mail address; a login containing
// "sergeant" is in the group "Sergeants". One client, whose redirect URI is
// the site's callback.
//
//   E2E_IDP_PORT=5319 E2E_IDP_CLIENT_ID=… E2E_IDP_CLIENT_SECRET=… \
//   E2E_IDP_REDIRECT_URIS=http://127.0.0.1:4319/api/auth/sso/callback node scripts/e2e-idp.mjs
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import Provider from "oidc-provider";

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`e2e-idp: ${name} is not set`);
    process.exit(2);
  }
  return value;
}

const port = Number(required("E2E_IDP_PORT"));
const clientId = required("E2E_IDP_CLIENT_ID");
const clientSecret = required("E2E_IDP_CLIENT_SECRET");
const redirectUris = required("E2E_IDP_REDIRECT_URIS")
  .split(",")
  .map((uri) => uri.trim())
  .filter(Boolean);
const issuer = `http://127.0.0.1:${port}`;

// The development pages and the in-memory store are what this provider is for: their warnings say nothing here.
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === "string" && /^oidc-provider WARNING: .*(devInteractions|in-memory adapter)/.test(args[0])) return;
  warn(...args);
};

/** A person made up from the login typed at the provider's page. */
function personOf(login) {
  const local = login.includes("@") ? login.slice(0, login.lastIndexOf("@")) : login;
  const name = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
  return {
    sub: login,
    ...(login.includes("@") ? { email: login, email_verified: true } : {}),
    name: name || login,
    groups: /sergeant/i.test(login) ? ["Sergeants"] : [],
  };
}

const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
const provider = new Provider(issuer, {
  jwks: { keys: [{ ...signingKey, kid: "e2e-signing-key", alg: "RS256", use: "sig" }] },
  clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: "client_secret_basic" }],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
  cookies: { keys: [randomBytes(32).toString("base64url")] },
  features: { devInteractions: { enabled: true } },
  findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => personOf(sub) }),
});
// Its own errors (a bad request from a test) are the test's to report; keep the log short.
provider.on("server_error", (_ctx, error) => console.error(`e2e-idp: ${error.message}`));

const server = http.createServer(provider.callback());
server.listen(port, "127.0.0.1", () => console.log(`e2e-idp: OpenID Connect provider at ${issuer} (client ${clientId})`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
