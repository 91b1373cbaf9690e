import { and, asc, eq, sql } from "drizzle-orm";

import type { Page } from "../../../shared/content.js";
import { USER_ID } from "../../../shared/members.js";
import { PERSON_NOT_FOUND, type PeopleQuery, type Person, type UpdatePersonInput } from "../../../shared/orgs.js";
import { hasControlCharacters } from "../../../shared/text.js";
import { peopleFilter, reachesPerson, requireLead, requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { decodeKeyset, exactTimestamp, toKeysetPage } from "../../db/pagination.js";
import { orgMembers, orgSupervisedUnits, users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { CertifyJob } from "../assignments/completion.js";
import { searchFilter } from "../members/service.js";
import { endOrgSessionsOf } from "../sso/enforcement.js";
import { certifyPlacing, keepAnOwner, lockOrg, unitOfOrg, type Tx } from "./membership.js";

// The people of an organisation: listed by name for owners (everyone) and
// supervisors (their units' people), changed and removed by owners. Leaving
// or removal deletes the membership only: the account, its progress and its
// training record stay the person's.

const personColumns = {
  userId: orgMembers.userId,
  name: users.name,
  email: users.email,
  role: orgMembers.role,
  unitId: orgMembers.unitId,
  joinedBy: orgMembers.joinedBy,
  joinedAt: exactTimestamp(orgMembers.joinedAt),
  supervisedUnitIds: sql<
    string[]
  >`coalesce((select array_agg(s.unit_id::text order by s.unit_id) from ${orgSupervisedUnits} s where s.user_id = ${orgMembers.userId}), '{}')`,
};

const byName = (keys: unknown[]): keys is [string, string] =>
  keys.length === 2 && typeof keys[0] === "string" && typeof keys[1] === "string" && !hasControlCharacters(keys[0]) && USER_ID.test(keys[1]);

/** A page of the people the standing reaches, by name (then id), optionally one unit's or those matching `q`. */
export async function listPeople(db: Db, standing: OrgStanding, query: PeopleQuery): Promise<Page<Person>> {
  requireLead(standing);
  const after = query.cursor ? decodeKeyset(query.cursor, byName) : null;
  const rows = await db
    .select({ ...personColumns, sortName: sql<string>`lower(${users.name})` })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(
      and(
        peopleFilter(standing),
        query.unitId ? eq(orgMembers.unitId, query.unitId) : undefined,
        searchFilter(query.q),
        after ? sql`(lower(${users.name}), ${users.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.limit + 1);
  return toKeysetPage(
    rows,
    query.limit,
    ({ sortName: _sortName, ...person }) => person,
    (row) => [row.sortName, row.userId],
  );
}

/** The person's membership row in the standing's organisation, when the standing reaches them (after locking the organisation); else the 404. */
async function personIn(tx: Tx, standing: OrgStanding, userId: string) {
  await lockOrg(tx, standing.orgId);
  const [person] = await tx
    .select({ userId: orgMembers.userId, role: orgMembers.role, unitId: orgMembers.unitId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, standing.orgId), eq(orgMembers.userId, userId)));
  if (!person || !reachesPerson(standing, person)) throw notFound(PERSON_NOT_FOUND);
  return person;
}

/** An owner changes someone's role, unit or supervised units. */
export async function updatePerson(db: Db, certify: CertifyJob, standing: OrgStanding, userId: string, input: UpdatePersonInput): Promise<void> {
  requireManage(standing);
  await db.transaction(async (tx) => {
    const person = await personIn(tx, standing, userId);
    const role = input.role ?? person.role;
    if (person.role === "owner" && role !== "owner") await keepAnOwner(tx, standing.orgId, userId);
    const unitId = input.unitId === undefined ? person.unitId : await unitOfOrg(tx, standing.orgId, input.unitId);
    await tx.update(orgMembers).set({ role, unitId }).where(eq(orgMembers.userId, userId));
    // A new unit may bring assignments they had already done.
    if (unitId && unitId !== person.unitId) await certifyPlacing(certify, tx, [userId]);
    if (role !== "supervisor") {
      await tx.delete(orgSupervisedUnits).where(eq(orgSupervisedUnits.userId, userId));
    } else if (input.supervisedUnitIds !== undefined) {
      const wanted = [...new Set(input.supervisedUnitIds)];
      for (const id of wanted) await unitOfOrg(tx, standing.orgId, id);
      await tx.delete(orgSupervisedUnits).where(eq(orgSupervisedUnits.userId, userId));
      if (wanted.length) await tx.insert(orgSupervisedUnits).values(wanted.map((unitId) => ({ userId, unitId })));
    }
  });
}

/** An owner removes someone (never the last owner). */
export async function removePerson(db: Db, standing: OrgStanding, userId: string): Promise<void> {
  requireManage(standing);
  await db.transaction(async (tx) => {
    const person = await personIn(tx, standing, userId);
    if (person.role === "owner") await keepAnOwner(tx, standing.orgId, userId);
    await tx.delete(orgMembers).where(eq(orgMembers.userId, userId));
    // Signed in through the organisation's provider: that way in is the organisation's, and ends with it.
    await endOrgSessionsOf(tx, standing.orgId, userId);
  });
}

/** The asker leaves their organisation (the last owner must hand it over first). */
export async function leaveOrg(db: Db, standing: OrgStanding): Promise<void> {
  if (!standing.role) throw notFound(PERSON_NOT_FOUND);
  await db.transaction(async (tx) => {
    await lockOrg(tx, standing.orgId);
    if (standing.role === "owner") await keepAnOwner(tx, standing.orgId, standing.userId);
    await tx.delete(orgMembers).where(and(eq(orgMembers.userId, standing.userId), eq(orgMembers.orgId, standing.orgId)));
    await endOrgSessionsOf(tx, standing.orgId, standing.userId);
  });
}
