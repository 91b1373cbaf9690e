import type { ContentStatus } from "../../../../shared/publishing.js";
import type { Publication } from "../../../components/content/status-badge.js";

// The admin forms' publication choice (issue 30). The admin picks a release
// time in their own time zone, in a datetime-local field, whose value has no
// zone; the server wants an instant (ISO 8601 with an offset), so the value is
// read as the browser's local time and sent in UTC.

/** The form's state: the status and, for "scheduled", the datetime-local value ("" when none is picked). */
export interface PublicationChoice {
  status: ContentStatus;
  localTime: string;
}

/** A new record publishes now, as every write did before drafts existed. */
export const PUBLISH_NOW: PublicationChoice = { status: "published", localTime: "" };

export const PAST_TIME_QUESTION = "That time has passed. Publish now?";

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local value in the browser's zone ("2026-12-01T06:00"), seconds only when it has some; "" when unreadable. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const seconds = date.getSeconds() ? `:${pad(date.getSeconds())}` : "";
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
}

/** A datetime-local value, read in the browser's zone, as an ISO instant in UTC; null when blank or unreadable. */
export function fromLocalInput(local: string): string | null {
  // A date-time without an offset is local time (ECMAScript's Date parsing), which is what the admin picked.
  const date = local ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** The form's starting choice: the record's own, with its scheduled time in the admin's zone. */
export function publicationChoiceOf(record: Publication | null): PublicationChoice {
  if (!record) return PUBLISH_NOW;
  // Only a scheduled record's time means anything; a published one's is history.
  return { status: record.status, localTime: record.status === "scheduled" && record.publishAt ? toLocalInput(record.publishAt) : "" };
}

/** The admin's own zone, named in the field's hint ("Europe/Berlin"). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The fields a write sends: `publishAt` only for a schedule, left out when missing so the shared schema words the error. */
export type PublicationFields = { status: ContentStatus; publishAt?: string };

/**
 * What a save sends, or null when the admin declined to publish a time that
 * has passed (the save stops there). A past time asks first: the admin may
 * have meant a later one, and the server would publish it at once.
 */
export function publicationToSend(
  choice: PublicationChoice,
  confirm: (question: string) => boolean = (q) => window.confirm(q),
  now = Date.now(),
): PublicationFields | null {
  if (choice.status !== "scheduled") return { status: choice.status };
  const publishAt = fromLocalInput(choice.localTime);
  // A blank or unreadable time goes as none: the schema's check says "Pick a date and time…".
  if (!publishAt) return { status: "scheduled" };
  if (Date.parse(publishAt) > now) return { status: "scheduled", publishAt };
  return confirm(PAST_TIME_QUESTION) ? { status: "published" } : null;
}
