import { and, eq, sql } from "drizzle-orm";

import { ALREADY_IN_THIS_ORG, IN_ANOTHER_ORG, LAST_OWNER, UNIT_NOT_FOUND, YOU_ARE_IN_ANOTHER_ORG, type JoinedBy, type OrgRole } from "../../../shared/orgs.js";
import type { Db } from "../../db/client.js";
import { organisations, orgMembers, orgUnits } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";
import type { CertifyJob } from "../assignments/completion.js";

// Joining and the rules every way in shares: one organisation per person
// (the primary key of org_members), a unit of the same organisation, and an
// organisation that always keeps an owner.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Joining {
  orgId: string;
  userId: string;
  role: OrgRole;
  unitId: string | null;
  joinedBy: JoinedBy;
  /** Whose words the refusal uses: the person joining ("You already belong…") or someone adding them. */
  self: boolean;
  /**
   * The job that certifies what they had already done when they come into
   * assignments' scope (modules/assignments/completion.ts); null only where
   * the organisation is new and has none.
   */
  certify: CertifyJob | null;
}

/** A person came into an organisation or moved unit: certificates for assignments they had already done, queued with the change. */
export async function certifyPlacing(certify: CertifyJob, tx: Tx | Db, userIds: string[]): Promise<void> {
  if (userIds.length === 1) await certify.send({ userId: userIds[0]! }, { in: tx });
  else if (userIds.length > 1)
    await certify.sendMany(
      userIds.map((userId) => ({ payload: { userId } })),
      { in: tx },
    );
}

/** Adds the person; a person already in an organisation is refused (409), whichever it is. */
export async function joinOrg(tx: Tx | Db, joining: Joining): Promise<void> {
  const { orgId, userId, role, unitId, joinedBy } = joining;
  const [added] = await tx
    .insert(orgMembers)
    .values({ orgId, userId, role, unitId, joinedBy })
    .onConflictDoNothing({ target: orgMembers.userId })
    .returning({ userId: orgMembers.userId });
  if (added) {
    if (joining.certify) await certifyPlacing(joining.certify, tx, [userId]);
    return;
  }
  const [existing] = await tx.select({ orgId: orgMembers.orgId }).from(orgMembers).where(eq(orgMembers.userId, userId));
  if (existing?.orgId === orgId) throw new AppError("CONFLICT", joining.self ? ALREADY_IN_THIS_ORG : "That person is already in this organisation.");
  throw new AppError("CONFLICT", joining.self ? YOU_ARE_IN_ANOTHER_ORG : IN_ANOTHER_ORG);
}

/** The unit when it is one of the organisation's (else the unit's 404); null stays null. */
export async function unitOfOrg(tx: Tx | Db, orgId: string, unitId: string | null | undefined): Promise<string | null> {
  if (!unitId) return null;
  const [unit] = await tx
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.id, unitId), eq(orgUnits.orgId, orgId)));
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  return unit.id;
}

/**
 * Locks the organisation's row: every change to its people and units takes
 * it first, so they run one after another (two owners demoting each other
 * wait for each other instead of deadlocking on each other's rows; an import
 * and a new unit of the same name cannot both insert it).
 */
export async function lockOrg(tx: Tx, orgId: string): Promise<void> {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, orgId)).for("update");
}

/**
 * Refuses a change that would leave the organisation without an owner. Call
 * it after `lockOrg`, so two owners demoting each other at once cannot both
 * succeed.
 */
export async function keepAnOwner(tx: Tx, orgId: string, losing: string): Promise<void> {
  const owners = await tx
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, "owner")));
  if (owners.length === 1 && owners[0]!.userId === losing) throw new AppError("CONFLICT", LAST_OWNER);
}

/** How many people the organisation has. */
export async function peopleCount(db: Tx | Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orgMembers)
    .where(eq(orgMembers.orgId, orgId));
  return row?.n ?? 0;
}
