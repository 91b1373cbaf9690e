import { describe, expect, it } from "vitest";

import { assertValidCron, nextOccurrence, occurrenceKey, previousOccurrence } from "./schedule.js";

const at = (iso: string) => new Date(iso);

describe("a recurring job's times", () => {
  it("the next occurrence is strictly after the given time", () => {
    expect(nextOccurrence("*/10 * * * *", at("2026-11-29T00:10:00.000Z"))).toEqual(at("2026-11-29T00:20:00.000Z"));
    expect(nextOccurrence("*/10 * * * *", at("2026-11-29T00:09:59.999Z"))).toEqual(at("2026-11-29T00:10:00.000Z"));
    expect(nextOccurrence("*/10 * * * *", at("2026-11-29T00:10:00.001Z"))).toEqual(at("2026-11-29T00:20:00.000Z"));
    expect(nextOccurrence("10 3 * * *", at("2026-11-29T03:10:00.000Z"))).toEqual(at("2026-11-30T03:10:00.000Z"));
    expect(nextOccurrence("10 3 * * *", at("2026-12-31T23:59:30.000Z"))).toEqual(at("2027-01-01T03:10:00.000Z"));
  });

  it("the previous occurrence is at or before the given time", () => {
    expect(previousOccurrence("*/10 * * * *", at("2026-11-29T00:10:00.000Z"))).toEqual(at("2026-11-29T00:10:00.000Z"));
    expect(previousOccurrence("*/10 * * * *", at("2026-11-29T00:10:00.500Z"))).toEqual(at("2026-11-29T00:10:00.000Z"));
    expect(previousOccurrence("*/10 * * * *", at("2026-11-29T00:09:59.999Z"))).toEqual(at("2026-11-29T00:00:00.000Z"));
    expect(previousOccurrence("10 3 * * *", at("2026-11-29T03:09:00.000Z"))).toEqual(at("2026-11-28T03:10:00.000Z"));
    expect(previousOccurrence("10 3 * * *", at("2027-01-01T00:00:00.000Z"))).toEqual(at("2026-12-31T03:10:00.000Z"));
  });

  it("reads the expression in UTC, whatever the machine's zone", () => {
    // Monday 07:00 UTC: the weekly digest's time (newsletter/digest.ts).
    expect(previousOccurrence("0 7 * * 1", at("2026-11-29T12:00:00.000Z"))).toEqual(at("2026-11-23T07:00:00.000Z"));
    expect(nextOccurrence("0 7 * * 1", at("2026-11-29T12:00:00.000Z"))).toEqual(at("2026-11-30T07:00:00.000Z"));
  });

  it("a day of the month or a day of the week matches either, as cron does", () => {
    // The 1st of the month or a Monday: 2026-12-01 is a Tuesday, so the Monday before it comes first.
    expect(nextOccurrence("0 0 1 * 1", at("2026-11-29T12:00:00.000Z"))).toEqual(at("2026-11-30T00:00:00.000Z"));
    expect(nextOccurrence("0 0 1 * 1", at("2026-11-30T12:00:00.000Z"))).toEqual(at("2026-12-01T00:00:00.000Z"));
  });

  it("an expression that is not five valid fields is refused at definition", () => {
    expect(() => assertValidCron("*/10 * * * *")).not.toThrow();
    expect(() => assertValidCron("61 * * * *")).toThrow();
    expect(() => assertValidCron("* * * *")).toThrow();
    expect(() => assertValidCron("every ten minutes")).toThrow();
  });

  it("an occurrence's key is the same on every instance", () => {
    expect(occurrenceKey(at("2026-11-29T00:10:00.000Z"))).toBe("every@2026-11-29T00:10:00.000Z");
  });
});
