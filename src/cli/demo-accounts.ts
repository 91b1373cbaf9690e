import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";

import { setAdmin } from "../server/auth/admin.js";
import type { Auth } from "../server/auth/auth.js";
import type { Db } from "../server/db/client.js";
import { users } from "../server/db/schema.js";

export interface DemoAccount {
  role: "admin" | "member";
  name: string;
  email: string;
  password: string;
}

export const ADMIN_EMAIL = "admin@demo.leadorbeled.test";
/** The demo member: also the owner of the demo's organisation (demo-org.ts). */
export const MEMBER_EMAIL = "member@demo.leadorbeled.test";
export const SERGEANT_EMAIL = "sergeant@demo.leadorbeled.test";
export const OFFICER_EMAIL = "officer@demo.leadorbeled.test";
export const DETECTIVE_EMAIL = "detective@demo.leadorbeled.test";

// The admin and the member first (tests read the member as the first account with that role),
// then the people of the demo's organisation.
const ACCOUNTS: Omit<DemoAccount, "password">[] = [
  { role: "admin", name: "Demo Admin", email: ADMIN_EMAIL },
  { role: "member", name: "Demo Member", email: MEMBER_EMAIL },
  { role: "member", name: "Dana Reyes", email: SERGEANT_EMAIL },
  { role: "member", name: "Sam Porter", email: OFFICER_EMAIL },
  { role: "member", name: "Lee Morgan", email: DETECTIVE_EMAIL },
];

/**
 * Makes the demo's accounts (the admin, the member and the organisation's
 * people, demo-org.ts) when they are missing, with random passwords kept
 * (owner-only) in DATA_DIR so every later `npm run demo` can print them
 * again. Returns the accounts and the admin's user id.
 */
export async function ensureDemoAccounts(deps: { auth: Auth; db: Db; dataDir: string }): Promise<{ accounts: DemoAccount[]; adminId: string }> {
  const file = path.join(deps.dataDir, "demo-accounts.json");
  let saved: DemoAccount[] = [];
  if (fs.existsSync(file)) saved = JSON.parse(fs.readFileSync(file, "utf8")) as DemoAccount[];

  const accounts: DemoAccount[] = [];
  for (const spec of ACCOUNTS) {
    const existing = await deps.db.query.users.findFirst({ where: eq(users.email, spec.email) });
    const known = saved.find((a) => a.email === spec.email);
    if (existing && known) {
      accounts.push(known);
      continue;
    }
    if (existing) {
      // The account exists but its password was not recorded here: leave it alone.
      accounts.push({ ...spec, password: "(set earlier; not recorded in this DATA_DIR)" });
      continue;
    }
    const password = `${randomBytes(9).toString("base64url")}-Lead`;
    // Made verified through Better Auth's own adapter and password hashing:
    // signing up would mail a verification link (tokens in the log) for an
    // address that is made up and already trusted.
    const context = await deps.auth.$context;
    const user = await context.internalAdapter.createUser({ email: spec.email, name: spec.name, emailVerified: true }, { method: "admin" });
    await context.internalAdapter.createAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await context.password.hash(password),
    });
    if (spec.role === "admin") await setAdmin(deps.db, spec.email, true);
    accounts.push({ ...spec, password });
  }
  fs.mkdirSync(deps.dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(accounts, null, 2), { mode: 0o600 });
  const admin = await deps.db.query.users.findFirst({ where: eq(users.email, ADMIN_EMAIL), columns: { id: true } });
  return { accounts, adminId: admin!.id };
}
