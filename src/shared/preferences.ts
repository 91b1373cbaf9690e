import { z } from "zod";

// A member's preferences (issue 14): what follows them from device to device,
// and when they were last here (for "New" marks). GET /api/preferences,
// PUT /api/preferences (any subset), POST /api/preferences/visit.

/** The player's speeds, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

const rateError = `Playback speed must be one of ${PLAYBACK_RATES.join(", ")}.`;

export const preferencesSchema = z.object({
  playbackRate: z.number(),
  /** Video captions on by default (the transcripts feature reads and writes it). */
  captionsOn: z.boolean(),
  /** The end of the member's previous visit: what was published after it is "New" (null on a first visit). */
  previousVisitAt: z.string().nullable(),
  lastVisitAt: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesInputSchema = z.strictObject(
  {
    playbackRate: z
      .number({ error: rateError })
      .refine((rate) => (PLAYBACK_RATES as readonly number[]).includes(rate), rateError)
      .optional(),
    captionsOn: z.boolean({ error: "captionsOn must be true or false." }).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only playbackRate and captionsOn can be set." : "Send the preferences as a JSON object.") },
);
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

export const preferencesApiPaths = {
  preferences: "/api/preferences",
  visit: "/api/preferences/visit",
} as const;
