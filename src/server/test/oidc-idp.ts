import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// A real OpenID Connect provider for tests (the `oidc-provider` package, the
// certified one Node servers use), on a free port of 127.0.0.1, and a
// browser's part of its sign-in: log in as one of its people, agree, and be
// sent back to the site with a code.

export interface IdpPerson {
  sub: string;
  email?: string;
  name?: string;
  groups?: string[];
  /** What the provider says of the address (email_verified); verified unless said otherwise. */
  emailVerified?: boolean;
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  people: Map<string, IdpPerson>;
  /** Follows the provider's pages from the authorization URL as `sub` until it sends the browser to the site; that URL. */
  signIn(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestIdp(redirectUri: string): Promise<TestIdp> {
  const people = new Map<string, IdpPerson>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "lobl-test-client";
  const clientSecret = "a-test-client-secret-that-is-long-enough-0123456789";
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...signingKey, kid: "test-signing-key", alg: "RS256", use: "sig" }] },
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: "client_secret_basic" }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    // Lifetimes named, so the provider does not print a notice for each default it falls back on.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 300, IdToken: 300, AuthorizationCode: 60 },
    cookies: { keys: ["test-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      const { emailVerified = true, ...claims } = person;
      return { accountId: sub, claims: async () => ({ ...claims, ...(person.email ? { email_verified: emailVerified } : {}) }) };
    },
  });
  server.on("request", provider.callback());

  async function signIn(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step++) {
      const res = await fetch(url, {
        method: body ? "POST" : "GET",
        redirect: "manual",
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        ...(body ? { body } : {}),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const eq = pair!.indexOf("=");
        jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      body = undefined;
      const location = res.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (next.origin !== issuer) return next;
        url = next;
        continue;
      }
      const page = await res.text();
      if (res.status !== 200 || !url.pathname.startsWith("/interaction/")) throw new Error(`the provider answered ${res.status}: ${page.slice(0, 300)}`);
      body = page.includes('value="login"')
        ? new URLSearchParams({ prompt: "login", login: sub, password: "any" })
        : new URLSearchParams({ prompt: "consent" });
    }
    throw new Error("the provider's sign-in did not end");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    signIn,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
