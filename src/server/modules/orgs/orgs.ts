import { and, asc, eq, sql } from "drizzle-orm";

import type { Page } from "../../../shared/content.js";
import {
  ALREADY_APPROVED,
  ORG_NOT_FOUND,
  type AdminOrgsQuery,
  type AdminOrgSummary,
  type CreateOrgInput,
  type MyOrg,
  type Org,
  type UpdateOrgInput,
} from "../../../shared/orgs.js";
import { abilitiesOf, requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import { normaliseEmail } from "../../auth/normalise-email.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, paginate, toPage } from "../../db/pagination.js";
import { images, organisations, orgMembers, orgUnits, users } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, notFound } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { sendInvitation, type InvitationDeps } from "./invitations.js";
import { logoUrlOf } from "./logo.js";
import { joinOrg, peopleCount } from "./membership.js";

// An organisation itself: made by a site admin with its first owner (or asked
// for by a member and approved by a site admin), read by its people, renamed
// and set up by its owners.

export const NAME_TAKEN = "An organisation with that name already exists.";

/**
 * A site admin makes an organisation and names its owner: an account with
 * that address becomes the owner at once; with no such account, an
 * invitation to own it is e-mailed (the organisation waits for them).
 */
export async function createOrg(
  deps: InvitationDeps,
  { input, viewer }: { input: CreateOrgInput; viewer: Viewer },
): Promise<{ id: string; ownerInvited: boolean }> {
  const actor = actorOf(viewer);
  const email = normaliseEmail(input.ownerEmail);
  return deps.db.transaction(async (tx) => {
    // The unique index on lower(name): a name taken in any case inserts nothing.
    const [org] = await tx.insert(organisations).values({ name: input.name, createdBy: actor.id }).onConflictDoNothing().returning({ id: organisations.id });
    if (!org) throw new AppError("CONFLICT", NAME_TAKEN);
    const orgId = org.id;
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (owner) await joinOrg(tx, { orgId, userId: owner.id, role: "owner", unitId: null, joinedBy: "admin", self: false, certify: null });
    else await sendInvitation(tx, deps, { orgId, orgName: input.name, email: input.ownerEmail, role: "owner", unitId: null, inviter: actor });
    await recordActivity(tx, {
      actor,
      action: "org.create",
      target: { kind: "org", id: orgId, title: input.name },
      details: { owner: email, ownerInvited: !owner },
    });
    return { id: orgId, ownerInvited: !owner };
  });
}

/**
 * A member asks for an organisation they will own (a department that is not
 * on the site yet): it exists at once, as `requested`, with them as its owner,
 * and nothing of it can be managed until a site admin approves it.
 */
export async function requestOrg(db: Db, viewer: Viewer, name: string): Promise<{ id: string }> {
  const actor = actorOf(viewer);
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({ name, status: "requested", createdBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: organisations.id });
    if (!org) throw new AppError("CONFLICT", NAME_TAKEN);
    await joinOrg(tx, { orgId: org.id, userId: actor.id, role: "owner", unitId: null, joinedBy: "admin", self: true, certify: null });
    return { id: org.id };
  });
}

/** A site admin approves a requested organisation. */
export async function approveOrg(db: Db, viewer: Viewer, orgId: string): Promise<void> {
  const actor = actorOf(viewer);
  await db.transaction(async (tx) => {
    const [org] = await tx
      .select({ name: organisations.name, status: organisations.status })
      .from(organisations)
      .where(eq(organisations.id, orgId))
      .for("update");
    if (!org) throw notFound(ORG_NOT_FOUND);
    if (org.status === "active") throw new AppError("CONFLICT", ALREADY_APPROVED);
    await tx.update(organisations).set({ status: "active" }).where(eq(organisations.id, orgId));
    await recordActivity(tx, { actor, action: "org.approve", target: { kind: "org", id: orgId, title: org.name } });
  });
}

/**
 * A site admin deletes an organisation (a request turned down, or one that
 * is no more): its units, memberships, invitations and assignments go; its
 * people keep their accounts, and the training record keeps its events.
 */
export async function deleteOrg(db: Db, viewer: Viewer, orgId: string): Promise<void> {
  const actor = actorOf(viewer);
  await db.transaction(async (tx) => {
    const [org] = await tx.delete(organisations).where(eq(organisations.id, orgId)).returning({ name: organisations.name });
    if (!org) throw notFound(ORG_NOT_FOUND);
    await recordActivity(tx, { actor, action: "org.delete", target: { kind: "org", id: orgId, title: org.name } });
  });
}

/** The site admin's list of organisations, newest first (optionally only those waiting for approval). */
export async function listOrgs(db: Db, page: AdminOrgsQuery): Promise<Page<AdminOrgSummary>> {
  const rows = await paginate(
    db
      .select({
        id: organisations.id,
        name: organisations.name,
        status: organisations.status,
        cursorAt: cursorColumn(organisations),
        people: sql<number>`(select count(*)::int from ${orgMembers} m where m.org_id = ${organisations.id})`,
      })
      .from(organisations)
      .$dynamic(),
    organisations,
    page,
    page.status ? eq(organisations.status, page.status) : undefined,
  );
  return toPage(rows, page.limit, (row) => ({ id: row.id, name: row.name, status: row.status, people: row.people, createdAt: row.cursorAt }));
}

/** The organisation as its people see it: its units with their head counts, and the asker's place in it. */
export async function getOrg(db: Db, standing: OrgStanding): Promise<Org> {
  const [org] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      status: organisations.status,
      retainRecords: organisations.retainRecords,
      createdAt: cursorColumn(organisations),
      logoHash: sql<string | null>`(select i.hash from ${images} i where i.id = ${organisations.logoImageId})`,
    })
    .from(organisations)
    .where(eq(organisations.id, standing.orgId));
  const { logoHash, ...shown } = org!;
  const units = await db
    .select({
      id: orgUnits.id,
      name: orgUnits.name,
      people: sql<number>`(select count(*)::int from ${orgMembers} m where m.unit_id = ${orgUnits.id})`,
    })
    .from(orgUnits)
    .where(eq(orgUnits.orgId, standing.orgId))
    .orderBy(asc(sql`lower(${orgUnits.name})`));
  return {
    ...shown,
    logoUrl: logoUrlOf(standing.orgId, logoHash),
    people: await peopleCount(db, standing.orgId),
    units,
    viewer: { role: standing.role, unitId: standing.unitId, supervisedUnitIds: standing.supervisedUnitIds, may: abilitiesOf(standing) },
  };
}

export async function updateOrg(db: Db, standing: OrgStanding, input: UpdateOrgInput): Promise<void> {
  requireManage(standing);
  if (input.name === undefined && input.retainRecords === undefined) return;
  await db
    .update(organisations)
    .set(input)
    .where(eq(organisations.id, standing.orgId))
    .catch((error: unknown) => {
      // A name another organisation has (any case): its unique index refused it.
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", NAME_TAKEN);
      throw error;
    });
}

/** The signed-in member's organisation, role and unit (null: they belong to none). */
export async function myOrg(db: Db, userId: string): Promise<MyOrg> {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, status: organisations.status, role: orgMembers.role, unitName: orgUnits.name })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .leftJoin(orgUnits, and(eq(orgUnits.id, orgMembers.unitId)))
    .where(eq(orgMembers.userId, userId));
  return { org: row ? { id: row.id, name: row.name, status: row.status, role: row.role, unitName: row.unitName ?? null } : null };
}
