import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { linkIn, signIn, signUp } from "../test/auth-helpers.js";

// With SMTP_URL set, mail goes out over SMTP (to a real SMTP server here)
// and login waits for a verified address.
describe("accounts with SMTP", () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp("pglite", { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Lead or Be Led <no-reply@lead.test>" });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("sends the verification mail over SMTP and requires it before login", async () => {
    expect((await signUp(t.app, "smtp.member@example.com")).statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes("smtp.member@example.com"));
    expect(mail?.raw).toContain("Subject: Confirm your e-mail");
    expect(mail?.raw).toContain("From: Lead or Be Led <no-reply@lead.test>");

    const early = await signIn(t.app, "smtp.member@example.com");
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("EMAIL_NOT_VERIFIED");

    const decoded = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = linkIn(decoded);
    expect((await t.app.inject({ method: "GET", url: link.pathname + link.search })).statusCode).toBe(302);
    expect((await signIn(t.app, "smtp.member@example.com")).statusCode).toBe(200);
  });

  it("still answers a duplicate sign-up with the existing-account code", async () => {
    await signUp(t.app, "smtp.dupe@example.com");
    const res = await signUp(t.app, "smtp.dupe@example.com");
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(AUTH_ERROR_CODES.USER_ALREADY_EXISTS);
  });
});
