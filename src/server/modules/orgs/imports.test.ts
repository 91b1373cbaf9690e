import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { IMPORT_MAX_ROWS, IN_ANOTHER_ORG, ONLY_OWNERS, orgApiPaths } from "../../../shared/orgs.js";
import { query } from "../../db/raw-query.js";
import { orgInvitations, orgUnits } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";

// CSV import (issue 33): every row's errors by line before anything is
// written, then all or nothing; each row an e-mailed invitation.

describe.each(databaseKinds)("organisation CSV import (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let orgId: string;

  const call = (url: string, cookie: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN, cookie } });
  const preview = (csv: string, cookie = owner) => call(orgApiPaths.importPreview(orgId), cookie, { csv });
  const runImport = (csv: string, cookie = owner) => call(orgApiPaths.imports(orgId), cookie, { csv });
  const member = async (email: string) => {
    await signUp(t.app, email);
    return sessionCookie(await signIn(t.app, email));
  };
  const counts = async () => ({
    invitations: (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orgInvitations)
        .where(eq(orgInvitations.orgId, orgId))
    )[0]!.n,
    units: (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orgUnits)
        .where(eq(orgUnits.orgId, orgId))
    )[0]!.n,
    mails: (
      await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from jobs where name = 'mail.send' and payload->>'subject' like 'Join Ridge%'`)
    )[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    owner = await member("owner@ridge.example");
    const created = await t.app.inject({
      method: "POST",
      url: orgApiPaths.adminOrgs,
      payload: { name: "Ridge County Sheriff", ownerEmail: "owner@ridge.example" },
      headers: { origin: ORIGIN, cookie: admin },
    });
    orgId = created.json().id;
    await call(orgApiPaths.units(orgId), owner, { name: "Patrol" });
    // Someone of another organisation, and someone already in this one.
    await member("taken@elsewhere.example");
    await t.app.inject({
      method: "POST",
      url: orgApiPaths.adminOrgs,
      payload: { name: "Elsewhere PD", ownerEmail: "taken@elsewhere.example" },
      headers: { origin: ORIGIN, cookie: admin },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const FLAWED = [
    "Name,Email,Unit,Role",
    "Dana Cruz,dana@ridge.example,Patrol,member",
    '"=HYPERLINK(""http://evil"")",evil@ridge.example,,',
    "Not An Address,not-an-address,,",
    "Dup One,dana@ridge.example,,",
    "Bad Role,role@ridge.example,,chief",
    "Elsewhere,taken@elsewhere.example,,",
    "Owner,Owner@Ridge.example,,owner",
    "Eli Park,eli@ridge.example,K9 Unit,supervisor",
  ].join("\r\n");

  it("previews a file with each row's error by line, and writes nothing", async () => {
    const before = await counts();
    const res = await preview(FLAWED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rows: 8,
      invitations: 0,
      newUnits: ["K9 Unit"],
      errorCount: 6,
      errors: [
        { line: 3, message: "A cell starts with =, +, -, @ or a tab, which spreadsheets run as a formula. Remove that character." },
        { line: 4, message: '"not-an-address" is not a valid e-mail address.' },
        { line: 5, message: "dana@ridge.example is also on line 2." },
        { line: 6, message: 'The role must be owner, supervisor or member, not "chief".' },
        { line: 7, message: `taken@elsewhere.example: ${IN_ANOTHER_ORG}` },
        { line: 8, message: "Owner@Ridge.example is already in this organisation." },
      ],
    });
    // The import of the same file: refused whole, with the first error; nothing written.
    const refused = await runImport(FLAWED);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      "Nothing was imported: line 3: A cell starts with =, +, -, @ or a tab, which spreadsheets run as a formula. Remove that character. (and 5 more; preview the file to see them all)",
    );
    expect(await counts()).toEqual(before);
  });

  it("imports a clean file whole: its new units, and one invitation e-mail per row in that unit and role", async () => {
    const before = await counts();
    const csv = [
      "email,name,unit,role",
      "dana@ridge.example,Dana Cruz,patrol,",
      "eli@ridge.example,Eli Park,K9 Unit,supervisor",
      '"quoted@ridge.example","Park, Jr.",,member',
    ].join("\n");
    expect((await preview(csv)).json()).toMatchObject({ rows: 3, invitations: 3, newUnits: ["K9 Unit"], errorCount: 0, errors: [] });
    const res = await runImport(csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ invited: 3, newUnits: ["K9 Unit"] });
    expect(await counts()).toEqual({ invitations: before.invitations + 3, units: before.units + 1, mails: before.mails + 3 });
    const invitations = await query<{ email: string; role: string; unit: string | null }>(
      t.database.db,
      sql`select i.email, i.role, u.name as unit from org_invitations i left join org_units u on u.id = i.unit_id where i.org_id = ${orgId} order by i.email`,
    );
    expect(invitations).toEqual([
      { email: "dana@ridge.example", role: "member", unit: "Patrol" },
      { email: "eli@ridge.example", role: "supervisor", unit: "K9 Unit" },
      { email: "quoted@ridge.example", role: "member", unit: null },
    ]);
    const [mail] = await query<{ text: string }>(t.database.db, sql`select payload->>'text' as text from jobs where payload->>'to' = 'eli@ridge.example'`);
    expect(mail!.text).toMatch(/^Hello Eli Park,/);
    expect(mail!.text).toContain("as a supervisor");
  });

  it("refuses files that are not a list of people, whole, with what is wrong", async () => {
    const cases: [string, string][] = [
      ["name,mail\nA,a@ridge.example", 'Unknown column "mail": the columns are name, email, unit and role.'],
      ["name,unit\nA,Patrol", "The first line must name the columns, with an email column."],
      ["email,email\na@x.example,b@x.example", "A column appears twice in the first line."],
      ["email", "The file has no people under its first line."],
      ["", "The file is empty."],
    ];
    for (const [csv, message] of cases) {
      const res = await preview(csv);
      expect(res.statusCode, csv).toBe(400);
      expect(res.json().error.message, csv).toBe(message);
    }
    const broken = await preview('email,name\na@ridge.example,"unclosed');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^The file is not valid CSV: /);
    const ragged = await preview("email,name\na@ridge.example,A,extra");
    expect(ragged.statusCode).toBe(400);

    const tooMany = ["email", ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `p${i}@ridge.example`)].join("\n");
    const big = await preview(tooMany);
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toBe("At most 10,000 people per import: this file has 10,001.");
  });

  it("previews the largest file allowed, and only owners may import", async () => {
    const csv = ["email,name,unit", ...Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => `person${i}@big.example,Person ${i},Shift ${i % 4}`)].join("\n");
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rows: IMPORT_MAX_ROWS,
      invitations: IMPORT_MAX_ROWS,
      errorCount: 0,
      newUnits: ["Shift 0", "Shift 1", "Shift 2", "Shift 3"],
    });

    const outsider = await member("outsider@example.com");
    expect((await preview("email\na@ridge.example", outsider)).statusCode).toBe(404);
    await t.database.db.execute(
      sql`insert into org_members (user_id, org_id, role, joined_by) select id, ${orgId}, 'member', 'admin' from users where email = 'outsider@example.com'`,
    );
    const asMember = await runImport("email\na@ridge.example", outsider);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.message).toBe(ONLY_OWNERS);
  });
});
