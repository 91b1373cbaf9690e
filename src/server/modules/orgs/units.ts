import { and, eq } from "drizzle-orm";

import { UNIT_IN_USE, UNIT_NOT_FOUND } from "../../../shared/orgs.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { orgAssignments, orgUnits } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, notFound } from "../../errors.js";
import { lockOrg } from "./membership.js";

// Units ("Patrol Division"): named once per organisation, any case.

export const UNIT_NAME_TAKEN = "This organisation already has a unit with that name.";

export async function createUnit(db: Db, standing: OrgStanding, name: string): Promise<string> {
  requireManage(standing);
  return db.transaction(async (tx) => {
    await lockOrg(tx, standing.orgId);
    // The unique index on (organisation, lower(name)): a name taken in any case inserts nothing.
    const [row] = await tx.insert(orgUnits).values({ orgId: standing.orgId, name }).onConflictDoNothing().returning({ id: orgUnits.id });
    if (!row) throw new AppError("CONFLICT", UNIT_NAME_TAKEN);
    return row.id;
  });
}

export async function renameUnit(db: Db, standing: OrgStanding, unitId: string, name: string): Promise<void> {
  requireManage(standing);
  const [row] = await db
    .update(orgUnits)
    .set({ name })
    .where(and(eq(orgUnits.id, unitId), eq(orgUnits.orgId, standing.orgId)))
    .returning({ id: orgUnits.id })
    .catch((error: unknown) => {
      // A name the organisation has for another unit (any case): the unique index refused it.
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", UNIT_NAME_TAKEN);
      throw error;
    });
  if (!row) throw notFound(UNIT_NOT_FOUND);
}

/** Deletes a unit; its people stay in the organisation without a unit. Training assigned to it must go first. */
export async function deleteUnit(db: Db, standing: OrgStanding, unitId: string): Promise<void> {
  requireManage(standing);
  await db.transaction(async (tx) => {
    const [unit] = await tx
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(and(eq(orgUnits.id, unitId), eq(orgUnits.orgId, standing.orgId)))
      .for("update");
    if (!unit) throw notFound(UNIT_NOT_FOUND);
    const [assigned] = await tx.select({ id: orgAssignments.id }).from(orgAssignments).where(eq(orgAssignments.unitId, unitId)).limit(1);
    if (assigned) throw new AppError("CONFLICT", UNIT_IN_USE);
    await tx.delete(orgUnits).where(eq(orgUnits.id, unitId));
  });
}
