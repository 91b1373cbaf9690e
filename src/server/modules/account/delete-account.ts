import { eq } from "drizzle-orm";

import { isLastAdmin, lockAdmins } from "../../auth/admin.js";
import type { Db } from "../../db/client.js";
import { users, verifications } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { forgetSubjects } from "../../rate-limit/rate-limiter.js";
import { trainingRecordOnAccountDeletion } from "../training-record/account-deletion.js";

export const LAST_ADMIN_MESSAGE = "This is the last admin account. Make another member an admin before deleting it.";

interface DeletedAccount {
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
 * (docs/decisions/031-account-deletion.md). Their training record is erased
 * unless their organisation keeps records (docs/decisions/094).
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
    const admins = await lockAdmins(tx);
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new AppError("NOT_FOUND", "No such member.");
    if (isLastAdmin(admins, user.id)) throw new AppError("CONFLICT", LAST_ADMIN_MESSAGE);
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    // Counters are about an e-mail, an "e-mail|ip" pair or a user id.
    await forgetSubjects(tx, { subjects: [user.email, user.id], prefixes: [`${user.email}|`] });
    // Before the user row: its cascade takes the organisation membership that says whether to keep the record.
    await trainingRecordOnAccountDeletion(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    const deleted = { id: user.id, email: user.email };
    await alongside?.(tx, deleted);
    return deleted;
  });
}
