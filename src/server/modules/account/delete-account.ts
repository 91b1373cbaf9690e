import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users, verifications } from "../../db/schema.js";
import { AppError } from "../../errors.js";

export const LAST_ADMIN_MESSAGE = "This is the last admin account. Make another member an admin before deleting it.";

export interface DeletedAccount {
  id: string;
  email: string;
}

/**
 * Deletes a member completely (GDPR Art. 17), in one transaction: the user
 * row, and with it by foreign key (ON DELETE CASCADE) their sessions,
 * credentials, two-factor secret and backup codes, progress and feed token
 * (and its client log). Content they authored as an admin stays, with its
 * author cleared (ON DELETE SET NULL). Rows keyed by the member without a
 * foreign key go too: single-use tokens and two-factor challenges in
 * `verifications` (their value is the user id), and rate-limit counters
 * keyed by their e-mail or id. Contact messages sent from their address are
 * kept: they are the site owner's correspondence, not account data
 * (docs/decisions/031-account-deletion.md).
 *
 * Refuses (409) to delete the last admin, so the site always keeps one;
 * admin rows are locked first, so two admins deleting themselves at once
 * cannot both pass. 404 when there is no such member.
 *
 * Used by the member's own "Delete account" and by the admin's members page.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  /** Work that must commit with the deletion or not at all (the admin's activity entry). */
  alongside?: (tx: Pick<Db, "insert">, deleted: DeletedAccount) => Promise<void>,
): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for("update");
    const [user] = await tx.select({ id: users.id, email: users.email, isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("NOT_FOUND", "No such member.");
    if (user.isAdmin && admins.filter((a) => a.id !== user.id).length === 0) throw new AppError("CONFLICT", LAST_ADMIN_MESSAGE);
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    // Counter keys are "<rule>:<subject>", the subject an e-mail, "e-mail|ip" or a user id. Matched
    // exactly: another member's address that merely contains this one keeps its counters.
    const subject = sql`substr(key, position(':' in key) + 1)`;
    await tx.execute(
      sql`delete from rate_limits where ${subject} in (${user.email}, ${user.id}) or left(${subject}, ${user.email.length + 1}) = ${`${user.email}|`}`,
    );
    await tx.delete(users).where(eq(users.id, user.id));
    const deleted = { id: user.id, email: user.email };
    await alongside?.(tx, deleted);
    return deleted;
  });
}
