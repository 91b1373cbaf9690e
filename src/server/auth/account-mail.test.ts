import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { outbox, post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
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
  it("limits the reset and verification mails asked for one address to 3 per 15 minutes, whatever the client IP", async () => {
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
      message: expect.stringMatching(/^Too many reset links were asked for this address\. Please wait \d+ minutes and try again\.$/),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("tells whoever asks for a reset link too often to wait, with the time, the same for an address with an account and one without", async () => {
    await signUp(t.app, "impatient@example.com");
    for (const [n, email] of ["impatient@example.com", "nobody.impatient@example.com"].entries()) {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(await post(t.app, "/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }, { ip: `10.6.${n}.${i + 1}` }));
      expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const refused = answers[3]!;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS,
        message: expect.stringMatching(/^Too many reset links were asked for this address\. Please wait (1[0-5]|[1-9]) minutes and try again\.$/),
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }
    // Each answer that was not a refusal was true: all three links went out.
    expect(outbox(t.dataDir, "impatient@example.com").filter((m) => m.includes("Subject: Reset your Lead or Be Led password"))).toHaveLength(3);
  });

  it("sends a reset link it did not refuse even when other mail has used up the address's limit (a link said to be on its way is)", async () => {
    await signUp(t.app, "noticed@example.com");
    let cookie = sessionCookie(await signIn(t.app, "noticed@example.com"));
    // The verification and two security notices: the 3 mails of the address's window.
    for (const [from, to] of [
      ["Tr1pwire-Falcon", "Granite-Harbor-77"],
      ["Granite-Harbor-77", "Copper-Lantern-58"],
    ]) {
      const changed = await post(t.app, "/api/auth/change-password", { currentPassword: from, newPassword: to, revokeOtherSessions: true }, { cookie });
      expect(changed.statusCode, changed.body).toBe(200);
      cookie = sessionCookie(changed);
    }
    expect(outbox(t.dataDir, "noticed@example.com")).toHaveLength(3);
    const asked = await post(t.app, "/api/auth/request-password-reset", { email: "noticed@example.com", redirectTo: "/reset-password" }, { ip: "10.6.9.1" });
    expect(asked.statusCode).toBe(200);
    expect(outbox(t.dataDir, "noticed@example.com").at(-1)).toMatch(/^Subject: Reset your Lead or Be Led password$/m);
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
