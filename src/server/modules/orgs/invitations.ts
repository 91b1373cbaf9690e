import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import { DAY_MS } from "../../../shared/dates.js";
import { IN_ANOTHER_ORG, INVITATION_DAYS, INVITATION_NOT_FOUND, type Invitation, type InvitationInput, type OrgRole } from "../../../shared/orgs.js";
import { paths } from "../../../shared/paths.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import { normaliseEmail } from "../../auth/normalise-email.js";
import type { Db } from "../../db/client.js";
import { exactTimestamp } from "../../db/pagination.js";
import { organisations, orgInvitations, orgMembers, users } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";
import type { JobHandle } from "../../jobs/jobs.js";
import type { Mail } from "../../mail/mailer.js";
import { newSecretToken, secretTokenHash } from "../../secret-tokens.js";
import { actorOf } from "../activity/service.js";
import { invitationMail } from "./mails.js";
import { unitOfOrg, type Tx } from "./membership.js";

// E-mailed invitations: one open invitation per address and organisation;
// inviting again makes a new link (the old one stops working) and sends it
// again. The mail is queued in the transaction that writes the invitation,
// through the jobs module, so it goes exactly when the invitation exists.

export interface InvitationDeps {
  db: Db;
  mail: Pick<JobHandle<Mail>, "sendMany">;
  /** The site's address, for the link. */
  origin: string;
  now?: () => Date;
}

interface Sending {
  orgId: string;
  orgName: string;
  email: string;
  /** The invitee's name, when known (a CSV import's): the mail greets them by it. */
  name?: string | null;
  role: OrgRole;
  unitId: string | null;
  inviter: { id: string; name: string };
}

/**
 * Writes (or renews) each address's open invitation and queues its mail, in
 * `tx`: a few statements per 500 invitations (an import's 10,000 are one
 * request), answering the invitations' ids in order.
 */
export async function sendInvitations(tx: Tx, deps: Pick<InvitationDeps, "mail" | "origin" | "now">, list: Sending[]): Promise<string[]> {
  const now = deps.now?.() ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const ids: string[] = [];
  for (let i = 0; i < list.length; i += 500) {
    const batch = list.slice(i, i + 500).map((s) => {
      const token = newSecretToken();
      return { s, token, hash: secretTokenHash(token) };
    });
    const rows = await tx
      .insert(orgInvitations)
      .values(
        batch.map(({ s, hash }) => ({
          orgId: s.orgId,
          email: s.email.trim(),
          emailKey: normaliseEmail(s.email),
          role: s.role,
          unitId: s.unitId,
          tokenHash: hash,
          invitedBy: s.inviter.id,
          createdAt: now,
          expiresAt,
        })),
      )
      .onConflictDoUpdate({
        target: [orgInvitations.orgId, orgInvitations.emailKey],
        targetWhere: sql`${orgInvitations.acceptedAt} is null and ${orgInvitations.revokedAt} is null`,
        // The renewed invitation takes this row's values (`excluded`): a new token, role, unit and 14 days.
        set: {
          role: sql`excluded.role`,
          unitId: sql`excluded.unit_id`,
          tokenHash: sql`excluded.token_hash`,
          invitedBy: sql`excluded.invited_by`,
          createdAt: sql`excluded.created_at`,
          expiresAt: sql`excluded.expires_at`,
        },
      })
      .returning({ id: orgInvitations.id, tokenHash: orgInvitations.tokenHash });
    const idByHash = new Map(rows.map((row) => [row.tokenHash, row.id]));
    ids.push(...batch.map(({ hash }) => idByHash.get(hash)!));
    await deps.mail.sendMany(
      batch.map(({ s, token, hash }) => ({
        payload: invitationMail({
          to: s.email.trim(),
          name: s.name ?? null,
          orgName: s.orgName,
          role: s.role,
          inviter: s.inviter.name,
          url: `${deps.origin}${paths.join(token)}`,
          days: INVITATION_DAYS,
        }),
        key: `org-invitation:${hash}`,
      })),
      { in: tx },
    );
  }
  return ids;
}

/** One address's invitation (see sendInvitations). */
export const sendInvitation = async (tx: Tx, deps: Pick<InvitationDeps, "mail" | "origin" | "now">, s: Sending): Promise<string> =>
  (await sendInvitations(tx, deps, [s]))[0]!;

/** An owner invites an address; someone already in an organisation is refused at once. */
export async function inviteByEmail(deps: InvitationDeps, standing: OrgStanding, viewer: Viewer, input: InvitationInput & { role: OrgRole }): Promise<string> {
  requireManage(standing);
  return deps.db.transaction(async (tx) => {
    const unitId = await unitOfOrg(tx, standing.orgId, input.unitId);
    const [member] = await tx
      .select({ orgId: orgMembers.orgId })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(eq(users.email, normaliseEmail(input.email)));
    if (member) throw new AppError("CONFLICT", member.orgId === standing.orgId ? "That person is already in this organisation." : IN_ANOTHER_ORG);
    const [org] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, standing.orgId));
    return sendInvitation(tx, deps, { orgId: standing.orgId, orgName: org!.name, email: input.email, role: input.role, unitId, inviter: actorOf(viewer) });
  });
}

/** The invitations still waiting for an answer (not accepted, revoked or expired), oldest first. */
export async function listInvitations(db: Db, standing: OrgStanding, now = new Date()): Promise<Invitation[]> {
  requireManage(standing);
  return db
    .select({
      id: orgInvitations.id,
      email: orgInvitations.email,
      role: orgInvitations.role,
      unitId: orgInvitations.unitId,
      createdAt: exactTimestamp(orgInvitations.createdAt),
      expiresAt: exactTimestamp(orgInvitations.expiresAt),
    })
    .from(orgInvitations)
    .where(
      and(eq(orgInvitations.orgId, standing.orgId), isNull(orgInvitations.acceptedAt), isNull(orgInvitations.revokedAt), gt(orgInvitations.expiresAt, now)),
    )
    .orderBy(asc(orgInvitations.createdAt))
    .limit(1000);
}

export async function revokeInvitation(db: Db, standing: OrgStanding, id: string): Promise<void> {
  requireManage(standing);
  const [row] = await db
    .update(orgInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(orgInvitations.id, id), eq(orgInvitations.orgId, standing.orgId), isNull(orgInvitations.acceptedAt), isNull(orgInvitations.revokedAt)))
    .returning({ id: orgInvitations.id });
  if (!row) throw notFound(INVITATION_NOT_FOUND);
}
