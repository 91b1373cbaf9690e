import { isAPIError } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/client.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import { checkSignInAllowed, delaySeconds, PER_EMAIL, PER_EMAIL_IP, PER_IP, recordSignInFailure, recordSignInSuccess } from "./sign-in-guard.js";

describe("delaySeconds", () => {
  it("doubles from the first delay and stops at the cap", () => {
    expect([1, 2, 3, 4].map(delaySeconds)).toEqual([5, 10, 20, 40]);
    expect(delaySeconds(7)).toBe(PER_EMAIL.maxDelaySeconds);
    expect(delaySeconds(500)).toBe(PER_EMAIL.maxDelaySeconds);
  });
});

describe.each(databaseKinds)("sign-in guard (%s)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  const refusal = (email: string, ip: string) =>
    checkSignInAllowed(database.db, email, ip).then(
      () => null,
      (e: unknown) => (isAPIError(e) ? { status: e.statusCode, retryAfter: Number(new Headers(e.headers).get("retry-after")) } : e),
    );

  it("stops a pair at its limit and an IP at its limit, each alone", async () => {
    for (let i = 0; i < PER_EMAIL_IP.max; i++) await recordSignInFailure(database.db, "a@example.com", "1.1.1.1");
    expect(await refusal("A@example.com ", "1.1.1.1")).toMatchObject({ status: 429 });
    expect(await refusal("a@example.com", "1.1.1.2")).toBeNull();
    for (let i = 0; i < PER_IP.max; i++) await recordSignInFailure(database.db, `b${i}@example.com`, "2.2.2.2");
    expect(await refusal("fresh@example.com", "2.2.2.2")).toMatchObject({ status: 429 });
  });

  it("says when the per-e-mail threshold is reached, once, and delays unfamiliar addresses from then on", async () => {
    await recordSignInSuccess(database.db, "c@example.com", "9.9.9.9");
    const reached: boolean[] = [];
    for (let i = 0; i < PER_EMAIL.threshold + 2; i++) reached.push(await recordSignInFailure(database.db, "c@example.com", `3.3.${i}.1`));
    expect(reached.filter(Boolean)).toHaveLength(1);
    expect(reached[PER_EMAIL.threshold - 1]).toBe(true);
    const delayed = await refusal("c@example.com", "4.4.4.4");
    expect(delayed).toMatchObject({ status: 429 });
    expect((delayed as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(delaySeconds(3));
    expect(await refusal("c@example.com", "9.9.9.9")).toBeNull();
  });
});
