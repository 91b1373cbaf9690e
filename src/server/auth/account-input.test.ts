import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LIMITS } from "../../shared/constants.js";
import { users } from "../db/schema.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";

// Findings 8 and 9 of the hardening review: profile updates are checked by
// the same name rule as sign-up (a string, trimmed, at most LIMITS.name).

describe.each(databaseKinds)("account names (%s)", (kind) => {
  let t: TestApp;
  let cookie: string;
  const storedName = async () => (await t.database.db.select({ name: users.name }).from(users).where(eq(users.email, "named@example.com")))[0]?.name;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, "named@example.com", "Tr1pwire-Falcon", "Jordan Hale");
    cookie = sessionCookie(await signIn(t.app, "named@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a name longer than LIMITS.name at sign-up, and takes one of exactly that length", async () => {
    const long = await signUp(t.app, "long@example.com", "Tr1pwire-Falcon", "y".repeat(LIMITS.name + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: "INVALID_INPUT", message: `Full name must be at most ${LIMITS.name} characters.` });
    expect(await t.database.db.select().from(users).where(eq(users.email, "long@example.com"))).toEqual([]);
    expect((await signUp(t.app, "edge@example.com", "Tr1pwire-Falcon", "z".repeat(LIMITS.name))).statusCode).toBe(200);
  });

  it("refuses a missing or blank name at sign-up", async () => {
    for (const name of [undefined, "", "   ", 42, null]) {
      const res = await post(t.app, "/api/auth/sign-up/email", { email: "blank@example.com", password: "Tr1pwire-Falcon", name });
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json().message).toBe("Full name is required.");
    }
  });

  it("checks update-user's name like sign-up: null, numbers, blanks and long names are 400 and change nothing", async () => {
    for (const name of [null, 12345, true, ["a"], "", "x".repeat(15_000)]) {
      const res = await post(t.app, "/api/auth/update-user", { name }, { cookie });
      expect(res.statusCode, JSON.stringify(name).slice(0, 20)).toBe(400);
      expect(res.json().code).toBe("INVALID_INPUT");
    }
    expect(await storedName()).toBe("Jordan Hale");
    const ok = await post(t.app, "/api/auth/update-user", { name: "  Jordan  Hale-Reyes " }, { cookie });
    expect(ok.statusCode).toBe(200);
    expect(await storedName()).toBe("Jordan  Hale-Reyes");
  });

  it("stores no avatar URL: update-user takes a name only", async () => {
    const res = await post(t.app, "/api/auth/update-user", { image: "x".repeat(15_000) }, { cookie });
    expect(res.statusCode).toBe(400);
    const sneaky = await post(t.app, "/api/auth/sign-up/email", {
      email: "img@example.com",
      password: "Tr1pwire-Falcon",
      name: "I",
      image: "y".repeat(15_000),
    });
    expect(sneaky.statusCode).toBe(400);
  });
});

describe("fieldWithControlCharacters", () => {
  it("names the first field at any depth whose text or key holds a control character, skipping passwords", async () => {
    const { fieldWithControlCharacters } = await import("./account-input.js");
    expect(fieldWithControlCharacters({ token: "a\u0000b" })).toBe("Token");
    expect(fieldWithControlCharacters({ a: { deep: ["x", "y\u0001"] } })).toBe("Deep");
    expect(fieldWithControlCharacters({ "k\u0000": "v" })).toBe("Input");
    expect(fieldWithControlCharacters({ password: "p\u0000w", newPassword: "\u0001", currentPassword: "\u0002" })).toBeNull();
    expect(fieldWithControlCharacters({ name: "Ada\tLovelace\n", n: 1, b: true, z: null })).toBeNull();
  });
});

describe("redirect targets", () => {
  it("are paths on this site", async () => {
    const { isSitePath } = await import("./account-input.js");
    for (const ok of ["/", "/login?verified=1", "/reset-password", "/a/b#c"]) expect(isSitePath(ok), ok).toBe(true);
    for (const bad of ["", "65_V", "login", "//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "http://127.0.0.1:3000/login"])
      expect(isSitePath(bad), bad).toBe(false);
  });

  it("refuses any other callbackURL or redirectTo with 400 (a bad one used to end in a 500 when Better Auth redirected)", async () => {
    const t = await createTestApp("pglite");
    try {
      const verify = await t.app.inject({ url: "/api/auth/verify-email?token=nonsense&callbackURL=65_V" });
      expect(verify.statusCode).toBe(400);
      expect(verify.json()).toEqual({ code: "INVALID_INPUT", message: "callbackURL must be a path on this site." });
      const reset = await post(t.app, "/api/auth/request-password-reset", { email: "a@example.com", redirectTo: "https://evil.example/steal" });
      expect(reset.statusCode).toBe(400);
      const fine = await t.app.inject({ url: "/api/auth/verify-email?token=nonsense&callbackURL=/login" });
      expect(fine.statusCode).toBe(302);
    } finally {
      await t.close();
    }
  });
});
