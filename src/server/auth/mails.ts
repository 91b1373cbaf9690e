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

/** What happened to an account, for a security notice (decision record 030). */
export const SECURITY_EVENTS = [
  "password-changed",
  "email-change-requested",
  "two-factor-on",
  "two-factor-off",
  "backup-codes",
  "passkey-added",
  "passkey-removed",
  "account-deleted",
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

const SECURITY_TEXTS: Record<SecurityEvent, { subject: string; line: string }> = {
  "password-changed": { subject: "Your Lead or Be Led password was changed", line: "The password of your Lead or Be Led account was changed." },
  "email-change-requested": {
    subject: "A new e-mail address was requested for your Lead or Be Led account",
    line: "Someone signed in to your Lead or Be Led account asked to move it to another e-mail address. The address changes only when the link sent to the new address is used.",
  },
  "two-factor-on": {
    subject: "Two-factor sign-in is on",
    line: "Two-factor sign-in was turned on for your Lead or Be Led account. Signing in now also asks for a code from your authenticator app.",
  },
  "two-factor-off": {
    subject: "Two-factor sign-in is off",
    line: "Two-factor sign-in was turned off for your Lead or Be Led account. Signing in now asks only for your password.",
  },
  "backup-codes": {
    subject: "New backup codes for your Lead or Be Led account",
    line: "New backup codes were made for your Lead or Be Led account. The old ones no longer work.",
  },
  "passkey-added": {
    subject: "A passkey was added to your Lead or Be Led account",
    line: "A passkey was added to your Lead or Be Led account. It can now sign in to the account without the password.",
  },
  "passkey-removed": {
    subject: "A passkey was removed from your Lead or Be Led account",
    line: "A passkey was removed from your Lead or Be Led account. It can no longer sign in to the account.",
  },
  "account-deleted": {
    subject: "Your Lead or Be Led account was deleted",
    line: "Your Lead or Be Led account and the data held with it were deleted. Nothing of it is left with us.",
  },
};

/** A short notice to the account's own address: what happened, when, and from which device. */
export function securityNoticeMail(email: string, event: SecurityEvent, { at, device }: { at: Date; device: string }): Mail {
  const { subject, line } = SECURITY_TEXTS[event];
  const tail =
    event === "account-deleted"
      ? "If you did not do this, reply to this message."
      : 'If this was not you, choose a new password with "Forgot password?" on the login page at once, and check your account\'s devices.';
  return {
    to: email,
    subject,
    text: `${greeting}

${line}

When: ${at.toUTCString()}
Device: ${device}

If this was you, nothing needs doing. ${tail}
${signature}`,
  };
}

/** One notice of a merged message: what happened, when, and from which device. */
export interface HeldNotice {
  event: SecurityEvent;
  at: Date;
  device: string;
}

/**
 * The notices the per-address limit held back (auth/security-notices.ts,
 * docs/decisions/089), in one message: each change with its time and
 * device, oldest first. A notice held alone goes as its own mail.
 */
export function mergedSecurityNoticeMail(email: string, notices: readonly HeldNotice[]): Mail {
  const ordered = [...notices].sort((a, b) => a.at.getTime() - b.at.getTime());
  if (ordered.length === 1) return securityNoticeMail(email, ordered[0]!.event, ordered[0]!);
  const changes = ordered.map(({ event, at, device }) => `- ${SECURITY_TEXTS[event].line}\n  When: ${at.toUTCString()}\n  Device: ${device}`).join("\n\n");
  const tail = ordered.some((n) => n.event === "account-deleted")
    ? "If any of this was not you, reply to this message."
    : 'If any of this was not you, choose a new password with "Forgot password?" on the login page at once, and check your account\'s devices.';
  return {
    to: email,
    subject: "Several changes to your Lead or Be Led account",
    text: `${greeting}

Several changes were made to your Lead or Be Led account:

${changes}

Many e-mails had just gone to this address, so these notices waited until more could be sent, and come together.

If this was all you, nothing needs doing. ${tail}
${signature}`,
  };
}

/** The link that moves an account to a new address, sent to that address. */
export function changeEmailMail(newEmail: string, url: string): Mail {
  return {
    to: newEmail,
    subject: "Confirm your new e-mail for Lead or Be Led",
    text: `${greeting}

Someone asked to use this address for their Lead or Be Led account. Confirm it here:

${url}

The link works for 24 hours. Until it is used, the account keeps its old address. If you did not ask for this, ignore this message.
${signature}`,
  };
}
