import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/client.js";
import { databaseKinds, openTestDatabase } from "../test/database.js";
import type { Mail, Mailer } from "./mailer.js";
import { limitPerRecipient } from "./recipient-limit.js";

describe.each(databaseKinds)("limitPerRecipient (%s)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it("sends each address its share and drops the rest silently, counting addresses case-blind", async () => {
    const sent: Mail[] = [];
    const inner: Mailer = { mode: "outbox", send: async (mail) => void sent.push(mail), close: () => {} };
    const mailer = limitPerRecipient(inner, database.db, pino({ level: "silent" }), [{ name: "t-short", max: 2, windowMs: 60_000 }]);
    for (const to of ["a@example.com", "A@Example.com", " a@example.com", "b@example.com"]) {
      await expect(mailer.send({ to, subject: "s", text: "t" })).resolves.toBeUndefined();
    }
    expect(sent.map((m) => m.to)).toEqual(["a@example.com", "A@Example.com", "b@example.com"]);
  });
});
