import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { accountApiPaths } from "../../shared/my-account.js";
import { AUTH_PATHS, authUrl } from "../../shared/paths.js";
import { query } from "../db/raw-query.js";
import { passkeys, users, verifications } from "../db/schema.js";
import { deleteAccount } from "../modules/account/delete-account.js";
import { purgeExpired } from "../rate-limit/rate-limiter.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { me, ORIGIN, outbox, post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";
import { SoftwareAuthenticator, strangerKey } from "../test/software-authenticator.js";
import { PERSON_NOT_VERIFIED } from "./passkey-refusals.js";
import { SSO_REQUIRED_MESSAGE } from "./sso-required.js";

// Passkeys with Better Auth's passkey plugin (docs/decisions/056): added by
// a signed-in member with the password, then a password-free sign-in; a
// software authenticator makes real attestations and signatures.

const PASSWORD = "Tr1pwire-Falcon";
const RP_ID = "localhost";

/** "name=value" of each cookie a response sets (expired ones dropped). */
const cookiesOf = (res: LightMyRequestResponse) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0]!);
const setsSession = (res: LightMyRequestResponse) => cookiesOf(res).some((c) => /session_token=./.test(c));
const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ");

describe.each(databaseKinds)("passkeys (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, cookie?: string) => t.app.inject({ method: "GET", url: path, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

  /** Registration or sign-in options, and the challenge cookie that goes with them. */
  async function options(path: string, cookie?: string) {
    const res = await get(authUrl(path as never), cookie);
    expect(res.statusCode, res.body).toBe(200);
    const challenge = cookiesOf(res).find((c) => c.includes("passkey_challenge"));
    expect(challenge).toBeDefined();
    return { json: res.json() as { challenge: string; rp?: { id: string } }, cookie: join(cookie, challenge) };
  }

  async function member(email: string) {
    await signUp(t.app, email);
    return sessionCookie(await signIn(t.app, email));
  }

  /** Adds a passkey from a new software authenticator to the signed-in member. */
  async function addPasskey(cookie: string, name = "Work laptop") {
    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const opts = await options(AUTH_PATHS.passkeyRegisterOptions, cookie);
    const res = await post(
      t.app,
      authUrl(AUTH_PATHS.passkeyVerifyRegistration),
      { response: authenticator.register(opts.json), name, password: PASSWORD },
      { cookie: opts.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    return authenticator;
  }

  async function signInWith(authenticator: SoftwareAuthenticator, forge = false, userVerified = true) {
    const opts = await options(AUTH_PATHS.passkeyAuthenticateOptions);
    const answer = authenticator.authenticate(opts.json, { ...(forge ? { signWith: strangerKey() } : {}), userVerified });
    return post(t.app, authUrl(AUTH_PATHS.passkeyVerifyAuthentication), { response: answer }, { cookie: opts.cookie });
  }

  it("registration options need a signed-in member", async () => {
    const res = await get(authUrl(AUTH_PATHS.passkeyRegisterOptions));
    expect(res.statusCode).toBe(401);
    expect(cookiesOf(res).some((c) => c.includes("passkey_challenge"))).toBe(false);
  });

  it("adds a passkey with the password, then signs in with it alone", async () => {
    const cookie = await member("scout@example.com");
    const authenticator = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const opts = await options(AUTH_PATHS.passkeyRegisterOptions, cookie);
    expect(opts.json.rp?.id).toBe(RP_ID);
    const answer = authenticator.register(opts.json);
    // This member's passkeys (the other tests add their own).
    const [scout] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "scout@example.com"));
    const scouts = () => t.database.db.select().from(passkeys).where(eq(passkeys.userId, scout!.id));
    const register = (body: object) => post(t.app, authUrl(AUTH_PATHS.passkeyVerifyRegistration), { response: answer, ...body }, { cookie: opts.cookie });

    // Without the right password nothing is stored (and the request stays usable).
    const wrong = await register({ name: "Work laptop", password: "Wrong-pass-123" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("INVALID_PASSWORD");
    const noName = await register({ name: "  ", password: PASSWORD });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: AUTH_ERROR_CODES.INVALID_INPUT, message: "Give the passkey a name." });
    expect(await scouts()).toEqual([]);

    const added = await register({ name: " Work laptop ", password: PASSWORD });
    expect(added.statusCode, added.body).toBe(200);
    expect(setsSession(added)).toBe(false);
    const [row] = await scouts();
    expect(row).toMatchObject({ name: "Work laptop", credentialID: authenticator.id, deviceType: "singleDevice", counter: 1 });
    expect(outbox(t.dataDir, "scout@example.com").some((m) => m.includes("Subject: A passkey was added to your Lead or Be Led account"))).toBe(true);

    const list = await get(authUrl(AUTH_PATHS.passkeyList), cookie);
    expect(list.json()).toEqual([expect.objectContaining({ name: "Work laptop" })]);

    // Signed out: the passkey alone signs in.
    const signedIn = await signInWith(authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = sessionCookie(signedIn);
    const whoAmI = await me(t.app, session);
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json()).toMatchObject({ email: "scout@example.com" });
    // The signature counter moved on.
    expect((await scouts())[0]!.counter).toBe(2);
  });

  it("refuses an unknown passkey, a wrong signature, a missing request and a malformed answer with a clear 4xx and no session", async () => {
    const cookie = await member("sentry@example.com");
    const known = await addPasskey(cookie);

    const unknown = await signInWith(new SoftwareAuthenticator(RP_ID, ORIGIN));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: AUTH_ERROR_CODES.PASSKEY_REFUSED, message: expect.stringContaining("This passkey was not accepted") });
    expect(setsSession(unknown)).toBe(false);

    const forged = await signInWith(known, true);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: AUTH_ERROR_CODES.PASSKEY_REFUSED, message: expect.stringContaining("This passkey was not accepted") });
    expect(setsSession(forged)).toBe(false);

    // A key that signed without checking the person (no PIN, no biometric): no password-free sign-in.
    const unverified = await signInWith(known, false, false);
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json()).toMatchObject({ code: AUTH_ERROR_CODES.PASSKEY_REFUSED, message: PERSON_NOT_VERIFIED });
    expect(setsSession(unverified)).toBe(false);

    // An answer without the request it answers (no challenge cookie).
    const stale = await post(t.app, authUrl(AUTH_PATHS.passkeyVerifyAuthentication), { response: known.authenticate({ challenge: "bm90LWEtY2hhbGxlbmdl" }) });
    expect(stale.statusCode, stale.body).toBe(400);
    expect(stale.json()).toMatchObject({ code: AUTH_ERROR_CODES.PASSKEY_REFUSED, message: "The passkey request has expired. Please try again." });
    expect(setsSession(stale)).toBe(false);

    const opts = await options(AUTH_PATHS.passkeyAuthenticateOptions);
    const empty = await post(t.app, authUrl(AUTH_PATHS.passkeyVerifyAuthentication), { response: "nothing" }, { cookie: opts.cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(AUTH_ERROR_CODES.INVALID_INPUT);

    // A registration whose attestation is garbage: 400, not the plugin's 500, and nothing stored.
    const before = await t.database.db.select().from(passkeys);
    const reg = await options(AUTH_PATHS.passkeyRegisterOptions, cookie);
    const garbage = { ...new SoftwareAuthenticator(RP_ID, ORIGIN).register(reg.json) };
    garbage.response = { ...garbage.response, attestationObject: "AAAA" };
    const bad = await post(
      t.app,
      authUrl(AUTH_PATHS.passkeyVerifyRegistration),
      { response: garbage, name: "Broken", password: PASSWORD },
      { cookie: reg.cookie },
    );
    expect(bad.statusCode, `${bad.statusCode} ${bad.body}`).toBe(400);
    expect(bad.json()).toMatchObject({
      code: AUTH_ERROR_CODES.PASSKEY_NOT_SAVED,
      message: "Your passkey could not be verified, so it was not added. Please try again.",
    });
    expect(await t.database.db.select().from(passkeys)).toHaveLength(before.length);
    // Nor one made for another site.
    const foreign = await options(AUTH_PATHS.passkeyRegisterOptions, cookie);
    const elsewhere = new SoftwareAuthenticator(RP_ID, "https://evil.example").register(foreign.json);
    const refused = await post(
      t.app,
      authUrl(AUTH_PATHS.passkeyVerifyRegistration),
      { response: elsewhere, name: "Elsewhere", password: PASSWORD },
      { cookie: foreign.cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(AUTH_ERROR_CODES.PASSKEY_NOT_SAVED);
    expect(await t.database.db.select().from(passkeys)).toHaveLength(before.length);

    // The known passkey still works after all that.
    expect((await signInWith(known)).statusCode).toBe(200);
  });

  it("renames and deletes only the member's own passkeys; a deleted passkey no longer signs in", async () => {
    const cookie = await member("medic@example.com");
    const authenticator = await addPasskey(cookie, "Phone");
    const other = await member("quartermaster@example.com");
    const [row] = await t.database.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.credentialID, authenticator.id));
    const id = row!.id;

    const renamed = await post(t.app, authUrl(AUTH_PATHS.passkeyUpdate), { id, name: "Field phone" }, { cookie });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await post(t.app, authUrl(AUTH_PATHS.passkeyUpdate), { id, name: "" }, { cookie })).statusCode).toBe(400);
    const stolen = await post(t.app, authUrl(AUTH_PATHS.passkeyUpdate), { id, name: "Mine now" }, { cookie: other });
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    expect(stolen.statusCode).toBeLessThan(500);
    expect((await post(t.app, authUrl(AUTH_PATHS.passkeyDelete), { id }, { cookie: other })).statusCode).toBeLessThan(500);
    expect((await t.database.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.id, id)))[0]?.name).toBe("Field phone");

    const removed = await post(t.app, authUrl(AUTH_PATHS.passkeyDelete), { id }, { cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(outbox(t.dataDir, "medic@example.com").some((m) => m.includes("Subject: A passkey was removed from your Lead or Be Led account"))).toBe(true);
    expect((await signInWith(authenticator)).statusCode).toBe(401);
  });

  it("exports passkeys without credential id or public key, and deleting the account removes them", async () => {
    const cookie = await member("signal@example.com");
    const authenticator = await addPasskey(cookie, "Desk key");
    const exported = await get(accountApiPaths.export, cookie);
    expect(exported.statusCode).toBe(200);
    const data = exported.json() as { passkeys: unknown[] };
    expect(data.passkeys).toEqual([{ name: "Desk key", createdAt: expect.any(String), deviceType: "singleDevice", backedUp: false, authenticator: null }]);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialID, authenticator.id));
    expect(exported.body).not.toContain(row!.credentialID);
    expect(exported.body).not.toContain(row!.publicKey);

    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "signal@example.com"));
    await deleteAccount(t.database.db, user!.id);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user!.id))).toEqual([]);
    expect((await signInWith(authenticator)).statusCode).toBe(401);
  });

  it("limits anonymous sign-in challenges per client (the default 100 a minute: every login page asks for one), and purges them once expired", async () => {
    const ask = () => t.app.inject({ method: "GET", url: authUrl(AUTH_PATHS.passkeyAuthenticateOptions), remoteAddress: "10.40.0.1" });
    const codes: number[] = [];
    for (let i = 0; i <= 100; i++) codes.push((await ask()).statusCode);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const challenges = sql`select count(*)::int as n from ${verifications} where ${verifications.value} like '%"type":"authentication"%'`;
    const count = async () => Number((await query<{ n: number }>(t.database.db, challenges))[0]!.n);
    expect(await count()).toBeGreaterThanOrEqual(100);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    await purgeExpired(t.database.db);
    expect(await count()).toBe(0);
  });

  it("where an organisation requires its own sign-in, a passkey made before is refused, its session deleted, and no new one can be added", async () => {
    const cookie = await member("patrol@passkey-sso.example");
    const authenticator = await addPasskey(cookie);
    // An organisation with its domain approved, a connection in use and organisation sign-in required (as the sso module leaves them).
    await query(
      t.database.db,
      sql`with o as (insert into organisations (name, sso_required) values ('Passkey SSO Org', true) returning id),
        d as (insert into org_domains (domain, org_id, approved_at) select 'passkey-sso.example', id, now() from o)
        insert into org_sso_connections (org_id, protocol, name, active, mapping) select id, 'oidc', 'IdP', true, '{"groupsClaim":"groups","rules":[],"defaultUnitId":null}' from o`,
    );
    const before = await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions`);
    const res = await signInWith(authenticator);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: AUTH_ERROR_CODES.SSO_REQUIRED, message: SSO_REQUIRED_MESSAGE });
    expect(await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions`)).toEqual(before);
    const again = await get(authUrl(AUTH_PATHS.passkeyRegisterOptions), cookie);
    expect(again.statusCode).toBe(403);
  });
});
