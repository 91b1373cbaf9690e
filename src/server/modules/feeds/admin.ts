import { and, eq, sql, type SQL } from "drizzle-orm";

import type { Page } from "../../../shared/content.js";
import { utcDay } from "../../../shared/dates.js";
import type { AdminFeed, AdminFeedsQuery } from "../../../shared/feeds.js";
import type { Viewer } from "../../access/viewer.js";
import { normaliseEmail } from "../../auth/normalise-email.js";
import type { Db } from "../../db/client.js";
import { decodeKeyset, exactTimestamp, isExactTimestamp, isUuid, toKeysetPage } from "../../db/pagination.js";
import { feedTokens, users } from "../../db/schema.js";
import type { Mailer } from "../../mail/mailer.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { searchFilter } from "../members/service.js";
import { feedRevokedMail } from "./mails.js";

// The admin's view of the private feeds (docs/decisions/054): a paged list,
// possibly shared feeds first, and revoking one, which the CLI's
// `feeds revoke` and the admin API share. Tokens are never read here: the
// table holds only their hashes, and no answer carries one.

/** 1 for a feed marked possibly shared, 0 otherwise: the first sort key. */
const suspiciousFirst = sql<number>`(case when ${feedTokens.suspiciousAt} is null then 0 else 1 end)`;
/** Never fetched sorts as the oldest fetch (1970). */
const fetchedAt = sql`coalesce(${feedTokens.lastFetchedAt}, 'epoch'::timestamptz)`;
/** How both lists of feeds go: possibly shared first, then the most recently fetched (the id breaks ties for the keyset). */
const feedOrder = [sql`${suspiciousFirst} desc`, sql`${fetchedAt} desc`, sql`${feedTokens.id} desc`];

/**
 * Distinct client IPs that fetched the row's feed on `now`'s UTC day: a
 * subquery per listed row on feed_clients' primary key. Written out: inside
 * a select, drizzle would render the outer id as a bare "id".
 */
const ipsToday = (now: Date) =>
  sql<number>`(select count(*)::int from feed_clients c where c.token_id = feed_tokens.id and c.day = ${utcDay(now)} and c.kind = 'ip')`.mapWith(Number);

/** A feed's use, as both lists show it. */
const usageColumns = (now: Date) => ({
  email: users.email,
  createdAt: feedTokens.createdAt,
  lastFetchedAt: feedTokens.lastFetchedAt,
  downloads: feedTokens.downloads,
  suspiciousAt: feedTokens.suspiciousAt,
  ipsToday: ipsToday(now),
});

/** The cursor's keys: the flag, the exact last fetch, the feed's id. */
const isFeedKeys = (keys: unknown[]): keys is [0 | 1, string, string] =>
  keys.length === 3 && (keys[0] === 0 || keys[0] === 1) && isExactTimestamp(keys[1]) && typeof keys[2] === "string" && isUuid(keys[2]);

/**
 * Every member's feed, possibly shared ones first, then the most recently
 * fetched, a page at a time (keyset on the three sort keys), optionally only
 * members whose name or e-mail contains `q`, in one round trip.
 */
export async function listFeeds(db: Db, { q, cursor, limit }: AdminFeedsQuery): Promise<Page<AdminFeed>> {
  const filters: (SQL | undefined)[] = [searchFilter(q)];
  if (cursor) {
    const [flag, at, id] = decodeKeyset(cursor, isFeedKeys);
    filters.push(sql`(${suspiciousFirst}, ${fetchedAt}, ${feedTokens.id}) < (${flag}::int, ${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      id: feedTokens.id,
      memberId: users.id,
      name: users.name,
      ...usageColumns(new Date()),
      flag: suspiciousFirst,
      // Exact to the microsecond for the cursor (a JS Date would round it).
      fetchedKey: exactTimestamp(fetchedAt),
    })
    .from(feedTokens)
    .innerJoin(users, eq(users.id, feedTokens.userId))
    .where(and(...filters))
    .orderBy(...feedOrder)
    .limit(limit + 1);
  return toKeysetPage(
    rows,
    limit,
    (r) => ({
      memberId: r.memberId,
      name: r.name,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      lastFetchedAt: r.lastFetchedAt?.toISOString() ?? null,
      downloads: r.downloads,
      ipsToday: r.ipsToday,
      suspiciousAt: r.suspiciousAt?.toISOString() ?? null,
    }),
    (last) => [Number(last.flag), last.fetchedKey, last.id],
  );
}

interface FeedReportRow {
  email: string;
  createdAt: Date;
  lastFetchedAt: Date | null;
  downloads: number;
  suspiciousAt: Date | null;
  /** Distinct client IPs that fetched the feed today. */
  ipsToday: number;
}

/** Every member's feed with its use, in the admin page's order (the CLI's `feeds list`). */
export async function feedReport(db: Db, now = new Date()): Promise<FeedReportRow[]> {
  return db
    .select(usageColumns(now))
    .from(feedTokens)
    .innerJoin(users, eq(users.id, feedTokens.userId))
    .orderBy(...feedOrder);
}

type RevokeResult = { status: "no-account" } | { status: "no-feed" } | { status: "revoked"; email: string; mailed: boolean };

/**
 * Revokes a member's private feed (its URL and enclosures answer 404 from the
 * next request) and e-mails them that their link was reset. With an acting
 * admin, the activity entry commits with the revocation. The mail goes after
 * the commit; a failed mail is reported (`mailed: false`), the revocation stands.
 */
export async function revokeFeed(
  db: Db,
  {
    mailer,
    member,
    viewer,
    onMailError,
  }: { mailer: Mailer; member: { id: string } | { email: string }; viewer?: Viewer; onMailError?: (error: unknown) => void },
): Promise<RevokeResult> {
  const where = "id" in member ? eq(users.id, member.id) : eq(users.email, normaliseEmail(member.email));
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(where);
    if (!user) return { status: "no-account" as const };
    const deleted = await tx.delete(feedTokens).where(eq(feedTokens.userId, user.id)).returning({ id: feedTokens.id });
    if (deleted.length === 0) return { status: "no-feed" as const };
    if (viewer) await recordActivity(tx, { actor: actorOf(viewer), action: "feed.revoke", target: { kind: "member", id: user.id, title: user.email } });
    return { status: "revoked" as const, email: user.email };
  });
  if (outcome.status !== "revoked") return outcome;
  try {
    await mailer.send(feedRevokedMail(outcome.email));
    return { ...outcome, mailed: true };
  } catch (error) {
    onMailError?.(error);
    return { ...outcome, mailed: false };
  }
}
