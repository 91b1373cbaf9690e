import { eq } from "drizzle-orm";

import { HONEYPOT_FIELD, type ContactInput } from "../../../shared/contact.js";
import type { Db } from "../../db/client.js";
import { contacts, users } from "../../db/schema.js";
import type { Mail } from "../../mail/mailer.js";
import { increment } from "../../rate-limit/rate-limiter.js";
import { newMessageMail } from "./mails.js";

/**
 * Stores a visitor's message. Input is already validated by the shared
 * schema. A filled honeypot marks it as spam: stored (nothing is lost), not
 * in the inbox, and the sender is answered exactly as anyone else.
 */
export async function createContactMessage(db: Db, input: ContactInput): Promise<{ id: string; spam: boolean }> {
  const { [HONEYPOT_FIELD]: honeypot, ...message } = input;
  const spam = (honeypot ?? "").trim() !== "";
  const [row] = await db
    .insert(contacts)
    .values({ ...message, isSpam: spam })
    .returning({ id: contacts.id });
  if (!row) throw new Error("insert returned no row");
  return { id: row.id, spam };
}

/** One notice per burst: the first message starts a 10-minute window, the others in it are not mailed. */
const NOTIFY_WINDOW = { name: "contact-notify", max: 1, windowMs: 10 * 60 * 1000 };

/** Whether a message starts a notice window (a counter shared by every instance): only then are the admins mailed. */
export async function startsNoticeWindow(db: Db): Promise<boolean> {
  const window = await increment(db, NOTIFY_WINDOW, "admins");
  return window.count === 1;
}

/** The notice to each admin that a message arrived (sent by the mail job, one per admin). */
export async function adminNotices(db: Db, inboxUrl: string): Promise<{ key: string; mail: Mail }[]> {
  const admins = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.isAdmin, true));
  return admins.map((admin) => ({ key: admin.id, mail: newMessageMail(admin.email, inboxUrl) }));
}
