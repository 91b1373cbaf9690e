import { describe, expect, it } from "vitest";

import { cn } from "./cn.js";

describe("cn", () => {
  it("joins class names as clsx does: conditions, arrays and objects, falsy parts left out", () => {
    expect(cn("flex", false, null, undefined, "", ["gap-2", { "text-muted": true, hidden: false }])).toBe("flex gap-2 text-muted");
  });

  it("keeps classes for different variants and refinements of a shorthand, which do not conflict", () => {
    expect(cn("px-3 text-sm sm:px-4 sm:text-base", "pl-9")).toBe("px-3 text-sm sm:px-4 sm:text-base pl-9");
  });

  it("lets a class be given twice", () => {
    expect(cn("h-11", "h-11")).toBe("h-11 h-11");
  });

  it("refuses, in tests, two classes that set the same property, naming the one that would lose", () => {
    expect(() => cn("h-11 px-5", "h-9")).toThrow(/"h-11" conflict in "h-11 px-5 h-9"/);
    expect(() => cn("text-foreground", "text-destructive")).toThrow(/"text-foreground" conflict/);
    expect(() => cn("hover:text-accent", "hover:text-destructive")).toThrow(/"hover:text-accent" conflict/);
  });
});
