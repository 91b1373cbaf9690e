import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { users } from "../db/schema.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { outbox, signUp } from "../test/auth-helpers.js";
import { databaseKinds } from "../test/database.js";

// Finding 12 of the hardening review: on PostgreSQL, of many sign-ups racing
// for one e-mail a few were answered as if they had worked, with a made-up
// user (only one account exists). Every loser gets the spec's "User already
// exists" answer, like a sign-up after the fact.

describe.each(databaseKinds)("racing sign-ups for one e-mail (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates one account and answers every other racer 422 USER_ALREADY_EXISTS", async () => {
    // The race is real on PostgreSQL (a pool of connections); PGlite serialises queries but still interleaves requests.
    for (let round = 0; round < (kind === "postgres" ? 2 : 1); round++) {
      const email = `racer${round}@example.com`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app, email)));
      const won = answers.filter((a) => a.statusCode === 200);
      const lost = answers.filter((a) => a.statusCode !== 200);
      expect(won, `round ${round}`).toHaveLength(1);
      const [winner] = won;
      const accounts = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(accounts).toEqual([{ id: winner!.json().user.id }]);
      for (const loser of lost) {
        expect(loser.statusCode, loser.body).toBe(422);
        expect(loser.json()).toEqual({ code: AUTH_ERROR_CODES.USER_ALREADY_EXISTS, message: "An account with this email already exists." });
      }
      expect(outbox(t.dataDir, email).filter((m) => m.includes("Subject: Confirm your e-mail"))).toHaveLength(1);
    }
  });
});
