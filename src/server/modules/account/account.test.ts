import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { URI, type TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../../shared/api-error.js";
import { accountApiPaths } from "../../../shared/my-account.js";
import { TOTP_CODE_USED_MESSAGE } from "../../auth/totp-replay.js";
import { contacts, feedTokens, progress, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { linkIn, me, ORIGIN, outbox, post, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { nextCode } from "../../test/authenticator.js";
import { insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { memberFeed } from "../feeds/service.js";

const PASSWORD = "Tr1pwire-Falcon";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

function signInAs(app: FastifyInstance, email: string, userAgent: string, ip: string, password = PASSWORD) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress: ip,
    headers: { origin: ORIGIN, "user-agent": userAgent },
  });
}

const get = (app: FastifyInstance, url: string, cookie: string) => app.inject({ method: "GET", url, headers: { cookie } });

describe.each(databaseKinds)("my account (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the member's devices without tokens, revokes one, and signs out all others", async () => {
    await signUp(t.app, "devices@example.com");
    const laptop = sessionCookie(await signInAs(t.app, "devices@example.com", FIREFOX, "203.0.113.57"));
    const phone = sessionCookie(await signInAs(t.app, "devices@example.com", SAFARI, "198.51.100.9"));
    const tablet = sessionCookie(await signInAs(t.app, "devices@example.com", SAFARI, "198.51.100.10"));
    await signUp(t.app, "stranger@example.com");
    const stranger = sessionCookie(await signIn(t.app, "stranger@example.com"));

    expect((await t.app.inject({ url: accountApiPaths.sessions })).statusCode).toBe(401);
    const res = await get(t.app, accountApiPaths.sessions, laptop);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const items = res.json().items as { id: string; device: string; ip: string; current: boolean }[];
    expect(items).toHaveLength(3);
    expect(items.find((s) => s.current)).toMatchObject({ device: "Firefox on Linux", ip: "203.0.113.x" });
    expect(items.filter((s) => s.device === "Safari on iOS")).toHaveLength(2);
    // No token anywhere in the answer.
    for (const cookie of [laptop, phone, tablet]) expect(res.body).not.toContain(cookie.split("=")[1]!.split(".")[0]!);

    // Revoke the phone: it is signed out at once; a stranger cannot revoke the member's devices.
    const phoneId = (await get(t.app, accountApiPaths.sessions, phone)).json().items.find((s: { current: boolean }) => s.current).id as string;
    expect((await t.app.inject({ method: "DELETE", url: accountApiPaths.session(phoneId), headers: { cookie: stranger, origin: ORIGIN } })).statusCode).toBe(
      404,
    );
    expect((await me(t.app, phone)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: accountApiPaths.session(phoneId), headers: { cookie: laptop, origin: ORIGIN } })).statusCode).toBe(204);
    expect((await me(t.app, phone)).statusCode).toBe(401);

    // Sign out every other device (Better Auth's own endpoint).
    expect((await post(t.app, "/api/auth/revoke-other-sessions", {}, { cookie: laptop })).statusCode).toBe(200);
    expect((await me(t.app, tablet)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(200);
    expect((await me(t.app, stranger)).statusCode).toBe(200);
  });

  it("changes the name (trimmed, blank refused) and shows it at once", async () => {
    await signUp(t.app, "renamed@example.com");
    const cookie = sessionCookie(await signIn(t.app, "renamed@example.com"));
    const blank = await post(t.app, "/api/auth/update-user", { name: "   " }, { cookie });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe(AUTH_ERROR_CODES.INVALID_INPUT);
    expect((await post(t.app, "/api/auth/update-user", { name: "  Major Tom  " }, { cookie })).statusCode).toBe(200);
    expect((await me(t.app, cookie)).json().fullName).toBe("Major Tom");
  });

  it("changes the password with the current one, refuses a common one, and signs out other devices", async () => {
    await signUp(t.app, "rotate@example.com");
    const here = sessionCookie(await signIn(t.app, "rotate@example.com"));
    const there = sessionCookie(await signIn(t.app, "rotate@example.com"));
    const common = await post(
      t.app,
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "password123", revokeOtherSessions: true },
      { cookie: here },
    );
    expect(common.json().code).toBe(AUTH_ERROR_CODES.PASSWORD_TOO_COMMON);
    const wrong = await post(
      t.app,
      "/api/auth/change-password",
      { currentPassword: "Not-my-pass-1", newPassword: "Granite-Harbor-77", revokeOtherSessions: true },
      { cookie: here },
    );
    expect(wrong.statusCode).toBe(400);
    expect((await me(t.app, there)).statusCode).toBe(200);
    const ok = await post(
      t.app,
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "Granite-Harbor-77", revokeOtherSessions: true },
      { cookie: here },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // The old session on the other device is dead; this device goes on with its new cookie.
    expect((await me(t.app, there)).statusCode).toBe(401);
    expect((await me(t.app, sessionCookie(ok))).statusCode).toBe(200);
    expect((await signIn(t.app, "rotate@example.com", PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, "rotate@example.com", "Granite-Harbor-77")).statusCode).toBe(200);
    const notice = outbox(t.dataDir, "rotate@example.com").find((m) => m.includes("Subject: Your Lead or Be Led password was changed"));
    expect(notice).toBeDefined();
    expect(notice).not.toContain("Granite-Harbor-77");
  });

  it("changes the e-mail only once the link sent to the new address is used, with the password, and tells the old address", async () => {
    await signUp(t.app, "old.address@example.com");
    const cookie = sessionCookie(await signIn(t.app, "old.address@example.com"));
    const noPassword = await post(t.app, "/api/auth/change-email", { newEmail: "new.address@example.com", callbackURL: "/account" }, { cookie });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().code).toBe("INVALID_PASSWORD");
    expect(outbox(t.dataDir, "new.address@example.com")).toEqual([]);
    const offsite = await post(
      t.app,
      "/api/auth/change-email",
      { newEmail: "new.address@example.com", password: PASSWORD, callbackURL: "https://evil.example/" },
      { cookie },
    );
    expect(offsite.statusCode).toBe(400);
    const res = await post(t.app, "/api/auth/change-email", { newEmail: "new.address@example.com", password: PASSWORD, callbackURL: "/account" }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(t.app, cookie)).json().email).toBe("old.address@example.com");
    const [link] = outbox(t.dataDir, "new.address@example.com");
    expect(link).toContain("Subject: Confirm your new e-mail");
    expect(outbox(t.dataDir, "old.address@example.com").some((m) => m.includes("Subject: A new e-mail address was requested"))).toBe(true);

    // A tampered link changes nothing and says why.
    const url = linkIn(link!);
    const bad = new URL(url);
    bad.searchParams.set("token", `${url.searchParams.get("token")}x`);
    const refused = await t.app.inject({ url: `${bad.pathname}${bad.search}`, headers: { cookie } });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toContain("error=INVALID_TOKEN");
    expect((await me(t.app, cookie)).json().email).toBe("old.address@example.com");

    const used = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { cookie } });
    expect(used.statusCode).toBe(302);
    expect(used.headers.location).toBe("/account");
    expect((await me(t.app, cookie)).json().email).toBe("new.address@example.com");
    expect((await signIn(t.app, "new.address@example.com")).statusCode).toBe(200);
  });

  it("refuses a change link whose new address another account took meanwhile: 409 or back to the page with the reason, nothing changed", async () => {
    await signUp(t.app, "slow.mover@example.com");
    const cookie = sessionCookie(await signIn(t.app, "slow.mover@example.com"));
    const res = await post(t.app, "/api/auth/change-email", { newEmail: "contested@example.com", password: PASSWORD, callbackURL: "/account" }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const link = linkIn(outbox(t.dataDir, "contested@example.com")[0]!);
    // Someone else registers the address before the link is used.
    expect((await signUp(t.app, "contested@example.com")).statusCode).toBe(200);

    const back = await t.app.inject({ url: `${link.pathname}${link.search}`, headers: { cookie } });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/account?error=EMAIL_IN_USE");
    const bare = new URL(link);
    bare.searchParams.delete("callbackURL");
    const refused = await t.app.inject({ url: `${bare.pathname}${bare.search}`, headers: { cookie } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "EMAIL_IN_USE", message: "That address is now in use by another account." });
    expect((await me(t.app, cookie)).json().email).toBe("slow.mover@example.com");
  });

  it("exports everything held about the member as a JSON download, with no secret in it", async () => {
    await signUp(t.app, "exporter@example.com", PASSWORD, "Ex Porter");
    const cookie = sessionCookie(await signInAs(t.app, "exporter@example.com", FIREFOX, "203.0.113.77"));
    const id = (await me(t.app, cookie)).json().id as string;
    await memberFeed(t.database.db, { secret: "test-secret-".repeat(4), userId: id });
    await t.database.db.insert(contacts).values({ name: "Ex", email: "exporter@example.com", message: "A question" });
    const enable = await post(t.app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie });
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };

    expect((await t.app.inject({ url: accountApiPaths.export })).statusCode).toBe(401);
    const res = await get(t.app, accountApiPaths.export, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="lead-or-be-led-account-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(res.body);
    expect(data.profile).toMatchObject({ id, fullName: "Ex Porter", email: "exporter@example.com" });
    expect(data.sessions[0]).toMatchObject({ ipAddress: "203.0.113.77", device: "Firefox on Linux" });
    expect(data.sessions[0].token).toBeUndefined();
    expect(data.podcastFeed).toMatchObject({ downloads: 0 });
    expect(data.podcastFeed.tokenHash).toBeUndefined();
    // Not verified (no SMTP here, so sign-in did not wait for it): anyone could have registered this address,
    // so the messages sent from it are not theirs to read yet (issue 35).
    expect(data.contactMessages).toEqual([]);
    expect(data.contactMessagesNote).toBe("Messages sent through the contact form from this address are included once the address is verified.");
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
    const verified = JSON.parse((await get(t.app, accountApiPaths.export, cookie)).body);
    expect(verified.contactMessages).toEqual([expect.objectContaining({ message: "A question" })]);
    expect(verified.contactMessagesNote).toBeUndefined();
    expect(data.signInMethods).toEqual([
      { method: "E-mail and password", providerId: "credential", createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    // Devices and the feed without the rows' internal ids and links (issue 32).
    expect(Object.keys(data.sessions[0]).sort()).toEqual(["createdAt", "device", "expiresAt", "ipAddress", "lastActiveAt", "userAgent"]);
    expect(Object.keys(data.podcastFeed).sort()).toEqual(["createdAt", "downloads", "lastFetchedAt"]);
    // Progress names what it is on.
    const read = await insertPost(t.database.db, { title: "Export drill post" });
    await t.database.db.insert(progress).values({ userId: id, contentKind: "post", contentId: read.id, clientUpdatedAt: new Date() });
    const withProgress = JSON.parse((await get(t.app, accountApiPaths.export, cookie)).body);
    expect(withProgress.progress).toEqual([expect.objectContaining({ contentKind: "post", contentId: read.id, title: "Export drill post" })]);
    expect(withProgress.progress[0].userId).toBeUndefined();
    // The newsletter: none until they subscribe; then the subscription and what was sent to it, without its internal ids.
    expect(withProgress.newsletter).toBeNull();
    const on = await t.app.inject({
      method: "PUT",
      url: "/api/newsletter/me",
      payload: { subscribed: true },
      headers: { cookie, origin: "http://127.0.0.1:3000" },
    });
    expect(on.statusCode).toBe(200);
    const subscribed = JSON.parse((await get(t.app, accountApiPaths.export, cookie)).body);
    expect(subscribed.newsletter).toMatchObject({ email: "exporter@example.com", status: "active", preferences: { articles: true }, emailsSent: [] });
    expect(subscribed.newsletter.id).toBeUndefined();
    // No secret of any kind.
    const [tokenHash] = await t.database.db.select({ h: feedTokens.tokenHash }).from(feedTokens).where(eq(feedTokens.userId, id));
    const secret = (URI.parse(totpURI) as TOTP).secret.base32;
    for (const needle of [cookie.split("=")[1]!.split(".")[0]!, tokenHash!.h, secret, backupCodes[0]!, "scrypt", PASSWORD])
      expect(res.body).not.toContain(needle);
    expect(res.body).not.toMatch(/"password"|"token"|"secret"|"backupCodes"/);
  });

  it("deletes the own account with password, code and DELETE; 2FA login without a code gets no session", async () => {
    await signUp(t.app, "leaver@example.com");
    let cookie = sessionCookie(await signIn(t.app, "leaver@example.com"));
    const enable = await post(t.app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie });
    const totp = URI.parse(enable.json().totpURI) as TOTP;
    const firstCode = nextCode(totp);
    cookie = sessionCookie(await post(t.app, "/api/auth/two-factor/verify-totp", { code: firstCode }, { cookie }));

    // With 2FA on, the password alone opens nothing.
    const half = await signIn(t.app, "leaver@example.com");
    expect(half.json().twoFactorRedirect).toBe(true);
    expect(([] as string[]).concat(half.headers["set-cookie"] ?? []).some((c) => /session_token=[^;]/.test(c))).toBe(false);

    const del = (body: object) => t.app.inject({ method: "POST", url: accountApiPaths.delete, payload: body, headers: { cookie, origin: ORIGIN } });
    const noWord = await del({ password: PASSWORD, code: totp.generate(), confirm: "delete" });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json().error.message).toBe("Type DELETE to confirm.");
    const badPassword = await del({ password: "Not-my-pass-1", code: totp.generate(), confirm: "DELETE" });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().error.message).toBe("Your password is not correct.");
    // The code that turned two-factor sign-in on has been used.
    const usedCode = await del({ password: PASSWORD, code: firstCode, confirm: "DELETE" });
    expect(usedCode.statusCode).toBe(400);
    expect(usedCode.json().error.message).toBe(TOTP_CODE_USED_MESSAGE);
    const noCode = await del({ password: PASSWORD, confirm: "DELETE" });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.message).toMatch(/code/);
    expect((await me(t.app, cookie)).statusCode).toBe(200);

    const done = await del({ password: PASSWORD, code: nextCode(totp), confirm: "DELETE" });
    expect(done.statusCode, done.body).toBe(204);
    expect(([] as string[]).concat(done.headers["set-cookie"] ?? []).some((c) => /session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.email, "leaver@example.com"))).toEqual([]);
    expect((await signIn(t.app, "leaver@example.com")).statusCode).toBe(401);
    expect(outbox(t.dataDir, "leaver@example.com").some((m) => m.includes("Subject: Your Lead or Be Led account was deleted"))).toBe(true);
  });

  it("refuses to let the last admin delete their own account", async () => {
    const { cookie } = await signInAdmin(t, "last.admin@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: accountApiPaths.delete,
      payload: { password: PASSWORD, confirm: "DELETE" },
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/last admin/);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)("admins and two-factor sign-in (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { REQUIRE_ADMIN_2FA: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("closes the admin API to an admin without two-factor sign-in, with a clear 403, until it is on", async () => {
    const { cookie } = await signInAdmin(t, "chief@example.com");
    const adminCall = (c: string) => t.app.inject({ method: "POST", url: "/api/posts", payload: {}, headers: { cookie: c, origin: ORIGIN } });
    const refused = await adminCall(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Turn on two-factor sign-in on your account page before using the admin tools.");
    expect((await me(t.app, cookie)).json()).toMatchObject({ isAdmin: true, twoFactorEnabled: false, twoFactorRequired: true });
    // Members are not asked: their pages are not admin pages.
    await signUp(t.app, "private@example.com");
    const member = sessionCookie(await signIn(t.app, "private@example.com"));
    expect((await me(t.app, member)).json()).toMatchObject({ twoFactorRequired: false });

    const enable = await post(t.app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie });
    const totp = URI.parse(enable.json().totpURI) as TOTP;
    const on = sessionCookie(await post(t.app, "/api/auth/two-factor/verify-totp", { code: totp.generate() }, { cookie }));
    // Past the access check: the empty body is what is refused now.
    expect((await adminCall(on)).statusCode).toBe(400);
    expect((await me(t.app, on)).json()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
  });

  it("is off by default outside production, on in production", async () => {
    const { loadConfig } = await import("../../config.js");
    expect(loadConfig({ NODE_ENV: "test" }).requireAdmin2fa).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).requireAdmin2fa).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", REQUIRE_ADMIN_2FA: "false" }).requireAdmin2fa).toBe(false);
  });
});
