import { eq } from "drizzle-orm";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { authError } from "./auth-error.js";
import { normaliseEmail } from "./normalise-email.js";

export const USER_EXISTS_MESSAGE = "An account with this email already exists.";

export { normaliseEmail };

/**
 * The spec's "User already exists" notice needs a distinct answer for a
 * registered address, in both mail modes (with verification required,
 * Better Auth itself would answer as if the sign-up had worked).
 */
export async function refuseRegisteredEmail(db: Db, email: string): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  if (existing) throw authError(AUTH_ERROR_CODES.USER_ALREADY_EXISTS, USER_EXISTS_MESSAGE);
}

const registered = async (db: Db, where: ReturnType<typeof eq>) => (await db.select({ id: users.id }).from(users).where(where).limit(1)).length > 0;

/**
 * Sign-ups for one address that race all pass `refuseRegisteredEmail`.
 * Better Auth then answers the losers in one of two ways: its insert hits
 * the unique address (FAILED_TO_CREATE_USER), or it already sees the
 * winner's row and, as verification is required, answers as if the sign-up
 * had worked, with a made-up user. Either answer becomes the one a later
 * sign-up gets: 422 USER_ALREADY_EXISTS.
 */
export async function refuseLostSignUpRace(db: Db, email: string, outcome: { failed: boolean; code?: string; returned?: unknown }): Promise<void> {
  if (outcome.failed) {
    if (outcome.code === "FAILED_TO_CREATE_USER" && (await registered(db, eq(users.email, normaliseEmail(email))))) {
      throw authError(AUTH_ERROR_CODES.USER_ALREADY_EXISTS, USER_EXISTS_MESSAGE);
    }
    return;
  }
  const userId = (outcome.returned as { user?: { id?: unknown } } | undefined)?.user?.id;
  if (typeof userId === "string" && !(await registered(db, eq(users.id, userId)))) {
    throw authError(AUTH_ERROR_CODES.USER_ALREADY_EXISTS, USER_EXISTS_MESSAGE);
  }
}
