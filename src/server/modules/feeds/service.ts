import { and, count, eq, isNull, lt, sql } from "drizzle-orm";

import { utcDay } from "../../../shared/dates.js";
import { viewerOf, type Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { planOnce } from "../../db/pglite-statements.js";
import { feedClients, feedTokens, users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { secretTokenHash } from "../../secret-tokens.js";
import { clientHash, feedToken, looksLikeToken } from "./tokens.js";

export const FEED_NOT_FOUND = "Feed not found.";

export interface MemberFeed {
  token: string;
  createdAt: Date;
  lastFetchedAt: Date | null;
}

async function insertFeed(db: Pick<Db, "insert">, secret: string, userId: string): Promise<MemberFeed> {
  const id = crypto.randomUUID();
  const token = feedToken(secret, id);
  const [row] = await db
    .insert(feedTokens)
    .values({ id, userId, tokenHash: secretTokenHash(token) })
    .returning();
  return { token, createdAt: row!.createdAt, lastFetchedAt: null };
}

/** The member's feed, made on first use (one per member). */
export async function memberFeed(db: Db, { secret, userId }: { secret: string; userId: string }): Promise<MemberFeed> {
  const existing = await db.query.feedTokens.findFirst({ where: eq(feedTokens.userId, userId) });
  if (existing) return { token: feedToken(secret, existing.id), createdAt: existing.createdAt, lastFetchedAt: existing.lastFetchedAt };
  // Two tabs asking at once: the second insert loses on the unique user_id and reads the first's.
  return insertFeed(db, secret, userId).catch(async (error: unknown) => {
    const row = await db.query.feedTokens.findFirst({ where: eq(feedTokens.userId, userId) });
    if (!row) throw error;
    return { token: feedToken(secret, row.id), createdAt: row.createdAt, lastFetchedAt: row.lastFetchedAt };
  });
}

/** A new feed URL for the member; the old one is dead from this moment. */
export async function resetMemberFeed(db: Db, { secret, userId }: { secret: string; userId: string }): Promise<MemberFeed> {
  return db.transaction(async (tx) => {
    await tx.delete(feedTokens).where(eq(feedTokens.userId, userId));
    return insertFeed(tx, secret, userId);
  });
}

export interface FeedHolder {
  tokenId: string;
  viewer: Viewer;
}

/** The token's feed row and member, by the token's hash: the one query of a poll (docs/decisions/045), planned once (063). */
const holderQuery = (db: Db) =>
  planOnce(
    db
      .select({
        tokenId: feedTokens.id,
        id: users.id,
        email: users.email,
        name: users.name,
        isAdmin: users.isAdmin,
        emailVerified: users.emailVerified,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(feedTokens)
      .innerJoin(users, eq(users.id, feedTokens.userId))
      .where(eq(feedTokens.tokenHash, sql.placeholder("hash")))
      .limit(1),
  ).prepare("feed_holder");

/** Built once per database: every poll runs it, and building the query cost as much as running it on PGlite. */
const holderQueries = new WeakMap<Db, ReturnType<typeof holderQuery>>();

/**
 * Who a feed URL belongs to: the member whose live token it carries, seen by
 * the access policy as that member. A wrong, revoked or malformed token, or a
 * member whom login would not let in (unverified where mail is verified),
 * is the same 404. Always read from the database, never cached: a revoked
 * token is a 404 on the very next request, on every instance.
 */
export async function feedHolder(db: Db, { token, requireVerifiedEmail }: { token: string; requireVerifiedEmail: boolean }): Promise<FeedHolder> {
  if (!looksLikeToken(token)) throw notFound(FEED_NOT_FOUND);
  let query = holderQueries.get(db);
  if (!query) holderQueries.set(db, (query = holderQuery(db)));
  const [row] = await query.execute({ hash: secretTokenHash(token) });
  if (!row || (requireVerifiedEmail && !row.emailVerified)) throw notFound(FEED_NOT_FOUND);
  const { tokenId, ...user } = row;
  return { tokenId, viewer: viewerOf(user) };
}

/**
 * Notes a fetch of a member's feed for sharing detection: the client's IP and
 * user agent (keyed hashes), per day. A feed fetched from more distinct IPs in
 * a day than the limit is marked suspicious (apps that fetch from their own
 * servers count as one or a few IPs). Returns whether it is marked now.
 */
export async function recordFeedFetch(
  db: Db,
  {
    secret,
    tokenId,
    ip,
    userAgent,
    ipLimit,
    now = new Date(),
  }: { secret: string; tokenId: string; ip: string; userAgent: string; ipLimit: number; now?: Date },
): Promise<boolean> {
  const day = utcDay(now);
  await db
    .insert(feedClients)
    .values([
      { tokenId, day, kind: "ip", clientHash: clientHash(secret, ip) },
      { tokenId, day, kind: "agent", clientHash: clientHash(secret, userAgent) },
    ])
    .onConflictDoNothing();
  await db.update(feedTokens).set({ lastFetchedAt: now }).where(eq(feedTokens.id, tokenId));
  const [ips] = await db
    .select({ n: count() })
    .from(feedClients)
    .where(and(eq(feedClients.tokenId, tokenId), eq(feedClients.day, day), eq(feedClients.kind, "ip")));
  if ((ips?.n ?? 0) <= ipLimit) return false;
  const marked = await db
    .update(feedTokens)
    .set({ suspiciousAt: now })
    .where(and(eq(feedTokens.id, tokenId), isNull(feedTokens.suspiciousAt)))
    .returning({ id: feedTokens.id });
  return marked.length > 0;
}

/** Counts an episode download (the first byte asked for, not every range an app requests). */
export async function recordDownload(db: Db, { tokenId }: { tokenId: string }): Promise<void> {
  await db
    .update(feedTokens)
    .set({ downloads: sql`${feedTokens.downloads} + 1` })
    .where(eq(feedTokens.id, tokenId));
}

/** Forgets sharing-detection data older than 30 days. */
export async function purgeFeedClients(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  await db.delete(feedClients).where(lt(feedClients.day, utcDay(cutoff)));
}
