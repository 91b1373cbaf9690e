import type { Mail } from "../mail/mailer.js";

// The texts of the account e-mails. Plain text: readable everywhere, nothing to render.

interface Recipient {
  email: string;
  name?: string | null;
}

const greeting = (user: Recipient) => `Hello${user.name ? ` ${user.name}` : ""},`;
const signature = "\n-- \nLead or Be Led\n";

export function verificationMail(user: Recipient, url: string): Mail {
  return {
    to: user.email,
    subject: "Confirm your e-mail for Lead or Be Led",
    text: `${greeting(user)}

Confirm your e-mail address to finish setting up your Lead or Be Led account:

${url}

The link works for 24 hours. If you did not sign up, ignore this message.
${signature}`,
  };
}

export function passwordResetMail(user: Recipient, url: string): Mail {
  return {
    to: user.email,
    subject: "Reset your Lead or Be Led password",
    text: `${greeting(user)}

Someone (hopefully you) asked to reset the password of your Lead or Be Led account. Choose a new one here:

${url}

The link works once, for one hour. If you did not ask for this, ignore this message; your password stays as it is.
${signature}`,
  };
}
