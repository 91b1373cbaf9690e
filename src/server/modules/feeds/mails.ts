import type { Mail } from "../../mail/mailer.js";

/** Told to a member whose private feed link an admin revoked (it may have been shared). */
export function feedRevokedMail(to: string): Mail {
  return {
    to,
    subject: "Your Lead or Be Led podcast link was reset",
    text: `Hello,

The private podcast link of your Lead or Be Led account was reset by an administrator, usually because it was being used from more places than one person listens. Podcast apps that used the old link no longer get new episodes.

To keep listening, sign in, open The Briefing on your dashboard and add your new link to your podcast app ("Listen in your podcast app").

-- 
Lead or Be Led
`,
  };
}
