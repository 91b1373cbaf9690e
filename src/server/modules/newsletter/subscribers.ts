import { and, asc, eq, lt, sql } from "drizzle-orm";

import {
  DEFAULT_PREFERENCES,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_MESSAGES,
  type Confirmed,
  type MemberSubscriptionInput,
  type NewsletterPreferences,
  type Subscription,
} from "../../../shared/newsletter.js";
import type { SessionUser } from "../../auth/guards.js";
import type { Db } from "../../db/client.js";
import { newsletterDeliveries, newsletterSends, newsletterSubscribers as subscribers } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import type { JobHandle } from "../../jobs/jobs.js";
import type { Mail } from "../../mail/mailer.js";
import { mailAddressKey } from "../../mail/recipient-limit.js";
import { increment, type RateLimitRule } from "../../rate-limit/rate-limiter.js";
import { secretTokenHash } from "../../secret-tokens.js";
import { confirmLink, newConfirmToken, subscriberLinks, verifiedSubscriberId, type SignedLink } from "./links.js";
import { confirmationMail } from "./mails.js";

// The subscriber list (issue 31): one row per address. A visitor's address
// becomes active only through the confirmation link sent to it (double
// opt-in); the answer to the form is the same whatever the address's state,
// so the form cannot be used to learn who is on the list. A member's own,
// verified address is active at once from the account page.

type SubscriberRow = typeof subscribers.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;

/** Confirmation mails per address: a typo'd or hostile sign-up cannot make the site flood someone's inbox. */
const CONFIRMATIONS_PER_ADDRESS: RateLimitRule = { name: "newsletter-confirm-to", max: 3, windowMs: DAY };

export interface SubscribeDeps {
  /** The mail job: a confirmation survives an SMTP outage. */
  mail: JobHandle<Mail>;
  /** The site's origin, for the link. */
  origin: string;
}

const preferencesOf = (row: SubscriberRow): NewsletterPreferences => ({
  articles: row.articles,
  episodes: row.episodes,
  caseStudies: row.caseStudies,
  digest: row.digest,
  announcements: row.announcements,
});

export const subscriptionView = (row: SubscriberRow): Subscription => ({ email: row.email, status: row.status, preferences: preferencesOf(row) });

const byKey = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.emailKey, mailAddressKey(email)))
  )[0];

/**
 * A visitor asks to subscribe: a new address is kept as pending; any address
 * that is not active gets a fresh confirmation link (at most three a day).
 * An active address gets nothing: it is subscribed already.
 */
export async function subscribe(db: Db, email: string, deps: SubscribeDeps): Promise<void> {
  const { token, hash } = newConfirmToken();
  const expiresAt = new Date(Date.now() + NEWSLETTER_CONFIRM_DAYS * DAY);
  const key = mailAddressKey(email);
  // One statement for new and known addresses: two sign-ups racing for one address make one row.
  const [row] = await db
    .insert(subscribers)
    .values({ email: email.trim(), emailKey: key, confirmTokenHash: hash, confirmExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: subscribers.emailKey,
      set: { confirmTokenHash: hash, confirmExpiresAt: expiresAt, updatedAt: sql`now()` },
      setWhere: sql`${subscribers.status} <> 'active'`,
    })
    .returning({ id: subscribers.id });
  if (!row) return;
  const sent = await increment(db, CONFIRMATIONS_PER_ADDRESS, key);
  if (sent.count > CONFIRMATIONS_PER_ADDRESS.max) return;
  await deps.mail.send(confirmationMail(email.trim(), confirmLink(deps.origin, token)), { key: `newsletter-confirm:${hash}` });
}

/**
 * The confirmation link: the address is active from now on (the link works
 * once). Whoever holds it has the address's mail, so the answer carries the
 * address's own preferences page.
 */
export async function confirm(db: Db, secret: string, token: string): Promise<Confirmed> {
  const [row] = await db
    .update(subscribers)
    .set({
      status: "active",
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: sql`now()`,
      unsubscribedAt: null,
      bouncedAt: null,
      bounceReason: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(subscribers.confirmTokenHash, secretTokenHash(token)), sql`${subscribers.confirmExpiresAt} > now()`))
    .returning();
  if (!row) throw badRequest(NEWSLETTER_MESSAGES.confirmFailed);
  return { ...subscriptionView(row), preferencesPath: subscriberLinks("", secret, row.id).preferences };
}

async function byLink(db: Db, secret: string, link: SignedLink): Promise<SubscriberRow> {
  const id = verifiedSubscriberId(secret, link);
  const [row] = id ? await db.select().from(subscribers).where(eq(subscribers.id, id)) : [];
  // A pending address's links come only in its confirmation mail, which has none of these.
  if (!row || row.status === "pending") throw badRequest(NEWSLETTER_MESSAGES.badLink);
  return row;
}

export const subscriptionByLink = async (db: Db, secret: string, link: SignedLink) => subscriptionView(await byLink(db, secret, link));

export async function savePreferencesByLink(db: Db, secret: string, link: SignedLink, preferences: NewsletterPreferences): Promise<Subscription> {
  const row = await byLink(db, secret, link);
  const [saved] = await db
    .update(subscribers)
    .set({ ...preferences, updatedAt: sql`now()` })
    .where(eq(subscribers.id, row.id))
    .returning();
  return subscriptionView(saved!);
}

const UNSUBSCRIBED = { status: "unsubscribed", unsubscribedAt: sql`now()`, updatedAt: sql`now()` } as const;

/** The one-click unsubscribe (RFC 8058) and the page's button: the address gets nothing more. */
export async function unsubscribeByLink(db: Db, secret: string, link: SignedLink): Promise<Subscription> {
  const row = await byLink(db, secret, link);
  if (row.status !== "active") return subscriptionView(row);
  const [saved] = await db.update(subscribers).set(UNSUBSCRIBED).where(eq(subscribers.id, row.id)).returning();
  return subscriptionView(saved!);
}

/** The member's subscription: theirs by account, or the one their address has. */
async function memberRow(db: Db, user: SessionUser): Promise<SubscriberRow | undefined> {
  const [own] = await db.select().from(subscribers).where(eq(subscribers.userId, user.id));
  return own ?? (await byKey(db, user.email));
}

export async function memberSubscription(db: Db, user: SessionUser): Promise<Subscription> {
  const row = await memberRow(db, user);
  return row && row.emailKey === mailAddressKey(user.email) ? subscriptionView(row) : { email: user.email, status: "none", preferences: DEFAULT_PREFERENCES };
}

/**
 * The account page's switch. Subscribing makes the member's address active at
 * once (with the topics given, or those it had): where the site sends mail,
 * nobody signs in before proving their address (auth.ts), so the sign-in is
 * the opt-in. Stopping keeps the row, so the topics are there when the
 * member comes back.
 */
export async function setMemberSubscription(db: Db, user: SessionUser, input: MemberSubscriptionInput): Promise<Subscription> {
  const key = mailAddressKey(user.email);
  const existing = await memberRow(db, user);
  // The account's address changed since it subscribed: the old address's row is no longer the member's.
  if (existing && existing.emailKey !== key) await db.update(subscribers).set({ userId: null }).where(eq(subscribers.id, existing.id));
  if (!input.subscribed) {
    await db
      .update(subscribers)
      .set(UNSUBSCRIBED)
      .where(and(eq(subscribers.emailKey, key), eq(subscribers.status, "active")));
    return memberSubscription(db, user);
  }
  const active = {
    userId: user.id,
    status: "active",
    confirmTokenHash: null,
    confirmExpiresAt: null,
    confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`,
    unsubscribedAt: null,
    bouncedAt: null,
    bounceReason: null,
    updatedAt: sql`now()`,
    ...input.preferences,
  } as const;
  await db
    .insert(subscribers)
    .values({ email: user.email, emailKey: key, ...active, confirmedAt: sql`now()` })
    .onConflictDoUpdate({ target: subscribers.emailKey, set: active });
  return memberSubscription(db, user);
}

/** Addresses whose confirmation link ran out unused are forgotten (a daily job). */
export async function prunePending(db: Db): Promise<number> {
  const gone = await db
    .delete(subscribers)
    .where(and(eq(subscribers.status, "pending"), lt(subscribers.confirmExpiresAt, sql`now()`)))
    .returning({ id: subscribers.id });
  return gone.length;
}

/**
 * The member's newsletter data for their export: the subscription their
 * account holds (or, once their address is verified, the one that address
 * holds) and the newsletter e-mails sent to it.
 */
export async function newsletterExport(db: Db, user: { id: string; email: string; emailVerified: boolean }) {
  const [own] = await db.select().from(subscribers).where(eq(subscribers.userId, user.id));
  const row = own ?? (user.emailVerified ? await byKey(db, user.email) : undefined);
  if (!row) return null;
  const sent = await db
    .select({ subject: newsletterSends.subject, sentAt: newsletterDeliveries.sentAt })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSends, eq(newsletterSends.id, newsletterDeliveries.sendId))
    .where(and(eq(newsletterDeliveries.subscriberId, row.id), eq(newsletterDeliveries.status, "sent")))
    .orderBy(asc(newsletterDeliveries.sentAt));
  return {
    ...subscriptionView(row),
    subscribedAt: row.createdAt,
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
    bouncedAt: row.bouncedAt,
    emailsSent: sent,
  };
}
