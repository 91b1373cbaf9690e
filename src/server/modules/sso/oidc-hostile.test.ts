import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orgApiPaths } from "../../../shared/orgs.js";
import { ssoApiPaths, type SsoTestResult } from "../../../shared/sso.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { CLIENT_SECRET, startHostileIdp, type Forgery, type HostileIdp } from "../../test/hostile-idp.js";
import { SSO_CALLBACK_PATH } from "./deps.js";

// Forged ID tokens from a provider that lies: each is refused by the code
// exchange's checks (openid-client's, against the provider's published keys),
// and the owner's test says it was the token. One honest token passes, so
// the refusals are the forgeries', not the set-up's.

describe.each(databaseKinds)("forged OpenID Connect ID tokens are refused (%s)", (kind) => {
  let t: TestApp;
  let idp: HostileIdp;
  let owner: string;
  let orgId: string;
  let connectionId: string;

  const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

  /** The owner's test of the connection with the provider forging `mode`: what the test recorded. */
  async function testWith(mode: Forgery): Promise<SsoTestResult> {
    idp.mode = mode;
    const start = await call("POST", ssoApiPaths.test(orgId, connectionId), owner);
    expect(start.statusCode, start.body).toBe(200);
    const authorization = new URL(start.json().url);
    const state = authorization.searchParams.get("state")!;
    const cookie = ([] as string[])
      .concat(start.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("lobl.sso_state="))!
      .split(";")[0]!;
    // The provider "signs the person in" and sends them back with a code (which carries the nonce to the forger).
    const code = authorization.searchParams.get("nonce")!;
    const back = await t.app.inject({
      method: "GET",
      url: `${SSO_CALLBACK_PATH}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
      headers: { cookie },
    });
    expect(back.headers.location).toMatch(/\/organisation\?org=[0-9a-f-]+&sso-test=(passed|failed)$/);
    const settings = await call("GET", ssoApiPaths.settings(orgId), owner);
    return settings.json().connections.find((c: { id: string }) => c.id === connectionId).lastTest;
  }

  beforeAll(async () => {
    idp = await startHostileIdp();
    t = await createTestApp(kind, { SSO_INTERNAL_PROVIDERS: idp.issuer });
    const { cookie: admin } = await signInAdmin(t);
    await signUp(t.app, "captain@cityofx.gov");
    owner = sessionCookie(await signIn(t.app, "captain@cityofx.gov"));
    orgId = (await call("POST", orgApiPaths.adminOrgs, admin, { name: "City of X Police", ownerEmail: "captain@cityofx.gov" })).json().id;
    await call("POST", orgApiPaths.domains(orgId), owner, { domain: "cityofx.gov" });
    await call("POST", orgApiPaths.approveDomain("cityofx.gov"), admin);
    const created = await call("POST", ssoApiPaths.settings(orgId), owner, {
      protocol: "oidc",
      name: "Hostile",
      discoveryUrl: idp.issuer,
      clientId: idp.clientId,
      clientSecret: CLIENT_SECRET,
    });
    expect(created.statusCode, created.body).toBe(201);
    connectionId = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it("an honest token passes the test", async () => {
    expect(await testWith("none")).toMatchObject({ ok: true, claims: { email: "forged@cityofx.gov" } });
  });

  it.each([
    "other-key",
    "wrong-audience",
    "expired",
    "wrong-issuer",
    "wrong-nonce",
    "unsigned",
    "hs256-client-secret",
    "alg-none-signed",
    "issued-in-future",
    "issued-long-ago",
    "azp-other-client",
    "extra-audience",
    "azp-other-single-audience",
  ] as const)("a token %s is refused as a bad token", async (mode) => {
    const result = await testWith(mode);
    expect(result).toMatchObject({ ok: false, failure: "bad_token", claims: null });
    expect(result.detail).toBeTruthy();
  });

  it('an address the provider says is unverified, as the string "false", is refused', async () => {
    expect(await testWith("email-unverified-string")).toMatchObject({ ok: false, failure: "unverified_email", claims: { email: "forged@cityofx.gov" } });
  });

  it("a token under a kid the provider's keys do not list is refused with one fetch of its keys, not a fetch per retry", async () => {
    const before = idp.jwksFetches;
    expect(await testWith("unknown-kid")).toMatchObject({ ok: false, failure: "bad_token" });
    expect(idp.jwksFetches - before).toBe(1);
  });
});
