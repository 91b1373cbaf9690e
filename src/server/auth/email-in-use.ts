import { eq, sql } from "drizzle-orm";

import { AUTH_ERROR_CODES, EMAIL_IN_USE_MESSAGE } from "../../shared/api-error.js";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import { authError } from "./auth-error.js";

/** What Better Auth gives a database hook: the endpoint's context, with its query and redirect. */
interface EndpointContext {
  query?: Record<string, unknown>;
  redirect?: (url: string) => unknown;
}

/**
 * Better Auth's `databaseHooks.user.update.before` for an address change: the
 * new address may have been registered by someone else between the change
 * request and the click on its link. The unique index would refuse the write
 * with a 500; this says so first, and changes nothing: a 409 with the reason,
 * or, when the link carries a page to return to, that page with
 * `error=EMAIL_IN_USE`.
 */
export function refuseTakenEmail(db: Db) {
  return async (data: Record<string, unknown>, context: EndpointContext | null): Promise<undefined> => {
    if (typeof data.email !== "string") return undefined;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, data.email.toLowerCase()))
      .limit(1);
    if (!taken) return undefined;
    const back = context?.query?.callbackURL;
    if (typeof back === "string" && back.startsWith("/") && context?.redirect) {
      const url = new URL(back, "http://site");
      url.searchParams.set("error", AUTH_ERROR_CODES.EMAIL_IN_USE);
      throw context.redirect(`${url.pathname}${url.search}`);
    }
    throw authError(AUTH_ERROR_CODES.EMAIL_IN_USE, EMAIL_IN_USE_MESSAGE);
  };
}
