import { constants, createCipheriv, sign as cryptoSign, verify as cryptoVerify, publicEncrypt, randomBytes, X509Certificate } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import * as samlify from "samlify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orgApiPaths } from "../../../shared/orgs.js";
import { ssoApiPaths, type SsoConnection, type SsoTestResult } from "../../../shared/sso.js";
import { SSO_REQUIRED_MESSAGE } from "../../auth/sso-required.js";
import { accounts, activityLog, orgSsoConnections, ssoSpKeys, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { me, ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { createSamlIdp, encryptAssertion, newSigningKey, readAuthnRequest, type Person, type ResponseOptions, type TestSamlIdp } from "../../test/saml-idp.js";
import { parseIdpMetadata } from "./saml-metadata.js";
import { UNOPENED_ASSERTION } from "./saml.js";
import { secretBox } from "./secret-box.js";
import { addSpKey, certificatePem, listSpKeys, removeSpKey, signingKeyOf, spKeys, useSpKey, type SpKey, type SpKeyDeps } from "./sp-keys.js";
import { SsoError } from "./sso-error.js";

// Single sign-on through SAML 2.0 (issue 34): an owner connects a provider by
// its metadata (uploaded, or from its address), tests it and turns it on; its
// people sign in through the ACS. The provider here signs real responses with
// its own key (test/saml-idp.ts); each forgery and mistake is refused with
// its reason, and one honest response passes, so the refusals are theirs.

const ENTITY_ID = `${ORIGIN}${ssoApiPaths.samlMetadata}`;
const ACS_URL = `${ORIGIN}${ssoApiPaths.samlAcs}`;

describe.each(databaseKinds)("single sign-on through SAML 2.0 (%s)", (kind) => {
  let t: TestApp;
  let idp: TestSamlIdp;
  let admin: string;
  let owner: string;
  let orgId: string;
  let patrol: string;
  let connection: SsoConnection;
  let metadataServer: Server;
  /** A session made through the SAML connection, kept for the enforcement test. */
  let miller: string;
  let metadataOrigin: string;

  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

  const stateCookie = (res: LightMyRequestResponse) =>
    ([] as string[])
      .concat(res.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("lobl.sso_state="))!
      .split(";")[0]!;

  /** The provider's page posting its response to the ACS, as a browser does (from the provider's origin). */
  const postToAcs = (fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: ssoApiPaths.samlAcs,
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://idp.cityofx.gov", "sec-fetch-site": "cross-site" },
    });

  const person = (nameId: string, email: string, extra: Record<string, string | string[]> = {}): Person => ({
    nameId,
    attributes: { "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress": email, displayName: `Officer ${nameId}`, ...extra },
  });

  /**
   * A round trip: `start` leaves for the provider; the provider answers with
   * `answer` (built for the request it received); the browser posts it to the
   * ACS and follows to the callback with its state cookie.
   */
  async function roundTrip(start: LightMyRequestResponse, answer: (request: ReturnType<typeof readAuthnRequest>) => string, cookie = stateCookie(start)) {
    expect(start.statusCode, start.body).toBe(200);
    const request = readAuthnRequest(start.json().url);
    const acs = await postToAcs({ SAMLResponse: answer(request), RelayState: request.relayState });
    expect(acs.statusCode, acs.body).toBe(303);
    const to = new URL(acs.headers.location as string);
    if (to.pathname !== "/api/auth/sso/callback") return { acs, final: acs, request };
    const final = await t.app.inject({ method: "GET", url: `${to.pathname}${to.search}`, headers: { cookie } });
    return { acs, final, request };
  }

  const honest =
    (who: Person, overrides: Partial<ResponseOptions> = {}) =>
    (request: ReturnType<typeof readAuthnRequest>) =>
      idp.respond({ inResponseTo: request.id, acsUrl: request.acsUrl, audience: request.issuer, person: who, ...overrides });

  const signInWith = async (email: string, answer: (request: ReturnType<typeof readAuthnRequest>) => string) =>
    roundTrip(await call("POST", ssoApiPaths.start, undefined, { email }), answer);

  /** What this site's keys need, as the running app has them. */
  const keyDeps = (): SpKeyDeps => ({ db: t.database.db, box: secretBox(t.app.deps.secret), origin: ORIGIN });
  /** This site's signing certificate as its metadata publishes it (PEM), for a provider to encrypt to. */
  const ourCertificate = async () => certificatePem(signing(await spKeys(keyDeps())).certificate);
  const signing = (keys: SpKey[]) => keys.find((key) => key.signing)!;
  /** The octets an HTTP-Redirect request's signature covers: the query as sent, up to the signature (SAML bindings 3.4.4.1). */
  const signedOctets = (url: URL) => url.search.slice(1).replace(/&Signature=[^&]*$/, "");
  const requestSignedBy = (url: URL, certPem: string) =>
    cryptoVerify("sha256", Buffer.from(signedOctets(url)), new X509Certificate(certPem).publicKey, Buffer.from(url.searchParams.get("Signature")!, "base64"));

  /** A samlify provider's answer to an owner's test of `connectionId`, posted: the test passes with `email`; then the connection goes. */
  async function expectTestPassed(start: LightMyRequestResponse, url: URL, samlResponse: string, connectionId: string, email: string) {
    const acs = await postToAcs({ SAMLResponse: samlResponse, RelayState: url.searchParams.get("RelayState")! });
    const to = new URL(acs.headers.location as string);
    const back = await t.app.inject({ method: "GET", url: `${to.pathname}${to.search}`, headers: { cookie: stateCookie(start) } });
    expect(back.headers.location).toMatch(/sso-test=passed$/);
    const tested = (await call("GET", ssoApiPaths.settings(orgId), owner)).json().connections.find((c: SsoConnection) => c.id === connectionId);
    expect(tested.lastTest).toMatchObject({ ok: true, claims: { email } });
    expect((await call("DELETE", ssoApiPaths.connection(orgId, connectionId), owner)).statusCode).toBe(204);
  }

  const failureOf = (res: LightMyRequestResponse) => new URL(res.headers.location as string).searchParams.get("sso-error");

  async function testWith(answer: (request: ReturnType<typeof readAuthnRequest>) => string): Promise<SsoTestResult> {
    const { final } = await roundTrip(await call("POST", ssoApiPaths.test(orgId, connection.id), owner), answer);
    expect(final.headers.location).toMatch(/\/organisation\?org=[0-9a-f-]+&sso-test=(passed|failed)$/);
    return (await call("GET", ssoApiPaths.settings(orgId), owner)).json().connections.find((c: SsoConnection) => c.id === connection.id).lastTest;
  }

  beforeAll(async () => {
    idp = await createSamlIdp();
    metadataServer = createServer((request, response) => {
      if (request.url === "/huge") {
        response.writeHead(200, { "content-type": "application/xml" });
        response.end(`<x>${"a".repeat(1100 * 1024)}</x>`);
        return;
      }
      response.writeHead(200, { "content-type": "application/samlmetadata+xml" });
      response.end(idp.metadataXml);
    });
    await new Promise<void>((resolve) => metadataServer.listen(0, "127.0.0.1", resolve));
    metadataOrigin = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}`;
    // Every round trip here posts to the ACS from one client: more than a person's limit.
    t = await createTestApp(kind, { SSO_INTERNAL_PROVIDERS: metadataOrigin, SIGNIN_RATE_LIMIT: "200" });
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "captain@cityofx.gov", undefined, "Captain Reyes");
    owner = sessionCookie(await signIn(t.app, "captain@cityofx.gov"));
    orgId = (await call("POST", orgApiPaths.adminOrgs, admin, { name: "City of X Police", ownerEmail: "captain@cityofx.gov" })).json().id;
    patrol = (await call("POST", orgApiPaths.units(orgId), owner, { name: "Patrol" })).json().id;
    expect((await call("POST", orgApiPaths.domains(orgId), owner, { domain: "cityofx.gov" })).statusCode).toBe(204);
    expect((await call("POST", orgApiPaths.approveDomain("cityofx.gov"), admin)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => metadataServer?.close(resolve));
  });

  it("makes the site's key pair once, even asked by two instances at the same moment, and keeps its private key only sealed", async () => {
    const deps = keyDeps();
    const [first, second] = await Promise.all([spKeys(deps), spKeys(deps)]);
    const rows = await t.database.db.select().from(ssoSpKeys);
    expect(rows).toHaveLength(1);
    expect(first!.map((k) => k.id)).toEqual([rows[0]!.id]);
    expect(second!.map((k) => k.id)).toEqual([rows[0]!.id]);
    expect(rows[0]!.signing).toBe(true);
    // Stored sealed (AES-GCM under the AUTH_SECRET-derived key, bound to its row), never as PEM.
    expect(rows[0]!.privateKeySealed).toMatch(/^v1\./);
    expect(rows[0]!.privateKeySealed).not.toContain("PRIVATE KEY");
    expect(first![0]!.privateKey).toContain("-----BEGIN PRIVATE KEY-----");
    // Another site secret opens nothing, and a signing key that does not open is a failure the person is told.
    const stranger = await spKeys({ ...deps, box: secretBox("another site's secret, 32 characters or more") });
    expect(stranger[0]!.privateKey).toBeNull();
    expect(() => signingKeyOf(stranger)).toThrow(SsoError);
    const cert = new X509Certificate(Buffer.from(rows[0]!.certificate, "base64"));
    expect(cert.publicKey.asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(cert.verify(cert.publicKey)).toBe(true);
  });

  it("serves this site's metadata: its entity ID and ACS, signed assertions wanted, its key for signing and encryption", async () => {
    const res = await t.app.inject({ method: "GET", url: ssoApiPaths.samlMetadata });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/samlmetadata+xml");
    expect(res.body).toContain(`entityID="${ENTITY_ID}"`);
    expect(res.body).toContain(`Location="${ACS_URL}"`);
    expect(res.body).toContain(`WantAssertionsSigned="true"`);
    expect(res.body).toContain(`AuthnRequestsSigned="true"`);
    const [key] = await t.database.db.select().from(ssoSpKeys);
    expect(res.body).toContain(`<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${key!.certificate}<`);
    expect(res.body).toContain(`<md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${key!.certificate}<`);
    expect(res.body).not.toContain("PRIVATE");
    expect(res.body).not.toContain(key!.privateKeySealed);
    // samlify reads it as a service provider that signs requests and takes encrypted assertions, with this key for both.
    const sp = samlify.ServiceProvider({ metadata: res.body });
    expect(sp.entityMeta.isAuthnRequestSigned()).toBe(true);
    expect(sp.entityMeta.getX509Certificate("signing")).toBe(key!.certificate);
    expect(sp.entityMeta.getX509Certificate("encryption")).toBe(key!.certificate);
  });

  it("an owner connects a provider by uploading its metadata: entity ID, certificates and the site's side shown", async () => {
    const res = await call("POST", ssoApiPaths.settings(orgId), owner, {
      protocol: "saml",
      name: "City ADFS",
      metadataXml: idp.metadataXml,
      mapping: {
        groupsClaim: "http://schemas.microsoft.com/ws/2008/06/identity/claims/groups",
        rules: [{ group: "Sergeants", unitId: patrol, role: "supervisor" }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    connection = res.json();
    expect(connection).toMatchObject({ protocol: "saml", issuer: idp.entityId, metadataUrl: null, active: false, hasSecret: false, clientId: null });
    expect(connection.certificates).toHaveLength(1);
    expect(connection.certificates[0]!.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const settings = (await call("GET", ssoApiPaths.settings(orgId), owner)).json();
    expect(settings.setup).toMatchObject({ samlEntityId: ENTITY_ID, samlAcsUrl: ACS_URL });
  });

  it("bad metadata is a 400 that says why, and nothing is saved", async () => {
    const count = async () => (await t.database.db.select({ id: orgSsoConnections.id }).from(orgSsoConnections)).length;
    const before = await count();
    const attempt = (body: object) => call("POST", ssoApiPaths.settings(orgId), owner, { protocol: "saml", name: "Broken", ...body });
    const cases: [object, string][] = [
      [{ metadataXml: "<not xml" }, "could not be read"],
      [{ metadataXml: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>` }, "DOCTYPE"],
      [{ metadataXml: "<md:EntityDescriptor xmlns:md='urn:oasis:names:tc:SAML:2.0:metadata' entityID='x'/>" }, "no IDPSSODescriptor"],
      [{ metadataXml: idp.metadataXml.replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/, "") }, "no signing certificate"],
      [{ metadataXml: idp.metadataXml.replace(/Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"/, 'Binding="other"') }, "HTTP-Redirect"],
      [{ metadataXml: idp.metadataXml.replace(/<ds:X509Certificate>[^<]+/, "<ds:X509Certificate>bm90IGEgY2VydA==") }, "not a valid X.509"],
      [{ metadataUrl: `${metadataOrigin}/huge` }, "answered with more than 1024 KB"],
      [{ metadataUrl: "https://127.0.0.2/metadata" }, "private network"],
      [{}, "metadata URL or upload"],
      [{ metadataUrl: `${metadataOrigin}/m`, metadataXml: idp.metadataXml }, "not both"],
      [
        {
          metadataXml: `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${idp.metadataXml.replace(/^<\?xml[^>]*>/, "")}</md:EntitiesDescriptor>`,
        },
        "several entities",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await attempt(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it("metadata: only the root entity's own descriptors count; a key with no use is a signing key", async () => {
    const other = await createSamlIdp("https://nested-evil.example/saml", "https://nested-evil.example/sso");
    const nested = idp.metadataXml.replace(
      "<md:IDPSSODescriptor",
      `<md:Extensions>${other.metadataXml.replace(/^<\?xml[^>]*>/, "")}</md:Extensions><md:IDPSSODescriptor`,
    );
    const parsed = parseIdpMetadata(nested, { internal: [] });
    expect(parsed).toMatchObject({ entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificates: [idp.key.certBase64] });
    expect(parseIdpMetadata(idp.metadataXml.replace('<md:KeyDescriptor use="signing">', "<md:KeyDescriptor>"), { internal: [] }).certificates).toEqual([
      idp.key.certBase64,
    ]);
    expect(() =>
      parseIdpMetadata(idp.metadataXml.replace('<md:KeyDescriptor use="signing">', '<md:KeyDescriptor use="encryption">'), { internal: [] }),
    ).toThrow(expect.objectContaining({ detail: expect.stringContaining("no signing certificate") }));
  });

  it("is used only after a passed test; the test signs nobody in and shows what the provider sent", async () => {
    const early = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { active: true });
    expect(early.statusCode).toBe(400);
    const groups = { "http://schemas.microsoft.com/ws/2008/06/identity/claims/groups": ["Patrol", "Sergeants"] };
    const result = await testWith(honest(person("captain-1", "captain@cityofx.gov", groups)));
    expect(result).toMatchObject({ ok: true, claims: { email: "captain@cityofx.gov", name: "Officer captain-1", groups: ["Patrol", "Sergeants"] } });
    const on = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { active: true });
    expect(on.statusCode, on.body).toBe(200);
  });

  it("a first sign-in makes the account in the mapped unit and role; the response is taken once", async () => {
    const groups = { "http://schemas.microsoft.com/ws/2008/06/identity/claims/groups": "Sergeants" };
    const start = await call("POST", ssoApiPaths.start, undefined, { email: "j.miller@cityofx.gov" });
    // The organisation is named with its provider's address (the login page says where the person is going).
    expect(start.json().organisation).toBe("City of X Police");
    const answer = honest(person("persistent-miller", "J.Miller@cityofx.gov", groups));
    const request = readAuthnRequest(start.json().url);
    expect(request).toMatchObject({ acsUrl: ACS_URL, issuer: ENTITY_ID, destination: idp.ssoUrl });
    const response = answer(request);
    const { final } = await roundTrip(start, () => response);
    expect(final.statusCode, final.body).toBe(302);
    expect(final.headers.location).toBe(`${ORIGIN}/dashboard`);
    const session = (miller = sessionCookie(final));
    expect((await call("GET", orgApiPaths.mine, session)).json()).toMatchObject({ org: { id: orgId, role: "supervisor", unitName: "Patrol" } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "j.miller@cityofx.gov"));
    expect(user).toMatchObject({ name: "Officer persistent-miller", emailVerified: true });

    // The same response posted again (a replay) finds no sign-in waiting for it.
    const replay = await postToAcs({ SAMLResponse: response, RelayState: request.relayState });
    expect(failureOf(replay)).toBe("bad_state");
  });

  it("the response comes back only to the browser that started the sign-in", async () => {
    const start = await call("POST", ssoApiPaths.start, undefined, { email: "k.ortiz@cityofx.gov" });
    const { final } = await roundTrip(start, honest(person("ortiz", "k.ortiz@cityofx.gov")), "lobl.sso_state=someone-elses");
    expect(failureOf(final)).toBe("bad_state");
    expect(String(final.headers["set-cookie"])).not.toMatch(/session_token=[^;]/);
    expect(await t.database.db.select().from(users).where(eq(users.email, "k.ortiz@cityofx.gov"))).toHaveLength(0);
  });

  it("someone's own sign-in link, opened by another person, signs nobody in: the response is handed only to the browser that posted it", async () => {
    // The attacker starts a sign-in and keeps its state cookie; the victim, signed in at the provider, opens the link.
    const start = await call("POST", ssoApiPaths.start, undefined, { email: "attacker@cityofx.gov" });
    const attackerCookie = stateCookie(start);
    const request = readAuthnRequest(start.json().url);
    const acs = await postToAcs({ SAMLResponse: honest(person("chief", "chief@cityofx.gov"))(request), RelayState: request.relayState });
    const handedBack = new URL(acs.headers.location as string);
    expect(handedBack.searchParams.get("handoff")).toBeTruthy();
    // The victim's browser has no attacker's cookie: refused, and the sign-in is over.
    const victim = await t.app.inject({ method: "GET", url: `${handedBack.pathname}${handedBack.search}` });
    expect(failureOf(victim)).toBe("bad_state");
    // The attacker, with the cookie and the state but not the handoff (or with it, too late), gets nothing.
    const without = new URLSearchParams({ state: request.relayState });
    const attacker = await t.app.inject({ method: "GET", url: `${handedBack.pathname}?${without}`, headers: { cookie: attackerCookie } });
    expect(failureOf(attacker)).toBe("bad_state");
    expect(String(attacker.headers["set-cookie"])).not.toMatch(/session_token=[^;]/);
    const late = await t.app.inject({ method: "GET", url: `${handedBack.pathname}${handedBack.search}`, headers: { cookie: attackerCookie } });
    expect(failureOf(late)).toBe("bad_state");
    expect(await t.database.db.select().from(users).where(eq(users.email, "chief@cityofx.gov"))).toHaveLength(0);
  });

  it("the browser that started the sign-in must bring the handoff the ACS gave it", async () => {
    const start = await call("POST", ssoApiPaths.start, undefined, { email: "h.ward@cityofx.gov" });
    const request = readAuthnRequest(start.json().url);
    const acs = await postToAcs({ SAMLResponse: honest(person("ward", "h.ward@cityofx.gov"))(request), RelayState: request.relayState });
    const back = new URL(acs.headers.location as string);
    const forged = new URLSearchParams({ state: request.relayState, handoff: "not-the-handoff" });
    expect(failureOf(await t.app.inject({ method: "GET", url: `${back.pathname}?${forged}`, headers: { cookie: stateCookie(start) } }))).toBe("bad_state");
  });

  it("an assertion already taken is refused in another sign-in, even within its validity", async () => {
    const fixedId = "_assertion-used-twice";
    const first = await signInWith("a.one@cityofx.gov", honest(person("one", "a.one@cityofx.gov"), { assertionId: fixedId }));
    expect(first.final.headers.location).toBe(`${ORIGIN}/dashboard`);
    const second = await signInWith("a.one@cityofx.gov", honest(person("one", "a.one@cityofx.gov"), { assertionId: fixedId }));
    expect(failureOf(second.final)).toBe("bad_token");
  });

  it("required: a password at the domain is refused; removing a person ends the session SAML made", async () => {
    expect((await call("PUT", ssoApiPaths.required(orgId), owner, { required: true })).statusCode).toBe(204);
    const password = await signIn(t.app, "j.miller@cityofx.gov");
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ code: "SSO_REQUIRED", message: SSO_REQUIRED_MESSAGE });
    expect((await me(t.app, miller)).statusCode).toBe(200);
    const [person] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "j.miller@cityofx.gov"));
    expect((await call("DELETE", orgApiPaths.person(orgId, person!.id), owner)).statusCode).toBe(204);
    expect((await me(t.app, miller)).statusCode).toBe(401);
  });

  it("refuses forged and mistaken responses, each for its reason, and logs them", async () => {
    const victim = person("victim", "victim@cityofx.gov");
    const otherKey = await newSigningKey("CN=Someone else");
    const cases: [string, (request: ReturnType<typeof readAuthnRequest>) => string, RegExp][] = [
      ["signed by another key", honest(victim, { key: otherKey }), /signature/i],
      ["assertion unsigned", honest(victim, { signAssertion: false }), /signature/i],
      ["response signed by another key, assertion by the provider", honest(victim, { signResponse: true, responseKey: otherKey }), /signature/i],
      ["another audience", honest(victim, { audience: "https://other-sp.example/" }), /audience/i],
      ["expired", honest(victim, { validForMinutes: -5 }), /expired|NotOnOrAfter|no valid subject confirmation/i],
      ["another issuer", honest(victim, { issuer: "https://evil.example/saml" }), /issuer/i],
      ["another request", honest(victim, { inResponseTo: "_not-our-request" }), /InResponseTo/i],
      // An assertion the provider issued unasked (a portal tile), put in a response to our request: its signed part names no request of ours.
      ["an unasked assertion in our envelope", honest(victim, { confirmationInResponseTo: null }), /no bearer confirmation for this sign-in's request/],
      [
        "an assertion for another request in our envelope",
        honest(victim, { confirmationInResponseTo: "_someone-elses" }),
        /does not match|no bearer confirmation/,
      ],
      // Thousands of sibling elements make the signature checks' XPath slow: refused before any of it runs.
      ["thousands of elements", honest(victim, { padding: "<x/>".repeat(5000) }), /more than 2500 elements/],
      ["another recipient", honest(victim, { acsUrl: "https://other-sp.example/acs" }), /addressed to|recipient/i],
      ["the provider's refusal", honest(victim, { status: "urn:oasis:names:tc:SAML:2.0:status:Requester" }), /Requester/],
      [
        "a DOCTYPE",
        (request) =>
          Buffer.from(
            `<!DOCTYPE x [<!ENTITY a "a">]>` + idp.responseXml({ inResponseTo: request.id, acsUrl: ACS_URL, audience: ENTITY_ID, person: victim }),
          ).toString("base64"),
        /DOCTYPE/,
      ],
      [
        // Signature wrapping: the attacker's own honestly signed assertion moved inside a forged one for the victim.
        "a wrapped assertion",
        (request) => {
          const mine = idp.responseXml({ inResponseTo: request.id, acsUrl: ACS_URL, audience: ENTITY_ID, person: person("attacker", "attacker@cityofx.gov") });
          const signedAssertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(mine)![0];
          const forged = signedAssertion
            .replace(/ID="[^"]+"/, 'ID="_forged"')
            .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, "")
            .replace(/>attacker</, ">victim<")
            .replace(/attacker@cityofx.gov/, "victim@cityofx.gov")
            .replace("</saml:Subject>", `</saml:Subject><saml:Advice>${signedAssertion}</saml:Advice>`);
          return Buffer.from(mine.replace(signedAssertion, forged)).toString("base64");
        },
        /signature/i,
      ],
    ];
    for (const [label, answer, detail] of cases) {
      const result = await testWith(answer);
      expect(result.ok, label).toBe(false);
      expect(result.detail, label).toMatch(detail);
    }
    // Nobody was signed in as the victim, and a refused sign-in is logged.
    const { final } = await signInWith("victim@cityofx.gov", honest(victim, { key: otherKey }));
    expect(failureOf(final)).toBe("bad_token");
    expect(await t.database.db.select().from(users).where(eq(users.email, "victim@cityofx.gov"))).toHaveLength(0);
    const refusals = await t.database.db.select().from(activityLog).where(eq(activityLog.action, "sso.refused"));
    expect(refusals.some((r) => (r.details as { failure: string }).failure === "bad_token")).toBe(true);
    // The honest answer still passes: the refusals above were the forgeries'.
    expect((await testWith(honest(victim))).ok).toBe(true);
  });

  it("signature wrapping with mixed, moved and extra assertions or signatures is refused; a comment in a signed value does not shorten it", async () => {
    const victim = person("victim", "victim@cityofx.gov");
    const attacker = person("attacker", "attacker@cityofx.gov");
    const ours = await ourCertificate();
    const SIGNATURE = /<(?:ds:)?Signature[\s\S]*?<\/(?:ds:)?Signature>/;
    const xmlOf = (request: ReturnType<typeof readAuthnRequest>, who: Person, options: Partial<ResponseOptions> = {}) =>
      idp.responseXml({ inResponseTo: request.id, acsUrl: ACS_URL, audience: ENTITY_ID, person: who, ...options });
    const assertionOf = (xml: string) => /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
    const b64 = (xml: string) => Buffer.from(xml).toString("base64");
    /** The attacker's own honestly signed assertion, made to claim the victim with its signature removed. */
    const forgedFrom = (signed: string) =>
      signed
        .replace(/ID="[^"]+"/, 'ID="_forged"')
        .replace(SIGNATURE, "")
        .replace(/>attacker</, ">victim<")
        .replace("attacker@cityofx.gov", "victim@cityofx.gov");
    const cases: [string, (request: ReturnType<typeof readAuthnRequest>) => string, RegExp][] = [
      [
        "a signed plain assertion beside an encrypted one",
        (request) => {
          const encrypted = xmlOf(request, victim, { encryptFor: ours });
          return b64(encrypted.replace("<saml:EncryptedAssertion>", `${assertionOf(xmlOf(request, attacker))}<saml:EncryptedAssertion>`));
        },
        /multiple assertions/,
      ],
      [
        "a forged assertion before the signed one",
        (request) => {
          const mine = xmlOf(request, attacker);
          return b64(mine.replace(assertionOf(mine), `${forgedFrom(assertionOf(mine))}${assertionOf(mine)}`));
        },
        /multiple assertions/,
      ],
      [
        // XSW: the signed assertion hidden in the response's Extensions, a forged one in its place.
        "the signed assertion moved into Extensions",
        (request) => {
          const mine = xmlOf(request, attacker);
          const signed = assertionOf(mine);
          return b64(mine.replace(signed, forgedFrom(signed)).replace("<samlp:Status>", `<samlp:Extensions>${signed}</samlp:Extensions><samlp:Status>`));
        },
        /signature/i,
      ],
      [
        "the signed assertion moved into Extensions, keeping its ID on the forgery",
        (request) => {
          const mine = xmlOf(request, attacker);
          const signed = assertionOf(mine);
          const id = /ID="([^"]+)"/.exec(signed)![1]!;
          const forged = forgedFrom(signed).replace('ID="_forged"', `ID="${id}"`);
          return b64(mine.replace(signed, forged).replace("<samlp:Status>", `<samlp:Extensions>${signed}</samlp:Extensions><samlp:Status>`));
        },
        /signature/i,
      ],
      [
        "two signatures on the response",
        (request) => {
          const signed = xmlOf(request, victim, { signResponse: true });
          const responseSignature = SIGNATURE.exec(signed)![0];
          return b64(signed.replace(responseSignature, `${responseSignature}${responseSignature}`));
        },
        /Too many signatures/,
      ],
      [
        "two signatures on the assertion",
        (request) => {
          const xml = xmlOf(request, victim);
          const signature = SIGNATURE.exec(assertionOf(xml))![0];
          return b64(xml.replace(signature, `${signature}${signature}`));
        },
        /Too many signatures/,
      ],
    ];
    for (const [label, answer, detail] of cases) {
      const result = await testWith(answer);
      expect(result.ok, label).toBe(false);
      expect(result.detail, label).toMatch(detail);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, "victim@cityofx.gov"))).toHaveLength(0);

    // Comments are outside what a signature covers (exclusive c14n drops them): a value read only up to a comment
    // would let someone registered as victim@cityofx.gov.evil.example at the provider claim victim@cityofx.gov.
    const commented = (request: ReturnType<typeof readAuthnRequest>) =>
      b64(
        xmlOf(request, person("victim-lookalike", "victim@cityofx.gov.evil.example"))
          .replace(">victim@cityofx.gov.evil.example<", ">victim@cityofx.gov<!---->.evil.example<")
          .replace(">victim-lookalike<", ">victim<!---->-lookalike<"),
      );
    const result = await testWith(commented);
    expect(result).toMatchObject({ ok: false, failure: "wrong_domain", claims: { email: "victim@cityofx.gov.evil.example" } });
    const signedIn = await signInWith("lookalike@cityofx.gov", (request) =>
      b64(xmlOf(request, person("victim-lookalike", "lookalike@cityofx.gov")).replace(">victim-lookalike<", ">victim<!---->-lookalike<")),
    );
    expect(signedIn.final.headers.location).toBe(`${ORIGIN}/dashboard`);
    const [lookalike] = await t.database.db.select().from(users).where(eq(users.email, "lookalike@cityofx.gov"));
    const links = await t.database.db.select().from(accounts).where(eq(accounts.userId, lookalike!.id));
    expect(links.map((link) => link.accountId)).toEqual(["victim-lookalike"]);
  });

  it("signs its requests (HTTP-Redirect, RSA-SHA256) with its key, and takes an encrypted assertion for that key", async () => {
    const start = await call("POST", ssoApiPaths.start, undefined, { email: "cipher@cityofx.gov" });
    const url = new URL(start.json().url);
    expect(url.searchParams.get("SigAlg")).toBe("http://www.w3.org/2001/04/xmldsig-more#rsa-sha256");
    const ours = await ourCertificate();
    expect(requestSignedBy(url, ours)).toBe(true);
    expect(requestSignedBy(url, (await newSigningKey("CN=Not this site")).certPem)).toBe(false);
    const { final } = await roundTrip(start, honest(person("cipher", "cipher@cityofx.gov"), { encryptFor: ours }));
    expect(final.headers.location).toBe(`${ORIGIN}/dashboard`);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "cipher@cityofx.gov"));
    expect(user).toMatchObject({ name: "Officer cipher" });
  });

  it("refuses forgeries inside an encrypted assertion for their reason, and one encrypted for another key as undecryptable, logged", async () => {
    const victim = person("victim", "victim@cityofx.gov");
    const ours = await ourCertificate();
    const otherKey = await newSigningKey("CN=Another service provider");
    const wrap = (signedAssertion: string) => {
      const forged = signedAssertion
        .replace(/ID="[^"]+"/, 'ID="_forged"')
        .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, "")
        .replace(/>victim</, ">attacker-chosen<")
        .replace("</saml:Subject>", `</saml:Subject><saml:Advice>${signedAssertion}</saml:Advice>`);
      return forged;
    };
    const unopened = new RegExp(`^${UNOPENED_ASSERTION.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    const cases: [string, (request: ReturnType<typeof readAuthnRequest>) => string, RegExp][] = [
      ["unsigned", honest(victim, { signAssertion: false, encryptFor: ours }), /signature/i],
      ["unsigned, in a response signed by the provider", honest(victim, { signAssertion: false, signResponse: true, encryptFor: ours }), /signature/i],
      ["another audience", honest(victim, { audience: "https://other-sp.example/", encryptFor: ours }), /audience/i],
      ["a wrapped assertion", honest(victim, { alterAssertion: wrap, encryptFor: ours }), /signature/i],
      ["signed by another key", honest(victim, { key: otherKey, encryptFor: ours }), /signature/i],
      ["an unasked assertion", honest(victim, { confirmationInResponseTo: null, encryptFor: ours }), /no bearer confirmation/],
      // The limits hold inside the ciphertext too: counted once it is opened, before any signature check, and
      // refused as any assertion that does not open is (the next test).
      [
        "thousands of elements inside",
        honest(victim, { alterAssertion: (a) => a.replace("</saml:Subject>", `</saml:Subject>${"<x/>".repeat(3000)}`), encryptFor: ours }),
        unopened,
      ],
      ["a DOCTYPE inside", honest(victim, { alterAssertion: (a) => `<!DOCTYPE x [<!ENTITY a "a">]>${a}`, encryptFor: ours }), unopened],
      ["encrypted for another key", honest(victim, { encryptFor: otherKey.certPem }), unopened],
    ];
    for (const [label, answer, detail] of cases) {
      const result = await testWith(answer);
      expect(result.ok, label).toBe(false);
      expect(result.detail, label).toMatch(detail);
    }
    // A sign-in with an assertion encrypted for another key: refused with its own code, and logged with it.
    const { final } = await signInWith("victim@cityofx.gov", honest(victim, { encryptFor: otherKey.certPem }));
    expect(failureOf(final)).toBe("undecryptable");
    const refusals = await t.database.db.select().from(activityLog).where(eq(activityLog.action, "sso.refused"));
    expect(refusals.some((r) => (r.details as { failure: string }).failure === "undecryptable")).toBe(true);
    expect(await t.database.db.select().from(users).where(eq(users.email, "victim@cityofx.gov"))).toHaveLength(0);
    expect((await testWith(honest(victim, { encryptFor: ours }))).ok).toBe(true);
  });

  it("says one thing of every encrypted assertion that stops before its signature is checked, to the person, the owner and the log", async () => {
    const victim = person("victim", "victim@cityofx.gov");
    const ours = await ourCertificate();
    const otherKey = await newSigningKey("CN=Another service provider");
    /** A response to the request whose EncryptedAssertion holds `plain`, encrypted for `cert` (AES-256-GCM, RSA-OAEP). */
    const holding =
      (plain: string, cert = ours) =>
      (request: ReturnType<typeof readAuthnRequest>) => {
        const xml = Buffer.from(honest(victim, { encryptFor: ours })(request), "base64").toString("utf8");
        return Buffer.from(xml.replace(/<saml:EncryptedAssertion>[\s\S]*<\/saml:EncryptedAssertion>/, encryptAssertion(plain, cert))).toString("base64");
      };
    /** An honest encrypted assertion with one byte of its ciphertext flipped (GCM's tag then fails). */
    const tampered = (request: ReturnType<typeof readAuthnRequest>) => {
      const xml = Buffer.from(honest(victim, { encryptFor: ours })(request), "base64").toString("utf8");
      const [, body] = /<\/xenc:EncryptedKey>[\s\S]*?<xenc:CipherValue>([^<]+)</.exec(xml)!;
      const bytes = Buffer.from(body!, "base64");
      bytes[20]! ^= 0x01;
      return Buffer.from(xml.replace(body!, bytes.toString("base64"))).toString("base64");
    };
    const signedAssertion = (request: ReturnType<typeof readAuthnRequest>) =>
      /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(idp.responseXml({ inResponseTo: request.id, acsUrl: ACS_URL, audience: ENTITY_ID, person: victim }))![0];
    const cases: [string, (request: ReturnType<typeof readAuthnRequest>) => string][] = [
      ["encrypted for another key", honest(victim, { encryptFor: otherKey.certPem })],
      ["ciphertext tampered", tampered],
      ["opens to no XML", holding("not xml at all <")],
      ["opens to another element", holding("<saml:Subject xmlns:saml='urn:oasis:names:tc:SAML:2.0:assertion'/>")],
      ["opens to a DOCTYPE", (request) => holding(`<!DOCTYPE x [<!ENTITY a "a">]>${signedAssertion(request)}`)(request)],
      ["opens past the limits", (request) => holding(signedAssertion(request).replace("</saml:Subject>", `</saml:Subject>${"<x/>".repeat(3000)}`))(request)],
    ];
    const seen = new Set<string>();
    for (const [label, answer] of cases) {
      const result = await testWith(answer);
      expect(result, label).toMatchObject({ ok: false, failure: "undecryptable", detail: UNOPENED_ASSERTION });
      const { final } = await signInWith("victim@cityofx.gov", answer);
      expect(failureOf(final), label).toBe("undecryptable");
      seen.add(`${failureOf(final)} ${final.headers.location}`);
    }
    // One address for the person, one logged detail for every case.
    expect(seen.size).toBe(1);
    const logged = (await t.database.db.select().from(activityLog).where(eq(activityLog.action, "sso.refused")))
      .map((row) => row.details as { failure: string; detail: string })
      .filter((details) => details.failure === "undecryptable");
    expect(logged.length).toBeGreaterThanOrEqual(cases.length);
    expect(new Set(logged.map((details) => details.detail))).toEqual(new Set([UNOPENED_ASSERTION]));
    // The same key and envelope carrying the honest assertion passes: the refusals are the ciphertexts'.
    expect((await testWith((request) => holding(signedAssertion(request))(request))).ok).toBe(true);
    expect(await t.database.db.select().from(users).where(eq(users.email, "victim@cityofx.gov"))).toHaveLength(0);
  });

  it("refuses AES-CBC before any key is used, whether or not a tampered ciphertext's padding would hold, and in whatever namespace it is named (docs/decisions/114)", async () => {
    const victim = person("victim", "victim@cityofx.gov");
    const ours = await ourCertificate();
    // What a tamperer's altered AES-256-CBC ciphertext would open to: not XML, its last byte a padding that holds (1-16) or not.
    const cbc =
      (lastByte: number) =>
      (request: ReturnType<typeof readAuthnRequest>): string => {
        const xml = Buffer.from(honest(victim, { encryptFor: ours })(request), "base64").toString("utf8");
        const key = randomBytes(32);
        const iv = randomBytes(16);
        const cipher = createCipheriv("aes-256-cbc", key, iv).setAutoPadding(false);
        const plain = Buffer.concat([Buffer.from("<garbled block!>".repeat(2)), Buffer.alloc(15, 0x41), Buffer.from([lastByte])]);
        const body = Buffer.concat([iv, cipher.update(plain), cipher.final()]);
        const wrapped = publicEncrypt({ key: new X509Certificate(ours).publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" }, key);
        const [, encryptedKey] = /<xenc:EncryptedKey>[\s\S]*?<xenc:CipherValue>([^<]+)</.exec(xml)!;
        const tampered = xml
          .replace("http://www.w3.org/2009/xmlenc11#aes256-gcm", "http://www.w3.org/2001/04/xmlenc#aes256-cbc")
          .replace(encryptedKey!, wrapped.toString("base64"))
          .replace(/(<\/xenc:EncryptedKey>[\s\S]*?<xenc:CipherValue>)[^<]+/, `$1${body.toString("base64")}`);
        return Buffer.from(tampered, "utf8").toString("base64");
      };
    const details = new Set<string>();
    for (const lastByte of [0x05, 0x10, 0x00, 0xf0]) {
      const result = await testWith(cbc(lastByte));
      expect(result).toMatchObject({ ok: false, failure: "undecryptable" });
      details.add(result.detail!);
    }
    expect([...details]).toEqual([
      "The assertion is encrypted with an algorithm this site does not accept (http://www.w3.org/2001/04/xmlenc#aes256-cbc); it takes AES-GCM with RSA-OAEP.",
    ]);
    // An honest assertion encrypted with AES-256-CBC whose CBC method is in another namespace, ahead of an xenc GCM one:
    // xml-encryption takes the first EncryptionMethod by its local name, so that is the method that would be used.
    const hiddenCbc = (request: ReturnType<typeof readAuthnRequest>): string => {
      const xml = idp.responseXml({ inResponseTo: request.id, acsUrl: ACS_URL, audience: ENTITY_ID, person: victim });
      const assertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
      const key = randomBytes(32);
      const iv = randomBytes(16);
      const cipher = createCipheriv("aes-256-cbc", key, iv);
      const body = Buffer.concat([iv, cipher.update(assertion, "utf8"), cipher.final()]);
      const wrapped = publicEncrypt({ key: new X509Certificate(ours).publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" }, key);
      const encrypted = encryptAssertion("<unused/>", ours)
        .replace(
          '<xenc:EncryptionMethod Algorithm="http://www.w3.org/2009/xmlenc11#aes256-gcm"/>',
          '<x:EncryptionMethod xmlns:x="urn:not-xenc" Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc"/><xenc:EncryptionMethod Algorithm="http://www.w3.org/2009/xmlenc11#aes256-gcm"/>',
        )
        .replace(/(<xenc:EncryptedKey>[\s\S]*?<xenc:CipherValue>)[^<]+/, `$1${wrapped.toString("base64")}`)
        .replace(/(<\/xenc:EncryptedKey>[\s\S]*?<xenc:CipherValue>)[^<]+/, `$1${body.toString("base64")}`);
      return Buffer.from(xml.replace(assertion, encrypted)).toString("base64");
    };
    expect(await testWith(hiddenCbc)).toMatchObject({
      ok: false,
      failure: "undecryptable",
      detail:
        "The assertion is encrypted with an algorithm this site does not accept (http://www.w3.org/2001/04/xmlenc#aes256-cbc); it takes AES-GCM with RSA-OAEP.",
    });
    // Our metadata offers only AES-GCM to providers.
    const metadata = (await t.app.inject({ method: "GET", url: ssoApiPaths.samlMetadata })).body;
    expect(metadata).toContain("xmlenc11#aes256-gcm");
    expect(metadata).not.toContain("-cbc");
  });

  it("a provider that requires signed requests and encrypts its assertions (samlify): it checks our request's signature and its encrypted response passes", async () => {
    samlify.setSchemaValidator({ validate: async () => "skipped" });
    // samlify's default is AES-256-CBC, which this site refuses (docs/decisions/114); its settings' type omits the option it reads.
    const gcm = { dataEncryptionAlgorithm: "http://www.w3.org/2009/xmlenc11#aes256-gcm" };
    const strict = samlify.IdentityProvider({
      entityID: "https://strict-idp.cityofx.gov/metadata",
      signingCert: idp.key.certPem,
      privateKey: idp.key.keyPem,
      wantAuthnRequestsSigned: true,
      isAssertionEncrypted: true,
      ...gcm,
      nameIDFormat: ["urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"],
      singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: "https://strict-idp.cityofx.gov/sso" }],
    });
    expect(strict.getMetadata()).toContain('WantAuthnRequestsSigned="true"');
    const added = await call("POST", ssoApiPaths.settings(orgId), owner, { protocol: "saml", name: "strict", metadataXml: strict.getMetadata() });
    expect(added.statusCode, added.body).toBe(201);
    const sp = samlify.ServiceProvider({ metadata: (await t.app.inject({ method: "GET", url: ssoApiPaths.samlMetadata })).body });
    const start = await call("POST", ssoApiPaths.test(orgId, added.json().id), owner);
    const url = new URL(start.json().url);
    const octetString = signedOctets(url);
    const { extract } = await strict.parseLoginRequest(sp, "redirect", { query: Object.fromEntries(url.searchParams), octetString });

    // The same request re-signed with another key: the provider refuses it.
    const otherKey = await newSigningKey("CN=Not this site");
    const forged = cryptoSign("sha256", Buffer.from(octetString), otherKey.keyPem).toString("base64");
    await expect(
      strict.parseLoginRequest(sp, "redirect", { query: { ...Object.fromEntries(url.searchParams), Signature: forged }, octetString }),
    ).rejects.toBeTruthy();

    const { context } = await strict.createLoginResponse(sp, { extract }, "post", { email: "strict@cityofx.gov" });
    expect(Buffer.from(context, "base64").toString("utf8")).toContain("EncryptedAssertion");
    await expectTestPassed(start, url, context, added.json().id, "strict@cityofx.gov");
  });

  it("key rollover: a new key is published and decrypts at once, signs once made to, and the old one goes only when removed", async () => {
    const deps = keyDeps();
    const old = signing(await spKeys(deps));
    const added = await addSpKey(deps);
    expect(added.signing).toBe(false);
    let metadata = (await t.app.inject({ method: "GET", url: ssoApiPaths.samlMetadata })).body;
    const newer = (await spKeys(deps)).find((key) => key.id === added.id)!;
    expect(metadata).toContain(old.certificate);
    expect(metadata).toContain(newer.certificate);
    // Requests are still signed by the old key; an assertion encrypted for the new one is already taken.
    const start = await call("POST", ssoApiPaths.start, undefined, { email: "rollover@cityofx.gov" });
    const url = new URL(start.json().url);
    expect(requestSignedBy(url, certificatePem(old.certificate))).toBe(true);
    const { final } = await roundTrip(start, honest(person("rollover", "rollover@cityofx.gov"), { encryptFor: certificatePem(newer.certificate) }));
    expect(final.headers.location).toBe(`${ORIGIN}/dashboard`);

    await expect(removeSpKey(deps, old.id)).rejects.toThrow(/signs this site's requests/);
    const fingerprint = added.fingerprint.replace(/:/g, "").slice(0, 12);
    expect((await useSpKey(deps, fingerprint)).signing).toBe(true);
    expect(signing(await spKeys(deps)).id).toBe(added.id);
    expect((await removeSpKey(deps, old.id)).id).toBe(old.id);
    metadata = (await t.app.inject({ method: "GET", url: ssoApiPaths.samlMetadata })).body;
    expect(metadata).not.toContain(old.certificate);
    expect((await listSpKeys(deps)).map((key) => key.id)).toEqual([added.id]);
    // An assertion encrypted for the removed key is refused; one for the current key passes.
    expect((await testWith(honest(person("rollover", "rollover@cityofx.gov"), { encryptFor: certificatePem(old.certificate) }))).failure).toBe("undecryptable");
    expect((await testWith(honest(person("rollover", "rollover@cityofx.gov"), { encryptFor: certificatePem(newer.certificate) }))).ok).toBe(true);
    await expect(useSpKey(deps, "nothing-like-it")).rejects.toThrow(/No SAML key/);
  });

  it("works with another SAML implementation as the provider (samlify): it reads this site's metadata and request, and its response passes", async () => {
    // samlify checks incoming XML against the SAML schemas only when given a validator; this test's provider trusts our request.
    samlify.setSchemaValidator({ validate: async () => "skipped" });
    const other = samlify.IdentityProvider({
      entityID: "https://samlify-idp.cityofx.gov/metadata",
      signingCert: idp.key.certPem,
      privateKey: idp.key.keyPem,
      nameIDFormat: ["urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"],
      singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: "https://samlify-idp.cityofx.gov/sso" }],
    });
    const added = await call("POST", ssoApiPaths.settings(orgId), owner, { protocol: "saml", name: "samlify", metadataXml: other.getMetadata() });
    expect(added.statusCode, added.body).toBe(201);
    const sp = samlify.ServiceProvider({ metadata: (await t.app.inject({ method: "GET", url: ssoApiPaths.samlMetadata })).body });
    const start = await call("POST", ssoApiPaths.test(orgId, added.json().id), owner);
    const url = new URL(start.json().url);
    expect(`${url.origin}${url.pathname}`).toBe("https://samlify-idp.cityofx.gov/sso");
    const { extract } = await other.parseLoginRequest(sp, "redirect", { query: Object.fromEntries(url.searchParams), octetString: "" });
    const { context } = await other.createLoginResponse(sp, { extract }, "post", { email: "interop@cityofx.gov" });
    await expectTestPassed(start, url, context, added.json().id, "interop@cityofx.gov");
  });

  it("a provider whose certificates have all expired: its metadata is refused, and a response signed by such a certificate too, logged", async () => {
    const expiredKey = await newSigningKey("CN=Expired IdP", new Date(Date.now() - 86_400_000));
    const expired = await createSamlIdp(idp.entityId, idp.ssoUrl, expiredKey);
    const refused = await call("POST", ssoApiPaths.settings(orgId), owner, { protocol: "saml", name: "Old ADFS", metadataXml: expired.metadataXml });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain("Every signing certificate of the provider has expired");

    // The connection's certificate ran out after it was connected (its metadata as saved, made to name the expired one).
    const [saved] = await t.database.db.select({ metadata: orgSsoConnections.metadata }).from(orgSsoConnections).where(eq(orgSsoConnections.id, connection.id));
    await t.database.db
      .update(orgSsoConnections)
      .set({ metadata: { ...saved!.metadata, certificates: [expiredKey.certBase64] } })
      .where(eq(orgSsoConnections.id, connection.id));
    try {
      const { final } = await signInWith("late@cityofx.gov", (request) =>
        expired.respond({ inResponseTo: request.id, acsUrl: request.acsUrl, audience: request.issuer, person: person("late", "late@cityofx.gov") }),
      );
      expect(failureOf(final)).toBe("expired_certificate");
      const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.action, "sso.refused"));
      expect(logged.some((r) => (r.details as { failure: string }).failure === "expired_certificate")).toBe(true);
    } finally {
      await t.database.db.update(orgSsoConnections).set({ metadata: saved!.metadata }).where(eq(orgSsoConnections.id, connection.id));
    }
  });

  it("new metadata from the same provider (a new certificate) keeps it in use; another entity needs a new test", async () => {
    const rotated = idp.metadataXml.replace(
      "</md:KeyDescriptor>",
      "</md:KeyDescriptor>" + idp.metadataXml.match(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/)![0],
    );
    const fetched = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { metadataUrl: `${metadataOrigin}/metadata` });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json()).toMatchObject({ active: true, metadataUrl: `${metadataOrigin}/metadata` });
    const same = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { metadataXml: rotated });
    expect(same.json()).toMatchObject({ active: true, metadataUrl: null });
    const oidcFields = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { clientSecret: "x" });
    expect(oidcFields.statusCode).toBe(400);
    const other = await createSamlIdp("https://other-idp.example/saml");
    const moved = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { metadataXml: other.metadataXml });
    expect(moved.json()).toMatchObject({ active: false, issuer: "https://other-idp.example/saml", lastTest: null });
  });

  it("the ACS takes posts from the provider's site but nothing without a waiting sign-in", async () => {
    expect(failureOf(await postToAcs({ SAMLResponse: "PHg+", RelayState: "unknown" }))).toBe("bad_state");
    expect(failureOf(await postToAcs({}))).toBe("bad_state");
    // Other routes still refuse cross-site posts.
    const other = await t.app.inject({
      method: "POST",
      url: ssoApiPaths.start,
      payload: { email: "x@cityofx.gov" },
      headers: { origin: "https://idp.cityofx.gov" },
    });
    expect(other.statusCode).toBe(403);
  });
});
