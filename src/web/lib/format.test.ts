import { describe, expect, it } from "vitest";
import { dateOrNever, formatBytes, formatDate } from "./format.js";

// Noon UTC: the same calendar day in every time zone the tests may run in.
const ISO = "2026-11-23T12:00:00.000Z";

describe("formatDate", () => {
  it("writes the site's formats", () => {
    expect(formatDate(ISO, "long")).toBe("November 23, 2026");
    expect(formatDate(ISO, "short")).toBe("Nov 23, 2026");
  });

  it("takes a Date as well as an ISO string", () => {
    expect(formatDate(new Date(ISO), "long")).toBe("November 23, 2026");
  });

  it("is empty for a date it cannot read", () => {
    expect(formatDate("not a date", "short")).toBe("");
  });
});

describe("dateOrNever", () => {
  it("is the short date, or Never without one", () => {
    expect(dateOrNever(ISO)).toBe("Nov 23, 2026");
    expect(dateOrNever(null)).toBe("Never");
  });
});

describe("formatBytes", () => {
  it("picks the unit", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1.4 * 1024 * 1024)).toBe("1.4 MB");
  });
});
