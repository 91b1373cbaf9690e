import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";

// Finding 11 of the hardening review: verify-password (and change-password,
// which checks the current password too) let anyone holding a session guess
// the account's password without limit. They are limited like sign-in.

const PASSWORD = "Tr1pwire-Falcon";

describe.each(databaseKinds)("password re-checks with a session (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const member = async (email: string) => {
    await signUp(t.app, email);
    return sessionCookie(await signIn(t.app, email));
  };

  it("stops verify-password guesses for an account at the 6th failure, whatever the IP, even with the right password", async () => {
    const cookie = await member("stolen@example.com");
    for (let i = 1; i <= 5; i++) {
      const res = await post(t.app, "/api/auth/verify-password", { password: `Guess-${i}-wrong` }, { cookie, ip: `10.11.0.${i}` });
      expect(res.statusCode, `guess ${i}`).toBe(400);
    }
    const sixth = await post(t.app, "/api/auth/verify-password", { password: PASSWORD }, { cookie, ip: "10.11.1.1" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe(AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    // change-password checks the same password and shares the count.
    const change = await post(t.app, "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "Granite-Harbor-77" }, { cookie, ip: "10.11.1.2" });
    expect(change.statusCode).toBe(429);
    // Another account is not affected.
    const other = await member("bystander@example.com");
    expect((await post(t.app, "/api/auth/verify-password", { password: PASSWORD }, { cookie: other, ip: "10.11.1.1" })).statusCode).toBe(200);
  });

  it("counts change-password's wrong current passwords too", async () => {
    const cookie = await member("changer@example.com");
    for (let i = 1; i <= 5; i++) {
      const res = await post(
        t.app,
        "/api/auth/change-password",
        { currentPassword: `Guess-${i}-wrong`, newPassword: "Granite-Harbor-77" },
        { cookie, ip: "10.12.0.1" },
      );
      expect(res.statusCode, `guess ${i}`).toBe(400);
    }
    expect((await post(t.app, "/api/auth/verify-password", { password: PASSWORD }, { cookie, ip: "10.12.0.2" })).statusCode).toBe(429);
  });

  it("limits verify-password requests per IP like sign-in", async () => {
    const t2 = await createTestApp(kind, { SIGNIN_RATE_LIMIT: "3" });
    try {
      await signUp(t2.app, "busy@example.com");
      const c2 = sessionCookie(await signIn(t2.app, "busy@example.com", PASSWORD, "10.13.0.9"));
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await post(t2.app, "/api/auth/verify-password", { password: PASSWORD }, { cookie: c2, ip: "10.13.0.1" })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await t2.close();
    }
  });

  it("refuses a common new password in change-password, like sign-up and reset", async () => {
    const cookie = await member("common.change@example.com");
    const res = await post(t.app, "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "password123" }, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(AUTH_ERROR_CODES.PASSWORD_TOO_COMMON);
  });
});
