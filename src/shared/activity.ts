import { z } from "zod";

import { pageOf, pageQuerySchema } from "./content.js";
import { USER_ID } from "./members.js";

// The admin activity log (issue 17, docs/decisions/038): who did what, when.
// Entries are written by the server in the same transaction as the change;
// the admin reads them at GET /api/admin/activity, filtered and paginated.

/** Every action the log records: a closed set, checked at the API's edge. */
export const ACTIVITY_ACTIONS = [
  "content.create",
  "content.update",
  "content.delete",
  "file.replace",
  "member.grant_admin",
  "member.revoke_admin",
  "member.delete",
  "sessions.revoke",
  "message.delete",
  "feed.revoke",
  "feed.artwork",
  "site.creator",
  "author.create",
  "author.update",
  "author.delete",
  "job.retry",
  "preview.create",
  "preview.revoke",
  "newsletter.announce",
  "org.create",
  "org.approve_domain",
  "org.approve",
  "org.delete",
  "certificate.revoke",
  "sso.connect",
  "sso.update",
  "sso.delete",
  "sso.require",
  "sso.refused",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What an action was done to. */
export const ACTIVITY_TARGETS = [
  "post",
  "episode",
  "item",
  "series",
  "member",
  "message",
  "feed",
  "job",
  "send",
  "org",
  "site",
  "certificate",
  "author",
] as const;
export type ActivityTarget = (typeof ACTIVITY_TARGETS)[number];

/** How the page names each action (filter options and table cells). */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  "content.create": "Content created",
  "content.update": "Content updated",
  "content.delete": "Content deleted",
  "file.replace": "File replaced",
  "member.grant_admin": "Admin granted",
  "member.revoke_admin": "Admin revoked",
  "member.delete": "Member deleted",
  "sessions.revoke": "Sessions revoked",
  "message.delete": "Message deleted",
  "feed.revoke": "Feed revoked",
  "feed.artwork": "Feed artwork changed",
  "site.creator": "Creator settings changed",
  "author.create": "Author added",
  "author.update": "Author changed",
  "author.delete": "Author deleted",
  "job.retry": "Job retried",
  "preview.create": "Preview link made",
  "preview.revoke": "Preview link revoked",
  "newsletter.announce": "Announcement sent",
  "org.create": "Organisation created",
  "org.approve_domain": "Organisation domain approved",
  "org.approve": "Organisation approved",
  "org.delete": "Organisation deleted",
  "certificate.revoke": "Certificate revoked",
  "sso.connect": "Sign-in connection added",
  "sso.update": "Sign-in connection changed",
  "sso.delete": "Sign-in connection removed",
  "sso.require": "Organisation sign-in requirement changed",
  "sso.refused": "Organisation sign-in refused",
};

/** Entries are kept this long, then pruned (the daily `activity.prune` job). */
export const ACTIVITY_RETENTION_DAYS = 365;

export const activityApiPaths = {
  list: "/api/admin/activity",
  actors: "/api/admin/activity/actors",
} as const;

export const activityQuerySchema = pageQuerySchema.extend({
  /** Only this admin's entries (their user id). */
  actor: z.string().regex(USER_ID, "Unknown admin.").optional(),
  action: z.enum(ACTIVITY_ACTIONS, { error: "Unknown action." }).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null once that admin's account is deleted; name and e-mail stay as they were. */
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  targetKind: z.enum(ACTIVITY_TARGETS),
  targetId: z.string().nullable(),
  targetTitle: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = pageOf(activityEntrySchema);

/** The admins who appear in the log, for the filter (also deleted ones, by their last known name). */
export const activityActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const activityActorsSchema = z.object({ actors: z.array(activityActorSchema) });
export type ActivityActor = z.infer<typeof activityActorSchema>;
