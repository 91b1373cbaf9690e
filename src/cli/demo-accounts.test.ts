import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../server/test/app.js";
import { me, sessionCookie, signIn } from "../server/test/auth-helpers.js";
import { ensureDemoAccounts } from "./demo-accounts.js";

describe("demo accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("are made verified, sign in with the printed password, and send no mail", async () => {
    const { accounts } = await ensureDemoAccounts({ auth: await t.app.deps.getAuth(), db: t.database.db, dataDir: t.dataDir });
    // The admin, the member, and the three other people of the demo's organisation (demo-org.ts); the member is the first member.
    expect(accounts.map((a) => a.role)).toEqual(["admin", "member", "member", "member", "member"]);
    expect(accounts.find((a) => a.role === "member")!.email).toBe("member@demo.leadorbeled.test");
    for (const account of accounts) {
      const cookie = sessionCookie(await signIn(t.app, account.email, account.password));
      expect((await me(t.app, cookie)).json()).toMatchObject({ email: account.email, isAdmin: account.role === "admin" });
    }
    const rows = await t.database.db.query.users.findMany();
    expect(rows.every((u) => u.emailVerified)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, "mail")) ? fs.readdirSync(path.join(t.dataDir, "mail")) : []).toEqual([]);
    // A second start prints the same accounts and makes none.
    const again = await ensureDemoAccounts({ auth: await t.app.deps.getAuth(), db: t.database.db, dataDir: t.dataDir });
    expect(again.accounts).toEqual(accounts);
    expect(await t.database.db.query.users.findMany()).toHaveLength(5);
  });
});
