import pg from "pg";
import { describe, expect, it } from "vitest";

import { createPostgresTestDatabase, databaseKinds } from "../test/database.js";
import { postgresNotifications } from "./notifications.js";

describe.runIf(databaseKinds.includes("postgres"))("PostgreSQL change notices", () => {
  it("start while the database cannot be reached, stay not live, then connect and deliver", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    let attempts = 0;
    const notifications = postgresNotifications(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("connect ECONNREFUSED");
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    });
    const heard: string[] = [];
    let resets = 0;
    try {
      await notifications.listen(
        "lobl_test",
        (payload) => heard.push(payload),
        () => (resets += 1),
      );
      expect(notifications.live).toBe(false);
      await expect.poll(() => notifications.live, { timeout: 5000 }).toBe(true);
      // Back: whatever a cache kept while no one listened is forgotten.
      expect(resets).toBeGreaterThan(0);
      const writer = new pg.Client({ connectionString: url });
      await writer.connect();
      await writer.query("select pg_notify('lobl_test', 'row-1')");
      await writer.end();
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(["row-1"]);
    } finally {
      await notifications.close();
      await drop();
    }
  });
});
