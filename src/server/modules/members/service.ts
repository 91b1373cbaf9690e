import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";

import type { Page } from "../../../shared/content.js";
import { ALREADY_VERIFIED, LAST_ADMIN, MEMBER_NOT_FOUND, type MemberDetail, type MembersQuery, type MemberSummary } from "../../../shared/members.js";
import type { Viewer } from "../../access/viewer.js";
import { isLastAdmin, lockAdmins } from "../../auth/admin.js";
import type { Auth } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, paginate, toPage } from "../../db/pagination.js";
import { feedTokens, progress, sessions, users } from "../../db/schema.js";
import { containsPattern } from "../../db/title-filter.js";
import { AppError, notFound } from "../../errors.js";
import { deleteAccount } from "../account/delete-account.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { MEMBER_CSV_HEADER, memberCsvLine } from "./csv.js";

/** Better Auth's refusal as our error (auth/auth-error.ts), its code loaded on use: never at start-up (app.ts: getAuth). */
const fromAuthApiError = async (error: unknown) => (await import("../../auth/auth-error.js")).fromAuthApiError(error);

// The admin's view of the members: a searchable list, one member's details,
// and the actions on them (docs/decisions/036). Every action is recorded in
// the activity log.

/** The expression the trigram index users_search_trgm_idx is built on (migration 0008): the query must use it as is. */
const searchText = sql`(lower(${users.name}) || ' ' || lower(${users.email}))`;

export const searchFilter = (q: string | undefined): SQL | undefined => (q ? sql`${searchText} like ${containsPattern(q.toLowerCase())}` : undefined);

/**
 * A member's list columns in one query: the session count and last-seen
 * time are subqueries per listed row, each read from sessions_user_id_idx,
 * so a page costs one round trip whatever its length (no N+1).
 */
const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  isAdmin: users.isAdmin,
  cursorAt: cursorColumn(users),
  // Written out: inside a select, drizzle renders ${users.id} as a bare "id", which the subquery would read as the session's own id.
  lastSeenAt: sql<
    string | null
  >`(select to_char(max(s.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from sessions s where s.user_id = users.id)`,
  sessionCount: sql<number>`(select count(*)::int from sessions s where s.user_id = users.id and s.expires_at > now())`,
};

type MemberRow = {
  [K in keyof typeof memberColumns]: K extends "lastSeenAt"
    ? string | null
    : K extends "sessionCount"
      ? number
      : K extends "cursorAt"
        ? string
        : (typeof users.$inferSelect)[K & keyof typeof users.$inferSelect];
};

const toSummary = (row: MemberRow): MemberSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  createdAt: row.cursorAt,
  lastSeenAt: row.lastSeenAt,
  emailVerified: row.emailVerified,
  twoFactorEnabled: row.twoFactorEnabled,
  isAdmin: row.isAdmin,
  sessionCount: Number(row.sessionCount),
});

const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Newest members first, a page at a time, optionally those whose name or
 * e-mail contains `q`. A whole address (what an admin pastes most) is looked
 * up on the unique e-mail index first: trigram search is slowest exactly for
 * long strings made of trigrams every address shares ("com", ".co", "mai").
 * When no account has that address, the substring search runs as usual.
 */
export async function listMembers(db: Db, { q, cursor, limit }: MembersQuery): Promise<Page<MemberSummary>> {
  if (q && !cursor && WHOLE_ADDRESS.test(q)) {
    const exact = await db.select(memberColumns).from(users).where(eq(users.email, q.toLowerCase()));
    if (exact.length > 0) return toPage(exact, limit, toSummary);
  }
  const rows = await paginate(db.select(memberColumns).from(users).$dynamic(), users, { cursor, limit }, searchFilter(q));
  return toPage(rows, limit, toSummary);
}

async function findMember(db: Pick<Db, "select">, id: string): Promise<MemberRow> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

const iso = (d: Date) => d.toISOString();

/** One member: their summary, live sessions, progress counts and private feed. */
export async function getMember(db: Db, id: string): Promise<MemberDetail> {
  const member = toSummary(await findMember(db, id));
  const [sessionRows, progressRows, [feed]] = await Promise.all([
    db
      .select({ id: sessions.id, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.updatedAt)),
    db
      .select({
        kind: progress.contentKind,
        started: sql<number>`count(*)::int`,
        finished: sql<number>`count(${progress.finishedAt})::int`,
      })
      .from(progress)
      .where(eq(progress.userId, id))
      .groupBy(progress.contentKind),
    db.select().from(feedTokens).where(eq(feedTokens.userId, id)),
  ]);
  const counts = (kind: "episode" | "item" | "post") => {
    const row = progressRows.find((r) => r.kind === kind);
    return { started: Number(row?.started ?? 0), finished: Number(row?.finished ?? 0) };
  };
  return {
    member,
    sessions: sessionRows.map((s) => ({
      id: s.id,
      createdAt: iso(s.createdAt),
      lastActiveAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
      userAgent: s.userAgent,
    })),
    progress: { episodes: counts("episode"), items: counts("item"), posts: counts("post") },
    feed: feed
      ? {
          createdAt: iso(feed.createdAt),
          lastFetchedAt: feed.lastFetchedAt ? iso(feed.lastFetchedAt) : null,
          downloads: feed.downloads,
          possiblyShared: feed.suspiciousAt !== null,
        }
      : null,
  };
}

/** Signs a member out everywhere at once (sessions are read from the database on every request). */
export async function revokeSessions(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<number> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    const revoked = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    await recordActivity(tx, {
      actor: actorOf(viewer),
      action: "sessions.revoke",
      target: { kind: "member", id, title: member.email },
      details: { sessions: revoked.length },
    });
    return revoked.length;
  });
}

/** Sends the member a new verification e-mail (the account API's own mail, limited per address). */
export async function resendVerification(db: Db, { auth, id }: { auth: Auth; id: string }): Promise<void> {
  const member = await findMember(db, id);
  if (member.emailVerified) throw new AppError("CONFLICT", ALREADY_VERIFIED);
  try {
    await auth.api.sendVerificationEmail({ body: { email: member.email, callbackURL: "/login" } });
  } catch (error) {
    throw await fromAuthApiError(error);
  }
}

/**
 * Makes a member an admin. The acting admin proves it is them with their own
 * password (a session left open on a shared screen cannot make admins); the
 * check is the account API's, with its per-account limit on wrong guesses.
 */
export async function grantAdmin(
  db: Db,
  { auth, headers, id, password, viewer }: { auth: Auth; headers: Headers; id: string; password: string; viewer: Viewer },
): Promise<MemberSummary> {
  await findMember(db, id);
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    throw await fromAuthApiError(error);
  }
  await db.transaction(async (tx) => {
    const [member] = await tx.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, id)).returning({ email: users.email });
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    await recordActivity(tx, { actor: actorOf(viewer), action: "member.grant_admin", target: { kind: "member", id, title: member.email } });
  });
  return toSummary(await findMember(db, id));
}

/**
 * Takes admin rights away; never from the last admin (409), so the site
 * cannot be locked out of its administration. The admin rows are locked
 * first, so two admins demoting each other at once cannot both pass.
 */
export async function revokeAdmin(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<MemberSummary> {
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = admins.find((a) => a.id === id);
    // Not an admin: nothing to take away (a missing member is a 404).
    if (!target) {
      await findMember(tx, id);
      return;
    }
    if (isLastAdmin(admins, id)) throw new AppError("CONFLICT", LAST_ADMIN);
    await tx.update(users).set({ isAdmin: false, updatedAt: new Date() }).where(eq(users.id, id));
    await recordActivity(tx, { actor: actorOf(viewer), action: "member.revoke_admin", target: { kind: "member", id, title: target.email } });
  });
  return toSummary(await findMember(db, id));
}

/** Deletes a member and everything that is theirs (account/delete-account.ts), then records it. */
export async function deleteMember(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  // The entry commits with the deletion (docs/decisions/038).
  await deleteAccount(db, id, (tx, deleted) =>
    recordActivity(tx, { actor: actorOf(viewer), action: "member.delete", target: { kind: "member", id: deleted.id, title: deleted.email } }),
  );
}

const EXPORT_BATCH = 1000;

/**
 * Every member matching `q` as CSV text, one keyset-paged batch at a time:
 * memory holds one batch, never the whole list, whatever its size.
 */
export async function* exportMembersCsv(db: Db, { q }: { q: string | undefined }): AsyncGenerator<string> {
  yield MEMBER_CSV_HEADER;
  let cursor: string | undefined;
  do {
    const page = await listMembers(db, { q, cursor, limit: EXPORT_BATCH });
    yield page.items.map(memberCsvLine).join("");
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
