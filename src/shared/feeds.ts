import { z } from "zod";

/** A member's private podcast feed: GET /api/feed, POST /api/feed/reset. */
export const memberFeedSchema = z.object({
  /** The personal feed URL to paste into a podcast app; it works without a session. */
  url: z.string(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
});
export type MemberFeed = z.infer<typeof memberFeedSchema>;

export const feedApiPaths = { feed: "/api/feed", reset: "/api/feed/reset" } as const;
