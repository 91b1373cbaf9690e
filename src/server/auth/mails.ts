import type { Mail } from "../mail/mailer.js";

// The texts of the account e-mails. Plain text: readable everywhere, nothing to render.
//
// Only our own words and links go into them. Anyone can sign up with
// someone else's address, so the name on an account is a stranger's text
// until the address is proven, and mail is where it would do harm (a
// "sentence and a link" in our name, to someone who never signed up): no
// account mail quotes it.

interface Recipient {
  email: string;
}

const greeting = "Hello,";
const signature = "\n-- \nLead or Be Led\n";

export function verificationMail(user: Recipient, url: string): Mail {
  return {
    to: user.email,
    subject: "Confirm your e-mail for Lead or Be Led",
    text: `${greeting}

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
    text: `${greeting}

Someone (hopefully you) asked to reset the password of your Lead or Be Led account. Choose a new one here:

${url}

The link works once, for one hour. If you did not ask for this, ignore this message; your password stays as it is.
${signature}`,
  };
}

/** To the owner of an account that many failed sign-ins were aimed at (auth/sign-in-guard.ts). */
export function failedSignInsMail(email: string, loginUrl: string): Mail {
  return {
    to: email,
    subject: "Failed sign-ins on your Lead or Be Led account",
    text: `${greeting}

Someone has tried many times today to sign in to your Lead or Be Led account with a wrong password. Those attempts failed.

While this goes on, a sign-in from a device or network you have not used with us before may be asked to wait a few minutes. From one you have used before, sign in as usual:

${loginUrl}

If these attempts were not yours, consider choosing a new password with "Forgot password?" on the login page. If they were yours, nothing needs doing.
${signature}`,
  };
}
