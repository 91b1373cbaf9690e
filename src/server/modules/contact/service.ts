import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { contacts, users } from "../../db/schema.js";
import type { Mailer } from "../../mail/mailer.js";
import { increment } from "../../rate-limit/rate-limiter.js";
import { HONEYPOT_FIELD, type ContactInput } from "../../../shared/contact.js";
import { newMessageMail } from "./mails.js";

/**
 * Stores a visitor's message. Input is already validated by the shared
 * schema. A filled honeypot marks it as spam: stored (nothing is lost), not
 * in the inbox, and the sender is answered exactly as anyone else.
 */
export async function createContactMessage(db: Db, input: ContactInput): Promise<{ id: string; spam: boolean }> {
  const { [HONEYPOT_FIELD]: honeypot, ...message } = input;
  const spam = (honeypot ?? "").trim() !== "";
  const [row] = await db.insert(contacts).values({ ...message, isSpam: spam }).returning({ id: contacts.id });
  if (!row) throw new Error("insert returned no row");
  return { id: row.id, spam };
}

/** One notice per burst: the first message starts a 10-minute window, the others in it are not mailed. */
const NOTIFY_WINDOW = { name: "contact-notify", max: 1, windowMs: 10 * 60 * 1000 };

/**
 * E-mails every admin that a message arrived, unless a notice went out in
 * the last 10 minutes (a counter shared by every instance). Returns how
 * many admins were mailed.
 */
async function notifyAdmins(db: Db, { mailer, inboxUrl }: { mailer: Mailer; inboxUrl: string }): Promise<number> {
  const window = await increment(db, NOTIFY_WINDOW, "admins");
  if (window.count > 1) return 0;
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
  for (const admin of admins) await mailer.send(newMessageMail(admin.email, inboxUrl));
  return admins.length;
}

/** Runs the notice after the answer, so the visitor never waits for mail; a failure is logged. */
export function notifyAdminsLater(db: Db, deps: { mailer: Mailer; inboxUrl: string; log: FastifyBaseLogger }): void {
  notifyAdmins(db, deps).catch((error: unknown) => deps.log.error({ err: error }, "contact notice to admins failed"));
}
