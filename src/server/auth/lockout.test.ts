import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { outbox, signIn, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";
import { PER_EMAIL } from "./sign-in-guard.js";

// Finding 2 of the hardening review: five failures for an e-mail used to
// lock it for everyone, its owner included, renewable forever. Now the hard
// limits are per (e-mail, IP) and per IP; per e-mail there is only a much
// higher threshold after which sign-ins from unfamiliar addresses wait a
// growing delay, and the owner is told by mail (docs/decisions/050-sign-in-lockout.md).

const PASSWORD = "Tr1pwire-Falcon";

describe.each(databaseKinds)("sign-in lock-out (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Lets the growing delay of an e-mail run out now, as if its time had passed. */
  const endDelay = (email: string) =>
    t.database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`signin-delay:${email}`}`);

  it("does not let failures from other addresses lock the owner out", async () => {
    await signUp(t.app, "owner@example.com");
    for (let i = 1; i <= 5; i++) expect((await signIn(t.app, "owner@example.com", `Wrong-Guess-${i}`, `10.2.0.${i}`)).statusCode).toBe(401);
    for (let i = 1; i <= 5; i++) expect((await signIn(t.app, "owner@example.com", `Wrong-Guess-${i}`, "10.2.1.1")).statusCode).toBe(401);
    expect((await signIn(t.app, "owner@example.com", PASSWORD, "10.2.0.99")).statusCode).toBe(200);
  });

  it("stops one address guessing one e-mail at the 6th try, even with the right password, and only that address", async () => {
    await signUp(t.app, "pair@example.com");
    for (let i = 1; i <= 5; i++) expect((await signIn(t.app, "pair@example.com", `Wrong-Guess-${i}`, "10.3.0.1")).statusCode).toBe(401);
    const sixth = await signIn(t.app, "pair@example.com", PASSWORD, "10.3.0.1");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: AUTH_ERROR_CODES.TOO_MANY_ATTEMPTS, message: expect.stringMatching(/^Too many attempts\. Please wait/) });
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect((await signIn(t.app, "pair@example.com", PASSWORD, "10.3.0.2")).statusCode).toBe(200);
  });

  it("forgives an owner's own typos once they sign in", async () => {
    await signUp(t.app, "typo@example.com");
    for (let i = 1; i <= 4; i++) await signIn(t.app, "typo@example.com", `Wrong-Guess-${i}`, "10.4.0.1");
    expect((await signIn(t.app, "typo@example.com", PASSWORD, "10.4.0.1")).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) expect((await signIn(t.app, "typo@example.com", `Wrong-Guess-${i}`, "10.4.0.1")).statusCode).toBe(401);
  });

  it("slows a distributed guesser with a growing delay per e-mail, lets the owner in from a familiar address, and mails the owner once", async () => {
    const email = "spread@example.com";
    await signUp(t.app, email);
    expect((await signIn(t.app, email, PASSWORD, "10.5.9.9")).statusCode).toBe(200); // the owner's usual address
    for (let i = 0; i < PER_EMAIL.threshold; i++) {
      const res = await signIn(t.app, email, `Wrong-Guess-${i}`, `10.5.${Math.floor(i / 5)}.${(i % 5) + 1}`);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    // Past the threshold: a new address waits, even with the right password...
    const delayed = await signIn(t.app, email, PASSWORD, "10.5.100.1");
    expect(delayed.statusCode).toBe(429);
    const first = Number(delayed.headers["retry-after"]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(PER_EMAIL.firstDelaySeconds);
    // ...but only a short while, growing with every further failure, never beyond the cap.
    await endDelay(email);
    expect((await signIn(t.app, email, "Wrong-Again-1", "10.5.100.2")).statusCode).toBe(401);
    const second = Number((await signIn(t.app, email, PASSWORD, "10.5.100.3")).headers["retry-after"]);
    expect(second).toBeGreaterThan(first);
    expect(second).toBeLessThanOrEqual(PER_EMAIL.maxDelaySeconds);
    // The owner's familiar address is not delayed.
    expect((await signIn(t.app, email, PASSWORD, "10.5.9.9")).statusCode).toBe(200);
    // And once the delay has run out, the right password from a new address works.
    await endDelay(email);
    expect((await signIn(t.app, email, PASSWORD, "10.5.100.4")).statusCode).toBe(200);

    const notices = outbox(t.dataDir, email).filter((m) => m.includes("Subject: Failed sign-ins on your Lead or Be Led account"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).not.toMatch(/10\.5\./);
  });

  it("mails no notice for an e-mail that has no account", async () => {
    for (let i = 0; i < PER_EMAIL.threshold; i++) await signIn(t.app, "ghost@example.com", `Wrong-Guess-${i}`, `10.6.${Math.floor(i / 5)}.${(i % 5) + 1}`);
    expect(outbox(t.dataDir, "ghost@example.com")).toEqual([]);
  });
});
