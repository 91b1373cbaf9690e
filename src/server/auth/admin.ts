import { eq } from "drizzle-orm";

import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";

/** Grants or revokes admin rights; false when no account has that e-mail. */
export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const updated = await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.email, email.trim().toLowerCase())).returning({ id: users.id });
  return updated.length > 0;
}

/** True when the account with this e-mail has two-factor sign-in on (`admin grant` warns otherwise). */
export async function hasTwoFactor(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row?.on === true;
}

/**
 * The admin accounts, their rows locked until the transaction ends: two
 * changes that each remove an admin (a demotion, a deletion) cannot both
 * pass the last-admin check at once.
 */
export function lockAdmins(tx: Pick<Db, "select">): Promise<{ id: string; email: string }[]> {
  return tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.isAdmin, true)).for("update");
}

/** True when `userId` is the only admin among `admins` (from lockAdmins): removing it would leave the site without one. */
export const isLastAdmin = (admins: readonly { id: string }[], userId: string): boolean => admins.length === 1 && admins[0]!.id === userId;
