import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { publicTables } from "../../backup/tables.js";
import { query } from "../../db/raw-query.js";
import { contacts, passkeys, podcasts, posts, progress, twoFactors, users, verifications } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { me, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { memberFeed } from "../feeds/service.js";
import { deleteAccount, LAST_ADMIN_MESSAGE } from "./delete-account.js";

/**
 * Tables allowed to mention a deleted member, and why:
 * contacts: messages sent to the site owner from their address (decision record 031);
 * activity_log: the admin audit trail keeps a snapshot of who acted (decision record 038).
 */
const MAY_MENTION = new Set(["contacts", "activity_log"]);

/** Every table of the database whose rows (as JSON text) mention any of `needles`, with the count. */
async function tablesMentioning(db: TestApp["database"]["db"], needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const rows = await query<{ row: string }>(db, sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
    const n = rows.filter(({ row }) => needles.some((needle) => row.toLowerCase().includes(needle.toLowerCase()))).length;
    if (n) found[table] = n;
  }
  return found;
}

describe.each(databaseKinds)("deleting an account (%s)", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("leaves no row of the member in any table; an admin's content stays with its author cleared", async () => {
    const { db } = t.database;
    const { id: chiefId } = await signInAdmin(t, "chief@example.com");
    const { id: deputyId } = await signInAdmin(t, "deputy@example.com");
    await signUp(t.app, "member@example.com");
    const cookie = sessionCookie(await signIn(t.app, "member@example.com"));
    const member = (await me(t.app, cookie)).json().id as string;

    // Rows of every kind a member can have.
    const post = await insertPost(db, { title: "Chief's post" });
    await db.update(posts).set({ authorId: deputyId }).where(eq(posts.id, post.id));
    const episode = await insertPodcast(db, t.storage, { title: "Deputy's episode" });
    await db.update(podcasts).set({ authorId: deputyId }).where(eq(podcasts.id, episode.id));
    for (const userId of [member, deputyId]) {
      await db.insert(progress).values({ userId, contentKind: "post", contentId: post.id, positionSeconds: 3, clientUpdatedAt: new Date() });
      await memberFeed(db, { secret: "test-secret-".repeat(4), userId });
      await db.insert(twoFactors).values({ id: `tf-${userId}`, userId, secret: "encrypted", backupCodes: "encrypted", verified: true });
      await db.insert(passkeys).values({
        id: `pk-${userId}`,
        userId,
        name: "Laptop",
        publicKey: "key",
        credentialID: `cred-${userId}`,
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
      });
      await db.insert(verifications).values({ id: `v-${userId}`, identifier: `2fa-${userId}`, value: userId, expiresAt: new Date(Date.now() + 60_000) });
    }
    await db.insert(contacts).values({ name: "Member", email: "member@example.com", message: "Hello" });
    await signIn(t.app, "member@example.com", "wrong-password-1");
    // Someone else's address that contains this one: its failure counters are theirs and stay.
    await signIn(t.app, "xmember@example.com", "wrong-password-1");
    const othersCounters = async () =>
      (await query<{ key: string }>(db, sql`select key from rate_limits where position('xmember@example.com' in key) > 0`)).length;
    expect(await othersCounters()).toBeGreaterThan(0);

    const before = await tablesMentioning(db, [member, "member@example.com"]);
    expect(Object.keys(before).length).toBeGreaterThan(5);
    expect(before).toHaveProperty("passkeys");

    expect(await deleteAccount(db, member)).toEqual({ id: member, email: "member@example.com" });
    expect(await deleteAccount(db, deputyId)).toEqual({ id: deputyId, email: "deputy@example.com" });
    expect(await othersCounters()).toBeGreaterThan(0);
    // (Out of the way now: the search below would find "member@example.com" inside them.)
    await db.execute(sql`delete from rate_limits where position('xmember@example.com' in key) > 0`);

    for (const [who, needles] of [
      ["member", [member, "member@example.com"]],
      ["deputy", [deputyId, "deputy@example.com"]],
    ] as const) {
      const left = await tablesMentioning(db, [...needles]);
      for (const table of MAY_MENTION) delete left[table];
      expect(left, who).toEqual({});
    }
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, "member@example.com")).statusCode).toBe(401);
    // The deputy's content stays, without an author.
    expect((await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, post.id)))[0]?.authorId).toBeNull();
    expect((await db.select({ authorId: podcasts.authorId }).from(podcasts).where(eq(podcasts.id, episode.id)))[0]?.authorId).toBeNull();
    // The chief is untouched.
    expect((await db.select({ id: users.id }).from(users).where(eq(users.id, chiefId))).length).toBe(1);
  });

  it("refuses to delete the last admin with a 409 and a clear message, and 404s an unknown member", async () => {
    const { db } = t.database;
    const adminsNow = () => db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    // The chief, left the only admin by the test before; made here when this test runs alone (-t).
    if ((await adminsNow()).length === 0) await signInAdmin(t, "chief@example.com");
    const admins = await adminsNow();
    expect(admins.length).toBe(1);
    await expect(deleteAccount(db, admins[0]!.id)).rejects.toMatchObject({ status: 409, message: LAST_ADMIN_MESSAGE });
    expect((await db.select({ id: users.id }).from(users).where(eq(users.id, admins[0]!.id))).length).toBe(1);
    await expect(deleteAccount(db, "no-such-id")).rejects.toMatchObject({ status: 404 });
  });
});
