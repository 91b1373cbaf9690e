import type { RecordSend } from "../../../../shared/newsletter-admin.js";
import type { ContentStatus } from "../../../../shared/publishing.js";

// "Email it to newsletter subscribers" in the post, episode and item forms
// (issue 31). A record is e-mailed once, ever: the box is offered while it
// was not (a new record, one never sent, or one waiting for its release,
// ticked), and the form says what happened in its place once it was.

/**
 * What the form knows of its record's send: null for a new record (nothing
 * sent), undefined while the server is asked, "unavailable" when it could
 * not be.
 */
export type KnownSend = RecordSend | null | undefined | "unavailable";

export const EMAIL_LABEL = "Email it to newsletter subscribers";

/** Whether the form offers the box. */
export const offersEmail = (send: KnownSend): boolean => send === null || (typeof send === "object" && (send.status === "none" || send.status === "scheduled"));

/** The box's state until the admin changes it: ticked for a record already waiting to be e-mailed at its release. */
export const emailTickedAtFirst = (send: KnownSend): boolean => typeof send === "object" && send?.status === "scheduled";

/**
 * What a save sends: `sendEmail: true` when ticked; false when unticked on a
 * record waiting for its release (the server takes that send back);
 * otherwise nothing, which leaves the record's send as it is.
 */
export function sendEmailField(send: KnownSend, ticked: boolean): { sendEmail?: boolean } {
  if (!offersEmail(send)) return {};
  if (ticked) return { sendEmail: true };
  return emailTickedAtFirst(send) ? { sendEmail: false } : {};
}

const subscribers = (n: number) => `${n} ${n === 1 ? "subscriber" : "subscribers"}`;
const undelivered = (n: number) => (n > 0 ? ` ${n} could not be delivered.` : "");

/** The line with the box (what a save will do) or in its place (what was done); null when there is nothing to add. */
export function emailNote(send: KnownSend, ticked: boolean, status: ContentStatus): string | null {
  if (send === undefined) return "Checking whether it was emailed...";
  if (send === "unavailable") return "Could not check whether it was emailed. Open it again to try.";
  if (send !== null && send.status === "done") return `Emailed to ${subscribers(send.sentCount)}.${undelivered(send.failedCount)}`;
  if (send !== null && (send.status === "preparing" || send.status === "sending"))
    return `Being emailed to subscribers: ${send.sentCount} sent so far.${undelivered(send.failedCount)}`;
  const waiting = send?.status === "scheduled";
  if (!ticked) return waiting ? "It will not be emailed: save to take the email back." : null;
  if (status === "scheduled") return "Will be emailed at release.";
  if (status === "published") return "Emailed to subscribers when you save, once: a record is never emailed twice.";
  return waiting ? "Will be emailed when it is published." : "Drafts are not emailed: tick this again when you publish or schedule it.";
}
