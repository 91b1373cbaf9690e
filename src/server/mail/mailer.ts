import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { connect, type Socket } from "node:net";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type StreamTransport from "nodemailer/lib/stream-transport/index.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (the newsletter's); account mail is text only. */
  html?: string;
  /** Extra headers (the newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Our own Message-ID, so a retried copy is recognisably the same message. */
  messageId?: string;
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
export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Signs every message when set (receivers check it against the domain's DNS record). */
  dkim?: { domainName: string; keySelector: string; privateKey: string } | null;
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, log } = options;
  const from = options.from;
  const signing = options.dkim ? { dkim: options.dkim } : {};
  if (smtpUrl) {
    let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
    return {
      mode: "smtp",
      async send(mail) {
        transport ??= smtpTransport(smtpUrl);
        // Quoted-printable for the text and HTML parts: nodemailer otherwise scans every character of each part to choose.
        await (await transport).sendMail({ from, ...signing, textEncoding: "quoted-printable", ...mail });
        log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
      close: () =>
        void transport?.then(
          (t) => t.close(),
          () => {},
        ),
    };
  }
  const outbox = path.join(options.dataDir, "mail");
  let transport: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;
  return {
    mode: "outbox",
    async send(mail) {
      transport ??= import("nodemailer").then((m) => m.default.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
      const info = await (await transport).sendMail({ from, ...signing, ...mail });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
      const message = (info.message as Buffer).toString("utf8");
      // A message with an HTML part is kept as sent (the text part readable in it as it is).
      await fs.writeFile(file, mail.html ? message : readableMessage(message, mail.text), { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file, outbox: true }, "mail written to the dev outbox");
      // The outbox is the local stand-in for a mailbox: each link goes to the log
      // whole, on a line of its own, so it can be opened without reading the file.
      // (Account mail only: a newsletter's links are its footer's, the same in every copy.)
      if (!mail.html) for (const link of linksIn(mail.text)) log.info({ to: mail.to, link }, "mail link");
    },
    close: () => {},
  };
}

/**
 * The SMTP transport for SMTP_URL, pooled. On a plain connection (upgraded
 * by STARTTLS or not) the socket sends at once (no Nagle): nodemailer writes a
 * message's final "." on its own, and with Nagle's algorithm that small
 * write waits for the server's delayed acknowledgement, about 40 ms a mail,
 * which held a newsletter to some 20 mails a second. An implicitly secure
 * connection (smtps://, port 465) keeps nodemailer's own TLS socket.
 */
async function smtpTransport(smtpUrl: string): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  const [{ default: nodemailer }, { parseConnectionUrl }] = await Promise.all([import("nodemailer"), import("nodemailer/lib/shared/index.js")]);
  // Pooled: one connection carries many messages (a newsletter's, or a burst of account mail) instead of a handshake each.
  const settings = { ...parseConnectionUrl(smtpUrl), pool: true };
  if (settings.secure) return nodemailer.createTransport(settings);
  const port = settings.port ?? 587;
  const host = settings.host ?? "localhost";
  // nodemailer takes an opened socket as `connection` (and upgrades it with STARTTLS as usual).
  const getSocket = (_options: unknown, callback: (error: Error | null, socket?: { connection: Socket }) => void) => {
    const connection = connect({ host, port }).setNoDelay(true);
    const failed = (error: Error) => callback(error);
    connection.once("error", failed);
    connection.once("connect", () => {
      // From here nodemailer's own handlers take the socket's errors.
      connection.off("error", failed);
      callback(null, { connection });
    });
  };
  return nodemailer.createTransport({ ...settings, getSocket } as SMTPTransport.Options);
}

/**
 * nodemailer writes long lines as quoted-printable ("=3D", soft breaks), which
 * breaks every link for someone reading the outbox with `cat`. The outbox
 * keeps nodemailer's headers and puts the text back as 8bit, which is valid
 * for lines up to 998 bytes (our mails' lines are far shorter).
 */
function readableMessage(message: string, text: string): string {
  const end = message.indexOf("\n\n");
  const headers = message.slice(0, end).replace(/^Content-Transfer-Encoding: .*$/im, "Content-Transfer-Encoding: 8bit");
  return `${headers}\n\n${text.endsWith("\n") ? text : `${text}\n`}`;
}

const linksIn = (text: string): string[] => text.match(/https?:\/\/\S+/g) ?? [];
