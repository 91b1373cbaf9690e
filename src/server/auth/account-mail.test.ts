import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { outbox, post, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";

const SPAM_NAME = "Your account is suspended. Restore it at https://evil.example/restore now";

describe.each(databaseKinds)("account mail (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  // Finding 5: anyone can sign up with someone else's address, so the name
  // typed at sign-up is the stranger's text: it never goes into our mail.
  it("puts no user-written name into the verification or reset mail", async () => {
    expect((await signUp(t.app, "victim@example.com", "Tr1pwire-Falcon", SPAM_NAME)).statusCode).toBe(200);
    expect(
      (await post(t.app, "/api/auth/request-password-reset", { email: "victim@example.com", redirectTo: "/reset-password" }, { ip: "10.9.0.1" })).statusCode,
    ).toBe(200);
    const mails = outbox(t.dataDir, "victim@example.com");
    expect(mails.map((m) => m.match(/^Subject: (.*)$/m)?.[1])).toEqual(["Confirm your e-mail for Lead or Be Led", "Reset your Lead or Be Led password"]);
    for (const mail of mails) {
      expect(mail).not.toContain("evil.example");
      expect(mail).not.toContain("suspended");
      expect(mail).toMatch(/^Hello,$/m);
    }
  });

  // Finding 4: one address got 65 mails in seconds from 6 addresses.
  it("sends at most 3 reset or verification mails to one address per 15 minutes, whatever the client IP", async () => {
    await signUp(t.app, "flooded@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const ip = `10.8.0.${(i % 6) + 1}`;
      const url = i % 2 ? "/api/auth/request-password-reset" : "/api/auth/send-verification-email";
      statuses.push((await post(t.app, url, { email: "Flooded@Example.com", redirectTo: "/reset-password", callbackURL: "/login" }, { ip })).statusCode);
    }
    // The sign-up's own verification mail counts too.
    expect(outbox(t.dataDir, "flooded@example.com")).toHaveLength(3);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    const refused = await post(t.app, "/api/auth/request-password-reset", { email: "flooded@example.com", redirectTo: "/reset-password" }, { ip: "10.8.1.1" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS,
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes and try again\.$/),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers an unknown address exactly like a known one, limit included (no way to learn who is registered)", async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    await signUp(t.app, "known.reset@example.com");
    for (let i = 0; i < 5; i++) {
      known.push(
        (await post(t.app, "/api/auth/request-password-reset", { email: "known.reset@example.com", redirectTo: "/reset-password" }, { ip: `10.7.0.${i + 1}` }))
          .statusCode,
      );
      unknown.push(
        (await post(t.app, "/api/auth/request-password-reset", { email: "nobody.reset@example.com", redirectTo: "/reset-password" }, { ip: `10.7.1.${i + 1}` }))
          .statusCode,
      );
    }
    expect(unknown).toEqual(known);
  });
});
