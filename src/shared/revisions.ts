import { z } from "zod";

import { CONTENT_STATUSES } from "./publishing.js";

// Revision history of posts, episodes, items and series (issue 30; series:
// docs/decisions/112): the last saves of each, who made them and when; an
// admin views one and restores it.
// An edit names the revision it started from, and a save over a newer one is
// refused (and kept in the history, so nothing typed is lost).

export const MAX_REVISIONS = 50;
export const REVISION_NOT_FOUND = "Revision not found.";
export const REVISION_KINDS = ["post", "episode", "item", "series"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** The refusal of a save over a newer revision. */
export const changedSinceOpened = (kind: RevisionKind) => `This ${kind} changed since you opened it. Your version is kept in its history.`;

/** The field every edit may send: the record's `revision` when the editor opened it (multipart sends it as text). */
export const baseRevisionField = {
  baseRevision: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "baseRevision must be a number." }).int().min(0).optional()),
};

/** A series' part as a revision keeps it: the record, and its title then (to show; a restore asks the record as it is). */
const snapshotPartSchema = z.object({ kind: z.enum(["post", "episode", "item"]), id: z.string(), title: z.string() });

/** What a revision holds: the record's words and settings as saved (files stay as they are: a restore never brings one back). */
export const snapshotSchema = z.object({
  title: z.string(),
  /** A record's; a series has no members-only flag of its own. */
  isMembersOnly: z.boolean().optional(),
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.string().nullable(),
  content: z.string().optional(),
  description: z.string().nullable().optional(),
  contentText: z.string().nullable().optional(),
  category: z.string().optional(),
  mediaType: z.string().optional(),
  /** A series' parts in order. */
  parts: z.array(snapshotPartSchema).optional(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const revisionSummarySchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  rejected: z.boolean(),
  savedAt: z.string(),
  /** The admin who saved it (null when that account is gone). */
  savedBy: z.string().nullable(),
  title: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionSummarySchema.extend({ kind: z.enum(REVISION_KINDS), contentId: z.string(), snapshot: snapshotSchema });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionsQuerySchema = z.object({
  kind: z.enum(REVISION_KINDS, { error: "Kind must be post, episode, item or series." }),
  id: z.uuid({ error: "Content not found." }),
});

export const revisionApiPaths = {
  list: "/api/admin/revisions",
  one: (id: string) => `/api/admin/revisions/${encodeURIComponent(id)}`,
  restore: (id: string) => `/api/admin/revisions/${encodeURIComponent(id)}/restore`,
  /** Route patterns, for the server. */
  oneRoute: "/api/admin/revisions/:id",
  restoreRoute: "/api/admin/revisions/:id/restore",
} as const;
