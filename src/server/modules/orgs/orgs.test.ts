import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  DOMAIN_TAKEN,
  IN_ANOTHER_ORG,
  INVITATION_EXPIRED,
  INVITATION_OTHER_ADDRESS,
  INVITATION_REVOKED,
  INVITATION_USED,
  LAST_OWNER,
  NOT_APPROVED,
  ONLY_LEADERS,
  ONLY_OWNERS,
  ORG_NOT_FOUND,
  orgApiPaths,
  SEATS_TAKEN,
  YOU_ARE_IN_ANOTHER_ORG,
} from "../../../shared/orgs.js";
import { query } from "../../db/raw-query.js";
import { organisations, orgInvitations, orgInviteLinks, orgMembers, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { linkIn, ORIGIN, outbox, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";

// Organisations (issue 33): a site admin makes one with its owner; the owner
// sets up units and brings people in by e-mailed invitation or invitation
// link; each role sees what the organisation access policy gives it.

describe.each(databaseKinds)("organisations (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  const cookies = new Map<string, string>();

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

  /** An account, signed in: its cookie (kept by address). */
  async function person(email: string, name = "Test Member"): Promise<string> {
    const known = cookies.get(email);
    if (known) return known;
    await signUp(t.app, email, undefined, name);
    const cookie = sessionCookie(await signIn(t.app, email));
    cookies.set(email, cookie);
    return cookie;
  }

  const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  /** The link in the newest invitation mail queued for `to` (the mail job's payload). */
  async function invitationLink(to: string): Promise<string> {
    const rows = await query<{ text: string }>(
      t.database.db,
      sql`select payload->>'text' as text from jobs where name = 'mail.send' and payload->>'to' = ${to} order by created_at desc limit 1`,
    );
    const link = rows[0]?.text.match(/https?:\/\/\S+\/join\/([A-Za-z0-9_-]+)/);
    if (!link) throw new Error(`no invitation mail to ${to}`);
    return link[1]!;
  }

  async function createOrg(name: string, ownerEmail: string): Promise<string> {
    const res = await call("POST", orgApiPaths.adminOrgs, admin, { name, ownerEmail });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it("a site admin makes an organisation with an existing member as its owner; only site admins may", async () => {
    const owner = await person("captain@cityofx.gov", "Captain Reyes");
    const res = await call("POST", orgApiPaths.adminOrgs, admin, { name: "City of X Police", ownerEmail: "Captain@CityOfX.gov" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), ownerInvited: false });
    const orgId = res.json().id;

    const org = await call("GET", orgApiPaths.org(orgId), owner);
    expect(org.statusCode, org.body).toBe(200);
    expect(org.json()).toMatchObject({ name: "City of X Police", people: 1, units: [], viewer: { role: "owner" } });
    expect((await call("GET", orgApiPaths.mine, owner)).json()).toEqual({
      org: { id: orgId, name: "City of X Police", status: "active", role: "owner", unitName: null },
    });

    // The same name in another case; a member; a visitor; bad input: refused, nothing made.
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(organisations);
    const again = await call("POST", orgApiPaths.adminOrgs, admin, { name: "city of x POLICE", ownerEmail: "someone@example.com" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("An organisation with that name already exists.");
    expect((await call("POST", orgApiPaths.adminOrgs, owner, { name: "Mine", ownerEmail: "captain@cityofx.gov" })).statusCode).toBe(403);
    expect((await call("POST", orgApiPaths.adminOrgs, undefined, { name: "Mine", ownerEmail: "captain@cityofx.gov" })).statusCode).toBe(401);
    const bad = await call("POST", orgApiPaths.adminOrgs, admin, { name: "  ", ownerEmail: "not an address" });
    expect(bad.statusCode).toBe(400);
    // Its owner already belongs to an organisation: the new one is not left behind half-made.
    const taken = await call("POST", orgApiPaths.adminOrgs, admin, { name: "Second Precinct", ownerEmail: "captain@cityofx.gov" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(IN_ANOTHER_ORG);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(organisations)).toEqual(before);
  });

  it("with no account at the owner's address, e-mails an invitation to own it, which that address accepts after signing up", async () => {
    const res = await call("POST", orgApiPaths.adminOrgs, admin, { name: "Harbor Logistics", ownerEmail: "ops@harbor.example" });
    expect(res.json()).toMatchObject({ ownerInvited: true });
    const orgId = res.json().id;
    const token = await invitationLink("ops@harbor.example");

    // Anyone holding the link sees whose invitation it is; only that address may accept it.
    const preview = await call("GET", orgApiPaths.join(token));
    expect(preview.json()).toEqual({ kind: "invitation", orgName: "Harbor Logistics", role: "owner", unitName: null, email: "ops@harbor.example" });
    const stranger = await person("stranger@example.com");
    const wrong = await call("POST", orgApiPaths.join(token), stranger);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(INVITATION_OTHER_ADDRESS);
    expect((await call("POST", orgApiPaths.join(token))).statusCode).toBe(401);

    const owner = await person("ops@harbor.example");
    const joined = await call("POST", orgApiPaths.join(token), owner);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ orgId });
    expect((await call("GET", orgApiPaths.org(orgId), owner)).json().viewer.role).toBe("owner");
    // Once.
    const reuse = await call("POST", orgApiPaths.join(token), owner);
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().error.message).toBe(INVITATION_USED);
    expect((await call("GET", orgApiPaths.join(token))).json().error.message).toBe(INVITATION_USED);
    expect((await call("GET", orgApiPaths.join("A".repeat(43)))).statusCode).toBe(404);
    expect((await call("GET", orgApiPaths.join("bad token!"))).statusCode).toBe(404);
  });

  describe("inside one organisation", () => {
    let orgId: string;
    let owner: string;
    let patrol: string;
    let investigations: string;

    beforeAll(async () => {
      owner = await person("chief@metro.example", "Chief Okafor");
      orgId = await createOrg("Metro Police Department", "chief@metro.example");
      const unit = async (name: string) => {
        const res = await call("POST", orgApiPaths.units(orgId), owner, { name });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as string;
      };
      patrol = await unit("Patrol Division");
      investigations = await unit("Investigations");
    });

    it("owners name units once each, rename and delete them", async () => {
      const dup = await call("POST", orgApiPaths.units(orgId), owner, { name: "patrol division" });
      expect(dup.statusCode).toBe(409);
      // Another organisation's name, in another case, is not this one's to take.
      const renamed = await call("PATCH", orgApiPaths.org(orgId), owner, { name: "CITY OF X POLICE" });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().error.message).toBe("An organisation with that name already exists.");
      const traffic = (await call("POST", orgApiPaths.units(orgId), owner, { name: "Traffic" })).json().id;
      expect((await call("PATCH", orgApiPaths.unit(orgId, traffic), owner, { name: "Traffic Unit" })).statusCode).toBe(204);
      expect((await call("PATCH", orgApiPaths.unit(orgId, traffic), owner, { name: "Investigations" })).statusCode).toBe(409);
      expect((await call("DELETE", orgApiPaths.unit(orgId, traffic), owner)).statusCode).toBe(204);
      expect((await call("DELETE", orgApiPaths.unit(orgId, traffic), owner)).statusCode).toBe(404);
      expect((await call("DELETE", orgApiPaths.unit(orgId, "not-a-uuid"), owner)).statusCode).toBe(404);
      const org = (await call("GET", orgApiPaths.org(orgId), owner)).json();
      expect(org.units.map((u: { name: string }) => u.name)).toEqual(["Investigations", "Patrol Division"]);
    });

    it("brings people in by e-mailed invitation into a unit, and by an invitation link with a seat limit", async () => {
      const invited = await call("POST", orgApiPaths.invitations(orgId), owner, { email: "Sgt.Diaz@metro.example", role: "supervisor", unitId: patrol });
      expect(invited.statusCode, invited.body).toBe(201);
      // Inviting again renews the invitation: the first link stops working, one invitation is open.
      const first = await invitationLink("Sgt.Diaz@metro.example");
      await call("POST", orgApiPaths.invitations(orgId), owner, { email: "sgt.diaz@metro.example", role: "supervisor", unitId: patrol });
      const second = await invitationLink("sgt.diaz@metro.example");
      expect(second).not.toBe(first);
      expect((await call("GET", orgApiPaths.join(first))).statusCode).toBe(404);
      expect((await call("GET", orgApiPaths.invitations(orgId), owner)).json().items).toHaveLength(1);

      const sergeant = await person("sgt.diaz@metro.example", "Sergeant Diaz");
      expect((await call("GET", orgApiPaths.join(second))).json()).toMatchObject({ role: "supervisor", unitName: "Patrol Division" });
      expect((await call("POST", orgApiPaths.join(second), sergeant)).statusCode).toBe(200);
      expect((await call("GET", orgApiPaths.invitations(orgId), owner)).json().items).toHaveLength(0);

      const link = await call("POST", orgApiPaths.inviteLinks(orgId), owner, { unitId: patrol, seatLimit: 2, expiresInDays: 3 });
      expect(link.statusCode, link.body).toBe(201);
      expect(link.json()).toMatchObject({ seatLimit: 2, uses: 0, unitId: patrol });
      expect(Date.parse(link.json().expiresAt) - Date.parse(link.json().createdAt)).toBe(3 * 24 * 60 * 60 * 1000);
      const token = new URL(link.json().url).pathname.split("/").pop()!;
      for (const email of ["officer.kim@metro.example", "officer.lee@metro.example"]) {
        const res = await call("POST", orgApiPaths.join(token), await person(email, email.split("@")[0]));
        expect(res.statusCode, res.body).toBe(200);
      }
      const late = await call("POST", orgApiPaths.join(token), await person("officer.late@metro.example"));
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(SEATS_TAKEN);
      expect((await call("GET", orgApiPaths.inviteLinks(orgId), owner)).json().items[0]).toMatchObject({ uses: 2 });

      const people = (await call("GET", `${orgApiPaths.people(orgId)}?unitId=${patrol}`, owner)).json();
      expect(people.items.map((p: { email: string; role: string }) => [p.email, p.role])).toEqual([
        ["officer.kim@metro.example", "member"],
        ["officer.lee@metro.example", "member"],
        ["sgt.diaz@metro.example", "supervisor"],
      ]);
    });

    it("refuses revoked and expired invitations and links with their reasons, and a second organisation for anyone", async () => {
      const link = (await call("POST", orgApiPaths.inviteLinks(orgId), owner, {})).json();
      const token = new URL(link.url).pathname.split("/").pop()!;
      expect((await call("DELETE", orgApiPaths.inviteLink(orgId, link.id), owner)).statusCode).toBe(204);
      const revoked = await call("POST", orgApiPaths.join(token), await person("officer.late@metro.example"));
      expect(revoked.json().error.message).toBe(INVITATION_REVOKED);

      const open = (await call("POST", orgApiPaths.inviteLinks(orgId), owner, {})).json();
      await t.database.db
        .update(orgInviteLinks)
        .set({ createdAt: sql`now() - interval '9 days'`, expiresAt: sql`now() - interval '1 second'` })
        .where(eq(orgInviteLinks.id, open.id));
      const expired = await call("POST", orgApiPaths.join(new URL(open.url).pathname.split("/").pop()!), await person("officer.late@metro.example"));
      expect(expired.statusCode).toBe(409);
      expect(expired.json().error.message).toBe(INVITATION_EXPIRED);

      await call("POST", orgApiPaths.invitations(orgId), owner, { email: "officer.late@metro.example" });
      const invitation = await invitationLink("officer.late@metro.example");
      const [row] = await t.database.db.select({ id: orgInvitations.id }).from(orgInvitations).where(eq(orgInvitations.emailKey, "officer.late@metro.example"));
      expect((await call("DELETE", orgApiPaths.invitation(orgId, row!.id), owner)).statusCode).toBe(204);
      expect((await call("POST", orgApiPaths.join(invitation), await person("officer.late@metro.example"))).json().error.message).toBe(INVITATION_REVOKED);

      // Someone of another organisation: not invited, and cannot join by a link either.
      await person("ops@harbor.example");
      const other = await call("POST", orgApiPaths.invitations(orgId), owner, { email: "ops@harbor.example" });
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toBe(IN_ANOTHER_ORG);
      const fresh = (await call("POST", orgApiPaths.inviteLinks(orgId), owner, { seatLimit: 1 })).json();
      const refused = await call("POST", orgApiPaths.join(new URL(fresh.url).pathname.split("/").pop()!), cookies.get("ops@harbor.example"));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(YOU_ARE_IN_ANOTHER_ORG);
      // The refused join took no seat.
      expect((await call("GET", orgApiPaths.inviteLinks(orgId), owner)).json().items.find((l: { id: string }) => l.id === fresh.id).uses).toBe(0);

      const badDays = await call("POST", orgApiPaths.inviteLinks(orgId), owner, { expiresInDays: 365 });
      expect(badDays.statusCode).toBe(400);
      expect(badDays.json().error.message).toBe("A link works for at most 90 days.");
    });

    it("supervisors see their units' people only; members see no one; owners change roles but never drop the last owner", async () => {
      const sergeant = cookies.get("sgt.diaz@metro.example")!;
      const officer = cookies.get("officer.kim@metro.example")!;
      // Make the sergeant supervise Patrol; an investigator joins Investigations.
      const diaz = await userId("sgt.diaz@metro.example");
      expect((await call("PATCH", orgApiPaths.person(orgId, diaz), owner, { supervisedUnitIds: [patrol] })).statusCode).toBe(204);
      await call("POST", orgApiPaths.invitations(orgId), owner, { email: "det.ng@metro.example", unitId: investigations });
      await call("POST", orgApiPaths.join(await invitationLink("det.ng@metro.example")), await person("det.ng@metro.example", "Detective Ng"));

      const seen = (await call("GET", orgApiPaths.people(orgId), sergeant)).json();
      expect(seen.items.map((p: { email: string }) => p.email).sort()).toEqual([
        "officer.kim@metro.example",
        "officer.lee@metro.example",
        "sgt.diaz@metro.example",
      ]);
      expect((await call("GET", `${orgApiPaths.people(orgId)}?unitId=${investigations}`, sergeant)).json().items).toEqual([]);
      const all = (await call("GET", `${orgApiPaths.people(orgId)}?limit=2`, owner)).json();
      expect(all.items).toHaveLength(2);
      const rest = (await call("GET", `${orgApiPaths.people(orgId)}?limit=10&cursor=${all.nextCursor}`, owner)).json();
      expect([...all.items, ...rest.items].map((p: { name: string }) => p.name)).toEqual([
        "Chief Okafor",
        "Detective Ng",
        "officer.kim",
        "officer.lee",
        "Sergeant Diaz",
      ]);
      expect((await call("GET", `${orgApiPaths.people(orgId)}?cursor=bogus`, owner)).statusCode).toBe(400);
      // A made-up cursor whose name holds a NUL (which PostgreSQL refuses in text): the same 400, never a 500.
      const nul = Buffer.from(JSON.stringify(["a\u0000", "x"])).toString("base64url");
      expect((await call("GET", `${orgApiPaths.people(orgId)}?cursor=${nul}`, owner)).statusCode).toBe(400);

      const memberList = await call("GET", orgApiPaths.people(orgId), officer);
      expect(memberList.statusCode).toBe(403);
      expect(memberList.json().error.message).toBe(ONLY_LEADERS);
      // Supervisors and members manage nothing.
      for (const cookie of [sergeant, officer]) {
        expect((await call("POST", orgApiPaths.units(orgId), cookie, { name: "Shadow" })).json().error.message).toBe(ONLY_OWNERS);
        expect((await call("POST", orgApiPaths.inviteLinks(orgId), cookie, {})).statusCode).toBe(403);
        expect((await call("PATCH", orgApiPaths.org(orgId), cookie, { name: "Renamed" })).statusCode).toBe(403);
      }
      // A member sees their organisation, not its people.
      expect((await call("GET", orgApiPaths.org(orgId), officer)).json()).toMatchObject({
        name: "Metro Police Department",
        viewer: { role: "member", unitId: patrol, may: { manage: false, lead: false } },
      });
      expect((await call("GET", orgApiPaths.org(orgId), sergeant)).json().viewer.may).toEqual({ manage: false, lead: true });

      const chief = await userId("chief@metro.example");
      const demote = await call("PATCH", orgApiPaths.person(orgId, chief), owner, { role: "member" });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toBe(LAST_OWNER);
      expect((await call("POST", orgApiPaths.leave(orgId), owner)).json().error.message).toBe(LAST_OWNER);
      expect((await call("DELETE", orgApiPaths.person(orgId, chief), owner)).json().error.message).toBe(LAST_OWNER);
      // A supervisor made a member loses their units.
      expect((await call("PATCH", orgApiPaths.person(orgId, diaz), owner, { role: "member" })).statusCode).toBe(204);
      expect((await call("GET", orgApiPaths.people(orgId), sergeant)).statusCode).toBe(403);
      expect(
        (await call("PATCH", orgApiPaths.person(orgId, diaz), owner, { role: "supervisor", supervisedUnitIds: [patrol, investigations] })).statusCode,
      ).toBe(204);
      // Everyone in a unit: the chief, in none, is the owners' to see.
      expect((await call("GET", orgApiPaths.people(orgId), sergeant)).json().items).toHaveLength(4);
      const bogusUnit = await call("PATCH", orgApiPaths.person(orgId, diaz), owner, { unitId: "00000000-0000-4000-8000-000000000000" });
      expect(bogusUnit.statusCode).toBe(404);
    });

    it("leaving or removal ends the membership and keeps the account", async () => {
      const lee = await userId("officer.lee@metro.example");
      expect((await call("POST", orgApiPaths.leave(orgId), cookies.get("officer.lee@metro.example"))).statusCode).toBe(204);
      expect((await call("GET", orgApiPaths.org(orgId), cookies.get("officer.lee@metro.example"))).statusCode).toBe(404);
      expect((await call("GET", orgApiPaths.mine, cookies.get("officer.lee@metro.example"))).json()).toEqual({ org: null });
      expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, lee))).toHaveLength(1);

      const kim = await userId("officer.kim@metro.example");
      expect((await call("DELETE", orgApiPaths.person(orgId, kim), owner)).statusCode).toBe(204);
      expect((await call("DELETE", orgApiPaths.person(orgId, kim), owner)).statusCode).toBe(404);
      expect(await t.database.db.select().from(orgMembers).where(eq(orgMembers.userId, kim))).toEqual([]);
    });
  });

  it("a member asks for an organisation they will own; nothing of it is managed until a site admin approves it", async () => {
    const asker = await person("lieutenant@county.example");
    const res = await call("POST", orgApiPaths.requests, asker, { name: "County Corrections" });
    expect(res.statusCode, res.body).toBe(201);
    const orgId = res.json().id;
    expect((await call("GET", orgApiPaths.mine, asker)).json().org).toMatchObject({ name: "County Corrections", status: "requested", role: "owner" });
    // The page is told what the policy allows: nothing to manage yet for its owner; everything for a site admin.
    expect((await call("GET", orgApiPaths.org(orgId), asker)).json().viewer.may).toEqual({ manage: false, lead: true });
    expect((await call("GET", orgApiPaths.org(orgId), admin)).json().viewer.may).toEqual({ manage: true, lead: true });
    const waiting = await call("POST", orgApiPaths.units(orgId), asker, { name: "Intake" });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().error.message).toBe(NOT_APPROVED);
    expect((await call("POST", orgApiPaths.inviteLinks(orgId), asker, {})).json().error.message).toBe(NOT_APPROVED);
    // One organisation per person: a second request is refused.
    expect((await call("POST", orgApiPaths.requests, asker, { name: "Another One" })).statusCode).toBe(409);

    const queue = (await call("GET", `${orgApiPaths.adminOrgs}?status=requested`, admin)).json().items;
    expect(queue.map((o: { name: string; status: string }) => [o.name, o.status])).toEqual([["County Corrections", "requested"]]);
    expect((await call("POST", orgApiPaths.approveOrg(orgId), asker)).statusCode).toBe(403);
    expect((await call("POST", orgApiPaths.approveOrg(orgId), admin)).statusCode).toBe(204);
    expect((await call("POST", orgApiPaths.approveOrg(orgId), admin)).statusCode).toBe(409);
    expect((await call("POST", orgApiPaths.units(orgId), asker, { name: "Intake" })).statusCode).toBe(201);
    expect((await call("GET", `${orgApiPaths.adminOrgs}?status=requested`, admin)).json().items).toEqual([]);

    // A request turned down: the organisation goes, the account stays free to join another.
    const other = await person("hopeful@county.example");
    const turnedDown = (await call("POST", orgApiPaths.requests, other, { name: "Hopeful Unit" })).json().id;
    expect((await call("DELETE", orgApiPaths.adminOrg(turnedDown), admin)).statusCode).toBe(204);
    expect((await call("GET", orgApiPaths.mine, other)).json()).toEqual({ org: null });
    expect((await call("DELETE", orgApiPaths.adminOrg(turnedDown), admin)).statusCode).toBe(404);
  });

  it("joins verified addresses at a domain a site admin approved: those there at approval and each one verified later", async () => {
    const owner = await person("commander@cityofx.gov");
    const orgId = await createOrg("City of X Fire", "commander@cityofx.gov");
    const unit = (await call("POST", orgApiPaths.units(orgId), owner, { name: "Station 1" })).json().id;
    // Domains anyone can have, and ones that are not domains, are refused.
    for (const [domain, message] of [
      ["gmail.com", "Anyone can have an address at that domain: it cannot join people on its own."],
      ["not a domain", "Enter a domain such as cityofx.gov."],
    ]) {
      const res = await call("POST", orgApiPaths.domains(orgId), owner, { domain });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call("POST", orgApiPaths.domains(orgId), owner, { domain: "@FireX.gov", unitId: unit })).statusCode).toBe(204);
    // Another organisation cannot take it.
    const other = await person("boss@other.example");
    const otherOrg = await createOrg("Other Agency", "boss@other.example");
    const taken = await call("POST", orgApiPaths.domains(otherOrg), other, { domain: "firex.gov" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(DOMAIN_TAKEN);

    // Before approval nobody joins by it. One verified account is there already; one has not verified its address.
    await person("early@firex.gov");
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, "early@firex.gov"));
    await person("unverified@firex.gov");
    expect((await call("GET", orgApiPaths.domains(orgId), owner)).json().items).toEqual([
      { domain: "firex.gov", unitId: unit, requestedAt: expect.any(String), approvedAt: null },
    ]);
    const queue = (await call("GET", orgApiPaths.adminDomains, admin)).json().items;
    expect(queue).toContainEqual(expect.objectContaining({ domain: "firex.gov", orgName: "City of X Fire" }));
    expect((await call("POST", orgApiPaths.approveDomain("firex.gov"), owner)).statusCode).toBe(403);
    const approved = await call("POST", orgApiPaths.approveDomain("firex.gov"), admin);
    expect(approved.json()).toEqual({ joined: 1 });
    expect((await call("GET", orgApiPaths.mine, cookies.get("early@firex.gov"))).json().org).toMatchObject({
      name: "City of X Fire",
      role: "member",
      unitName: "Station 1",
    });
    expect((await call("GET", orgApiPaths.mine, cookies.get("unverified@firex.gov"))).json().org).toBeNull();

    // Someone signing up later joins when they verify their address by the mailed link.
    await signUp(t.app, "later@FireX.gov");
    const [mail] = outbox(t.dataDir, "later@firex.gov");
    expect((await t.app.inject({ url: `${linkIn(mail!).pathname}${linkIn(mail!).search}` })).statusCode).toBeLessThan(400);
    const later = sessionCookie(await signIn(t.app, "later@firex.gov"));
    expect((await call("GET", orgApiPaths.mine, later)).json().org).toMatchObject({ name: "City of X Fire", unitName: "Station 1" });
    const joinedBy = await t.database.db
      .select({ joinedBy: orgMembers.joinedBy })
      .from(orgMembers)
      .where(eq(orgMembers.userId, await userId("later@firex.gov")));
    expect(joinedBy).toEqual([{ joinedBy: "domain" }]);
    // Each joining queued the job that certifies assignments with hours they had already done (modules/assignments/completion.ts).
    const certifyJobs = await query<{ user_id: string }>(
      t.database.db,
      sql`select payload->>'userId' as user_id from jobs where name = 'assignments.certify' and payload ? 'userId' order by created_at`,
    );
    expect(certifyJobs.map((j) => j.user_id)).toEqual(expect.arrayContaining([await userId("early@firex.gov"), await userId("later@firex.gov")]));
    // Removed, they stay out: their next change of name does not join them again (only verifying an address does).
    const early = await userId("early@firex.gov");
    expect((await call("DELETE", orgApiPaths.person(orgId, early), owner)).statusCode).toBe(204);
    expect((await call("POST", "/api/auth/update-user", cookies.get("early@firex.gov"), { name: "Early Riser" })).statusCode).toBe(200);
    expect((await call("GET", orgApiPaths.mine, cookies.get("early@firex.gov"))).json()).toEqual({ org: null });
    expect((await call("DELETE", orgApiPaths.domain(orgId, "firex.gov"), owner)).statusCode).toBe(204);
    expect((await call("DELETE", orgApiPaths.domain(orgId, "firex.gov"), owner)).statusCode).toBe(404);
  });

  it("never shows one organisation to another's owner, supervisor or member, on any route, under any id", async () => {
    const ownerA = await person("owner.a@alpha.example");
    const orgA = await createOrg("Alpha County Sheriff", "owner.a@alpha.example");
    const unitA = (await call("POST", orgApiPaths.units(orgA), ownerA, { name: "Jail Division" })).json().id;
    const ownerB = await person("owner.b@bravo.example");
    const orgB = await createOrg("Bravo Fire Rescue", "owner.b@bravo.example");
    // B's supervisor (of a unit) and member, by B's own link.
    const unitB = (await call("POST", orgApiPaths.units(orgB), ownerB, { name: "Engine 7" })).json().id;
    const linkB = new URL((await call("POST", orgApiPaths.inviteLinks(orgB), ownerB, { unitId: unitB })).json().url).pathname.split("/").pop()!;
    const supervisorB = await person("captain.b@bravo.example");
    const memberB = await person("firefighter.b@bravo.example");
    for (const cookie of [supervisorB, memberB]) expect((await call("POST", orgApiPaths.join(linkB), cookie)).statusCode).toBe(200);
    const captain = await userId("captain.b@bravo.example");
    await call("PATCH", orgApiPaths.person(orgB, captain), ownerB, { role: "supervisor", supervisedUnitIds: [unitB] });
    const memberOfNone = await person("loner@example.com");
    const aChief = await userId("owner.a@alpha.example");
    const someUuid = "00000000-0000-4000-8000-000000000000";

    // Every organisation route (this module's and those of others under /api/orgs/:orgId), with org A's ids, as
    // B's owner, supervisor and member and as a member of no organisation: the answer is exactly that of an organisation that does not
    // exist (a 404, or the 400 of a body checked before anything is looked up), and names nothing of A.
    const routes = t.app.declaredRoutes.filter((r) => r.url.startsWith("/api/orgs/:orgId") && r.method !== "HEAD");
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const urlOf = (pattern: string, orgId: string) =>
      pattern
        .replace(":orgId", orgId)
        .replace(":unitId", unitA)
        .replace(":userId", aChief)
        .replace(":id", someUuid)
        .replace(":connectionId", someUuid)
        .replace(":domain", "alpha.example");
    for (const route of routes) {
      const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
      for (const cookie of [ownerB, supervisorB, memberB, memberOfNone]) {
        const res = await call(route.method as "GET", urlOf(route.url, orgA), cookie, body);
        const none = await call(route.method as "GET", urlOf(route.url, someUuid), cookie, body);
        const what = `${route.method} ${route.url}`;
        expect([400, 404], what).toContain(res.statusCode);
        expect({ status: res.statusCode, body: res.body }, what).toEqual({ status: none.statusCode, body: none.body });
        if (res.statusCode === 404) expect(res.json().error.message, what).toBe(ORG_NOT_FOUND);
        expect(res.body).not.toContain("Alpha County");
      }
    }
    // A visitor is asked to sign in; an id that is no organisation is the same 404 as another's.
    expect((await call("GET", orgApiPaths.org(orgA))).statusCode).toBe(401);
    expect((await call("GET", orgApiPaths.org(someUuid), ownerB)).json().error.message).toBe(ORG_NOT_FOUND);
    expect((await call("GET", orgApiPaths.org("nope"), ownerB)).json().error.message).toBe(ORG_NOT_FOUND);
    // A site admin sees and manages any organisation.
    expect((await call("GET", orgApiPaths.people(orgA), admin)).json().items).toHaveLength(1);
    expect((await call("GET", orgApiPaths.org(orgA), admin)).json().viewer.role).toBeNull();
    const list = (await call("GET", orgApiPaths.adminOrgs, admin)).json();
    expect(list.items.map((o: { name: string }) => o.name)).toContain("Alpha County Sheriff");
  });
});
