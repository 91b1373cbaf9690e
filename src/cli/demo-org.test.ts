import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { organisations, orgAssignments, orgInviteLinks, orgMembers, trainingCompletions, users } from "../server/db/schema.js";
import { createTestApp, type TestApp } from "../server/test/app.js";
import { ORIGIN, sessionCookie, signIn } from "../server/test/auth-helpers.js";
import { databaseKinds } from "../server/test/database.js";
import { ensureDemoAccounts, type DemoAccount } from "./demo-accounts.js";
import { DEMO_ORG_NAME, demoPlaces, ensureDemoOrganisation } from "./demo-org.js";
import { seedIfEmpty } from "./seed/seed.js";

// The demo's sample organisation, made the way `npm run demo` makes it (after
// its accounts and the sample content), and read back through the API as its
// owner, its supervisor and a member would.

describe.each(databaseKinds)("the demo organisation (%s)", (kind) => {
  let t: TestApp;
  let accounts: DemoAccount[];
  const logged: string[] = [];
  const ensure = () => ensureDemoOrganisation({ db: t.database.db, config: t.config, work: t.app.deps.work, log: (msg) => logged.push(msg) });
  const cookieOf = async (email: string) => sessionCookie(await signIn(t.app, email, accounts.find((a) => a.email === email)!.password));
  const get = async (url: string, cookie: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { origin: ORIGIN, cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const demo = await ensureDemoAccounts({ auth: await t.app.deps.getAuth(), db: t.database.db, dataDir: t.dataDir });
    accounts = demo.accounts;
    await seedIfEmpty({ db: t.database.db, storage: t.storage, authorId: demo.adminId });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is made once: an approved organisation with its units, people, roles, assignments and completions", async () => {
    expect(await ensure()).toBe(true);
    const owner = await cookieOf("member@demo.leadorbeled.test");
    const { org } = await get("/api/me/organisation", owner);
    expect(org).toMatchObject({ name: DEMO_ORG_NAME, status: "active", role: "owner", unitName: null });

    const shown = await get(`/api/orgs/${org.id}`, owner);
    expect(shown.people).toBe(4);
    expect(shown.viewer.may).toEqual({ manage: true, lead: true });
    const units = new Map<string, { id: string; people: number }>(shown.units.map((u: { name: string; id: string; people: number }) => [u.name, u]));
    expect([...units.keys()]).toEqual(["Investigations", "Patrol Division"]);
    expect(units.get("Patrol Division")!.people).toBe(2);
    expect(units.get("Investigations")!.people).toBe(1);

    const people = (await get(`/api/orgs/${org.id}/people?limit=50`, owner)).items as {
      email: string;
      role: string;
      unitId: string | null;
      joinedBy: string;
    }[];
    const byEmail = new Map(people.map((p) => [p.email, p]));
    expect(byEmail.get("member@demo.leadorbeled.test")).toMatchObject({ role: "owner", unitId: null, joinedBy: "admin" });
    expect(byEmail.get("sergeant@demo.leadorbeled.test")).toMatchObject({ role: "supervisor", unitId: units.get("Patrol Division")!.id, joinedBy: "link" });
    expect(byEmail.get("officer@demo.leadorbeled.test")).toMatchObject({ role: "member", unitId: units.get("Patrol Division")!.id });
    expect(byEmail.get("detective@demo.leadorbeled.test")).toMatchObject({ role: "member", unitId: units.get("Investigations")!.id });
    // The links they joined by were single-use and are revoked: none is left open.
    expect((await get(`/api/orgs/${org.id}/invite-links`, owner)).items).toEqual([]);

    const assignments = (await get(`/api/orgs/${org.id}/assignments`, owner)).items as {
      id: string;
      title: string;
      unitId: string;
      hours: number;
      dueAt: string;
    }[];
    expect(assignments.map((a) => [a.title, a.unitId, a.hours])).toEqual(
      expect.arrayContaining([
        ["Commander's Intent: Write It So It Survives First Contact", units.get("Patrol Division")!.id, 1.5],
        ["Case Study: The Missed Handoff at Shift Change", units.get("Investigations")!.id, 2],
      ]),
    );
    expect(assignments).toHaveLength(2);
    for (const a of assignments) expect(Date.parse(a.dueAt)).toBeGreaterThan(Date.now());
    const patrol = assignments.find((a) => a.unitId === units.get("Patrol Division")!.id)!;
    const roster = (await get(`/api/orgs/${org.id}/assignments/${patrol.id}/roster`, owner)).items as { email: string; status: string }[];
    expect(Object.fromEntries(roster.map((r) => [r.email, r.status]))).toEqual({
      "sergeant@demo.leadorbeled.test": "done",
      "officer@demo.leadorbeled.test": "not-started",
    });

    // The supervisor sees Patrol's people only; the detective's certificate is theirs.
    const sergeant = await cookieOf("sergeant@demo.leadorbeled.test");
    const seen = (await get(`/api/orgs/${org.id}/people?limit=50`, sergeant)).items.map((p: { email: string }) => p.email);
    expect(seen.sort()).toEqual(["officer@demo.leadorbeled.test", "sergeant@demo.leadorbeled.test"]);
    const detective = await cookieOf("detective@demo.leadorbeled.test");
    const certificates = (await get("/api/me/certificates", detective)).items as { course: string; hours: number }[];
    expect(certificates).toMatchObject([{ course: "Case Study: The Missed Handoff at Shift Change", hours: 2 }]);
    // The demo member owns it but is in no unit: the units' assignments are not theirs to do.
    expect((await get("/api/me/assignments", owner)).items).toEqual([]);

    const places = await demoPlaces(t.database.db, accounts);
    expect(places.get("member@demo.leadorbeled.test")).toBe(`${DEMO_ORG_NAME} · Owner`);
    expect(places.get("sergeant@demo.leadorbeled.test")).toBe(`${DEMO_ORG_NAME} · Supervisor · Patrol Division`);
    expect(places.has("admin@demo.leadorbeled.test")).toBe(false);
  });

  it("is left as it is on a second start: nothing is added again", async () => {
    const { db } = t.database;
    const count = async () => ({
      orgs: (await db.select().from(organisations)).length,
      members: (await db.select().from(orgMembers)).length,
      links: (await db.select().from(orgInviteLinks)).length,
      assignments: (await db.select().from(orgAssignments)).length,
      completions: (await db.select().from(trainingCompletions)).length,
    });
    const before = await count();
    expect(before).toEqual({ orgs: 1, members: 4, links: 3, assignments: 2, completions: 2 });
    expect(await ensure()).toBe(false);
    expect(await count()).toEqual(before);
    expect(logged.at(-1)).toBe(`demo organisation: ${DEMO_ORG_NAME} exists; left as it is`);
  });

  it("is not made, and the start does not fail, when the demo member already belongs to another organisation", async () => {
    const { db } = t.database;
    await db.delete(organisations);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/admin/orgs",
      payload: { name: "Harbor Sheriff's Office", ownerEmail: "member@demo.leadorbeled.test" },
      headers: { origin: ORIGIN, cookie: await cookieOf("admin@demo.leadorbeled.test") },
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(await ensure()).toBe(false);
    expect(logged.at(-1)).toMatch(/^demo organisation: not made \(/);
    expect((await db.select({ name: organisations.name }).from(organisations)).map((o) => o.name)).toEqual(["Harbor Sheriff's Office"]);
    expect(await db.select().from(users)).toHaveLength(5);
  });
});
