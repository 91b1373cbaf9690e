import type { NewsletterSend, SendStatus } from "../../../../shared/newsletter-admin.js";
import type { SubscriberStatus } from "../../../../shared/newsletter.js";

// How the newsletter page names what the server sends.

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, { label: string; note: string }> = {
  active: { label: "Active", note: "Confirmed; they get the newsletter" },
  pending: { label: "Pending", note: "Asked, not confirmed yet" },
  unsubscribed: { label: "Unsubscribed", note: "Asked to stop" },
  bounced: { label: "Bounced", note: "Refused mail for good" },
};

/** The order the counts are shown in. */
export const SUBSCRIBER_STATUS_ORDER: SubscriberStatus[] = ["active", "pending", "unsubscribed", "bounced"];

export const SEND_STATUS_LABELS: Record<SendStatus, string> = {
  scheduled: "Waiting for release",
  preparing: "Preparing",
  sending: "Sending",
  done: "Done",
};

const RECORD_LABELS = { post: "Article", episode: "Episode", item: "Item" } as const;

/** What was sent: the record's kind for a record, else a digest or an announcement. */
export function sendKindLabel(send: Pick<NewsletterSend, "kind" | "contentKind">): string {
  if (send.kind === "record") return send.contentKind ? RECORD_LABELS[send.contentKind] : "Record";
  return send.kind === "digest" ? "Weekly digest" : "Announcement";
}
