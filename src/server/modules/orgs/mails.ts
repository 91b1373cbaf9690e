import type { OrgRole } from "../../../shared/orgs.js";
import type { Mail } from "../../mail/mailer.js";

const ROLE_WORDS: Record<OrgRole, string> = { owner: "an owner", supervisor: "a supervisor", member: "a member" };

/** An e-mailed invitation: who asks, to what, and the link (which works once, until it expires). */
export function invitationMail({
  to,
  name,
  orgName,
  role,
  inviter,
  url,
  days,
}: {
  to: string;
  /** The invitee's name when known (a CSV import's). */
  name: string | null;
  orgName: string;
  role: OrgRole;
  inviter: string;
  url: string;
  days: number;
}): Mail {
  return {
    to,
    subject: `Join ${orgName} on Lead or Be Led`,
    text: `Hello${name ? ` ${name}` : ""},

${inviter} invited you to join ${orgName} on Lead or Be Led as ${ROLE_WORDS[role]}: your organisation's training, assignments and records in one place.

Accept the invitation here (sign in or create a free account with this address):

${url}

The link works for ${days} days. If you were not expecting this, ignore this message.

-- 
Lead or Be Led
`,
  };
}
