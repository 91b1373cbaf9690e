import { eq } from "drizzle-orm";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";

// With REQUIRE_ADMIN_2FA (on by default in production), an admin account
// without two-factor sign-in gets no admin answer: a stolen password alone
// must not open the admin tools (docs/decisions/032). Read from the user row
// on each admin request, so turning it on takes effect at once.

export const ADMIN_TWO_FACTOR_MESSAGE = "Turn on two-factor sign-in on your account page before using the admin tools.";

/** True when this admin must set up two-factor sign-in before the admin API answers them. */
export async function adminNeedsTwoFactor({ config, db }: { config: Pick<Config, "requireAdmin2fa">; db: Db }, userId: string): Promise<boolean> {
  if (!config.requireAdmin2fa) return false;
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.on !== true;
}
