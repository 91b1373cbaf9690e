import { z } from "zod";

// Listening and reading progress (issue 14): PUT /api/progress/:kind/:id,
// DELETE the same to start over, GET /api/progress for "Continue",
// DELETE /api/progress to reset everything.

export const PROGRESS_KINDS = ["episode", "item", "post"] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

/** Counted as finished from this share of the duration on. */
export const FINISHED_SHARE = 0.95;

export const progressParamsSchema = z.object({
  kind: z.enum(PROGRESS_KINDS, { error: "Content not found." }),
  id: z.uuid({ error: "Content not found." }),
});

/**
 * The longest media a position or duration may describe: far above any
 * episode or video, and far inside the database's `real` column (about
 * 3.4e38), so an absurd number is a 400, never a failed write.
 */
export const MAX_MEDIA_SECONDS = 48 * 60 * 60;

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds.` })
    .finite(`${label} must be a number of seconds.`)
    .max(MAX_MEDIA_SECONDS, `${label} must be at most 48 hours.`);

export const progressInputSchema = z
  .object({
    position: seconds("Position").min(0, "Position must not be negative."),
    duration: seconds("Duration").positive("Duration must be more than 0.").optional(),
    /** Marks the content finished (or read) whatever the position. */
    finished: z.boolean().optional(),
    /** When the client made this write (ms since 1970); the newest write wins. */
    clientTime: z.number({ error: "clientTime must be a time in milliseconds." }).int().positive(),
  })
  .refine((v) => v.duration === undefined || v.position <= v.duration + 1, { message: "Position must not be past the end.", path: ["position"] });
export type ProgressInput = z.infer<typeof progressInputSchema>;

export const progressSchema = z.object({
  kind: z.enum(PROGRESS_KINDS),
  id: z.string(),
  position: z.number(),
  duration: z.number().nullable(),
  finished: z.boolean(),
  updatedAt: z.string(),
});
export type Progress = z.infer<typeof progressSchema>;

/** GET /api/progress/:kind/:id: the member's progress on one record (null: not started), for a player opened outside a list. */
export const oneProgressSchema = z.object({ progress: progressSchema.nullable() });

/** "Continue": started and unfinished episodes and items, newest activity first. */
export const continueListSchema = z.object({ items: z.array(progressSchema.extend({ title: z.string() })) });

export const progressApiPaths = {
  all: "/api/progress",
  one: (kind: ProgressKind, id: string) => `/api/progress/${kind}/${encodeURIComponent(id)}`,
} as const;
