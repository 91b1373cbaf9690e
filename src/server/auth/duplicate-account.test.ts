import { isAPIError } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Database } from "../db/client.js";
import { users } from "../db/schema.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import { refuseLostSignUpRace, refuseRegisteredEmail, USER_EXISTS_MESSAGE } from "./duplicate-account.js";

describe.each(databaseKinds)("refuseRegisteredEmail (%s)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values({ id: "u1", name: "Known", email: "known@example.com" });
  });
  afterAll(async () => {
    await database.close();
  });

  it("refuses a registered address, whatever its case and surrounding spaces, with 422 USER_ALREADY_EXISTS", async () => {
    for (const email of ["known@example.com", "Known@Example.COM", "  known@example.com "]) {
      const error = await refuseRegisteredEmail(database.db, email).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAPIError(error), email).toBe(true);
      expect(error).toMatchObject({ statusCode: 422, body: { code: AUTH_ERROR_CODES.USER_ALREADY_EXISTS, message: USER_EXISTS_MESSAGE } });
    }
  });

  it("turns a lost sign-up race into USER_ALREADY_EXISTS: a made-up user, or a failed insert for a registered address", async () => {
    const outcome = async (email: string, o: Parameters<typeof refuseLostSignUpRace>[2]) =>
      refuseLostSignUpRace(database.db, email, o).then(
        () => "passed",
        (e: unknown) => (isAPIError(e) ? (e.body as { code: string }).code : e),
      );
    expect(await outcome("known@example.com", { failed: false, returned: { token: null, user: { id: "made-up" } } })).toBe(
      AUTH_ERROR_CODES.USER_ALREADY_EXISTS,
    );
    expect(await outcome("known@example.com", { failed: true, code: "FAILED_TO_CREATE_USER" })).toBe(AUTH_ERROR_CODES.USER_ALREADY_EXISTS);
    expect(await outcome("KNOWN@example.com", { failed: true, code: "FAILED_TO_CREATE_USER" })).toBe(AUTH_ERROR_CODES.USER_ALREADY_EXISTS);
    // The winner, and failures that have nothing to do with a race, pass unchanged.
    expect(await outcome("known@example.com", { failed: false, returned: { token: null, user: { id: "u1" } } })).toBe("passed");
    expect(await outcome("new@example.com", { failed: true, code: "FAILED_TO_CREATE_USER" })).toBe("passed");
    expect(await outcome("known@example.com", { failed: true, code: "PASSWORD_TOO_SHORT" })).toBe("passed");
  });

  it("lets a new address through", async () => {
    await expect(refuseRegisteredEmail(database.db, "new@example.com")).resolves.toBeUndefined();
    await expect(refuseRegisteredEmail(database.db, "")).resolves.toBeUndefined();
  });
});
