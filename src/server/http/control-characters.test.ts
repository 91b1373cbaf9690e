import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { projectPath } from "../project-root.js";
import { signInAdmin } from "../test/admin-session.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN, post, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";
import { multipart } from "../test/multipart.js";

// Finding 6 of the hardening review: a NUL byte (or another control
// character) in a string field used to reach the database and come back as
// a 500. The shared schemas refuse it: a 400 that names the field.

const NUL = "\u0000";
const BELL = "\u0007";

describe.each(databaseKinds)("control characters in text fields (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, "member@example.com");
    member = sessionCookie(await signIn(t.app, "member@example.com"));
    ({ cookie: admin } = await signInAdmin(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses them in the contact form with a clear 400", async () => {
    for (const [field, label] of [
      ["name", "Name"],
      ["message", "Message"],
    ] as const) {
      const body = { name: "Ada", email: "ada@example.com", message: "Hello there", [field]: `bad${NUL}text` };
      const res = await post(t.app, "/api/contact", body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toEqual({ code: "BAD_REQUEST", message: `${label} must not contain control characters.` });
    }
    const bell = await post(t.app, "/api/contact", { name: `Ada${BELL}`, email: "ada@example.com", message: "Hi" });
    expect(bell.statusCode).toBe(400);
    // Tabs and line breaks are text.
    const multiline = await post(t.app, "/api/contact", { name: "Ada", email: "ada@example.com", message: "Line one\r\n\tLine two" });
    expect(multiline.statusCode).toBe(201);
  });

  it("refuses half a surrogate pair on its own with the same 400, where its activity entry's jsonb was a 500", async () => {
    const res = await post(t.app, "/api/admin/orgs", { name: "\udfff\ud800", ownerEmail: "ada@example.com" }, { cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "BAD_REQUEST", message: "Organisation name must not contain control characters." });
  });

  it("refuses them on sign-up, sign-in, reset and session revocation with 400 INVALID_INPUT", async () => {
    const cases: [string, object, string | undefined][] = [
      ["/api/auth/sign-up/email", { email: "nul@example.com", password: "Tr1pwire-Falcon", name: `Ada${NUL}` }, undefined],
      ["/api/auth/sign-up/email", { email: `n${NUL}ul@example.com`, password: "Tr1pwire-Falcon", name: "Ada" }, undefined],
      ["/api/auth/sign-in/email", { email: `n${NUL}ul@example.com`, password: "Tr1pwire-Falcon" }, undefined],
      ["/api/auth/request-password-reset", { email: `n${NUL}ul@example.com`, redirectTo: "/reset-password" }, undefined],
      ["/api/auth/reset-password", { token: `tok${NUL}en`, newPassword: "Granite-Harbor-77" }, undefined],
      ["/api/auth/revoke-session", { token: `tok${NUL}en` }, member],
      ["/api/auth/update-user", { name: `Ada${NUL}` }, member],
    ];
    for (const [url, body, cookie] of cases) {
      const res = await post(t.app, url, body, { cookie });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json(), url).toMatchObject({ code: "INVALID_INPUT", message: expect.stringMatching(/must not contain control characters/) });
    }
    const query = await t.app.inject({ url: `/api/auth/verify-email?token=a%00b&callbackURL=/login` });
    expect(query.statusCode).toBeLessThan(500);
  });

  it("refuses them in admin writes, JSON and multipart", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { origin: ORIGIN, cookie: admin },
      payload: { title: `Lead${NUL}`, content: "Body" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe("Title must not contain control characters.");
    const content = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { origin: ORIGIN, cookie: admin },
      payload: { title: "Lead", content: `Bo${NUL}dy` },
    });
    expect(content.statusCode).toBe(400);
    expect(content.json().error.message).toBe("Content must not contain control characters.");

    const text = multipart({ title: "Case", category: "after-action", mediaType: "text", contentText: `Text${NUL}` });
    const item = await t.app.inject({
      method: "POST",
      url: "/api/content-items",
      headers: { origin: ORIGIN, cookie: admin, ...text.headers },
      payload: text.payload,
    });
    expect(item.statusCode).toBe(400);
    expect(item.json().error.message).toBe("Text must not contain control characters.");

    const mp3 = fs.readFileSync(projectPath("e2e", "fixtures", "clip.mp3"));
    const episode = multipart({ title: "Episode", description: `About${NUL}` }, { filename: "clip.mp3", contentType: "audio/mpeg", data: mp3 });
    const podcast = await t.app.inject({
      method: "POST",
      url: "/api/podcasts",
      headers: { origin: ORIGIN, cookie: admin, ...episode.headers },
      payload: episode.payload,
    });
    expect(podcast.statusCode).toBe(400);
    expect(podcast.json().error.message).toBe("Description must not contain control characters.");
  });
});
