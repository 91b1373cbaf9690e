import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { DOMAIN_NOT_FOUND, DOMAIN_TAKEN, type OrgDomain } from "../../../shared/orgs.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { exactTimestamp } from "../../db/pagination.js";
import { organisations, orgDomains, orgMembers, users } from "../../db/schema.js";
import { AppError, isAppError, notFound } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";
import type { CertifyJob } from "../assignments/completion.js";
import { certifyPlacing, joinOrg, unitOfOrg } from "./membership.js";

// Joining by e-mail domain (issue 33): an owner names a domain
// (`cityofx.gov`); once a site admin approves it, every account whose
// verified address is at that domain and that belongs to no organisation
// joins as a member (of the domain's unit, when it names one): those there
// at approval, and each later one when its address is verified.

const domainColumns = {
  domain: orgDomains.domain,
  unitId: orgDomains.unitId,
  requestedAt: exactTimestamp(orgDomains.requestedAt),
  approvedAt: sql<string | null>`case when ${orgDomains.approvedAt} is null then null else ${exactTimestamp(orgDomains.approvedAt)} end`,
};

export async function requestDomain(db: Db, standing: OrgStanding, input: { domain: string; unitId?: string | undefined }): Promise<void> {
  requireManage(standing);
  await db.transaction(async (tx) => {
    const unitId = await unitOfOrg(tx, standing.orgId, input.unitId);
    const [row] = await tx
      .insert(orgDomains)
      .values({ domain: input.domain, orgId: standing.orgId, unitId })
      .onConflictDoUpdate({ target: orgDomains.domain, set: { unitId }, setWhere: eq(orgDomains.orgId, standing.orgId) })
      .returning({ orgId: orgDomains.orgId });
    if (!row) throw new AppError("CONFLICT", DOMAIN_TAKEN);
  });
}

export async function listDomains(db: Db, standing: OrgStanding): Promise<OrgDomain[]> {
  requireManage(standing);
  return db.select(domainColumns).from(orgDomains).where(eq(orgDomains.orgId, standing.orgId)).orderBy(asc(orgDomains.domain));
}

/** The organisation stops joining people by this domain; those who joined by it stay. */
export async function removeDomain(db: Db, standing: OrgStanding, domain: string): Promise<void> {
  requireManage(standing);
  const [row] = await db
    .delete(orgDomains)
    .where(and(eq(orgDomains.domain, domain), eq(orgDomains.orgId, standing.orgId)))
    .returning({ domain: orgDomains.domain });
  if (!row) throw notFound(DOMAIN_NOT_FOUND);
}

/** The site admin's queue of domains waiting for approval, oldest first. */
export async function pendingDomains(db: Db) {
  return db
    .select({ ...domainColumns, orgId: orgDomains.orgId, orgName: organisations.name })
    .from(orgDomains)
    .innerJoin(organisations, eq(organisations.id, orgDomains.orgId))
    .where(isNull(orgDomains.approvedAt))
    .orderBy(asc(orgDomains.requestedAt))
    .limit(500);
}

/** The address's domain as org_domains keys it: lower case, after the last @. */
/** The domain of an address, as org_domains keeps it (lower case). */
export const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/**
 * A site admin approves a domain: the accounts already at it (verified, in
 * no organisation) join in the same transaction. Answers how many joined.
 */
export async function approveDomain(db: Db, certify: CertifyJob, domain: string, viewer: Viewer): Promise<number> {
  const actor = actorOf(viewer);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orgDomains)
      .set({ approvedAt: sql`coalesce(${orgDomains.approvedAt}, now())`, approvedBy: actor.id })
      .where(eq(orgDomains.domain, domain))
      .returning({ orgId: orgDomains.orgId, unitId: orgDomains.unitId });
    if (!row) throw notFound(DOMAIN_NOT_FOUND);
    const joined = await tx
      .insert(orgMembers)
      .select(
        tx
          .select({
            userId: users.id,
            orgId: sql<string>`${row.orgId}::uuid`.as("org_id"),
            role: sql<"member">`'member'`.as("role"),
            unitId: sql<string | null>`${row.unitId}::uuid`.as("unit_id"),
            joinedBy: sql<"domain">`'domain'`.as("joined_by"),
            joinedAt: sql<Date>`now()`.as("joined_at"),
          })
          .from(users)
          .where(
            and(
              eq(users.emailVerified, true),
              sql`lower(split_part(${users.email}, '@', 2)) = ${domain}`,
              sql`not exists (select 1 from ${orgMembers} m where m.user_id = ${users.id})`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ userId: orgMembers.userId });
    await certifyPlacing(
      certify,
      tx,
      joined.map((j) => j.userId),
    );
    await recordActivity(tx, {
      actor,
      action: "org.approve_domain",
      target: { kind: "org", id: row.orgId, title: domain },
      details: { joined: joined.length },
    });
    return joined.length;
  });
}

/** The approved domain an address is at: its organisation and unit, or undefined. */
export async function approvedDomainOf(db: Db, email: string): Promise<{ orgId: string; unitId: string | null } | undefined> {
  const [match] = await db
    .select({ orgId: orgDomains.orgId, unitId: orgDomains.unitId })
    .from(orgDomains)
    .where(and(eq(orgDomains.domain, domainOf(email)), isNotNull(orgDomains.approvedAt)));
  return match;
}

/**
 * A newly verified address at an approved domain joins its organisation,
 * unless the account already belongs to one. Called when an address is
 * verified (auth/auth.ts's user update hook); never throws for a refusal.
 */
export async function joinByDomain(db: Db, certify: CertifyJob, user: { id: string; email: string; emailVerified: boolean }): Promise<boolean> {
  if (!user.emailVerified) return false;
  const match = await approvedDomainOf(db, user.email);
  if (!match) return false;
  try {
    await db.transaction((tx) =>
      joinOrg(tx, { orgId: match.orgId, userId: user.id, role: "member", unitId: match.unitId, joinedBy: "domain", self: true, certify }),
    );
    return true;
  } catch (error) {
    if (isAppError(error, "CONFLICT")) return false;
    throw error;
  }
}
