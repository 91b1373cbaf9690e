import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contacts } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { databaseKinds } from "../../test/database.js";

describe.each(databaseKinds)("POST /api/contact (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { CONTACT_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, remoteAddress = "10.0.0.1") =>
    t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress });
  const stored = async () => (await t.database.db.select({ n: count() }).from(contacts))[0]?.n ?? -1;

  it("stores a valid message, trimmed, and answers 201 with its id", async () => {
    const res = await post({ name: "  Dana Ruiz ", email: "dana@example.com", message: "How do I join?" }, "10.0.0.2");
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const rows = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, name: "Dana Ruiz", email: "dana@example.com", message: "How do I join?" });
  });

  it.each([
    [{ email: "a@b.co", message: "hi" }, "Name is required."],
    [{ name: " ", email: "a@b.co", message: "hi" }, "Name is required."],
    [{ name: "A", email: "not-an-email", message: "hi" }, "Please enter a valid email address."],
    [{ name: "A", email: "a@b.co", message: "" }, "Message is required."],
    [{ name: "A", email: "a@b.co", message: "x".repeat(5001) }, "Message must be at most 5000 characters."],
    [{ name: "A".repeat(201), email: "a@b.co", message: "hi" }, "Name must be at most 200 characters."],
  ])("refuses %j with a 400 that says why, storing nothing", async (payload, message) => {
    const before = await stored();
    const res = await post(payload, "10.0.1.1");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "BAD_REQUEST", message } });
    expect(await stored()).toBe(before);
  });

  it("refuses malformed JSON and oversized bodies with 4xx, never 500", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{nope",
      remoteAddress: "10.0.2.1",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("BAD_REQUEST");
    const huge = await post({ name: "A", email: "a@b.co", message: "x".repeat(70 * 1024) }, "10.0.2.2");
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("limits each IP and answers 429 with Retry-After, without storing", async () => {
    const ok = { name: "A", email: "a@b.co", message: "hello" };
    for (let i = 0; i < 3; i++) expect((await post(ok, "10.9.9.9")).statusCode).toBe(201);
    const before = await stored();
    const limited = await post(ok, "10.9.9.9");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().error.message).toMatch(/Too many attempts. Please wait \d+ (seconds|minutes) and try again./);
    expect(await stored()).toBe(before);
    // Another address still gets through.
    expect((await post(ok, "10.9.9.10")).statusCode).toBe(201);
  });
});
