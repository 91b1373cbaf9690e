import { eq } from "drizzle-orm";

import { setAdmin } from "../auth/admin.js";
import { organisations, orgMembers, orgSupervisedUnits, orgUnits, users } from "../db/schema.js";
import type { TestApp } from "./app.js";
import { sessionCookie, signIn, signUp } from "./auth-helpers.js";

// Two organisations with every role, for the assignments tests: rows
// inserted directly (the organisations module's own tests cover its routes).

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

export interface TwoOrgs {
  a: { id: string; unit1: string; unit2: string };
  b: { id: string; unit: string };
  ownerA: Person;
  supervisorA: Person;
  member1: Person;
  member2: Person;
  ownerB: Person;
  memberB: Person;
  outsider: Person;
  admin: Person;
}

async function person(t: TestApp, email: string, name: string): Promise<Person> {
  await signUp(t.app, email, undefined, name);
  const cookie = sessionCookie(await signIn(t.app, email));
  const user = await t.database.db.query.users.findFirst({ where: eq(users.email, email) });
  return { id: user!.id, email, cookie };
}

export async function twoOrgs(t: TestApp): Promise<TwoOrgs> {
  const { db } = t.database;
  const [orgA] = await db.insert(organisations).values({ name: "Alpha PD" }).returning();
  const [orgB] = await db.insert(organisations).values({ name: "Bravo Inc" }).returning();
  const [unit1, unit2] = await db
    .insert(orgUnits)
    .values([
      { orgId: orgA!.id, name: "Patrol" },
      { orgId: orgA!.id, name: "Investigations" },
    ])
    .returning();
  const [unitB] = await db.insert(orgUnits).values({ orgId: orgB!.id, name: "Sales" }).returning();
  const p = {
    ownerA: await person(t, "owner-a@example.com", "Olive Owner"),
    supervisorA: await person(t, "sup-a@example.com", "Sam Supervisor"),
    member1: await person(t, "m1-a@example.com", "Mia One"),
    member2: await person(t, "m2-a@example.com", "Max Two"),
    ownerB: await person(t, "owner-b@example.com", "Bea Owner"),
    memberB: await person(t, "m-b@example.com", "Ben Member"),
    outsider: await person(t, "outsider@example.com", "Otto Outsider"),
    admin: await person(t, "siteadmin@example.com", "Ada Admin"),
  };
  await setAdmin(db, p.admin.email, true);
  p.admin.cookie = sessionCookie(await signIn(t.app, p.admin.email));
  await db.insert(orgMembers).values([
    { userId: p.ownerA.id, orgId: orgA!.id, role: "owner", joinedBy: "admin" },
    { userId: p.supervisorA.id, orgId: orgA!.id, role: "supervisor", unitId: unit1!.id, joinedBy: "admin" },
    { userId: p.member1.id, orgId: orgA!.id, role: "member", unitId: unit1!.id, joinedBy: "admin" },
    { userId: p.member2.id, orgId: orgA!.id, role: "member", unitId: unit2!.id, joinedBy: "admin" },
    { userId: p.ownerB.id, orgId: orgB!.id, role: "owner", joinedBy: "admin" },
    { userId: p.memberB.id, orgId: orgB!.id, role: "member", unitId: unitB!.id, joinedBy: "admin" },
  ]);
  await db.insert(orgSupervisedUnits).values({ userId: p.supervisorA.id, unitId: unit1!.id });
  return { a: { id: orgA!.id, unit1: unit1!.id, unit2: unit2!.id }, b: { id: orgB!.id, unit: unitB!.id }, ...p };
}
