import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type StreamTransport from "nodemailer/lib/stream-transport/index.js";
import type { FastifyBaseLogger } from "fastify";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** "smtp" delivers for real; "outbox" writes .eml files under DATA_DIR/mail. */
  readonly mode: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * One code path for development and production: nodemailer builds every
 * message; with SMTP_URL it is sent, otherwise it is written to the outbox
 * folder and the log (the dev outbox is the only place links may appear).
 * nodemailer (and the TLS, DNS and child-process modules it loads) is loaded
 * on the first message, not while the server starts.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
    return {
      mode: "smtp",
      async send(mail) {
        transport ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
      close: () => void transport?.then((t) => t.close(), () => {}),
    };
  }
  const outbox = path.join(options.dataDir, "mail");
  let transport: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;
  return {
    mode: "outbox",
    async send(mail) {
      transport ??= import("nodemailer").then((m) => m.default.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
      const info = await (await transport).sendMail({ from, ...mail });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file, outbox: true, text: mail.text }, "mail written to the dev outbox");
    },
    close: () => {},
  };
}
