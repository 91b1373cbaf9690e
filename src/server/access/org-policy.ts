import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { NOT_APPROVED, ONLY_LEADERS, ONLY_OWNERS, ORG_NOT_FOUND, type OrgRole } from "../../shared/orgs.js";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { organisations, orgMembers, orgSupervisedUnits } from "../db/schema.js";
import { AppError, notFound } from "../errors.js";
import { ADMIN_TWO_FACTOR_MESSAGE, adminNeedsTwoFactor } from "./admin-two-factor.js";
import type { Viewer } from "./viewer.js";

// The access policy's organisation part (docs/architecture/organisations.md,
// docs/decisions/093): who may read or change what of an organisation. Every
// organisation route asks `standingIn` first and then `require…` or
// `peopleScope`; nothing else reads org_members to decide access.
//
// - Someone with no place in an organisation (and not a site admin) gets the
//   404 of an organisation that does not exist, under any id: another
//   organisation's ids tell them nothing.
// - Owners manage everything of theirs. Supervisors see the people of the
//   units they supervise and what those people were assigned and completed
//   (never what else they read). Members see only their own.
// - Site admins see and manage every organisation (so none is ever locked
//   out), as an owner would.

export interface OrgStanding {
  orgId: string;
  userId: string;
  /** The viewer's role in it; null for a site admin who is not in it. */
  role: OrgRole | null;
  unitId: string | null;
  supervisedUnitIds: string[];
  siteAdmin: boolean;
  /** A requested organisation waits for a site admin: its requester sees it, and nobody manages it until approval. */
  approved: boolean;
}

/** Whose people and records a standing reaches. */
export type PeopleScope = { kind: "all" } | { kind: "units"; unitIds: string[] } | { kind: "self"; userId: string };

/**
 * The viewer's standing in the organisation: its role, unit and supervised
 * units, or a site admin's. Anyone else (a visitor, a member of another
 * organisation or of none, an organisation that does not exist): the 404.
 */
export async function standingIn(db: Db, config: Pick<Config, "requireAdmin2fa">, viewer: Viewer, orgId: string): Promise<OrgStanding> {
  if (viewer.role === "visitor") throw notFound(ORG_NOT_FOUND);
  const userId = viewer.user.id;
  const [row] = await db
    .select({
      status: organisations.status,
      role: orgMembers.role,
      unitId: orgMembers.unitId,
      supervised: sql<string[]>`coalesce((select array_agg(s.unit_id::text) from ${orgSupervisedUnits} s where s.user_id = ${userId}), '{}')`,
    })
    .from(organisations)
    .leftJoin(orgMembers, and(eq(orgMembers.orgId, organisations.id), eq(orgMembers.userId, userId)))
    .where(eq(organisations.id, orgId));
  if (!row) throw notFound(ORG_NOT_FOUND);
  const siteAdmin = viewer.role === "admin";
  if (!row.role && !siteAdmin) throw notFound(ORG_NOT_FOUND);
  // A site admin acting outside their own organisation needs what the admin tools need.
  if (!row.role && adminNeedsTwoFactor(config, viewer.user)) throw new AppError("FORBIDDEN", ADMIN_TWO_FACTOR_MESSAGE);
  return {
    orgId,
    userId,
    role: row.role ?? null,
    unitId: row.unitId ?? null,
    supervisedUnitIds: row.role === "supervisor" ? row.supervised : [],
    siteAdmin,
    approved: row.status === "active",
  };
}

/** For an organisation's routes: the asker's standing in the organisation the path names (`:orgId`). */
export const standingOfRequest =
  (db: Db, config: Pick<Config, "requireAdmin2fa">) =>
  (request: { viewer: Viewer; params: { orgId: string } }): Promise<OrgStanding> =>
    standingIn(db, config, request.viewer, request.params.orgId);

/** Owners and site admins manage an organisation: people, units, invitations, assignments, settings. */
export const canManage = (s: OrgStanding) => s.role === "owner" || s.siteAdmin;

/** Owners, supervisors and site admins see people and reports (supervisors within their units). */
export const canLead = (s: OrgStanding) => canManage(s) || s.role === "supervisor";

/** Managing now: an owner of an approved organisation (a requested one waits for a site admin), or a site admin. */
const mayManage = (s: OrgStanding) => canManage(s) && (s.approved || s.siteAdmin);

/** What the standing may do now, as the organisation's page is told it (the routes check the same rules). */
export const abilitiesOf = (s: OrgStanding) => ({ manage: mayManage(s), lead: canLead(s) });

export function requireManage(s: OrgStanding): void {
  if (!canManage(s)) throw new AppError("FORBIDDEN", ONLY_OWNERS);
  if (!mayManage(s)) throw new AppError("FORBIDDEN", NOT_APPROVED);
}

export function requireLead(s: OrgStanding): void {
  if (!canLead(s)) throw new AppError("FORBIDDEN", ONLY_LEADERS);
}

/** Whose people, assignments' rosters and completions the standing reaches. */
export function peopleScope(s: OrgStanding): PeopleScope {
  if (canManage(s)) return { kind: "all" };
  if (s.role === "supervisor") return { kind: "units", unitIds: s.supervisedUnitIds };
  return { kind: "self", userId: s.userId };
}

/** org_members, or an alias of it for a raw statement (`alias(orgMembers, "m")`). */
export interface MembersTable {
  orgId: PgColumn;
  userId: PgColumn;
  unitId: PgColumn;
}

/** The scope as a filter on org_members rows (`m`: the table or its alias) of the standing's organisation. */
export function peopleFilter(s: OrgStanding, m: MembersTable = orgMembers): SQL {
  const scope = peopleScope(s);
  const inOrg = eq(m.orgId, s.orgId);
  if (scope.kind === "all") return inOrg;
  if (scope.kind === "self") return and(inOrg, eq(m.userId, scope.userId))!;
  // A supervisor of no unit sees nobody (inArray of an empty list would be invalid SQL).
  if (scope.unitIds.length === 0) return sql`false`;
  return and(inOrg, inArray(m.unitId, scope.unitIds))!;
}

/** Whether the standing reaches this person (a member of the organisation, in `unitId`). */
export function reachesPerson(s: OrgStanding, person: { userId: string; unitId: string | null }): boolean {
  const scope = peopleScope(s);
  if (scope.kind === "all") return true;
  if (scope.kind === "self") return person.userId === scope.userId;
  return person.unitId !== null && scope.unitIds.includes(person.unitId);
}
