import { z } from "zod";

import { pageOf, pageQuerySchema } from "./content.js";
import { searchText } from "./text.js";

// The admin's members pages (issue 17): a searchable, paged list, one
// member's sessions, progress and feed, and the actions on them.

export const MEMBER_NOT_FOUND = "No such member.";
export const LAST_ADMIN = "This is the last admin account. Make another member an admin first, so the site keeps one.";
export const ALREADY_VERIFIED = "This member's e-mail address is already verified.";

/**
 * Better Auth's user ids are random letters and digits; anything else in the
 * URL cannot be a member, so it gets the same 404 as a missing one. The one
 * rule for a user id wherever one arrives (paths, filters, cursors).
 */
export const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const memberParams = z.object({ id: z.string().regex(USER_ID, MEMBER_NOT_FOUND) });

export const memberSearchSchema = z.object({
  /** A part of the name or e-mail, any case. */
  q: searchText().optional(),
});

export const membersQuerySchema = pageQuerySchema.extend(memberSearchSchema.shape);
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const memberSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** The newest activity of any of the member's sessions (a session's expiry slides at most daily, so it is a day's precision). */
  lastSeenAt: z.string().nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  isAdmin: z.boolean(),
  /** Sessions not yet expired. */
  sessionCount: z.number().int().nonnegative(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const membersPageSchema = pageOf(memberSummarySchema);

export const memberSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
});

const progressCountSchema = z.object({ started: z.number().int(), finished: z.number().int() });

export const memberDetailSchema = z.object({
  member: memberSummarySchema,
  sessions: z.array(memberSessionSchema),
  progress: z.object({ episodes: progressCountSchema, items: progressCountSchema, posts: progressCountSchema }),
  /** The member's private podcast feed; null when they never asked for one (or it was revoked). */
  feed: z.object({ createdAt: z.string(), lastFetchedAt: z.string().nullable(), downloads: z.number().int(), possiblyShared: z.boolean() }).nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const grantAdminSchema = z.object({ password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(128) });

export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

export const membersApiPaths = {
  list: "/api/admin/members",
  exportCsv: "/api/admin/members/export.csv",
  member: (id: string) => `/api/admin/members/${encodeURIComponent(id)}`,
  sessions: (id: string) => `/api/admin/members/${encodeURIComponent(id)}/sessions`,
  verification: (id: string) => `/api/admin/members/${encodeURIComponent(id)}/verification`,
  admin: (id: string) => `/api/admin/members/${encodeURIComponent(id)}/admin`,
} as const;
