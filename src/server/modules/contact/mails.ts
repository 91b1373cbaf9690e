import type { Mail } from "../../mail/mailer.js";

/**
 * To an admin: a message arrived. It quotes nothing of the message (anyone
 * can write one: it is a stranger's text, and mail may pass through other
 * providers); the inbox shows it.
 */
export function newMessageMail(to: string, inboxUrl: string): Mail {
  return {
    to,
    subject: "New message through the Lead or Be Led contact form",
    text: `Hello,

A new message arrived through the contact form. Read it in the admin inbox:

${inboxUrl}

Further messages in the next 10 minutes arrive without another e-mail; the inbox shows them all.

-- 
Lead or Be Led
`,
  };
}
