import { eq } from "drizzle-orm";
import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { authError } from "./auth-error.js";

export const USER_EXISTS_MESSAGE = "An account with this email already exists.";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The spec's "User already exists" notice needs a distinct answer for a
 * registered address, in both mail modes (with verification required,
 * Better Auth itself would answer as if the sign-up had worked).
 */
export async function refuseRegisteredEmail(db: Db, email: string): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  if (existing) throw authError(AUTH_ERROR_CODES.USER_ALREADY_EXISTS, USER_EXISTS_MESSAGE);
}
