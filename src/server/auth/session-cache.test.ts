import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sessions } from "../db/schema.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { me, post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";
import { setAdmin } from "./admin.js";
import { sessionCookieValue } from "./session-cache.js";

describe.each(databaseKinds)("the session cache (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signedIn = async (email: string) => {
    await signUp(t.app, email);
    const cookie = sessionCookie(await signIn(t.app, email));
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    return cookie;
  };

  it("remembers a session it has checked, and only the exact signed cookie", async () => {
    const cookie = await signedIn("cached@example.com");
    expect(t.app.deps.sessionCache.size).toBeGreaterThan(0);
    const [name, value] = cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    // The token with a made-up signature is not the cached key and fails Better Auth's check.
    expect((await me(t.app, `${name}=${encodeURIComponent(`${token}.forged`)}`)).statusCode).toBe(401);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
  });

  it("forgets a session at once when it ends: sign-out, a deleted row, a user change", async () => {
    const out = await signedIn("signout@example.com");
    expect((await post(t.app, "/api/auth/sign-out", {}, { cookie: out })).statusCode).toBe(200);
    expect((await me(t.app, out)).statusCode).toBe(401);

    // However the cookie is written (quoted, as some clients do), its sign-out reaches the cache.
    const plain = await signedIn("quoted@example.com");
    const [name, value] = plain.split("=") as [string, string];
    const quoted = `${name}="${value}"`;
    expect((await me(t.app, quoted)).statusCode).toBe(200);
    expect((await post(t.app, "/api/auth/sign-out", {}, { cookie: plain })).statusCode).toBe(200);
    expect((await me(t.app, quoted)).statusCode).toBe(401);

    const revoked = await signedIn("revoked@example.com");
    // Any write to the row (here straight to the database, as another instance or the CLI would) ends it.
    const token = decodeURIComponent(revoked.split("=")[1]!).split(".")[0]!;
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    // A write outside any request (a script, another instance) is heard as soon as its notice arrives.
    await t.database.notifications.sync();
    expect((await me(t.app, revoked)).statusCode).toBe(401);

    const admin = await signedIn("demoted@example.com");
    await setAdmin(t.database.db, "demoted@example.com", true);
    await t.database.notifications.sync();
    expect((await me(t.app, admin)).json()).toMatchObject({ isAdmin: true });
    await setAdmin(t.database.db, "demoted@example.com", false);
    await t.database.notifications.sync();
    expect((await me(t.app, admin)).json()).toMatchObject({ isAdmin: false });
  });
});

describe("sessionCookieValue", () => {
  it("finds the named cookie among others and decodes it", () => {
    expect(sessionCookieValue("a=1; lobl.session_token=abc.d%2Be; b=2", "lobl.session_token")).toBe("abc.d+e");
    expect(sessionCookieValue("xlobl.session_token=abc", "lobl.session_token")).toBeUndefined();
    expect(sessionCookieValue("__Host-lobl.session_token=t.s", "__Host-lobl.session_token")).toBe("t.s");
    expect(sessionCookieValue("lobl.session_token=%E0%A4%A", "lobl.session_token")).toBeUndefined();
    expect(sessionCookieValue(undefined, "lobl.session_token")).toBeUndefined();
  });
});
