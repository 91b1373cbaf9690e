import { z } from "zod";

// A post, episode or item is a draft, scheduled for a time, or published
// (issue 30). Drafts and scheduled records reach admins only; the server's
// access policy decides it (src/server/access/policy.ts).

export const CONTENT_STATUSES = ["draft", "scheduled", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** How far ahead a release may be scheduled. */
export const MAX_SCHEDULE_YEARS = 5;
const MAX_AHEAD_MS = MAX_SCHEDULE_YEARS * 365.25 * 24 * 60 * 60 * 1000;

export const PUBLISH_AT_REQUIRED = "Pick a date and time to schedule the release.";
export const PUBLISH_AT_MALFORMED = "Release time must be a date and time, such as 2026-12-01T06:00:00Z.";
export const PUBLISH_AT_TOO_FAR = `The release time must be within ${MAX_SCHEDULE_YEARS} years.`;

/** A form's empty field is no value. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/**
 * The publication fields of every content write, in JSON and multipart alike:
 * `status` (a write without it publishes, as before drafts existed) and
 * `publishAt` (ISO 8601 with an offset; required for `scheduled`).
 */
export const publicationFields = {
  status: z.preprocess(blankAsMissing, z.enum(CONTENT_STATUSES, { error: "Status must be draft, scheduled or published." }).default("published")),
  publishAt: z.preprocess(blankAsMissing, z.iso.datetime({ offset: true, error: PUBLISH_AT_MALFORMED }).optional()),
  /**
   * E-mail the record to the newsletter's subscribers when it is published (at
   * once, or at its release). A record is sent once, ever; false on a scheduled
   * record takes back an earlier request. Multipart forms send "true"/"false".
   */
  sendEmail: z.preprocess(
    (value) => (value === "true" ? true : value === "false" ? false : blankAsMissing(value)),
    z.boolean({ error: "sendEmail must be true or false." }).optional(),
  ),
};

/** The checks across both fields, for the schemas' superRefine. */
export function checkPublication(value: { status: ContentStatus; publishAt?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.status === "scheduled" && !value.publishAt) ctx.addIssue({ code: "custom", path: ["publishAt"], message: PUBLISH_AT_REQUIRED });
  if (value.publishAt && Date.parse(value.publishAt) > Date.now() + MAX_AHEAD_MS)
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: PUBLISH_AT_TOO_FAR });
}

/** What every record's view says of its publication. */
export const publicationSchema = { status: z.enum(CONTENT_STATUSES), publishAt: z.string().nullable() };
