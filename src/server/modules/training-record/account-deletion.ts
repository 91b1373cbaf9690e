import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.js";
import { certificates, organisations, orgMembers } from "../../db/schema.js";
import { eraseUser } from "./service.js";

/**
 * What an account's deletion does to the training record
 * (docs/decisions/094-hash-chained-training-record.md): when the person's
 * organisation keeps records (`retain_records`), nothing (the events and
 * certificates stay, the certificates without their account); when it does
 * not, or the person is in no organisation (no one else has a claim on a
 * member's own record), their payloads are erased by an erasure event and
 * their certificates deleted. Runs in the deletion's transaction, before
 * the user row (and with it the membership) goes.
 */
export async function trainingRecordOnAccountDeletion(tx: Db, userId: string): Promise<{ erased: boolean }> {
  const [membership] = await tx
    .select({ retain: organisations.retainRecords })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(eq(orgMembers.userId, userId))
    .limit(1);
  if (membership?.retain) return { erased: false };
  await eraseUser(tx, userId);
  await tx.delete(certificates).where(eq(certificates.userId, userId));
  return { erased: true };
}
