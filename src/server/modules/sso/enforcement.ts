import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";

import type { Db } from "../../db/client.js";
import { organisations, orgDomains, orgSsoConnections, sessions, users } from "../../db/schema.js";
import { domainOf } from "../orgs/domains.js";

// "Organisation sign-in only" (issue 34): where an organisation requires its
// own sign-in for its verified domains, the site's password, reset and new
// passkeys are refused for addresses there (site admins excepted: the site
// can always be recovered), and sessions follow the organisation's say.

type Executor = Pick<Db, "select" | "delete">;

/** Whether the address is at a domain whose organisation requires its own sign-in (and has a connection in use). */
export async function ssoRequiredAt(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ orgId: orgDomains.orgId })
    .from(orgDomains)
    .innerJoin(organisations, and(eq(organisations.id, orgDomains.orgId), eq(organisations.ssoRequired, true), eq(organisations.status, "active")))
    .innerJoin(orgSsoConnections, and(eq(orgSsoConnections.orgId, orgDomains.orgId), eq(orgSsoConnections.active, true)))
    .where(and(eq(orgDomains.domain, domainOf(email)), isNotNull(orgDomains.approvedAt)))
    .limit(1);
  return Boolean(row);
}

/** Marks a session as made through a connection. */
export async function markSsoSession(db: Db, sessionId: string, connectionId: string): Promise<void> {
  await db.update(sessions).set({ ssoConnectionId: connectionId }).where(eq(sessions.id, sessionId));
}

/** The connection was turned off: the sessions it made end. (Deleting it ends them by the foreign key.) */
export async function endConnectionSessions(db: Executor, connectionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.ssoConnectionId, connectionId));
}

/** The person left or was removed: the sessions the organisation's connections made for them end. */
export async function endOrgSessionsOf(db: Executor, orgId: string, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        inArray(sessions.ssoConnectionId, db.select({ id: orgSsoConnections.id }).from(orgSsoConnections).where(eq(orgSsoConnections.orgId, orgId))),
      ),
    );
}

/**
 * The organisation now requires its own sign-in: sessions its people at its
 * verified domains made another way (password, passkey) end, so everyone
 * comes back through the provider. Site admins keep theirs, and so does the
 * person turning the requirement on (until they sign out).
 */
export async function endOtherSessionsAtDomains(db: Executor, orgId: string, keepFor: string): Promise<void> {
  const atDomains = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      orgDomains,
      and(eq(orgDomains.orgId, orgId), isNotNull(orgDomains.approvedAt), sql`${orgDomains.domain} = split_part(lower(${users.email}), '@', 2)`),
    )
    .where(and(eq(users.isAdmin, false), ne(users.id, keepFor)));
  await db.delete(sessions).where(and(isNull(sessions.ssoConnectionId), inArray(sessions.userId, atDomains)));
}
