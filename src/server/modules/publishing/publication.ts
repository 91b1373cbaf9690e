import type { ContentStatus } from "../../../shared/publishing.js";

/** A write's publication fields as the shared schemas leave them. */
export interface PublicationInput {
  status: ContentStatus;
  publishAt?: string | undefined;
}

/** The columns a write stores for its publication. */
export interface PublicationColumns {
  status: ContentStatus;
  publishAt: Date | null;
  /** Set when the write publishes a record that was not published: its date is the moment it went out. */
  createdAt?: Date;
}

/**
 * What a write stores: a scheduled time that has passed publishes now (the
 * editor asked the admin to confirm that); a record that becomes published
 * takes the moment as its date, so lists show it as new (created_at is the
 * publication time of a published record; docs/decisions/083). `previous`
 * is the stored record for an update, null for a new one.
 */
export function publicationColumns(input: PublicationInput, previous: { status: ContentStatus } | null, now = new Date()): PublicationColumns {
  const at = input.publishAt ? new Date(input.publishAt) : null;
  const status = input.status === "scheduled" && at && at.getTime() <= now.getTime() ? "published" : input.status;
  const publishAt = status === "scheduled" ? at : null;
  if (previous && previous.status !== "published" && status === "published") return { status, publishAt, createdAt: now };
  return { status, publishAt };
}
