import { and, asc, eq, sql } from "drizzle-orm";

import { standingIn, type OrgStanding } from "../server/access/org-policy.js";
import { viewerOf, type Viewer } from "../server/access/viewer.js";
import { trustedOrigins } from "../server/auth/origins.js";
import type { Work } from "../server/background.js";
import type { Config } from "../server/config.js";
import type { Db } from "../server/db/client.js";
import { CONTENT_TABLES } from "../server/db/content-tables.js";
import { organisations, users } from "../server/db/schema.js";
import { isAppError } from "../server/errors.js";
import { createAssignment } from "../server/modules/assignments/service.js";
import { createInviteLink, revokeInviteLink } from "../server/modules/orgs/invite-links.js";
import { acceptInvitation } from "../server/modules/orgs/join.js";
import { createOrg, myOrg } from "../server/modules/orgs/orgs.js";
import { updatePerson } from "../server/modules/orgs/people.js";
import { createUnit } from "../server/modules/orgs/units.js";
import { saveProgress } from "../server/modules/progress/service.js";
import { DAY_MS } from "../shared/dates.js";
import { ROLE_LABELS, type OrgRole } from "../shared/orgs.js";
import { ADMIN_EMAIL, DETECTIVE_EMAIL, MEMBER_EMAIL, OFFICER_EMAIL, SERGEANT_EMAIL, type DemoAccount } from "./demo-accounts.js";

// The demo's sample organisation (`npm run demo`), so whoever tries the demo
// sees the training officer's side too: a police department with two units,
// the demo member as its owner, a sergeant supervising Patrol, an officer and
// a detective, two assignments of the sample content with due dates and
// credit hours, and two of them done (so rosters and certificates have
// something in them). Made through the services the site's own requests run
// (an admin creates the organisation, its owner makes units and invitation
// links, people join by them, the owner makes one a supervisor and assigns
// training, people finish reading), so it holds what the product writes:
// the activity log, the training record's events, certificates.

export const DEMO_ORG_NAME = "Metro City Police Department";
const PATROL = "Patrol Division";
const INVESTIGATIONS = "Investigations";
const UNITS = [PATROL, INVESTIGATIONS] as const;
type UnitName = (typeof UNITS)[number];

/** Who joins after the owner (the demo member, named when the admin creates it), in which unit and role. */
const PEOPLE: { email: string; role: OrgRole; unit: UnitName; supervises?: UnitName[] }[] = [
  { email: SERGEANT_EMAIL, role: "supervisor", unit: PATROL, supervises: [PATROL] },
  { email: OFFICER_EMAIL, role: "member", unit: PATROL },
  { email: DETECTIVE_EMAIL, role: "member", unit: INVESTIGATIONS },
];

/** Sample records assigned to a unit each, found by their sample titles (src/cli/seed/content.ts), and who has finished them. */
const ASSIGNMENTS: { kind: "post" | "item"; title: string; unit: UnitName; dueInDays: number; hours: number; doneBy: string[] }[] = [
  { kind: "post", title: "Commander's Intent: Write It So It Survives First Contact", unit: PATROL, dueInDays: 14, hours: 1.5, doneBy: [SERGEANT_EMAIL] },
  { kind: "item", title: "Case Study: The Missed Handoff at Shift Change", unit: INVESTIGATIONS, dueInDays: 21, hours: 2, doneBy: [DETECTIVE_EMAIL] },
];

/** The roles as the account page names them. */

export interface DemoOrgDeps {
  db: Db;
  config: Config;
  /** The jobs the services queue: invitation mail (none is sent here) and the certify job of an assignment with hours. */
  work: Pick<Work, "mail" | "assignmentCertify">;
  log: (msg: string) => void;
}

/** The account as a signed-in viewer, the way the session loader makes one (null: no such account). */
async function viewerByEmail(db: Db, email: string): Promise<(Viewer & { role: "member" | "admin" }) | null> {
  const user = await db.query.users.findFirst({
    where: eq(users.email, email),
    columns: { id: true, email: true, name: true, isAdmin: true, emailVerified: true, twoFactorEnabled: true },
  });
  return user ? (viewerOf(user) as Viewer & { role: "member" | "admin" }) : null;
}

/** A refusal a person's existing place explains (they belong to another organisation): logged and passed over, not a failed start. */

/**
 * Makes the sample organisation when no organisation has its name; one that
 * has it (this demo's own from an earlier start, or one an admin made) is
 * left as it is, so a restart duplicates nothing and undoes nothing anyone
 * changed in it. Answers whether it was made.
 */
export async function ensureDemoOrganisation(deps: DemoOrgDeps): Promise<boolean> {
  const { db, config, work, log } = deps;
  const [existing] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(sql`lower(${organisations.name}) = lower(${DEMO_ORG_NAME})`);
  if (existing) {
    log(`demo organisation: ${DEMO_ORG_NAME} exists; left as it is`);
    return false;
  }
  const admin = await viewerByEmail(db, ADMIN_EMAIL);
  const owner = await viewerByEmail(db, MEMBER_EMAIL);
  if (!admin || !owner) return false;

  const origin = trustedOrigins(config)[0]!;
  let orgId: string;
  try {
    ({ id: orgId } = await createOrg({ db, mail: work.mail, origin }, { input: { name: DEMO_ORG_NAME, ownerEmail: MEMBER_EMAIL }, viewer: admin }));
  } catch (error) {
    // The demo member already belongs to an organisation (someone tried the site), or another instance made it meanwhile.
    if (!isAppError(error, "CONFLICT")) throw error;
    log(`demo organisation: not made (${error.message})`);
    return false;
  }
  const ownerStanding = await standingIn(db, config, owner, orgId);
  const unitIds = new Map<UnitName, string>();
  for (const name of UNITS) unitIds.set(name, await createUnit(db, ownerStanding, name));

  const joined = new Map<string, Viewer & { role: "member" | "admin" }>();
  for (const person of PEOPLE) {
    const viewer = await viewerByEmail(db, person.email);
    if (!viewer) continue;
    if (!(await joinByLink(db, work.assignmentCertify, ownerStanding, viewer, unitIds.get(person.unit)!, origin, log))) continue;
    joined.set(person.email, viewer);
    if (person.role !== "member") {
      await updatePerson(db, work.assignmentCertify, ownerStanding, viewer.user.id, {
        role: person.role,
        supervisedUnitIds: (person.supervises ?? []).map((u) => unitIds.get(u)!),
      });
    }
  }

  const now = Date.now();
  for (const a of ASSIGNMENTS) {
    const table = CONTENT_TABLES[a.kind];
    // The sample record, when the sample content is there (an earlier demo's admin may have deleted it).
    const [record] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.title, a.title), eq(table.status, "published")))
      .orderBy(asc(table.createdAt))
      .limit(1);
    if (!record) {
      log(`demo organisation: "${a.title}" is not published here; not assigned`);
      continue;
    }
    await createAssignment(
      db,
      ownerStanding,
      { kind: a.kind, recordId: record.id, dueAt: new Date(now + a.dueInDays * DAY_MS).toISOString(), hours: a.hours, unitId: unitIds.get(a.unit)! },
      { certify: work.assignmentCertify },
    );
    // Read to its end, as the reader marks it: the completion, its training-record event and the certificate follow.
    for (const email of a.doneBy) {
      const viewer = joined.get(email);
      if (!viewer) continue;
      await saveProgress(db, { viewer, userId: viewer.user.id, kind: a.kind, id: record.id, input: { position: 0, finished: true, clientTime: Date.now() } });
    }
  }
  log(`demo organisation: ${DEMO_ORG_NAME} made with ${joined.size + 1} people, ${UNITS.length} units`);
  return true;
}

/** The owner makes a one-seat invitation link to the unit; the person opens it and joins; the used link is revoked. False when they could not join. */
async function joinByLink(
  db: Db,
  certify: Work["assignmentCertify"],
  owner: OrgStanding,
  viewer: Viewer & { role: "member" | "admin" },
  unitId: string,
  origin: string,
  log: (msg: string) => void,
) {
  const link = await createInviteLink(db, owner, { input: { unitId, seatLimit: 1, expiresInDays: 1 }, origin });
  const token = decodeURIComponent(new URL(link.url).pathname.split("/").at(-1)!);
  try {
    await acceptInvitation(db, certify, viewer, token);
    return true;
  } catch (error) {
    if (!isAppError(error, "CONFLICT")) throw error;
    log(`demo organisation: ${viewer.user.email} did not join (${error.message})`);
    return false;
  } finally {
    await revokeInviteLink(db, owner, link.id);
  }
}

/** Where each demo account stands in an organisation, as its account page says it ("Metro City Police Department · Owner"), for the printed list. */
export async function demoPlaces(db: Db, accounts: readonly DemoAccount[]): Promise<Map<string, string>> {
  const places = new Map<string, string>();
  for (const account of accounts) {
    const user = await db.query.users.findFirst({ where: eq(users.email, account.email), columns: { id: true } });
    const org = user ? (await myOrg(db, user.id)).org : null;
    if (org) places.set(account.email, [org.name, ROLE_LABELS[org.role], org.unitName].filter(Boolean).join(" · "));
  }
  return places;
}
