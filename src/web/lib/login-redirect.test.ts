import { describe, expect, it } from "vitest";

import { safeNextPath } from "../../shared/safe-path.js";
import { returnPath, withNext } from "./login-redirect.js";

// Where login goes afterwards: the router's state first, else ?next= when it
// names a path on this site and nothing else (docs/decisions/098).

describe("safeNextPath", () => {
  it("takes a path on this site", () => {
    expect(safeNextPath("/join/abc")).toBe("/join/abc");
    expect(safeNextPath("/organisation?org=1")).toBe("/organisation?org=1");
  });

  it("refuses other hosts, schemes and control characters", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "join", "", "/a\nb", null, undefined]) {
      expect(safeNextPath(bad)).toBeUndefined();
    }
  });
});

describe("returnPath", () => {
  it("prefers the router's state, then a safe ?next=", () => {
    expect(returnPath({ search: "?next=%2Fjoin%2Fx", state: { from: "/dashboard" } })).toBe("/dashboard");
    expect(returnPath({ search: "?verified=1&next=%2Fjoin%2Fx", state: null })).toBe("/join/x");
    expect(returnPath({ search: "?next=%2F%2Fevil.example", state: null })).toBeUndefined();
  });
});

describe("withNext", () => {
  it("adds next to a page with or without a query", () => {
    expect(withNext("/login", "/join/x")).toBe("/login?next=%2Fjoin%2Fx");
    expect(withNext("/login?verified=1", "/join/x")).toBe("/login?verified=1&next=%2Fjoin%2Fx");
    expect(withNext("/login", undefined)).toBe("/login");
  });
});
