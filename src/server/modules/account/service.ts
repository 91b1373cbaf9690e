import { and, asc, desc, eq, gt, sql } from "drizzle-orm";

import type { AccountSession, DeleteAccountInput } from "../../../shared/my-account.js";
import { seenTitles, titleKey } from "../../access/seen-titles.js";
import { viewerOf } from "../../access/viewer.js";
import { securityNoticeMail } from "../../auth/mails.js";
import { maskIp } from "../../auth/masked-ip.js";
import type { SecondFactorApi } from "../../auth/second-factor.js";
import type { Db } from "../../db/client.js";
import {
  accounts,
  activityLog,
  contacts,
  contentItems,
  contentOpeners,
  feedTokens,
  memberPreferences,
  passkeys,
  podcasts,
  posts,
  progress,
  sessions,
  twoFactors,
  users,
} from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { Mailer } from "../../mail/mailer.js";
import { newsletterExport } from "../newsletter/subscribers.js";
import { deleteAccount } from "./delete-account.js";

/** The user-agent parser comes with it: loaded on use, not by every start (docs/decisions/125). */
const deviceNames = () => import("../../auth/device-name.js");

// The member's own account: devices, the data export (GDPR Art. 15/20) and
// deletion (Art. 17). Profile, e-mail, password and two-factor changes are
// Better Auth's endpoints (auth/auth.ts), with this product's policy in
// auth/account-hooks.ts.

/** The member's active sessions, newest use first; tokens never leave the server. */
export async function listSessions(db: Db, { userId, currentToken }: { userId: string; currentToken: string | null }): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      current: currentToken ? sql<boolean>`${sessions.token} = ${currentToken}` : sql<boolean>`false`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
  const { describeDevice } = await deviceNames();
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: maskIp(row.ipAddress),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.updatedAt.toISOString(),
    current: row.current === true,
  }));
}

/** Signs one of the member's devices out (404 for a session that is not theirs: ids are not secrets). */
export async function revokeSession(db: Db, { userId, sessionId }: { userId: string; sessionId: string }): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound("That device is not signed in.");
}

/**
 * Everything held about the member, as one JSON document: profile, devices
 * (with their full address and browser: it is their data), sign-in methods,
 * two-factor status, progress, preferences, feed metadata, what they opened
 * (progress and opens named by the titles of the records they may see),
 * what they authored, their admin activity, their newsletter subscription
 * and what it sent them, and the contact messages sent
 * from their address once it is verified (before that, anyone could have
 * registered it: without SMTP sign-in does not wait for verification). Never a secret: no password hash, session token, TOTP
 * secret, backup code or feed token (or its hash). Passkeys as the member
 * knows them (name, added, synced or one device, the authenticator's make
 * where known), without credential id or public key: identifiers of their
 * authenticator that no other service can use, and that a forwarded export
 * file should not carry (docs/decisions/056).
 */
export async function exportAccount(db: Db, { userId }: { userId: string }) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("No such member.");
  const { describeDevice } = await deviceNames();
  // What the member knows of each: never a secret, nor the rows' internal ids and links (issue 32).
  const signInColumns = { providerId: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt };
  const sessionColumns = {
    createdAt: sessions.createdAt,
    lastActiveAt: sessions.updatedAt,
    expiresAt: sessions.expiresAt,
    ipAddress: sessions.ipAddress,
    userAgent: sessions.userAgent,
  };
  const feedColumns = { createdAt: feedTokens.createdAt, lastFetchedAt: feedTokens.lastFetchedAt, downloads: feedTokens.downloads };
  const authored = (table: typeof posts | typeof podcasts | typeof contentItems) =>
    db.select({ id: table.id, title: table.title, createdAt: table.createdAt }).from(table).where(eq(table.authorId, userId)).orderBy(asc(table.createdAt));
  const [
    signInMethods,
    passkeyRows,
    devices,
    twoFactor,
    progressRows,
    preferences,
    feed,
    opened,
    authoredPosts,
    authoredEpisodes,
    authoredItems,
    activity,
    messages,
    newsletter,
  ] = await Promise.all([
    db.select(signInColumns).from(accounts).where(eq(accounts.userId, userId)),
    db
      .select({ name: passkeys.name, createdAt: passkeys.createdAt, deviceType: passkeys.deviceType, backedUp: passkeys.backedUp, aaguid: passkeys.aaguid })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
    db.select(sessionColumns).from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db.select({ verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, userId)),
    db.select().from(progress).where(eq(progress.userId, userId)).orderBy(asc(progress.updatedAt)),
    db.select().from(memberPreferences).where(eq(memberPreferences.userId, userId)),
    db.select(feedColumns).from(feedTokens).where(eq(feedTokens.userId, userId)),
    db.select().from(contentOpeners).where(eq(contentOpeners.userId, userId)).orderBy(asc(contentOpeners.day)),
    authored(posts),
    authored(podcasts),
    authored(contentItems),
    db.select().from(activityLog).where(eq(activityLog.actorId, userId)).orderBy(asc(activityLog.createdAt)),
    user.emailVerified ? db.select().from(contacts).where(eq(contacts.email, user.email)).orderBy(asc(contacts.createdAt)) : Promise.resolve([]),
    newsletterExport(db, user),
  ]);
  // Records by their titles, as the access policy lets the member see them (a record deleted or made a draft since: null).
  const titles = await seenTitles(db, viewerOf(user), [...progressRows, ...opened]);
  // Better Auth's passkey plugin (its authenticators' names) is loaded on use, never at start-up (app.ts: getAuth).
  const { getAuthenticatorName: authenticatorName } = await import("@better-auth/passkey");
  return {
    exportedAt: new Date().toISOString(),
    site: "Lead or Be Led",
    profile: {
      id: user.id,
      fullName: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    twoFactor: { enabled: user.twoFactorEnabled, setUpStarted: twoFactor.length > 0 && !twoFactor[0]!.verified },
    signInMethods: signInMethods.map((method) => ({ method: method.providerId === "credential" ? "E-mail and password" : method.providerId, ...method })),
    passkeys: passkeyRows.map(({ aaguid, ...row }) => ({ ...row, authenticator: authenticatorName(aaguid ?? undefined) ?? null })),
    sessions: devices.map((s) => ({ ...s, device: describeDevice(s.userAgent) })),
    progress: progressRows.map(({ userId: _user, clientUpdatedAt: _client, ...row }) => ({
      ...row,
      title: titles.get(titleKey(row)) ?? null,
    })),
    preferences: preferences.map(({ userId: _user, ...row }) => row)[0] ?? null,
    podcastFeed: feed[0] ?? null,
    contentOpened: opened.map(({ userId: _user, ...row }) => ({ ...row, title: titles.get(titleKey(row)) ?? null })),
    authored: { posts: authoredPosts, podcasts: authoredEpisodes, contentItems: authoredItems },
    adminActivity: activity,
    newsletter,
    contactMessages: messages.map((m) => ({ name: m.name, email: m.email, message: m.message, createdAt: m.createdAt })),
    ...(user.emailVerified
      ? {}
      : { contactMessagesNote: "Messages sent through the contact form from this address are included once the address is verified." }),
  };
}

interface DeleteOwnAccountDeps {
  db: Db;
  mailer: Mailer;
  /** Better Auth's API: password and second-factor checks, with the member's own session. */
  api: SecondFactorApi & { verifyPassword(input: { body: { password: string }; headers: Headers }): Promise<unknown> };
}

/**
 * The member deletes their own account: the password (through Better Auth's
 * verify-password, limited like every re-check), the second factor when it
 * is on, and the typed confirmation (checked by the route's schema). Then
 * everything goes (delete-account.ts) and the old address gets a last notice.
 */
export async function deleteOwnAccount(
  { db, mailer, api }: DeleteOwnAccountDeps,
  { userId, headers, input }: { userId: string; headers: Headers; input: DeleteAccountInput },
): Promise<void> {
  await api.verifyPassword({ body: { password: input.password }, headers });
  const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  if (user?.twoFactorEnabled) {
    // Better Auth's code is loaded on use, never at start-up (app.ts: getAuth).
    const { requireSecondFactor } = await import("../../auth/second-factor.js");
    await requireSecondFactor(api, headers, input.code);
  }
  // Loaded before the deletion, so nothing after it can fail but the mail.
  const { describeDevice } = await deviceNames();
  const deleted = await deleteAccount(db, userId);
  await mailer.send(securityNoticeMail(deleted.email, "account-deleted", { at: new Date(), device: describeDevice(headers.get("user-agent")) }));
}
