import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";

import type { OrgRole } from "../../../shared/orgs.js";
import { placementOf, type SsoMapping } from "../../../shared/sso.js";
import { accounts, orgMembers, orgSupervisedUnits, orgUnits, passkeys, sessions, twoFactors, users } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { certifyPlacing, joinOrg, keepAnOwner, lockOrg, type Tx } from "../orgs/membership.js";
import type { SsoDeps } from "./deps.js";
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

export async function provision(
  { db, certify }: Pick<SsoDeps, "db" | "certify">,
  connection: Connection,
  person: ProviderPerson,
): Promise<{ userId: string; created: boolean }> {
  const providerId = accountProviderOf(connection.id);
  return db.transaction(async (tx) => {
    await lockOrg(tx, connection.orgId);
    const { user, membership, linked } = await findPerson(tx, connection, providerId, person);
    // An organisation's provider vouches for its own people; a site admin's account stays with its password and second factor.
    if (user?.isAdmin) throw new SsoError("admin_account", `${person.email} is a site admin's account.`);
    if (membership && membership.orgId !== connection.orgId) throw new SsoError("other_org", `${person.email} belongs to another organisation.`);
    // An account nobody ever proved the address of may have been made by someone else in advance: its ways in go
    // (password, passkeys, two-factor, sessions), and it becomes the provider's person's alone.
    if (user && !linked && !user.emailVerified) await clearUnprovenWaysIn(tx, user.id);

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
      await joinOrg(tx, { orgId: connection.orgId, userId, role: placement?.role ?? "member", unitId, joinedBy: "sso", self: true, certify });
      await superviseFor(tx, userId, placement?.role, unitId);
    } else if (placement && (placement.role !== membership.role || unitId !== membership.unitId)) {
      await moveTo(tx, connection.orgId, userId, membership.role, { role: placement.role, unitId });
      if (unitId && unitId !== membership.unitId) await certifyPlacing(certify, tx, [userId]);
    }
    return { userId, created: !user };
  });
}

interface Found {
  user: { id: string; name: string; email: string; isAdmin: boolean; emailVerified: boolean } | undefined;
  membership: { orgId: string; role: OrgRole; unitId: string | null } | undefined;
  /** Whether the user was found by this connection's link to the provider's subject. */
  linked: boolean;
}

/**
 * The person: by this connection's link to the provider's subject while they
 * are still in the organisation; a link to someone who has left is dropped
 * (they are no longer the organisation's to vouch for), and then by address.
 */
async function findPerson(tx: Tx, connection: Connection, providerId: string, person: ProviderPerson): Promise<Found> {
  const userColumns = { id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, emailVerified: users.emailVerified };
  const membershipOf = async (userId: string) =>
    (await tx.select({ orgId: orgMembers.orgId, role: orgMembers.role, unitId: orgMembers.unitId }).from(orgMembers).where(eq(orgMembers.userId, userId)))[0];
  const [link] = await tx
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, person.subject)));
  if (link) {
    const membership = await membershipOf(link.userId);
    if (membership?.orgId === connection.orgId) {
      const [user] = await tx.select(userColumns).from(users).where(eq(users.id, link.userId)).for("update");
      return { user, membership, linked: true };
    }
    await tx.delete(accounts).where(eq(accounts.id, link.id));
  }
  const [user] = await tx
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${person.email}`)
    .for("update");
  return { user, membership: user ? await membershipOf(user.id) : undefined, linked: false };
}

/** Every way into an account other than the provider's: for an account whose address nobody proved. */
async function clearUnprovenWaysIn(tx: Tx, userId: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
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
