import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../app.js";
import { query } from "../db/raw-query.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN, outbox, sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";

// Security notices over the per-address mail limit (3 per 15 minutes) are
// held in one job per address and window and sent as one message when the
// window ends, never dropped (docs/decisions/089).

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const subjects = (mails: string[]) => mails.map((m) => m.match(/^Subject: (.*)$/m)?.[1]);

interface HeldJob {
  state: string;
  key: string;
  runAt: Date | string;
  payload: { to: string; notices: { event: string; at: string; device: string }[] };
}

describe.each(databaseKinds)("security notices over the per-address limit (%s)", (kind) => {
  let t: TestApp;
  /** The app after a restart on the same database, when a test made one. */
  let next: FastifyInstance | null = null;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await next?.close();
    await t.close();
  });

  const postAs = (app: FastifyInstance, url: string, payload: object, { cookie, ua }: { cookie: string; ua: string }) =>
    app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN, cookie, "user-agent": ua } });
  const heldJobs = () =>
    query<HeldJob>(t.database.db, sql`select state, key, run_at as "runAt", payload from jobs where name = 'account.security-notices' order by created_at`);
  /** The address's 15-minute window ends now (and its held job is due). */
  const endWindow = async (email: string) => {
    await t.database.db.execute(sql`update rate_limits set reset_at = now() where key = ${`mail-to:${email}`}`);
    await t.database.db.execute(sql`update jobs set run_at = now() where name = 'account.security-notices' and state = 'queued'`);
  };

  it("holds the notices the limit would drop, keeps them across a restart, and sends them as one message when the window ends", async () => {
    const email = "busy.member@example.com";
    await signUp(t.app, email);
    let cookie = sessionCookie(await signIn(t.app, email));
    // The sign-up's verification and two notices: the address's 3 mails for this window.
    for (const [from, to] of [
      ["Tr1pwire-Falcon", "Granite-Harbor-77"],
      ["Granite-Harbor-77", "Copper-Lantern-58"],
    ]) {
      const changed = await postAs(
        t.app,
        "/api/auth/change-password",
        { currentPassword: from, newPassword: to, revokeOtherSessions: true },
        { cookie, ua: FIREFOX },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      cookie = sessionCookie(changed);
    }
    expect(subjects(outbox(t.dataDir, email))).toEqual([
      "Confirm your e-mail for Lead or Be Led",
      "Your Lead or Be Led password was changed",
      "Your Lead or Be Led password was changed",
    ]);

    // Two more changes in the same window: over the limit, so held, not sent and not lost.
    const third = await postAs(
      t.app,
      "/api/auth/change-password",
      { currentPassword: "Copper-Lantern-58", newPassword: "Basalt-Meadow-39", revokeOtherSessions: true },
      { cookie, ua: FIREFOX },
    );
    expect(third.statusCode, third.body).toBe(200);
    cookie = sessionCookie(third);
    const moved = await postAs(
      t.app,
      "/api/auth/change-email",
      { newEmail: "busy.elsewhere@example.com", password: "Basalt-Meadow-39", callbackURL: "/account" },
      { cookie, ua: SAFARI },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(outbox(t.dataDir, email)).toHaveLength(3);
    const [held, ...others] = await heldJobs();
    expect(others).toEqual([]);
    expect(held!.state).toBe("queued");
    expect(held!.payload.notices.map((n) => [n.event, n.device])).toEqual([
      ["password-changed", "Firefox on Linux"],
      ["email-change-requested", "Safari on macOS"],
    ]);
    // Due when the window that stopped them ends: within 15 minutes of its first mail.
    const due = new Date(held!.runAt).getTime() - Date.now();
    expect(due).toBeGreaterThan(10 * 60_000);
    expect(due).toBeLessThanOrEqual(15 * 60_000);

    // The server restarts before the window ends: the notices are in the database, not in its memory.
    await t.app.close();
    next = await buildApp({ config: t.config, database: t.database, storage: t.storage });
    await next.ready();
    await endWindow(email);
    await next.deps.jobs.start();

    await expect.poll(() => outbox(t.dataDir, email).length, { timeout: 10_000 }).toBe(4);
    const merged = outbox(t.dataDir, email)[3]!;
    expect(merged).toMatch(/^Subject: Several changes to your Lead or Be Led account$/m);
    expect(merged).toContain("Several changes were made to your Lead or Be Led account:");
    expect(merged).toContain("- The password of your Lead or Be Led account was changed.");
    expect(merged).toContain("- Someone signed in to your Lead or Be Led account asked to move it to another e-mail address.");
    expect(merged.match(/^ {2}When: .+ GMT$/gm)).toHaveLength(2);
    expect(merged.match(/^ {2}Device: .+$/gm)).toEqual(["  Device: Firefox on Linux", "  Device: Safari on macOS"]);
    await expect.poll(async () => (await heldJobs()).map((job) => job.state)).toEqual(["done"]);

    // Sent once: nothing more comes of it, and a later notice (the window has ended) goes at once, on its own.
    const fourth = await postAs(
      next,
      "/api/auth/change-password",
      { currentPassword: "Basalt-Meadow-39", newPassword: "Cobalt-Orchard-64", revokeOtherSessions: true },
      { cookie, ua: FIREFOX },
    );
    expect(fourth.statusCode, fourth.body).toBe(200);
    expect(subjects(outbox(t.dataDir, email)).slice(3)).toEqual(["Several changes to your Lead or Be Led account", "Your Lead or Be Led password was changed"]);
    expect(await heldJobs()).toHaveLength(1);
  });
});
