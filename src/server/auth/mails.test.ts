import { describe, expect, it } from "vitest";

import type { Mail } from "../mail/mailer.js";
import { newMessageMail } from "../modules/contact/mails.js";
import { feedRevokedMail } from "../modules/feeds/mails.js";
import { confirmationMail } from "../modules/newsletter/mails.js";
import {
  changeEmailMail,
  failedSignInsMail,
  mergedSecurityNoticeMail,
  passwordResetMail,
  SECURITY_EVENTS,
  securityNoticeMail,
  verificationMail,
} from "./mails.js";

// Every plain-text mail the site composes for one person begins with one
// greeting line, and no other line of it greets again (issue 31).

const GREETING = /^(hello|hi|hey|dear|greetings|good (morning|afternoon|evening))\b/i;
const at = new Date("2026-11-28T09:30:00Z");
const url = "https://lead.example.com/api/auth/some-link?token=abc";

const mails: [string, Mail][] = [
  ["verification", verificationMail({ email: "ann@example.com" }, url)],
  ["password reset", passwordResetMail({ email: "ann@example.com" }, url)],
  ["failed sign-ins", failedSignInsMail("ann@example.com", "https://lead.example.com/login")],
  ["change of e-mail", changeEmailMail("new@example.com", url)],
  ...SECURITY_EVENTS.map((event): [string, Mail] => [`notice: ${event}`, securityNoticeMail("ann@example.com", event, { at, device: "Firefox on Linux" })]),
  [
    "merged notices",
    mergedSecurityNoticeMail(
      "ann@example.com",
      SECURITY_EVENTS.filter((event) => event !== "account-deleted").map((event, i) => ({
        event,
        at: new Date(at.getTime() + i * 60_000),
        device: "Safari on iOS",
      })),
    ),
  ],
  [
    "merged notices with the deletion",
    mergedSecurityNoticeMail("ann@example.com", [
      { event: "password-changed", at, device: "Firefox on Linux" },
      { event: "account-deleted", at: new Date(at.getTime() + 60_000), device: "Firefox on Linux" },
    ]),
  ],
  ["podcast link reset", feedRevokedMail("ann@example.com")],
  ["contact message (to an admin)", newMessageMail("admin@example.com", "https://lead.example.com/admin/inbox")],
  ["newsletter confirmation", confirmationMail("ann@example.com", url)],
];

describe("account mail texts", () => {
  it.each(mails)("%s begins with exactly one greeting", (_name, mail) => {
    const lines = mail.text.split("\n");
    expect(lines[0]).toBe("Hello,");
    // A blank line after it, then the message: no second greeting anywhere (a template's and a text's own).
    expect(lines[1]).toBe("");
    expect(lines.filter((line) => GREETING.test(line.trim()))).toEqual(["Hello,"]);
  });

  it("merges held notices into one message, oldest first, each with its time and device", () => {
    const mail = mergedSecurityNoticeMail("ann@example.com", [
      { event: "two-factor-off", at: new Date(at.getTime() + 120_000), device: "Chrome on Windows" },
      { event: "passkey-added", at, device: "Safari on iOS" },
    ]);
    expect(mail.subject).toBe("Several changes to your Lead or Be Led account");
    expect(mail.text).toContain(`- A passkey was added to your Lead or Be Led account. It can now sign in to the account without the password.
  When: Sat, 28 Nov 2026 09:30:00 GMT
  Device: Safari on iOS

- Two-factor sign-in was turned off for your Lead or Be Led account. Signing in now asks only for your password.
  When: Sat, 28 Nov 2026 09:32:00 GMT
  Device: Chrome on Windows`);
    // One notice held alone is the ordinary notice.
    expect(mergedSecurityNoticeMail("ann@example.com", [{ event: "passkey-added", at, device: "Safari on iOS" }])).toEqual(
      securityNoticeMail("ann@example.com", "passkey-added", { at, device: "Safari on iOS" }),
    );
  });
});
