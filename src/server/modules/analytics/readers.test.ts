import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";

import { VISITOR } from "../../access/viewer.js";
import { readerHashes } from "./readers.js";

const SECRET = "a-secret-of-the-site-long-enough-0123456789";

/** The hash as the module defines it, made without its memo. */
function expected(day: string, value: string): string {
  const key = createHmac("sha256", SECRET).update(`analytics-readers|${day}`).digest();
  return createHmac("sha256", key).update(value).digest("base64url").slice(0, 22);
}

describe("readerHashes", () => {
  const visitor = { viewer: VISITOR, address: "203.0.113.7", userAgent: "Firefox" };

  it("gives a reader the same keyed hash all day, and another one the next day", () => {
    const hashes = readerHashes(SECRET);
    const first = hashes.reader("2026-11-28", visitor);
    expect(first).toBe(expected("2026-11-28", "visitor|203.0.113.7|Firefox"));
    expect(hashes.reader("2026-11-28", visitor)).toBe(first);
    const next = hashes.reader("2026-11-29", visitor);
    expect(next).toBe(expected("2026-11-29", "visitor|203.0.113.7|Firefox"));
    expect(next).not.toBe(first);
    expect(hashes.address("2026-11-29", "203.0.113.7")).toBe(expected("2026-11-29", "address|203.0.113.7"));
  });

  it("hashes a reader with a very long user agent without keeping it", () => {
    const hashes = readerHashes(SECRET);
    const long = { ...visitor, userAgent: "x".repeat(16_000) };
    expect(hashes.reader("2026-11-28", long)).toBe(expected("2026-11-28", `visitor|203.0.113.7|${long.userAgent}`));
    expect(hashes.kept()).toBe(0);
    hashes.reader("2026-11-28", visitor);
    expect(hashes.kept()).toBe(1);
  });

  it("stays right past the number of hashes it keeps", () => {
    const hashes = readerHashes(SECRET);
    for (let i = 0; i < 10_050; i++) hashes.address("2026-11-28", `198.51.100.${i}`);
    for (const i of [0, 9_999, 10_000, 10_049]) expect(hashes.address("2026-11-28", `198.51.100.${i}`)).toBe(expected("2026-11-28", `address|198.51.100.${i}`));
  });
});
