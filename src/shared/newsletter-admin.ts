import { z } from "zod";

import { pageOf } from "./content.js";
import { SUBSCRIBER_STATUSES } from "./newsletter.js";

// The publisher's side of the newsletter (issue 31): who is on the list and
// how it grows, each send with its counts and its failed deliveries, the
// addresses that bounced, and whether one record was e-mailed (the editors).

/** How many weeks of growth the page shows, the current week last. */
export const NEWSLETTER_GROWTH_WEEKS = 12;

/** scheduled: waits for its record's release; preparing: its recipients are being listed; then sending, done. */
export const SEND_STATUSES = ["scheduled", "preparing", "sending", "done"] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export const SEND_KINDS = ["record", "digest", "announcement"] as const;
export const RECORD_KINDS = ["post", "episode", "item"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const SEND_NOT_FOUND = "Send not found.";

export const newsletterSummarySchema = z.object({
  counts: z.object(Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, z.number()])) as Record<(typeof SUBSCRIBER_STATUSES)[number], z.ZodNumber>),
  /**
   * Addresses confirmed in each week (Monday to Sunday, UTC; `week` is its
   * Monday, YYYY-MM-DD), whatever they did after: the oldest week first.
   */
  growth: z.array(z.object({ week: z.string(), count: z.number() })),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

export const newsletterSendSchema = z.object({
  id: z.string(),
  kind: z.enum(SEND_KINDS),
  /** A record send's record (null for a digest or an announcement). */
  contentKind: z.enum(RECORD_KINDS).nullable(),
  contentId: z.string().nullable(),
  subject: z.string(),
  status: z.enum(SEND_STATUSES),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Deliveries listed when the send started (0 before); sent and failed of them so far. */
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;
export const newsletterSendsPageSchema = pageOf(newsletterSendSchema);

/** A delivery that failed: the address it was for and why (the SMTP server's answer, or "Interrupted…"). */
export const failedDeliverySchema = z.object({ subscriberId: z.string(), email: z.string(), error: z.string().nullable(), attempts: z.number() });
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;
export const failedDeliveriesPageSchema = pageOf(failedDeliverySchema);

/** An address that refused mail for good: nothing more is sent to it. */
export const bouncedAddressSchema = z.object({ id: z.string(), email: z.string(), bouncedAt: z.string(), reason: z.string().nullable() });
export type BouncedAddress = z.infer<typeof bouncedAddressSchema>;
export const bouncedAddressesPageSchema = pageOf(bouncedAddressSchema);

export const recordSendQuerySchema = z.object({
  kind: z.enum(RECORD_KINDS, { error: "Kind must be post, episode or item." }),
  id: z.uuid({ error: "Content not found." }),
});
export type RecordSendQuery = z.infer<typeof recordSendQuerySchema>;

/** Whether a record was e-mailed: "none" when it never was (nor is waiting to be). */
export const recordSendSchema = z.object({
  status: z.enum(["none", ...SEND_STATUSES]),
  sentCount: z.number(),
  failedCount: z.number(),
});
export type RecordSend = z.infer<typeof recordSendSchema>;

export const newsletterAdminApiPaths = {
  summary: "/api/admin/newsletter/summary",
  sends: "/api/admin/newsletter/sends",
  failures: (sendId: string) => `/api/admin/newsletter/sends/${encodeURIComponent(sendId)}/failures`,
  /** The failures route's pattern, for the server. */
  failuresRoute: "/api/admin/newsletter/sends/:id/failures",
  bounced: "/api/admin/newsletter/bounced",
  recordSend: "/api/admin/newsletter/record-send",
} as const;
