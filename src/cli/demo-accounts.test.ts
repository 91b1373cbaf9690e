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
    expect(accounts.map((a) => a.role)).toEqual(["admin", "member"]);
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
    expect(await t.database.db.query.users.findMany()).toHaveLength(2);
  });
});
