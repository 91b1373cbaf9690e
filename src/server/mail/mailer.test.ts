import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";

import { createMailer } from "./mailer.js";

describe("the dev outbox", () => {
  const link =
    "http://localhost:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl&callbackURL=%2Flogin%3Fverified%3D1";

  it("writes a message whose links read whole with cat, and logs each link on its own line", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const lines: { msg: string; link?: string }[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const mailer = createMailer({ smtpUrl: undefined, from: "Lead or Be Led <no-reply@example.com>", dataDir, log });
    await mailer.send({ to: "jane@example.com", subject: "Verify your e-mail — Lead or Be Led", text: `Hello Jane,\n\nOpen this link:\n${link}\n\nThanks.` });

    const [file] = await fs.readdir(path.join(dataDir, "mail"));
    const eml = await fs.readFile(path.join(dataDir, "mail", file!), "utf8");
    expect(eml).toContain(`\n${link}\n`);
    expect(eml).not.toContain("=3D");
    expect(eml).toMatch(/^Content-Transfer-Encoding: 8bit$/m);
    expect(eml).toMatch(/^To: jane@example.com$/m);
    // The subject keeps nodemailer's header encoding for its non-ASCII dash.
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(lines.filter((l) => l.msg === "mail link").map((l) => l.link)).toEqual([link]);
    await fs.rm(dataDir, { recursive: true });
  });
});

describe("DKIM", () => {
  it("signs every message over SMTP when configured, and the signature verifies against the domain's key", async () => {
    const { generateKeyPairSync } = await import("node:crypto");
    const { dkimVerify } = await import("mailauth");
    const { startSmtpSink, until } = await import("../test/smtp-sink.js");
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const sink = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: "Lead or Be Led <no-reply@example.org>",
      dataDir: os.tmpdir(),
      log: pino({ level: "silent" }),
      dkim: { domainName: "example.org", keySelector: "lobl", privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString() },
    });
    try {
      await mailer.send({ to: "reader@example.com", subject: "Signed", text: "Hello.", html: "<p>Hello.</p>" });
      const [message] = await until(
        () => sink.received,
        (received) => received.length === 1,
        "the message",
      );
      const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
      // The receiver's DNS look-up of selector._domainkey.domain, answered with our public key.
      const resolver = async (name: string, type: string) => {
        if (name === "lobl._domainkey.example.org" && type === "TXT") return [[record]];
        throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
      };
      const result = await dkimVerify(Buffer.from(message!.raw), { resolver });
      expect(result.results.map((r) => ({ domain: r.signingDomain, selector: r.selector, result: r.status.result }))).toEqual([
        { domain: "example.org", selector: "lobl", result: "pass" },
      ]);
    } finally {
      mailer.close();
      await sink.close();
    }
  });
});
