import { isAPIError } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import type { Database } from "../db/client.js";
import { users } from "../db/schema.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import { refuseRegisteredEmail, USER_EXISTS_MESSAGE } from "./duplicate-account.js";

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
      const error = await refuseRegisteredEmail(database.db, email).then(() => null, (e: unknown) => e);
      expect(isAPIError(error), email).toBe(true);
      expect(error).toMatchObject({ statusCode: 422, body: { code: AUTH_ERROR_CODES.USER_ALREADY_EXISTS, message: USER_EXISTS_MESSAGE } });
    }
  });

  it("lets a new address through", async () => {
    await expect(refuseRegisteredEmail(database.db, "new@example.com")).resolves.toBeUndefined();
    await expect(refuseRegisteredEmail(database.db, "")).resolves.toBeUndefined();
  });
});
