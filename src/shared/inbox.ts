import { z } from "zod";

import { pageOf, pageQuerySchema } from "./content.js";

// The admin's inbox of contact messages (issue 17): a paged list, newest
// first, filtered; a message's read and archived state; its deletion.

/**
 * Which messages a list shows: "inbox" is every message not archived and not
 * caught as spam, "unread" the unread ones of those, "archived" the archived
 * ones, "spam" the ones the contact form's honeypot caught.
 */
export const INBOX_FILTERS = ["inbox", "unread", "archived", "spam"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const inboxQuerySchema = pageQuerySchema.extend({
  filter: z.enum(INBOX_FILTERS, { error: "Filter must be inbox, unread, archived or spam." }).default("inbox"),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const messageFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  archived: z.boolean(),
  spam: z.boolean(),
};

/** A list row: the message's first line only (at most 200 characters). */
export const inboxSummarySchema = z.object({ ...messageFields, firstLine: z.string() });
export type InboxSummary = z.infer<typeof inboxSummarySchema>;
export const inboxPageSchema = pageOf(inboxSummarySchema);

export const inboxMessageSchema = z.object({ ...messageFields, message: z.string() });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** PATCH body: the states to set (at least one). */
export const inboxUpdateSchema = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional(), spam: z.boolean().optional() })
  .strict()
  .refine((v) => v.read !== undefined || v.archived !== undefined || v.spam !== undefined, "Say what to change: read, archived or spam.");
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });

export const INBOX_FIRST_LINE = 200;
export const MESSAGE_NOT_FOUND = "Message not found.";

export const inboxApiPaths = {
  list: "/api/admin/inbox",
  unreadCount: "/api/admin/inbox/unread-count",
  message: (id: string) => `/api/admin/inbox/${encodeURIComponent(id)}`,
} as const;

/** The first non-empty line of a message, clipped for a list row. */
export function firstLineOf(message: string): string {
  const line =
    message
      .split(/\r?\n/)
      .find((l) => l.trim() !== "")
      ?.trim() ?? "";
  return line.length > INBOX_FIRST_LINE ? `${line.slice(0, INBOX_FIRST_LINE - 1)}…` : line;
}

/** The "Reply" link: the sender's address with "Re: " and a subject naming the site. */
export function replyHref(message: Pick<InboxMessage, "email">, subject: string): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}
