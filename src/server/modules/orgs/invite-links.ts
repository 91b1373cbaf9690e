import { and, desc, eq, gt, isNull } from "drizzle-orm";

import { DAY_MS } from "../../../shared/dates.js";
import { INVITATION_NOT_FOUND, type CreatedInviteLink, type InviteLink, type InviteLinkInput } from "../../../shared/orgs.js";
import { paths } from "../../../shared/paths.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { exactTimestamp } from "../../db/pagination.js";
import { orgInviteLinks } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { newSecretToken, secretTokenHash } from "../../secret-tokens.js";
import { unitOfOrg } from "./membership.js";

// Invitation links: anyone holding one joins as a member (of its unit, when
// it names one) until it expires, is revoked, or its seats are taken.

const linkColumns = {
  id: orgInviteLinks.id,
  unitId: orgInviteLinks.unitId,
  seatLimit: orgInviteLinks.seatLimit,
  uses: orgInviteLinks.uses,
  createdAt: exactTimestamp(orgInviteLinks.createdAt),
  expiresAt: exactTimestamp(orgInviteLinks.expiresAt),
};

/** Makes a link; the answer holds the only copy of its token. */
export async function createInviteLink(
  db: Db,
  standing: OrgStanding,
  { input, origin, now = new Date() }: { input: InviteLinkInput & { expiresInDays: number }; origin: string; now?: Date },
): Promise<CreatedInviteLink> {
  requireManage(standing);
  const unitId = await unitOfOrg(db, standing.orgId, input.unitId);
  const token = newSecretToken();
  const [row] = await db
    .insert(orgInviteLinks)
    .values({
      orgId: standing.orgId,
      tokenHash: secretTokenHash(token),
      unitId,
      seatLimit: input.seatLimit ?? null,
      createdBy: standing.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning(linkColumns);
  return { ...row!, url: `${origin}${paths.join(token)}` };
}

/** The links that still work, newest first. */
export async function listInviteLinks(db: Db, standing: OrgStanding, now = new Date()): Promise<InviteLink[]> {
  requireManage(standing);
  return db
    .select(linkColumns)
    .from(orgInviteLinks)
    .where(and(eq(orgInviteLinks.orgId, standing.orgId), isNull(orgInviteLinks.revokedAt), gt(orgInviteLinks.expiresAt, now)))
    .orderBy(desc(orgInviteLinks.createdAt))
    .limit(1000);
}

export async function revokeInviteLink(db: Db, standing: OrgStanding, id: string): Promise<void> {
  requireManage(standing);
  const [row] = await db
    .update(orgInviteLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(orgInviteLinks.id, id), eq(orgInviteLinks.orgId, standing.orgId), isNull(orgInviteLinks.revokedAt)))
    .returning({ id: orgInviteLinks.id });
  if (!row) throw notFound(INVITATION_NOT_FOUND);
}
