import { eq, sql } from "drizzle-orm";

import type { Preferences, PreferencesInput } from "../../../shared/preferences.js";
import type { Db } from "../../db/client.js";
import { memberPreferences } from "../../db/schema.js";

/** A member away for longer than this is on a new visit when they come back. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

const DEFAULTS: Preferences = { playbackRate: 1, captionsOn: false, previousVisitAt: null, lastVisitAt: null };

type Row = typeof memberPreferences.$inferSelect;
const toPreferences = (row: Row | undefined): Preferences =>
  row
    ? {
        playbackRate: row.playbackRate,
        captionsOn: row.captionsOn,
        previousVisitAt: row.previousVisitAt?.toISOString() ?? null,
        lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
      }
    : DEFAULTS;

/** The member's preferences; the defaults for a member who never set any. */
export async function getPreferences(db: Db, { userId }: { userId: string }): Promise<Preferences> {
  const [row] = await db.select().from(memberPreferences).where(eq(memberPreferences.userId, userId));
  return toPreferences(row);
}

/** Sets the given preferences (any subset), leaving the others as they are. */
export async function updatePreferences(
  db: Db,
  { userId, input, now = new Date() }: { userId: string; input: PreferencesInput; now?: Date },
): Promise<Preferences> {
  const set = { ...input, updatedAt: now };
  const [row] = await db
    .insert(memberPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: memberPreferences.userId, set })
    .returning();
  return toPreferences(row);
}

/**
 * The member is here now. After a gap of more than 30 minutes this is a new
 * visit: the previous visit's last moment becomes `previousVisitAt`, which
 * "New" marks compare with, and stays put for the rest of the visit.
 */
export async function recordVisit(db: Db, { userId, now = new Date() }: { userId: string; now?: Date }): Promise<Preferences> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const last = memberPreferences.lastVisitAt;
  const [row] = await db
    .insert(memberPreferences)
    .values({ userId, lastVisitAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: memberPreferences.userId,
      set: {
        previousVisitAt: sql`case when ${last} < ${at} - make_interval(secs => ${VISIT_GAP_MS / 1000}) then ${last} else ${memberPreferences.previousVisitAt} end`,
        // A request that arrives late never moves the last visit back.
        lastVisitAt: sql`greatest(${last}, ${at})`,
        updatedAt: now,
      },
    })
    .returning();
  return toPreferences(row);
}
