/**
 * Every channel the database's triggers send change notices on (NOTIFY at
 * commit, docs/decisions/026), with its payload. Only the caches module
 * listens to them; `channels.test.ts` compares this list with the triggers
 * the migrations made, both ways.
 */
export const CHANNELS = {
  /** Migration 0013: a session row changed or went. Payload: its token, or "*" after a TRUNCATE. */
  sessions: "lobl_sessions",
  /** Migration 0013: a user row changed or went. Payload: the user's id, or "*". */
  users: "lobl_users",
  /** Migration 0013: a content row changed or went (not an insert). Payload: "<table>:<id>", or "<table>:*". */
  content: "lobl_content",
  /** Migration 0017: a statement wrote a content table (its change counter moved, migration 0004). Payload: the table's name. */
  versions: "lobl_versions",
  /** Migration 0019: a member's progress changed. Payload: "<user id>:<content kind>", or "*". */
  progress: "lobl_progress",
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** A notice's payload meaning "everything on this channel" (a TRUNCATE). */
export const EVERYTHING = "*";
