import { and, eq, gt, isNull, or, sql } from "drizzle-orm";

import {
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_OTHER_ADDRESS,
  INVITATION_REVOKED,
  INVITATION_USED,
  SEATS_TAKEN,
  type InvitationPreview,
  type OrgRole,
} from "../../../shared/orgs.js";
import type { Viewer } from "../../access/viewer.js";
import { normaliseEmail } from "../../auth/normalise-email.js";
import type { Db } from "../../db/client.js";
import { organisations, orgInvitations, orgInviteLinks, orgUnits } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";
import { secretTokenHash } from "../../secret-tokens.js";
import type { CertifyJob } from "../assignments/completion.js";
import { joinOrg, type Tx } from "./membership.js";

// Accepting an e-mailed invitation or using an invitation link: what the
// join page shows first, and the join itself. An invitation is for the
// address it was sent to, once; a link is for anyone holding it, while it
// has seats. Every refusal says why, so the person knows whom to ask.

interface Found {
  kind: "invitation" | "link";
  id: string;
  orgId: string;
  orgName: string;
  role: OrgRole;
  unitId: string | null;
  unitName: string | null;
  email: string | null;
  emailKey: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  acceptedAt: Date | null;
  full: boolean;
}

async function findToken(db: Tx | Db, token: string, lock: boolean): Promise<Found> {
  const hash = secretTokenHash(token);
  const invitation = db
    .select({
      id: orgInvitations.id,
      orgId: orgInvitations.orgId,
      orgName: organisations.name,
      role: orgInvitations.role,
      unitId: orgInvitations.unitId,
      unitName: orgUnits.name,
      email: orgInvitations.email,
      emailKey: orgInvitations.emailKey,
      expiresAt: orgInvitations.expiresAt,
      revokedAt: orgInvitations.revokedAt,
      acceptedAt: orgInvitations.acceptedAt,
    })
    .from(orgInvitations)
    .innerJoin(organisations, eq(organisations.id, orgInvitations.orgId))
    .leftJoin(orgUnits, eq(orgUnits.id, orgInvitations.unitId))
    .where(eq(orgInvitations.tokenHash, hash));
  const [asInvitation] = lock ? await invitation.for("update", { of: orgInvitations }) : await invitation;
  if (asInvitation) return { kind: "invitation", ...asInvitation, full: false };

  const [link] = await db
    .select({
      id: orgInviteLinks.id,
      orgId: orgInviteLinks.orgId,
      orgName: organisations.name,
      unitId: orgInviteLinks.unitId,
      unitName: orgUnits.name,
      expiresAt: orgInviteLinks.expiresAt,
      revokedAt: orgInviteLinks.revokedAt,
      full: sql<boolean>`${orgInviteLinks.seatLimit} is not null and ${orgInviteLinks.uses} >= ${orgInviteLinks.seatLimit}`,
    })
    .from(orgInviteLinks)
    .innerJoin(organisations, eq(organisations.id, orgInviteLinks.orgId))
    .leftJoin(orgUnits, eq(orgUnits.id, orgInviteLinks.unitId))
    .where(eq(orgInviteLinks.tokenHash, hash));
  if (!link) throw notFound(INVITATION_NOT_FOUND);
  return { kind: "link", ...link, role: "member", email: null, emailKey: null, acceptedAt: null };
}

/** The refusal that fits a token no longer usable, or nothing. Gone before full: a revoked link says so even when full. */
function refusal(found: Found, now: Date): AppError | null {
  if (found.revokedAt) return new AppError("CONFLICT", INVITATION_REVOKED);
  if (found.acceptedAt) return new AppError("CONFLICT", INVITATION_USED);
  if (found.expiresAt <= now) return new AppError("CONFLICT", INVITATION_EXPIRED);
  if (found.full) return new AppError("CONFLICT", SEATS_TAKEN);
  return null;
}

/** What the join page shows: whose invitation, as what; a token that can no longer be used is refused with its reason. */
export async function previewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const found = await findToken(db, token, false);
  const refused = refusal(found, now);
  if (refused) throw refused;
  return { kind: found.kind, orgName: found.orgName, role: found.role, unitName: found.unitName, email: found.email };
}

/** The signed-in member joins through the token; nothing is written unless every check passes. */
export async function acceptInvitation(db: Db, certify: CertifyJob, viewer: Viewer, token: string, now = new Date()): Promise<{ orgId: string }> {
  if (viewer.role === "visitor") throw new AppError("UNAUTHORIZED", "Please log in to continue.");
  const user = viewer.user;
  return db.transaction(async (tx) => {
    const found = await findToken(tx, token, true);
    const refused = refusal(found, now);
    if (refused) throw refused;
    if (found.kind === "invitation") {
      if (found.emailKey !== normaliseEmail(user.email)) throw new AppError("FORBIDDEN", INVITATION_OTHER_ADDRESS);
      await joinOrg(tx, { orgId: found.orgId, userId: user.id, role: found.role, unitId: found.unitId, joinedBy: "invitation", self: true, certify });
      await tx.update(orgInvitations).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(orgInvitations.id, found.id));
    } else {
      // The seat is taken by the same statement that checks it, so two people cannot both take the last one.
      const [seat] = await tx
        .update(orgInviteLinks)
        .set({ uses: sql`${orgInviteLinks.uses} + 1` })
        .where(
          and(
            eq(orgInviteLinks.id, found.id),
            isNull(orgInviteLinks.revokedAt),
            gt(orgInviteLinks.expiresAt, now),
            or(isNull(orgInviteLinks.seatLimit), sql`${orgInviteLinks.uses} < ${orgInviteLinks.seatLimit}`),
          ),
        )
        .returning({ id: orgInviteLinks.id });
      if (!seat) throw new AppError("CONFLICT", SEATS_TAKEN);
      await joinOrg(tx, { orgId: found.orgId, userId: user.id, role: "member", unitId: found.unitId, joinedBy: "link", self: true, certify });
    }
    return { orgId: found.orgId };
  });
}
