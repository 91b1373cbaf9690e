import { NEWSLETTER_CONFIRM_DAYS } from "../../../shared/newsletter.js";
import type { Mail } from "../../mail/mailer.js";

/** The double opt-in: the only mail an address gets before it is confirmed. */
export function confirmationMail(to: string, url: string): Mail {
  return {
    to,
    subject: "Confirm your subscription to Stay Sharp",
    text: `Hello,

Someone (hopefully you) asked to get Stay Sharp, the Lead or Be Led newsletter, at this address. Confirm here:

${url}

The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for this, ignore this message: nothing more will be sent to you.

-- 
Lead or Be Led
`,
  };
}
