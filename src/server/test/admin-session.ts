import { eq } from "drizzle-orm";

import { setAdmin } from "../auth/admin.js";
import { users } from "../db/schema.js";
import type { TestApp } from "./app.js";
import { sessionCookie, signIn, signUp } from "./auth-helpers.js";

/** Signs up an account, makes it an admin and signs it in: its Cookie header value and user id. */
export async function signInAdmin(t: TestApp, email = "chief@example.com"): Promise<{ cookie: string; id: string }> {
  await signUp(t.app, email);
  await setAdmin(t.database.db, email, true);
  const cookie = sessionCookie(await signIn(t.app, email));
  const user = await t.database.db.query.users.findFirst({ where: eq(users.email, email) });
  return { cookie, id: user!.id };
}
