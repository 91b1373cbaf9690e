import { generateKeyPairSync, type KeyObject } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, SignJWT, UnsecuredJWT } from "jose";

// A provider that lies (tests only): its discovery, keys and token endpoint
// are real HTTP, but the ID token it hands out is forged the way `mode`
// says, so the site's checks can be shown to refuse each forgery. The code
// it is given is the nonce the site sent (the test passes it through).

export type Forgery =
  | "none"
  | "other-key"
  | "wrong-audience"
  | "expired"
  | "wrong-issuer"
  | "wrong-nonce"
  | "unsigned"
  /** HS256 with the client secret as its key (what a provider, or anyone who learnt the secret, could mint). */
  | "hs256-client-secret"
  /** Signed by the provider's key, but with alg none in its header. */
  | "alg-none-signed"
  | "issued-in-future"
  | "issued-long-ago"
  /** This client among the audiences, another as the authorized party. */
  | "azp-other-client"
  /** Several audiences and no authorized party. */
  | "extra-audience"
  /** This client the only audience, another the authorized party. */
  | "azp-other-single-audience"
  /** An honest token whose email_verified is the string "false", as some providers' userinfo sends it. */
  | "email-unverified-string"
  /** Signed by the provider's key under a kid its keys do not list. */
  | "unknown-kid";

/** The client secret the tests register with this provider. */
export const CLIENT_SECRET = "secret";

export interface HostileIdp {
  issuer: string;
  clientId: string;
  mode: Forgery;
  /** How many times its keys (jwks_uri) were fetched. */
  jwksFetches: number;
  close(): Promise<void>;
}

export async function startHostileIdp(): Promise<HostileIdp> {
  const key = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp: HostileIdp = {
    issuer,
    clientId: "hostile-client",
    mode: "none",
    jwksFetches: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const publicJwk = { ...(await exportJWK(key.publicKey)), kid: "k1", alg: "RS256", use: "sig" };

  async function idToken(nonce: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      email: "forged@cityofx.gov",
      name: "Forged",
      nonce: idp.mode === "wrong-nonce" ? "another-nonce" : nonce,
      ...(idp.mode === "email-unverified-string" ? { email_verified: "false" } : {}),
    };
    if (idp.mode === "unsigned") {
      return new UnsecuredJWT(claims)
        .setIssuer(issuer)
        .setAudience(idp.clientId)
        .setSubject("forged")
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .encode();
    }
    const signer: KeyObject = idp.mode === "other-key" ? stranger.privateKey : key.privateKey;
    const audience =
      {
        "wrong-audience": "someone-else",
        "azp-other-client": [idp.clientId, "someone-else"],
        "extra-audience": [idp.clientId, "someone-else"],
      }[idp.mode as string] ?? idp.clientId;
    const azp = idp.mode === "azp-other-client" || idp.mode === "azp-other-single-audience" ? { azp: "someone-else" } : {};
    const issuedAt = { expired: now - 7200, "issued-in-future": now + 3600, "issued-long-ago": now - 3600 }[idp.mode as string] ?? now;
    const jwt = new SignJWT({ ...claims, ...azp })
      .setProtectedHeader(idp.mode === "hs256-client-secret" ? { alg: "HS256" } : { alg: "RS256", kid: idp.mode === "unknown-kid" ? "k-unknown" : "k1" })
      .setIssuer(idp.mode === "wrong-issuer" ? "https://evil.example" : issuer)
      .setAudience(audience)
      .setSubject("forged")
      .setIssuedAt(issuedAt)
      .setExpirationTime(idp.mode === "expired" ? now - 3600 : issuedAt + 7200);
    if (idp.mode === "hs256-client-secret") return jwt.sign(new TextEncoder().encode(CLIENT_SECRET));
    const token = await jwt.sign(signer);
    if (idp.mode !== "alg-none-signed") return token;
    const [, payload, signature] = token.split(".");
    return `${Buffer.from(JSON.stringify({ alg: "none", kid: "k1" })).toString("base64url")}.${payload}.${signature}`;
  }

  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const json = (body: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/.well-known/openid-configuration") {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic"],
      });
    }
    if (url.pathname === "/jwks") {
      idp.jwksFetches += 1;
      return json({ keys: [publicJwk] });
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const code = new URLSearchParams(body).get("code") ?? "";
        void idToken(code).then((token) => json({ access_token: "at", token_type: "Bearer", expires_in: 300, id_token: token }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  return idp;
}
