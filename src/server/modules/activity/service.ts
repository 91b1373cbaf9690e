import { and, eq, lt, sql, type SQL } from "drizzle-orm";

import {
  ACTIVITY_RETENTION_DAYS,
  type ActivityAction,
  type ActivityActor,
  type ActivityEntry,
  type ActivityQuery,
  type ActivityTarget,
} from "../../../shared/activity.js";
import type { Page } from "../../../shared/content.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, paginate, toPage } from "../../db/pagination.js";
import { query } from "../../db/raw-query.js";
import { activityLog } from "../../db/schema.js";

/** The database or an open transaction: an entry is written with the change it records, or not at all. */
type ActivityWriter = Pick<Db, "insert">;

/** Small facts only: scalar values, never file bytes, passwords or tokens. */
export type ActivityDetails = Record<string, string | number | boolean | null>;

interface ActivityInput {
  /** The acting admin, copied into the entry so it outlives their account (no id: a person without an account, e.g. a refused sign-in). */
  actor: { id: string | null; name: string; email: string };
  action: ActivityAction;
  target: { kind: ActivityTarget; id?: string | null; title?: string | null };
  details?: ActivityDetails;
}

const MAX_TEXT = 300;
const clip = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value);

/**
 * Appends one entry. Call it with the transaction that makes the change, so
 * a change is never left unrecorded and a failed change leaves no entry.
 */
export async function recordActivity(db: ActivityWriter, { actor, action, target, details = {} }: ActivityInput): Promise<void> {
  const clipped = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, typeof v === "string" ? clip(v) : v]));
  await db.insert(activityLog).values({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    action,
    targetKind: target.kind,
    targetId: target.id ?? null,
    targetTitle: target.title ? clip(target.title) : null,
    details: clipped,
  });
}

/** Newest first, a page at a time, optionally one admin's or one action's entries. */
export async function listActivity(db: Db, { cursor, limit, actor, action }: ActivityQuery): Promise<Page<ActivityEntry>> {
  const filters: SQL[] = [];
  if (actor) filters.push(eq(activityLog.actorId, actor));
  if (action) filters.push(eq(activityLog.action, action));
  const select = db
    .select({ row: activityLog, id: activityLog.id, cursorAt: cursorColumn(activityLog) })
    .from(activityLog)
    .$dynamic();
  const rows = await paginate(select, activityLog, { cursor, limit }, filters.length ? and(...filters) : undefined);
  return toPage(rows, limit, ({ row, cursorAt }) => ({
    id: row.id,
    createdAt: cursorAt,
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action as ActivityAction,
    targetKind: row.targetKind as ActivityTarget,
    targetId: row.targetId,
    targetTitle: row.targetTitle,
    details: row.details,
  }));
}

/** Every admin with entries in the log, by the name and e-mail of their latest entry. */
export async function listActivityActors(db: Db): Promise<ActivityActor[]> {
  return query<ActivityActor>(
    db,
    sql`select id, name, email from (
          select distinct on (actor_id) actor_id as id, actor_name as name, actor_email as email
          from activity_log where actor_id is not null order by actor_id, created_at desc
        ) latest order by name, email`,
  );
}

/** Deletes entries older than the retention period (ACTIVITY_RETENTION_DAYS); returns how many went. */
export async function pruneActivity(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(activityLog).where(lt(activityLog.createdAt, cutoff)).returning({ id: activityLog.id });
  return deleted.length;
}

/** The acting admin of an admin route (the route's access check guarantees a signed-in viewer). */
export function actorOf(viewer: Viewer): { id: string; name: string; email: string } {
  if (viewer.role === "visitor") throw new Error("An activity needs a signed-in actor.");
  return { id: viewer.user.id, name: viewer.user.name, email: viewer.user.email };
}

/** An update's details: the title it had before, when the update changed it. */
export const renamedFrom = (before: string, after: string): ActivityDetails => (before === after ? {} : { previousTitle: before });
