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
