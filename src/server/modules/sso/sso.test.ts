import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ONLY_OWNERS, ORG_NOT_FOUND, orgApiPaths } from "../../../shared/orgs.js";
import { SSO_FAILURES, SSO_NO_ORGANISATION, SSO_NOT_TESTED, SSO_SECRET_AGAIN, ssoApiPaths, type SsoConnection } from "../../../shared/sso.js";
import { SSO_REQUIRED_MESSAGE } from "../../auth/sso-required.js";
import { query } from "../../db/raw-query.js";
import { activityLog, orgSsoConnections, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { me, ORIGIN, outbox, post, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { startTestIdp, type TestIdp } from "../../test/oidc-idp.js";
import { SSO_CALLBACK_PATH } from "./deps.js";

// Single sign-on per organisation (issue 34) through a real OpenID Connect
// provider started by the test: an owner connects it, tests it and turns it
// on; its people sign in with their work account, land in the unit their
// group maps to, and follow the provider's name and address; every refusal
// names its reason.

const REDIRECT_URI = `${ORIGIN}${SSO_CALLBACK_PATH}`;

describe.each(databaseKinds)("single sign-on through OpenID Connect (%s)", (kind) => {
  let t: TestApp;
  let idp: TestIdp;
  let admin: string;
  let owner: string;
  let orgId: string;
  let patrol: string;
  let investigations: string;
  let connection: SsoConnection;
  /** Sessions kept between tests: a member's by password, two people's through the provider. */
  let desk: string;
  let miller: string;
  let ortiz: string;

  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

  const stateCookie = (res: LightMyRequestResponse) => {
    const raw = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("lobl.sso_state="));
    if (!raw) throw new Error(`no state cookie: ${res.statusCode} ${res.body}`);
    return raw.split(";")[0]!;
  };

  /** The provider's redirect back to the site, as the browser that started the flow follows it. */
  const callback = (back: URL, cookie: string) => t.app.inject({ method: "GET", url: `${back.pathname}${back.search}`, headers: { cookie } });

  /** A whole sign-in as the provider's person `sub`, started with `email` typed on the login page. */
  async function ssoSignIn(email: string, sub: string, next?: string) {
    const start = await call("POST", ssoApiPaths.start, undefined, { email, ...(next ? { next } : {}) });
    expect(start.statusCode, start.body).toBe(200);
    const back = await idp.signIn(start.json().url, sub);
    const state = stateCookie(start);
    return { res: await callback(back, state), back, state };
  }

  const failureOf = (res: LightMyRequestResponse) => new URL(res.headers.location as string).searchParams.get("sso-error");

  async function member(email: string, name = "Test Member"): Promise<string> {
    await signUp(t.app, email, undefined, name);
    return sessionCookie(await signIn(t.app, email));
  }

  beforeAll(async () => {
    idp = await startTestIdp(REDIRECT_URI);
    t = await createTestApp(kind, { SSO_INTERNAL_PROVIDERS: idp.issuer });
    ({ cookie: admin } = await signInAdmin(t));
    owner = await member("captain@cityofx.gov", "Captain Reyes");
    const created = await call("POST", orgApiPaths.adminOrgs, admin, { name: "City of X Police", ownerEmail: "captain@cityofx.gov" });
    orgId = created.json().id;
    patrol = (await call("POST", orgApiPaths.units(orgId), owner, { name: "Patrol" })).json().id;
    investigations = (await call("POST", orgApiPaths.units(orgId), owner, { name: "Investigations" })).json().id;
    expect((await call("POST", orgApiPaths.domains(orgId), owner, { domain: "cityofx.gov" })).statusCode).toBe(204);
    expect((await call("POST", orgApiPaths.approveDomain("cityofx.gov"), admin)).statusCode).toBe(200);
    idp.people.set("captain", { sub: "captain", email: "captain@cityofx.gov", name: "Captain Reyes", groups: ["Command"] });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it("an owner connects the provider by its discovery URL; the secret is stored sealed and never returned", async () => {
    const res = await call("POST", ssoApiPaths.settings(orgId), owner, {
      protocol: "oidc",
      name: "City IdP",
      discoveryUrl: `${idp.issuer}/.well-known/openid-configuration`,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      mapping: { groupsClaim: "groups", rules: [{ group: "Sergeants", unitId: patrol, role: "supervisor" }], defaultUnitId: investigations },
    });
    expect(res.statusCode, res.body).toBe(201);
    connection = res.json();
    expect(connection).toMatchObject({ name: "City IdP", issuer: idp.issuer, active: false, hasSecret: true, lastTest: null });
    expect(res.body).not.toContain(idp.clientSecret);

    const settings = await call("GET", ssoApiPaths.settings(orgId), owner);
    expect(settings.json()).toMatchObject({ required: false, setup: { redirectUri: REDIRECT_URI }, connections: [{ id: connection.id }] });
    expect(settings.body).not.toContain(idp.clientSecret);
    const [stored] = await t.database.db.select().from(orgSsoConnections).where(eq(orgSsoConnections.id, connection.id));
    expect(stored!.clientSecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(idp.clientSecret);
  });

  it("only owners and site admins see or change the connections; others get the organisation's answers", async () => {
    const sergeant = (desk = await member("desk@cityofx.gov"));
    await query(
      t.database.db,
      sql`insert into org_members (org_id, user_id, role, joined_by) select ${orgId}, id, 'member', 'admin' from users where email = 'desk@cityofx.gov'`,
    );
    expect((await call("GET", ssoApiPaths.settings(orgId), sergeant)).json().error.message).toBe(ONLY_OWNERS);
    for (const [method, url, body] of [
      ["POST", ssoApiPaths.settings(orgId), { protocol: "oidc", name: "Mine", discoveryUrl: idp.issuer, clientId: "x", clientSecret: "y" }],
      ["PATCH", ssoApiPaths.connection(orgId, connection.id), { name: "Taken over" }],
      ["DELETE", ssoApiPaths.connection(orgId, connection.id), undefined],
      ["POST", ssoApiPaths.test(orgId, connection.id), undefined],
      ["PUT", ssoApiPaths.required(orgId), { required: true }],
    ] as const) {
      const res = await call(method, url, sergeant, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const outsider = await member("someone@elsewhere.org");
    const res = await call("GET", ssoApiPaths.settings(orgId), outsider);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ORG_NOT_FOUND);
    expect((await call("DELETE", ssoApiPaths.connection(orgId, connection.id), outsider)).statusCode).toBe(404);
    expect((await call("GET", ssoApiPaths.settings(orgId), admin)).statusCode).toBe(200);
  });

  it("a provider that cannot be reached, or is on a private network, is a 400 that says why, and nothing is saved", async () => {
    const before = await t.database.db.select({ id: orgSsoConnections.id }).from(orgSsoConnections);
    const attempt = (discoveryUrl: string) =>
      call("POST", ssoApiPaths.settings(orgId), owner, { protocol: "oidc", name: "Broken", discoveryUrl, clientId: "x", clientSecret: "y" });
    const privateHost = await attempt("https://127.0.0.2/.well-known/openid-configuration");
    expect(privateHost.statusCode).toBe(400);
    expect(privateHost.json().error.message).toContain("private network");
    const plainHttp = await attempt("http://idp.example.org/");
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().error.message).toContain("not an https address");
    // A listed internal provider's origin, but nothing answers there.
    const closed = await attempt(`${idp.issuer.replace(/:\d+$/, ":1")}/`);
    expect(closed.statusCode).toBe(400);
    expect(await t.database.db.select({ id: orgSsoConnections.id }).from(orgSsoConnections)).toHaveLength(before.length);
  });

  it("is used only after a passed test; the test signs nobody in and shows what the provider sent", async () => {
    // The saved secret is not sent to a new address without being typed again.
    const moved = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { discoveryUrl: `${idp.issuer}/` });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe(SSO_SECRET_AGAIN);

    const early = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { active: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(SSO_NOT_TESTED);

    const start = await call("POST", ssoApiPaths.test(orgId, connection.id), owner);
    expect(start.statusCode, start.body).toBe(200);
    const back = await idp.signIn(start.json().url, "captain");
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    const res = await callback(back, stateCookie(start));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/organisation?org=${orgId}&sso-test=passed`);
    expect(String(res.headers["set-cookie"])).not.toMatch(/session_token=[^;]/);
    const tested = (await call("GET", ssoApiPaths.settings(orgId), owner)).json().connections[0];
    expect(tested.lastTest).toMatchObject({ ok: true, failure: null, claims: { email: "captain@cityofx.gov", name: "Captain Reyes", groups: ["Command"] } });

    const on = await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { active: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().active).toBe(true);
  });

  it("a first sign-in makes the account inside the organisation, in the unit and role its group maps to, and goes where it was asked", async () => {
    idp.people.set("sgt-1", { sub: "sgt-1", email: "J.Miller@CityOfX.gov", name: "Sgt Miller", groups: ["Patrol Officers", "Sergeants"] });
    const { res } = await ssoSignIn("j.miller@cityofx.gov", "sgt-1", "/briefing");
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/briefing`);
    const session = (miller = sessionCookie(res));
    const mine = (await call("GET", orgApiPaths.mine, session)).json();
    expect(mine).toMatchObject({ org: { id: orgId, role: "supervisor", unitName: "Patrol" } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "j.miller@cityofx.gov"));
    expect(user).toMatchObject({ name: "Sgt Miller", emailVerified: true });
    // Joining queued the job that certifies assignments with hours they had already done (modules/assignments/completion.ts).
    const certify = await query(t.database.db, sql`select 1 from jobs where name = 'assignments.certify' and payload->>'userId' = ${user!.id}`);
    expect(certify).toHaveLength(1);
  });

  it("name and address follow the provider at each sign-in; the person is found by the provider's subject", async () => {
    const [before] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "j.miller@cityofx.gov"));
    idp.people.set("sgt-1", { sub: "sgt-1", email: "jmiller@cityofx.gov", name: "Sergeant J. Miller", groups: [] });
    const { res } = await ssoSignIn("jmiller@cityofx.gov", "sgt-1");
    expect(res.headers.location).toBe(`${ORIGIN}/dashboard`);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, before!.id));
    expect(after).toMatchObject({ email: "jmiller@cityofx.gov", name: "Sergeant J. Miller" });
    // No group maps now: the unit and role stay what they were.
    expect((await call("GET", orgApiPaths.mine, sessionCookie(res))).json()).toMatchObject({ org: { role: "supervisor", unitName: "Patrol" } });
  });

  it("a sign-in comes back only once, and only to the browser that started it", async () => {
    idp.people.set("officer-2", { sub: "officer-2", email: "k.ortiz@cityofx.gov", name: "K Ortiz" });
    const start = await call("POST", ssoApiPaths.start, undefined, { email: "k.ortiz@cityofx.gov" });
    const back = await idp.signIn(start.json().url, "officer-2");
    // Another browser (no state cookie, or another one) gets nothing, and does not use the flow up.
    expect(failureOf(await callback(back, ""))).toBe("bad_state");
    expect(failureOf(await callback(back, "lobl.sso_state=someone-elses"))).toBe("bad_state");
    const first = await callback(back, stateCookie(start));
    expect(first.headers.location).toBe(`${ORIGIN}/dashboard`);
    // New people without a mapped group join the default unit as members.
    ortiz = sessionCookie(first);
    expect((await call("GET", orgApiPaths.mine, ortiz)).json()).toMatchObject({ org: { role: "member", unitName: "Investigations" } });
    const replay = await callback(back, stateCookie(start));
    expect(failureOf(replay)).toBe("bad_state");
    expect(String(replay.headers["set-cookie"])).not.toMatch(/session_token=[^;]/);
  });

  it("the provider's groups raise nobody beyond the mapping, never to site admin; a return address off the site is not followed", async () => {
    const groups = ["Administrators", "admin", "owner", "Owners", "site-admin", "Domain Admins", "supervisor"];
    idp.people.set("climber", { sub: "climber", email: "climber@cityofx.gov", name: "Climber", groups });
    for (const next of ["//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
      const { res } = await ssoSignIn("climber@cityofx.gov", "climber", next);
      expect(res.headers.location, next).toBe(`${ORIGIN}/dashboard`);
      const session = sessionCookie(res);
      expect((await call("GET", orgApiPaths.mine, session)).json()).toMatchObject({ org: { role: "member", unitName: "Investigations" } });
      expect((await call("GET", orgApiPaths.adminOrgs, session)).statusCode).toBe(403);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "climber@cityofx.gov"));
    expect(user).toMatchObject({ isAdmin: false });
  });

  it("an account someone made in advance at the address, never verified, loses its password when the provider's person arrives", async () => {
    await signUp(t.app, "r.vance@cityofx.gov", "Squatter-Pass-1");
    expect((await signIn(t.app, "r.vance@cityofx.gov", "Squatter-Pass-1")).statusCode).toBe(200);
    idp.people.set("vance", { sub: "vance", email: "r.vance@cityofx.gov", name: "R Vance" });
    const { res } = await ssoSignIn("r.vance@cityofx.gov", "vance");
    expect(res.headers.location).toBe(`${ORIGIN}/dashboard`);
    expect((await signIn(t.app, "r.vance@cityofx.gov", "Squatter-Pass-1")).statusCode).toBe(401);
  });

  it("a person who left is not reached through the provider's old subject, whatever address it sends", async () => {
    idp.people.set("leaver", { sub: "leaver", email: "a.leaver@cityofx.gov", name: "A Leaver" });
    const first = await ssoSignIn("a.leaver@cityofx.gov", "leaver");
    const session = sessionCookie(first.res);
    expect((await call("POST", orgApiPaths.leave(orgId), session)).statusCode).toBe(204);
    const [leaver] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "a.leaver@cityofx.gov"));
    idp.people.set("leaver", { sub: "leaver", email: "someone.new@cityofx.gov", name: "Someone New" });
    const again = await ssoSignIn("someone.new@cityofx.gov", "leaver");
    expect(again.res.headers.location).toBe(`${ORIGIN}/dashboard`);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, leaver!.id));
    expect(after).toMatchObject({ email: "a.leaver@cityofx.gov", name: "A Leaver" });
    const [fresh] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "someone.new@cityofx.gov"));
    expect(fresh!.id).not.toBe(leaver!.id);
  });

  it("refuses an address outside the organisation's domains, a member of another organisation and a site admin, and logs each refusal", async () => {
    idp.people.set("outsider", { sub: "outsider", email: "someone@gmail.com", name: "Someone" });
    expect(failureOf((await ssoSignIn("anyone@cityofx.gov", "outsider")).res)).toBe("wrong_domain");

    await member("deputy@cityofx.gov", "Deputy Other");
    expect((await call("POST", orgApiPaths.adminOrgs, admin, { name: "County Sheriff", ownerEmail: "deputy@cityofx.gov" })).statusCode).toBe(201);
    idp.people.set("deputy", { sub: "deputy", email: "deputy@cityofx.gov", name: "Deputy Other" });
    expect(failureOf((await ssoSignIn("deputy@cityofx.gov", "deputy")).res)).toBe("other_org");

    await member("chief.admin@cityofx.gov");
    await query(t.database.db, sql`update users set is_admin = true where email = 'chief.admin@cityofx.gov'`);
    idp.people.set("admin", { sub: "admin", email: "chief.admin@cityofx.gov", name: "Chief" });
    expect(failureOf((await ssoSignIn("chief.admin@cityofx.gov", "admin")).res)).toBe("admin_account");

    idp.people.set("no-email", { sub: "no-email", name: "Nameless" });
    expect(failureOf((await ssoSignIn("nameless@cityofx.gov", "no-email")).res)).toBe("missing_email");
    idp.people.set("two-ats", { sub: "two-ats", email: "a@b.example@cityofx.gov", name: "Two Ats" });
    expect(failureOf((await ssoSignIn("two.ats@cityofx.gov", "two-ats")).res)).toBe("bad_email");
    idp.people.set("unproven", { sub: "unproven", email: "unproven@cityofx.gov", name: "Unproven", emailVerified: false });
    expect(failureOf((await ssoSignIn("unproven@cityofx.gov", "unproven")).res)).toBe("unverified_email");

    const refusals = await t.database.db.select().from(activityLog).where(eq(activityLog.action, "sso.refused"));
    expect(refusals.map((r) => (r.details as { failure: string }).failure).sort()).toEqual([
      "admin_account",
      "bad_email",
      "missing_email",
      "other_org",
      "unverified_email",
      "wrong_domain",
    ]);
    expect(refusals.find((r) => (r.details as { failure: string }).failure === "wrong_domain")).toMatchObject({
      actorEmail: "someone@gmail.com",
      targetId: orgId,
    });
    for (const code of ["wrong_domain", "other_org", "admin_account", "missing_email"] as const) expect(SSO_FAILURES[code]).toBeTruthy();
  });

  it("an address at a domain with no organisation sign-in is a 404 that says to use the password", async () => {
    const res = await call("POST", ssoApiPaths.start, undefined, { email: "someone@nowhere.example" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(SSO_NO_ORGANISATION);
  });

  it("required: password sign-in, sign-up, reset and new passkeys are refused at the domain, other sessions end; site admins are never refused", async () => {
    // A reset link asked for before the requirement:
    expect((await post(t.app, "/api/auth/request-password-reset", { email: "desk@cityofx.gov", redirectTo: "/reset-password" })).statusCode).toBe(200);
    const resetToken = outbox(t.dataDir, "desk@cityofx.gov")
      .join("\n")
      .match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
    expect(resetToken).toBeTruthy();

    expect((await call("PUT", ssoApiPaths.required(orgId), owner, { required: true })).statusCode).toBe(204);
    expect((await call("GET", ssoApiPaths.settings(orgId), owner)).json().required).toBe(true);
    // A password session at the domain ended; the owner who turned it on keeps theirs; sessions through the provider stay.
    expect((await me(t.app, desk)).statusCode).toBe(401);
    expect((await me(t.app, owner)).statusCode).toBe(200);
    expect((await me(t.app, miller)).statusCode).toBe(200);

    const refused = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: "SSO_REQUIRED", message: SSO_REQUIRED_MESSAGE });
    };
    refused(await signIn(t.app, "desk@cityofx.gov"));
    refused(await signUp(t.app, "newcomer@CityOfX.gov"));
    refused(await post(t.app, "/api/auth/request-password-reset", { email: "desk@cityofx.gov", redirectTo: "/reset-password" }));
    refused(await t.app.inject({ method: "GET", url: "/api/auth/passkey/generate-register-options", headers: { cookie: miller } }));
    refused(await post(t.app, "/api/auth/reset-password", { token: resetToken, newPassword: "A-New-Long-Passphrase-9" }));
    refused(await post(t.app, "/api/auth/change-email", { newEmail: "miller@elsewhere.org", password: "x" }, { cookie: miller }));
    // The site admin at the domain still signs in with a password.
    expect((await signIn(t.app, "chief.admin@cityofx.gov")).statusCode).toBe(200);
    // Elsewhere nothing changes.
    expect((await signIn(t.app, "someone@elsewhere.org")).statusCode).toBe(200);
  });

  it("removing a person ends the sessions the organisation's sign-in made for them", async () => {
    const [person] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "k.ortiz@cityofx.gov"));
    expect((await me(t.app, ortiz)).statusCode).toBe(200);
    expect((await call("DELETE", orgApiPaths.person(orgId, person!.id), owner)).statusCode).toBe(204);
    expect((await me(t.app, ortiz)).statusCode).toBe(401);
  });

  it("turning the connection off ends its sessions, the requirement and sign-ins through it; passwords work again", async () => {
    expect((await call("PATCH", ssoApiPaths.connection(orgId, connection.id), owner, { active: false })).statusCode).toBe(200);
    expect((await me(t.app, miller)).statusCode).toBe(401);
    expect((await call("GET", ssoApiPaths.settings(orgId), owner)).json().required).toBe(false);
    expect((await call("POST", ssoApiPaths.start, undefined, { email: "k.ortiz@cityofx.gov" })).statusCode).toBe(404);
    expect((await signIn(t.app, "desk@cityofx.gov")).statusCode).toBe(200);
  });
});
