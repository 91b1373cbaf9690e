import { z } from "zod";

import { pageOf, pageQuerySchema } from "./content.js";
import { USER_ID } from "./members.js";
import { searchText } from "./text.js";

/** A member's private podcast feed: GET /api/feed, POST /api/feed/reset. */
export const memberFeedSchema = z.object({
  /** The personal feed URL to paste into a podcast app; it works without a session. */
  url: z.string(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
});
export type MemberFeed = z.infer<typeof memberFeedSchema>;

export const feedApiPaths = { feed: "/api/feed", reset: "/api/feed/reset" } as const;

// The admin's feeds page (issue 13, docs/decisions/054): every member's
// private feed with its use, revoke, and the channel artwork.

export const adminFeedsQuerySchema = pageQuerySchema.extend({
  /** A part of the member's name or e-mail, any case. */
  q: searchText().optional(),
});
export type AdminFeedsQuery = z.infer<typeof adminFeedsQuerySchema>;

/** One member's feed as the admin sees it: metadata only, never the token or its URL. */
export const adminFeedSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
  downloads: z.number().int(),
  /** Distinct client IPs that fetched the feed today (UTC). */
  ipsToday: z.number().int(),
  /** When it was first fetched from more IPs in a day than the limit; null when never. */
  suspiciousAt: z.string().nullable(),
});
export type AdminFeed = z.infer<typeof adminFeedSchema>;
export const adminFeedsPageSchema = pageOf(adminFeedSchema);

export const FEED_NOT_FOUND_FOR_MEMBER = "This member has no private feed.";
export const feedMemberParams = z.object({ memberId: z.string().regex(USER_ID, FEED_NOT_FOUND_FOR_MEMBER) });
/** DELETE /api/admin/feeds/:memberId: revoked; whether the member's e-mail went out. */
export const revokedFeedSchema = z.object({ mailed: z.boolean() });

/** The channel artwork: the shipped default or the admin's own. */
export const feedArtworkSchema = z.object({
  /** Absolute URL the feeds carry (it changes with every new upload). */
  url: z.string(),
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type FeedArtwork = z.infer<typeof feedArtworkSchema>;

/** What Apple asks of show artwork: a square JPEG or PNG of 1400 to 3000 pixels a side. */
export const ARTWORK_RULES = { minSide: 1400, maxSide: 3000, maxBytes: 8 * 1024 * 1024 } as const;

export const adminFeedApiPaths = {
  list: "/api/admin/feeds",
  member: (memberId: string) => `/api/admin/feeds/${encodeURIComponent(memberId)}`,
  artwork: "/api/admin/feed-artwork",
} as const;

/** Stored types the site plays but podcast apps do not (Apple Podcasts takes MP3, M4A, MP4): left out of the feeds. */
export const NOT_IN_FEEDS = ["audio/wav", "video/webm"] as const;

/** What the admin's form says when such a file is chosen for something the feeds would list. */
export const NOT_IN_FEEDS_NOTE =
  "Podcast apps do not play WAV or WebM files: this one plays on the site but is left out of the podcast feeds. Upload MP3 or M4A (or MP4 video) to have it in the feeds.";
