import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";

/** Grants or revokes admin rights; false when no account has that e-mail. */
export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** True when the account with this e-mail has two-factor sign-in on (`admin grant` warns otherwise). */
export async function hasTwoFactor(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row?.on === true;
}
