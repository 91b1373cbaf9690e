import { z } from "zod";

import { PAGE_VIEW_API_PATH, PUBLIC_PAGES, type PublicPage } from "./page-views.js";
import { PROGRESS_KINDS, type ProgressKind } from "./progress.js";

// Site analytics counted on our own server (issue 17, docs/decisions/039):
// no third party, no cookie beyond the session, no IP kept. The admin reads
// them at GET /api/admin/analytics?days=7|30|90.

/** Opens are counted for the same records that keep progress. */
export const CONTENT_KINDS = PROGRESS_KINDS;
export type ContentKind = ProgressKind;

export { PUBLIC_PAGES, type PublicPage } from "./page-views.js";

export const PUBLIC_PAGE_LABELS: Record<PublicPage, string> = {
  home: "Home",
  about: "About",
  creator: "The creator",
  contact: "Contact",
  privacyTerms: "Privacy & terms",
  login: "Log in",
  signup: "Sign up",
  post: "Field manual posts",
  item: "After-action items",
  episode: "Briefing episodes",
  search: "Search",
};

export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** Weeks shown in the members and messages charts. */
export const ANALYTICS_WEEKS = 12;

export const analyticsApiPaths = {
  report: "/api/admin/analytics",
  pageView: PAGE_VIEW_API_PATH,
} as const;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "days must be 7, 30 or 90." })
    .refine((d): d is AnalyticsWindow => (ANALYTICS_WINDOWS as readonly number[]).includes(d), "days must be 7, 30 or 90.")
    .default(30),
});

export const pageViewInputSchema = z.object({ page: z.enum(PUBLIC_PAGES, { error: "Unknown page." }) });

const count = z.number().int().nonnegative();

export const contentStatsSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.string(),
  title: z.string(),
  /** Posts read, items opened and episodes started, by anyone allowed to (visitors too for public records). */
  opens: count,
  /** Distinct members who opened it. */
  members: count,
  /** Members with progress on it updated in the window, and how many of them finished it. */
  started: count,
  finished: count,
});
export type ContentStats = z.infer<typeof contentStatsSchema>;

export const analyticsReportSchema = z.object({
  days: z.number().int(),
  /** First and last day counted (UTC, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  totals: z.object({ opens: count, members: count, pageViews: count }),
  /** Opens and page views per day, oldest first, every day of the window. */
  daily: z.array(z.object({ day: z.string(), opens: count, pageViews: count })),
  /** Every record opened or progressed in the window, most opened first (at most 500). */
  content: z.array(contentStatsSchema),
  pageViews: z.array(z.object({ page: z.enum(PUBLIC_PAGES), views: count })),
  /** Monday-start weeks (UTC), oldest first, ANALYTICS_WEEKS of them. */
  newMembersPerWeek: z.array(z.object({ week: z.string(), count })),
  messagesPerWeek: z.array(z.object({ week: z.string(), count })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
