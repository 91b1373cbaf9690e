import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { URI, type TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { twoFactors, users } from "../db/schema.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { me, outbox, post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { nextCode } from "../test/authenticator.js";
import { databaseKinds } from "../test/database.js";
import { TOTP_CODE_USED, TOTP_CODE_USED_MESSAGE } from "./totp-replay.js";

// Two-factor sign-in with Better Auth's plugin (docs/decisions/030): set-up
// confirmed by a code, the code step at sign-in, backup codes, trusted
// devices, wrong codes counted toward the sign-in limits, turning it off.

const PASSWORD = "Tr1pwire-Falcon";

/** "name=value" of every cookie a response sets (expired ones dropped). */
function cookiesOf(res: LightMyRequestResponse): string[] {
  return ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .filter((c) => !/max-age=0/i.test(c) && /^[^=]+=[^;]+/.test(c))
    .map((c) => c.split(";")[0]!);
}
const cookieNamed = (res: LightMyRequestResponse, part: string) => cookiesOf(res).find((c) => c.split("=")[0]!.includes(part));

/** The TOTP of an otpauth:// URI, as an authenticator app reads it from the QR code. */
const totpOf = (uri: string) => URI.parse(uri) as TOTP;

/** A code of the current window for `totp`, and a surely wrong one. */
const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");

describe.each(databaseKinds)("two-factor sign-in (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member with two-factor sign-in on: session cookie, TOTP and backup codes. */
  async function enrolled(email: string, ip = "10.30.0.1") {
    await signUp(t.app, email);
    let cookie = sessionCookie(await signIn(t.app, email, PASSWORD, ip));
    const enable = await post(t.app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie, ip });
    expect(enable.statusCode, enable.body).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    const totp = totpOf(totpURI);
    const firstCode = nextCode(totp);
    const confirm = await post(t.app, "/api/auth/two-factor/verify-totp", { code: firstCode }, { cookie, ip });
    expect(confirm.statusCode, confirm.body).toBe(200);
    cookie = sessionCookie(confirm);
    return { cookie, totp, backupCodes, firstCode };
  }

  it("turns on only after a code confirms the secret, and then sign-in asks for the code", async () => {
    await signUp(t.app, "ranger@example.com");
    const cookie = sessionCookie(await signIn(t.app, "ranger@example.com"));
    expect((await post(t.app, "/api/auth/two-factor/enable", { password: "Wrong-pass-123" }, { cookie })).statusCode).toBe(400);
    const enable = await post(t.app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie });
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Lead%20or%20Be%20Led:ranger%40example\.com\?/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Stored encrypted: neither the secret nor a code is readable in the table.
    const [ranger] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "ranger@example.com"));
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, ranger!.id));
    const secret = totpOf(totpURI).secret.base32;
    expect(row!.verified).toBe(false);
    expect(JSON.stringify(row)).not.toContain(backupCodes[0]!);
    expect(JSON.stringify(row)).not.toContain(secret);

    // Never confirmed: sign-in does not ask for a code yet.
    const before = await signIn(t.app, "ranger@example.com");
    expect(before.json().twoFactorRedirect).toBeUndefined();
    expect((await me(t.app, sessionCookie(before))).statusCode).toBe(200);

    const totp = totpOf(totpURI);
    const wrong = await post(t.app, "/api/auth/two-factor/verify-totp", { code: wrongCode(totp.generate()) }, { cookie });
    expect(wrong.statusCode).toBe(401);
    expect((await t.database.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, "ranger@example.com")))[0]!.on).toBe(false);
    const right = await post(t.app, "/api/auth/two-factor/verify-totp", { code: nextCode(totp) }, { cookie });
    expect(right.statusCode).toBe(200);
    expect((await t.database.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, "ranger@example.com")))[0]!.on).toBe(true);
    const mails = outbox(t.dataDir, "ranger@example.com");
    expect(mails.some((m) => m.includes("Subject: Two-factor sign-in is on") && /Device: /.test(m) && /When: /.test(m))).toBe(true);
    // The notice names neither the secret nor a code.
    expect(mails.join("\n")).not.toContain(secret);
    expect(mails.join("\n")).not.toContain(backupCodes[0]!);

    // Password alone: no session, a challenge instead.
    const signedIn = await signIn(t.app, "ranger@example.com");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(cookieNamed(signedIn, "session_token")).toBeUndefined();
    const challenge = cookieNamed(signedIn, "two_factor")!;
    expect(challenge).toBeDefined();
    // The challenge cookie is no session.
    expect((await me(t.app, challenge)).statusCode).toBe(401);
    const done = await post(t.app, "/api/auth/two-factor/verify-totp", { code: nextCode(totp) }, { cookie: challenge });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(t.app, sessionCookie(done))).json().email).toBe("ranger@example.com");
  });

  it("takes a backup code once", async () => {
    const { backupCodes } = await enrolled("backup@example.com");
    const first = cookieNamed(await signIn(t.app, "backup@example.com"), "two_factor")!;
    const used = await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, { cookie: first });
    expect(used.statusCode, used.body).toBe(200);
    expect((await me(t.app, sessionCookie(used))).statusCode).toBe(200);
    const again = cookieNamed(await signIn(t.app, "backup@example.com"), "two_factor")!;
    const reused = await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, { cookie: again });
    expect(reused.statusCode).toBe(401);
    expect(cookieNamed(reused, "session_token")).toBeUndefined();
    expect((await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: backupCodes[1] }, { cookie: again })).statusCode).toBe(200);
  });

  it("makes backup codes in capitals without look-alikes, and takes one in any case, with or without its dash, once", async () => {
    const { backupCodes } = await enrolled("backup-case@example.com");
    for (const code of backupCodes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    const typed = backupCodes[2]!.toLowerCase().replace("-", " ");
    const first = cookieNamed(await signIn(t.app, "backup-case@example.com"), "two_factor")!;
    expect((await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: typed }, { cookie: first })).statusCode).toBe(200);
    // Used up, whatever way it is written.
    const again = cookieNamed(await signIn(t.app, "backup-case@example.com"), "two_factor")!;
    expect((await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: backupCodes[2] }, { cookie: again })).statusCode).toBe(401);
    // A code of the account's that was never issued is refused as before.
    expect((await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: "ZZZZZ-ZZZZZ" }, { cookie: again })).statusCode).toBe(401);
    // Turning two-factor sign-in off takes one the same way (the server checks it through the same endpoint).
    const member = await enrolled("backup-case-off@example.com");
    const off = await post(
      t.app,
      "/api/auth/two-factor/disable",
      { password: PASSWORD, code: member.backupCodes[0]!.toLowerCase() },
      { cookie: member.cookie },
    );
    expect(off.statusCode, off.body).toBe(200);
  });

  it("new backup codes replace the old ones, and the member is told", async () => {
    const { cookie, backupCodes } = await enrolled("regen@example.com");
    const res = await post(t.app, "/api/auth/two-factor/generate-backup-codes", { password: PASSWORD }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    const challenge = cookieNamed(await signIn(t.app, "regen@example.com"), "two_factor")!;
    expect((await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: backupCodes[2] }, { cookie: challenge })).statusCode).toBe(401);
    expect((await post(t.app, "/api/auth/two-factor/verify-backup-code", { code: fresh[0] }, { cookie: challenge })).statusCode).toBe(200);
    expect(outbox(t.dataDir, "regen@example.com").some((m) => m.includes("Subject: New backup codes"))).toBe(true);
  });

  it("trusts a device for 30 days when asked", async () => {
    const { totp } = await enrolled("trusted@example.com");
    const challenge = cookieNamed(await signIn(t.app, "trusted@example.com"), "two_factor")!;
    const done = await post(t.app, "/api/auth/two-factor/verify-totp", { code: nextCode(totp), trustDevice: true }, { cookie: challenge });
    const trust = ([] as string[]).concat(done.headers["set-cookie"] ?? []).find((c) => c.includes("trust_device="))!;
    expect(trust).toMatch(/Max-Age=2592000/i);
    expect(trust).toMatch(/HttpOnly/i);
    const next = await signIn(t.app, "trusted@example.com", PASSWORD);
    expect(next.json().twoFactorRedirect).toBe(true);
    const withTrust = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "trusted@example.com", password: PASSWORD },
      remoteAddress: "127.0.0.1",
      headers: { origin: "http://127.0.0.1:3000", cookie: trust.split(";")[0]! },
    });
    expect(withTrust.json().twoFactorRedirect).toBeUndefined();
    expect((await me(t.app, sessionCookie(withTrust))).statusCode).toBe(200);
  });

  it("counts wrong codes toward the sign-in limits of that e-mail and address", async () => {
    const { totp } = await enrolled("guessed@example.com", "10.31.0.1");
    const ip = "10.31.0.2";
    const challenge = cookieNamed(await signIn(t.app, "guessed@example.com", PASSWORD, ip), "two_factor")!;
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, "/api/auth/two-factor/verify-totp", { code: wrongCode(totp.generate()) }, { cookie: challenge, ip });
      expect(res.statusCode, `guess ${i + 1}`).toBe(401);
    }
    // The address has spent its failures for this e-mail: even the right password and code are refused now.
    const blocked = await signIn(t.app, "guessed@example.com", PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS);
    // (Refused before the code is looked at, so the code is not used up.)
    const again = await post(t.app, "/api/auth/two-factor/verify-totp", { code: totp.generate() }, { cookie: challenge, ip });
    expect(again.statusCode).toBe(429);
    expect(cookieNamed(again, "session_token")).toBeUndefined();
    // From another address the owner still gets in.
    const elsewhere = cookieNamed(await signIn(t.app, "guessed@example.com", PASSWORD, "10.31.0.3"), "two_factor")!;
    expect((await post(t.app, "/api/auth/two-factor/verify-totp", { code: nextCode(totp) }, { cookie: elsewhere, ip: "10.31.0.3" })).statusCode).toBe(200);
  });

  it("takes an authenticator code once: at sign-in, in a race, and to turn it off", async () => {
    const { cookie, totp, firstCode: used } = await enrolled("replay@example.com", "10.32.0.1");
    const challengeFrom = async (ip: string) => cookieNamed(await signIn(t.app, "replay@example.com", PASSWORD, ip), "two_factor")!;
    // The set-up's code does not sign in.
    const replayed = await post(t.app, "/api/auth/two-factor/verify-totp", { code: used }, { cookie: await challengeFrom("10.32.0.2"), ip: "10.32.0.2" });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: TOTP_CODE_USED, message: TOTP_CODE_USED_MESSAGE });
    expect(cookieNamed(replayed, "session_token")).toBeUndefined();

    // Two sign-ins racing with one fresh code: exactly one gets in.
    const code = nextCode(totp);
    const [a, b] = await Promise.all([challengeFrom("10.32.0.3"), challengeFrom("10.32.0.4")]);
    const race = await Promise.all([
      post(t.app, "/api/auth/two-factor/verify-totp", { code }, { cookie: a, ip: "10.32.0.3" }),
      post(t.app, "/api/auth/two-factor/verify-totp", { code }, { cookie: b, ip: "10.32.0.4" }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    // An earlier step's code is refused too, once a later one was taken.
    const earlier = await post(t.app, "/api/auth/two-factor/verify-totp", { code: used }, { cookie: await challengeFrom("10.32.0.5"), ip: "10.32.0.5" });
    expect(earlier.json().code).toBe(TOTP_CODE_USED);

    // Turning it off with a used code: the sensitive change's own 400, and it stays on.
    const off = await post(t.app, "/api/auth/two-factor/disable", { password: PASSWORD, code }, { cookie });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ code: AUTH_ERROR_CODES.INVALID_TWO_FACTOR_CODE, message: TOTP_CODE_USED_MESSAGE });
    expect((await t.database.db.select().from(users).where(eq(users.email, "replay@example.com")))[0]!.twoFactorEnabled).toBe(true);
  });

  it("turns off only with the password and a code", async () => {
    const { cookie, totp } = await enrolled("off@example.com");
    const noCode = await post(t.app, "/api/auth/two-factor/disable", { password: PASSWORD }, { cookie });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().code).toBe(AUTH_ERROR_CODES.INVALID_TWO_FACTOR_CODE);
    const badCode = await post(t.app, "/api/auth/two-factor/disable", { password: PASSWORD, code: wrongCode(totp.generate()) }, { cookie });
    expect(badCode.json().code).toBe(AUTH_ERROR_CODES.INVALID_TWO_FACTOR_CODE);
    const badPassword = await post(t.app, "/api/auth/two-factor/disable", { password: "Wrong-pass-123", code: totp.generate() }, { cookie });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().code).toBe("INVALID_PASSWORD");
    expect((await t.database.db.select().from(users).where(eq(users.email, "off@example.com")))[0]!.twoFactorEnabled).toBe(true);
    const off = await post(t.app, "/api/auth/two-factor/disable", { password: PASSWORD, code: nextCode(totp) }, { cookie });
    expect(off.statusCode, off.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "off@example.com"));
    expect(user!.twoFactorEnabled).toBe(false);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id))).toEqual([]);
    expect(outbox(t.dataDir, "off@example.com").some((m) => m.includes("Subject: Two-factor sign-in is off"))).toBe(true);
    expect((await signIn(t.app, "off@example.com")).json().twoFactorRedirect).toBeUndefined();
  });
});
