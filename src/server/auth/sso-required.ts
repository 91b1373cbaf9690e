import { eq, sql } from "drizzle-orm";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { sessions, users, verifications } from "../db/schema.js";
import { ssoRequiredAt } from "../modules/sso/enforcement.js";
import { authError } from "./auth-error.js";

export const SSO_REQUIRED_MESSAGE = "Your organisation signs its people in with its own sign-in. Use “Sign in with your organisation” on the login page.";

const isSiteAdmin = async (db: Db, where: { email: string } | { id: string }) => {
  const [row] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where("id" in where ? eq(users.id, where.id) : sql`lower(${users.email}) = ${where.email.toLowerCase()}`);
  return row?.isAdmin === true;
};

/**
 * Refuses the site's own way in (sign-up, password sign-in, reset, a new
 * passkey) for an address whose organisation requires its own sign-in
 * (modules/sso/enforcement.ts). A site admin's account is never refused, so
 * an organisation can always be recovered.
 */
export async function refuseWhereSsoRequired(db: Db, who: { email: string } | { id: string; email: string }): Promise<void> {
  if (!who.email || !(await ssoRequiredAt(db, who.email))) return;
  if (await isSiteAdmin(db, "id" in who ? { id: who.id } : { email: who.email })) return;
  throw authError(AUTH_ERROR_CODES.SSO_REQUIRED, SSO_REQUIRED_MESSAGE);
}

/** After a sign-in that made a session another way (a passkey): where it is refused, the session is deleted and the refusal answered. */
export async function refuseSessionWhereSsoRequired(db: Db, who: { id: string; email: string }, token: string): Promise<void> {
  try {
    await refuseWhereSsoRequired(db, who);
  } catch (error) {
    await db.delete(sessions).where(eq(sessions.token, token));
    throw error;
  }
}

/** A reset link sent before the organisation required its own sign-in sets no password after (Better Auth keeps its user id under "reset-password:<token>"). */
export async function refuseResetWhereSsoRequired(db: Db, token: string): Promise<void> {
  if (!token) return;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`));
  if (row) await refuseWhereSsoRequired(db, row);
}
