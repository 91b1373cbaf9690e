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

  it("writes the day formats as Intl does for en-US, in the reader's zone and in UTC, on every month and at day boundaries", () => {
    const intl = (format: "long" | "short", timeZone?: string) =>
      new Intl.DateTimeFormat("en-US", { year: "numeric", month: format, day: "numeric", ...(timeZone ? { timeZone } : {}) });
    const moments: Date[] = [];
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [1, 0],
        [9, 12],
        [28, 23],
        [31, 23],
      ] as const)
        moments.push(new Date(Date.UTC(2026, month, day, hour, 59, 59)));
    }
    moments.push(new Date("1999-12-31T23:59:59.999Z"), new Date("2000-02-29T00:00:00.000Z"), new Date(0));
    for (const date of moments) {
      for (const format of ["long", "short"] as const) {
        expect(formatDate(date, format), `${date.toISOString()} ${format}`).toBe(intl(format).format(date));
        expect(formatDate(date, format, "UTC"), `${date.toISOString()} ${format} UTC`).toBe(intl(format, "UTC").format(date));
      }
    }
  });

  it("writes a moment and its time with Intl", () => {
    expect(formatDate(ISO, "dateTime", "UTC")).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(ISO)),
    );
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
