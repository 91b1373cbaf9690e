// Business constants: the product spec's section 9 values (visible, binding) and
// limits recorded in docs/decisions/ (PAGE: 008; DESCRIPTION_LENGTH: 002).
// Browser and server both import from here so the two can never disagree.

export const BRAND = "Lead or Be Led";

export const MEDIA_TYPES = ["text", "pdf", "video", "audio"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const CATEGORIES = ["briefing", "after-action"] as const;
export type Category = (typeof CATEGORIES)[number];

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  notImplementedDurationMs: 4000,
  swipeThresholdPx: 50,
  hotkey: ["F8"],
} as const;

export const AUDIO = { skipSeconds: 10, volumeStep: 0.01 } as const;

export const PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** The longest search (docs/decisions/020); here rather than in search.ts, so the navigation bar's field needs no zod. */
export const SEARCH_QUERY_MAX = 200;

export const DESCRIPTION_LENGTH = 160;

/** Limits no honest user reaches but that stop abuse of free-text fields. */
export const LIMITS = {
  name: 200,
  email: 254,
  message: 5000,
  title: 300,
  description: 2000,
  postContent: 200_000,
  itemText: 200_000,
} as const;
