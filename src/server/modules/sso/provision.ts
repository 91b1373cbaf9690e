import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";

import type { OrgRole } from "../../../shared/orgs.js";
import { placementOf, type SsoMapping } from "../../../shared/sso.js";
import type { Db } from "../../db/client.js";
import { accounts, orgMembers, orgSupervisedUnits, orgUnits, users } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { joinOrg, keepAnOwner, lockOrg, type Tx } from "../orgs/membership.js";
import { SsoError } from "./sso-error.js";

// Just-in-time provisioning (issue 34): the first sign-in through an
// organisation's provider makes the account inside the organisation; every
// sign-in brings the name and address the provider holds, and a group the
// mapping names sets the unit and role. The person is found by the
// provider's subject (their account for this connection), else by the
// address, which is at one of the organisation's verified domains.

export interface ProviderPerson {
  subject: string;
  email: string;
  name: string;
  groups: string[];
}

interface Connection {
  id: string;
  orgId: string;
  mapping: SsoMapping;
}

/** Better Auth's ids are 32 characters of [A-Za-z0-9]; ours for these rows are 32 of base64url (shared/members.ts USER_ID). */
const newId = () => randomBytes(24).toString("base64url");

export const accountProviderOf = (connectionId: string) => `sso:${connectionId}`;

/** A unit the mapping names that was deleted since counts as none. */
async function existingUnit(tx: Tx, orgId: string, unitId: string | null): Promise<string | null> {
  if (!unitId) return null;
  const [unit] = await tx
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.id, unitId), eq(orgUnits.orgId, orgId)));
  return unit?.id ?? null;
}

export async function provision(db: Db, connection: Connection, person: ProviderPerson): Promise<{ userId: string; created: boolean }> {
  const providerId = accountProviderOf(connection.id);
  return db.transaction(async (tx) => {
    await lockOrg(tx, connection.orgId);
    const [linked] = await tx
      .select({ userId: accounts.userId })
      .from(accounts)
      .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, person.subject)));
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(linked ? eq(users.id, linked.userId) : sql`lower(${users.email}) = ${person.email}`)
      .for("update");
    const [membership] = user
      ? await tx.select({ orgId: orgMembers.orgId, role: orgMembers.role, unitId: orgMembers.unitId }).from(orgMembers).where(eq(orgMembers.userId, user.id))
      : [];
    // An organisation's provider vouches for its own people; a site admin's account stays with its password and second factor.
    if (user?.isAdmin) throw new SsoError("admin_account", `${person.email} is a site admin's account.`);
    if (membership && membership.orgId !== connection.orgId) throw new SsoError("other_org", `${person.email} belongs to another organisation.`);

    let userId: string;
    if (user) {
      userId = user.id;
      await followProvider(tx, user, person);
    } else {
      userId = newId();
      await tx.insert(users).values({ id: userId, name: person.name || person.email, email: person.email, emailVerified: true });
    }
    if (!linked) await tx.insert(accounts).values({ id: newId(), accountId: person.subject, providerId, userId });

    const placement = placementOf(connection.mapping, person.groups);
    const unitId = await existingUnit(tx, connection.orgId, placement ? placement.unitId : connection.mapping.defaultUnitId);
    if (!membership) {
      await joinOrg(tx, { orgId: connection.orgId, userId, role: placement?.role ?? "member", unitId, joinedBy: "sso", self: true });
      await superviseFor(tx, userId, placement?.role, unitId);
    } else if (placement && (placement.role !== membership.role || unitId !== membership.unitId)) {
      await moveTo(tx, connection.orgId, userId, membership.role, { role: placement.role, unitId });
    }
    return { userId, created: !user };
  });
}

/** Name and address follow the provider; an address another account holds is refused, not taken over. */
async function followProvider(tx: Tx, user: { id: string; name: string; email: string }, person: ProviderPerson): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (person.name && person.name !== user.name) changes.name = person.name;
  if (person.email !== user.email.toLowerCase()) {
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${person.email}`);
    if (holder) throw new SsoError("email_taken", `${person.email} is already the address of another account.`);
    changes.email = person.email;
  }
  await tx
    .update(users)
    .set({ ...changes, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

/** A mapped supervisor supervises the unit their group maps to. */
async function superviseFor(tx: Tx, userId: string, role: OrgRole | undefined, unitId: string | null): Promise<void> {
  await tx.delete(orgSupervisedUnits).where(eq(orgSupervisedUnits.userId, userId));
  if (role === "supervisor" && unitId) await tx.insert(orgSupervisedUnits).values({ userId, unitId });
}

/** The provider's groups changed: the new role and unit, except that the organisation's last owner stays one. */
async function moveTo(tx: Tx, orgId: string, userId: string, from: OrgRole, to: { role: OrgRole; unitId: string | null }): Promise<void> {
  let role = to.role;
  if (from === "owner" && role !== "owner") {
    try {
      await keepAnOwner(tx, orgId, userId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      role = "owner";
    }
  }
  await tx.update(orgMembers).set({ role, unitId: to.unitId }).where(eq(orgMembers.userId, userId));
  await superviseFor(tx, userId, role, to.unitId);
}
