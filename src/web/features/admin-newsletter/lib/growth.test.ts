import { describe, expect, it } from "vitest";

import { growthBars } from "./growth.js";

describe("growthBars", () => {
  it("measures each week against the busiest and names it by its Monday", () => {
    const bars = growthBars([
      { week: "2026-03-02", count: 2 },
      { week: "2026-03-09", count: 8 },
      { week: "2026-03-16", count: 0 },
    ]);
    expect(bars.map((b) => b.percent)).toEqual([25, 100, 0]);
    expect(bars[0]).toMatchObject({ label: "Week of Mar 2", count: 2 });
  });

  it("draws no bars when nobody joined", () => {
    expect(growthBars([{ week: "2026-03-02", count: 0 }]).map((b) => b.percent)).toEqual([0]);
  });
});
